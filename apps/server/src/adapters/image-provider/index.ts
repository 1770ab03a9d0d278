import type { Env } from '../../env.ts';
import type { Logger } from '../../lib/logger.ts';
import type { ImageProvider } from './image-provider.ts';

/** The image providers this installation has, by model id. */
export function createImageProviders(_env: Env, _logger: Logger): ReadonlyMap<string, ImageProvider> {
  return new Map();
}
