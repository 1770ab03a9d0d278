import { availableParallelism } from 'node:os';
import { type ImageTransformQuery, maxImageTransformSide } from '@brandloom/shared/image-transform';
import type { Metadata } from 'sharp';
import {
  ObjectTooLargeError,
  readObjectBytes,
  type Storage,
  type StoredObject,
} from '../../adapters/storage/storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { semaphore } from '../../lib/semaphore.ts';
import { sharp } from '../../lib/sharp.ts';

/** Limits of the image endpoint; the defaults suit a 2-core machine serving thumbnails. */
export interface ImageTransformOptions {
  /** Largest stored file read for transforming, in bytes. */
  maxInputBytes?: number;
  /** Largest input image in pixels (width × height), checked from the header before decoding. */
  maxInputPixels?: number;
  /** Memory for transformed results, in bytes (least recently used ones are dropped). */
  cacheBytes?: number;
}

export interface TransformedImage {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
  cached: boolean;
}

const inputFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
const outputTypes = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
type OutputFormat = keyof typeof outputTypes;
type Fit = NonNullable<ImageTransformQuery['fit']>;
type Rendered = { bytes: Uint8Array<ArrayBuffer>; contentType: string };

async function readAll(object: StoredObject, maxBytes: number): Promise<Buffer> {
  try {
    return await readObjectBytes(object, maxBytes);
  } catch (error) {
    if (error instanceof ObjectTooLargeError) throw new AppError('IMAGE_TOO_LARGE');
    throw error;
  }
}

/** The size sharp will produce, to refuse e.g. `w=4096` on a 1×10000 strip before doing it. */
function outputSize(
  input: { width: number; height: number },
  { w, h, fit }: { w?: number; h?: number; fit: string },
): { width: number; height: number } {
  if (w && h) {
    if (fit === 'cover' || fit === 'contain' || fit === 'fill') return { width: w, height: h };
    const scale =
      fit === 'inside'
        ? Math.min(w / input.width, h / input.height)
        : Math.max(w / input.width, h / input.height);
    return { width: Math.round(input.width * scale), height: Math.round(input.height * scale) };
  }
  if (w) return { width: w, height: Math.round((input.height * w) / input.width) };
  if (h) return { width: Math.round((input.width * h) / input.height), height: h };
  return input;
}

/**
 * Resizes and converts stored images with sharp, keeping results in a size-capped in-memory
 * LRU keyed by path, the original's version and the normalized parameters.
 */
export function createImageTransformer(storage: Storage, options: ImageTransformOptions = {}) {
  const {
    maxInputBytes = 25 * 1024 * 1024,
    maxInputPixels = 40_000_000,
    cacheBytes = 64 * 1024 * 1024,
  } = options;
  const cache = new Map<string, Rendered>();
  let cachedBytes = 0;
  const inflight = new Map<string, Promise<Rendered>>();
  // sharp already uses every core for one image; queue the rest rather than thrash memory.
  const slots = semaphore(Math.max(1, availableParallelism()));

  function remember(key: string, value: Rendered): void {
    if (value.bytes.byteLength > cacheBytes / 4) return; // one huge result must not flush the rest
    cache.set(key, value);
    cachedBytes += value.bytes.byteLength;
    for (const [oldKey, old] of cache) {
      if (cachedBytes <= cacheBytes) break;
      cache.delete(oldKey);
      cachedBytes -= old.bytes.byteLength;
    }
  }

  function recall(key: string) {
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key); // re-insert: Map order is the recency order
      cache.set(key, hit);
    }
    return hit;
  }

  async function render(
    object: StoredObject,
    query: ImageTransformQuery,
    fit: Fit,
    quality: number,
  ): Promise<Rendered> {
    if (!object.contentType.startsWith('image/') || object.contentType === 'image/svg+xml') {
      object.body.destroy();
      throw new AppError('IMAGE_NOT_SUPPORTED');
    }
    const input = await readAll(object, maxInputBytes);

    let metadata: Metadata;
    try {
      // Reads the header only; the pixel limit is checked below with a clearer answer.
      metadata = await sharp(input, { limitInputPixels: false }).metadata();
    } catch (error) {
      throw new AppError('IMAGE_NOT_SUPPORTED', { cause: error });
    }
    // The bytes decide, not the stored content type: SVG, PDF, TIFF… are not resized here.
    if (!metadata.format || !inputFormats.has(metadata.format) || !metadata.width || !metadata.height) {
      throw new AppError('IMAGE_NOT_SUPPORTED');
    }
    if (metadata.width * metadata.height > maxInputPixels) throw new AppError('IMAGE_TOO_LARGE');
    const oriented = (metadata.orientation ?? 1) >= 5; // EXIF rotations by 90° swap the sides
    const size = outputSize(
      oriented
        ? { width: metadata.height, height: metadata.width }
        : { width: metadata.width, height: metadata.height },
      { w: query.w, h: query.h, fit },
    );
    if (size.width > maxImageTransformSide || size.height > maxImageTransformSide) {
      throw new AppError('IMAGE_OUTPUT_TOO_LARGE', { params: { count: maxImageTransformSide } });
    }

    const format: OutputFormat =
      query.format ?? (metadata.format === 'jpeg' ? 'jpg' : metadata.format === 'png' ? 'png' : 'webp');
    let pipeline = sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error' }).autoOrient();
    if (query.w || query.h) pipeline = pipeline.resize({ width: query.w, height: query.h, fit });
    pipeline =
      format === 'jpg'
        ? pipeline.jpeg({ quality, mozjpeg: true })
        : format === 'png'
          ? pipeline.png({ compressionLevel: 9 })
          : pipeline.webp({ quality });
    let bytes: Buffer;
    try {
      bytes = await pipeline.toBuffer();
    } catch (error) {
      // A header that lied about the image, or a truncated file.
      throw new AppError('IMAGE_NOT_SUPPORTED', { cause: error });
    }
    return {
      bytes: new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength),
      contentType: outputTypes[format],
    };
  }

  return {
    /** The transformed image; AppError NOT_FOUND, IMAGE_NOT_SUPPORTED, IMAGE_TOO_LARGE or IMAGE_OUTPUT_TOO_LARGE. */
    async transform(path: string, query: ImageTransformQuery): Promise<TransformedImage> {
      // Always ask the store, so a removed or replaced original is never served from the cache.
      const object = await storage.get(path);
      if (!object) throw new AppError('NOT_FOUND');
      const fit = query.fit ?? 'inside';
      const quality = query.q ?? 80;
      const key = [path, object.version, query.w ?? '', query.h ?? '', fit, query.format ?? '', quality].join(
        '\n',
      );
      const hit = recall(key);
      if (hit) {
        object.body.destroy();
        return { ...hit, cached: true };
      }

      let pending = inflight.get(key);
      if (pending) {
        // The same variant is being made for another request: share it.
        object.body.destroy();
        return { ...(await pending), cached: true };
      }
      pending = (async () => {
        await slots.acquire();
        try {
          return await render(object, query, fit, quality);
        } finally {
          slots.release();
        }
      })();
      inflight.set(key, pending);
      let result: Rendered;
      try {
        result = await pending;
      } finally {
        inflight.delete(key);
      }
      remember(key, result);
      return { ...result, cached: false };
    },
  };
}

export type ImageTransformer = ReturnType<typeof createImageTransformer>;
