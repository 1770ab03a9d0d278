import type { Env } from '../../env.ts';
import type { Logger } from '../../lib/logger.ts';
import { createLocalAnimator } from './local-animator/local-animator.ts';
import { miniMaxVideoProviderFromEnv } from './minimax/minimax-video-provider.ts';
import { veoVideoProviderFromEnv } from './veo/veo-video-provider.ts';
import type { VideoProvider } from './video-provider.ts';

/**
 * The video providers this installation has, by model id: always the local animator (offline),
 * MiniMax-Hailuo-02 with MINIMAX_API_KEY, and veo-2.0-generate-001 with GOOGLE_API_KEY or the
 * Vertex settings (decision 0025).
 */
export function createVideoProviders(env: Env, logger: Logger): ReadonlyMap<string, VideoProvider> {
  const providers: VideoProvider[] = [createLocalAnimator()];
  for (const vendor of [miniMaxVideoProviderFromEnv(env), veoVideoProviderFromEnv(env)]) {
    if (vendor) providers.push(vendor);
  }
  logger.debug({ videoModels: providers.map((provider) => provider.id) }, 'video models');
  return new Map(providers.map((provider) => [provider.id, provider]));
}
