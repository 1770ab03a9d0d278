import OpenAI, { toFile } from 'openai';
import type { ImagesResponse } from 'openai/resources/images';
import type { Env } from '../../../env.ts';
import type { Logger } from '../../../lib/logger.ts';
import {
  type AdCopy,
  type ImageInput,
  type ImageProvider,
  ImageProviderError,
  type ImageRequest,
  type ImageResult,
  imageSizes,
} from '../image-provider.ts';
import { writeAdCopy } from './ad-copywriter.ts';
import { buildImagePrompt, copyAreas } from './image-prompt.ts';
import { openAiDefaults } from './openai-defaults.ts';
import { outpaintCanvas } from './outpaint-canvas.ts';
import { toImageProviderError } from './provider-error.ts';

const openAiImageModel = 'gpt-image-1';

/**
 * Sets the logo and the copy on the model's picture (the brand compositor's job, wired by the
 * caller). When `request.modelDrawsText` is true the copy is already painted: set the logo only.
 * `copy` is null when no copy was written; the layer then derives it from the prompt.
 */
export type BrandLayer = (
  image: Uint8Array,
  request: ImageRequest,
  copy: AdCopy | null,
) => Promise<ImageResult>;

export interface OpenAiConnection {
  apiKey: string;
  baseUrl?: string;
  /** For tests and proxies; the global fetch otherwise. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface OpenAiImageProviderOptions extends OpenAiConnection {
  /** Unset: the model's picture is the creative, with no logo or copy added. */
  brandLayer?: BrandLayer;
  copyModel?: string;
  logger?: Pick<Logger, 'warn'>;
}

/**
 * The SDK without its own retries: the job queue retries retryable failures with back-off, and
 * a retry inside would multiply the waiting and the spending.
 */
export function createOpenAiClient({
  apiKey,
  baseUrl = openAiDefaults.baseUrl,
  fetch,
  timeoutMs = openAiDefaults.imageTimeoutMs,
}: OpenAiConnection): OpenAI {
  // organization and project are pinned to null so stray OPENAI_ORG_ID/OPENAI_PROJECT_ID in the
  // process environment, which env.ts does not validate, cannot change whom requests bill.
  return new OpenAI({
    apiKey,
    baseURL: baseUrl,
    fetch,
    timeout: timeoutMs,
    maxRetries: 0,
    organization: null,
    project: null,
  });
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The first image of an Images API answer as PNG bytes with its size (read from the PNG header). */
function decodeImage(response: ImagesResponse): { png: Uint8Array; width: number; height: number } {
  const encoded = response.data?.[0]?.b64_json;
  if (typeof encoded !== 'string' || encoded.length === 0)
    throw new ImageProviderError('failed', 'OpenAI answered without an image');
  const png = new Uint8Array(Buffer.from(encoded, 'base64'));
  if (png.length < 24 || pngSignature.some((byte, index) => png[index] !== byte))
    throw new ImageProviderError('failed', 'OpenAI answered with something that is not a PNG image');
  const header = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { png, width: header.getUint32(16), height: header.getUint32(20) };
}

const extensions: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

function referenceFile(reference: ImageInput, index: number) {
  const extension = extensions[reference.contentType] ?? 'png';
  return toFile(reference.bytes, `reference-${index + 1}.${extension}`, { type: reference.contentType });
}

/** The padded canvas and its mask as the files of an image edit; an unreadable picture fails the creative. */
async function outpaintFiles(picture: ImageInput, width: number, height: number) {
  const canvas = await outpaintCanvas(picture, width, height).catch((error: unknown) => {
    throw new ImageProviderError('failed', 'The picture to extend cannot be read', { cause: error });
  });
  return {
    image: await toFile(canvas.image, 'picture.png', { type: 'image/png' }),
    mask: await toFile(canvas.mask, 'mask.png', { type: 'image/png' }),
  };
}

type CopySource = 'request' | 'copy-model' | 'none';

/** The brand layer's own failures are this creative's failure, not a reason to retry the model. */
async function layerBrand(brandLayer: BrandLayer, ...args: Parameters<BrandLayer>): Promise<ImageResult> {
  try {
    return await brandLayer(...args);
  } catch (error) {
    if (error instanceof ImageProviderError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new ImageProviderError('failed', `The brand layer failed: ${detail}`, { cause: error });
  }
}

/** gpt-image-1 through the OpenAI Images API, with a copy model and the brand layer on top. */
export function createOpenAiImageProvider(options: OpenAiImageProviderOptions): ImageProvider {
  const timeoutMs = options.timeoutMs ?? openAiDefaults.imageTimeoutMs;
  const client = createOpenAiClient({ ...options, timeoutMs });

  async function copyFor(request: ImageRequest): Promise<{ copy: AdCopy | null; source: CopySource }> {
    if (request.copy) return { copy: request.copy, source: 'request' };
    // Without a brand layer nothing would set the copy, unless the model paints it.
    if (!options.brandLayer && !request.modelDrawsText) return { copy: null, source: 'none' };
    const copy = await writeAdCopy(client, request, { model: options.copyModel, logger: options.logger });
    return { copy, source: copy ? 'copy-model' : 'none' };
  }

  async function paint(request: ImageRequest, prompt: string): Promise<ImagesResponse> {
    const { width, height } = imageSizes[request.ratio];
    const common = {
      model: openAiImageModel,
      prompt,
      n: 1,
      size: `${width}x${height}`,
      quality: request.quality,
      // Ads are full-bleed; the brand layer composites on top of an opaque picture.
      background: 'opaque',
      output_format: 'png',
    } as const;
    const outpaint = request.extend && (await outpaintFiles(request.extend, width, height));
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, deadline]) : deadline;
    try {
      // The mask's transparent padding is painted; high fidelity keeps the picture it surrounds.
      if (outpaint)
        return await client.images.edit({ ...common, ...outpaint, input_fidelity: 'high' }, { signal });
      if (request.references.length === 0)
        return await client.images.generate({ ...common, moderation: 'auto' }, { signal });
      const image = await Promise.all(request.references.map(referenceFile));
      // The first reference is usually the user's product: high fidelity keeps it recognisable.
      return await client.images.edit({ ...common, image, input_fidelity: 'high' }, { signal });
    } catch (error) {
      throw toImageProviderError(error, { timedOut: deadline.aborted, callerSignal: request.signal });
    }
  }

  return {
    id: openAiImageModel,
    async generate(request) {
      const copyTask = copyFor(request);
      // The model can only paint copy it has been given, so it waits for the copy model then.
      const paintedCopy = request.modelDrawsText ? (await copyTask).copy : null;
      const picture = decodeImage(await paint(request, buildImagePrompt(request, paintedCopy)));
      const { copy, source } = await copyTask;
      const result = options.brandLayer
        ? await layerBrand(options.brandLayer, picture.png, request, copy)
        : { ...picture, copy: request.modelDrawsText ? copy : null, detail: {} };
      return {
        ...result,
        detail: {
          imageModel: openAiImageModel,
          imageEndpoint: request.extend || request.references.length > 0 ? 'edits' : 'generations',
          ...(request.extend ? { imageEdit: 'outpaint' } : {}),
          copyArea: copyAreas[request.ratio].name,
          copySource: source,
          ...result.detail,
        },
      };
    },
  };
}

/** The provider when `OPENAI_API_KEY` is set, else null (the caller keeps the compositor). */
export function openAiImageProviderFromEnv(
  env: Pick<Env, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_COPY_MODEL' | 'OPENAI_TIMEOUT_MS'>,
  deps: Pick<OpenAiImageProviderOptions, 'brandLayer' | 'logger' | 'fetch'> = {},
): ImageProvider | null {
  if (!env.OPENAI_API_KEY) return null;
  return createOpenAiImageProvider({
    apiKey: env.OPENAI_API_KEY,
    baseUrl: env.OPENAI_BASE_URL,
    copyModel: env.OPENAI_COPY_MODEL,
    timeoutMs: env.OPENAI_TIMEOUT_MS,
    ...deps,
  });
}
