import { loadBrandLayer } from '../../brand-layer/index.ts';
import type { Env } from '../../env.ts';
import type { Logger } from '../../lib/logger.ts';
import type { ImageProvider } from './image-provider.ts';
import type { BrandLayer } from './openai/openai-image-provider.ts';

/**
 * The image providers this installation has, by model id: always the brand compositor (offline),
 * and gpt-image-1 when OPENAI_API_KEY is set, with the compositor's brand layer on top. The OpenAI
 * SDK (~360 KB of JavaScript) is loaded only then, not at every start (0062).
 */
export async function createImageProviders(
  env: Pick<Env, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_COPY_MODEL' | 'OPENAI_TIMEOUT_MS'>,
  logger: Logger,
): Promise<ReadonlyMap<string, ImageProvider>> {
  // The compositor's modules load with the first image, not with the server (0073).
  const brandCompositor: ImageProvider = {
    id: 'brand-compositor',
    generate: async (request) => (await loadBrandLayer()).createBrandCompositor().generate(request),
  };
  const providers: ImageProvider[] = [brandCompositor];
  if (env.OPENAI_API_KEY) {
    const { openAiImageProviderFromEnv } = await import('./openai/openai-image-provider.ts');
    const brandLayer: BrandLayer = async (picture, request, copy) =>
      (await loadBrandLayer()).createBrandLayer()(picture, request, copy);
    const openAi = openAiImageProviderFromEnv(env, { brandLayer, logger });
    if (openAi) providers.push(openAi);
  }
  return new Map(providers.map((provider) => [provider.id, provider]));
}
