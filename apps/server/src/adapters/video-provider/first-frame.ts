import { sharp } from '../../lib/sharp.ts';
import type { ImageInput } from '../image-provider/image-provider.ts';
import { VideoProviderError, type VideoRequest } from './video-provider.ts';

/**
 * The base image as the first frame a vendor animates: EXIF-rotated, flattened on white
 * (transparent logos and uploads), cropped to the frame's ratio around the most salient part
 * (sharp's `attention` strategy keeps the product rather than the centre) and sent as JPEG, which
 * keeps the request far below the vendors' 20 MB image limits.
 */
export interface FirstFrame {
  jpeg: Buffer;
  width: number;
  height: number;
}

export interface FrameLimits {
  /** width / height the frame must have; null keeps the image's own ratio. */
  ratio: number | null;
  /** The widest and narrowest ratio the vendor accepts (its own ratio is clamped into them). */
  minRatio: number;
  maxRatio: number;
  /** Shorter side at least this (smaller images are scaled up). */
  minShortSide: number;
  /** Longer side at most this (larger images are scaled down: the vendor does anyway). */
  maxLongSide: number;
}

/** "16:9" → 16/9; the ratios of VideoAspect other than 'source'. */
export function aspectRatioValue(aspect: '16:9' | '9:16'): number {
  return aspect === '16:9' ? 16 / 9 : 9 / 16;
}

/** A base image sharp cannot decode is the request's fault: no vendor would take it either. */
export async function prepareFirstFrame(
  baseImage: VideoRequest['baseImage'],
  limits: FrameLimits,
): Promise<FirstFrame> {
  try {
    return await cropFrame(baseImage, limits);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new VideoProviderError('invalid_request', `The base image could not be read: ${detail}`, {
      cause: error,
    });
  }
}

async function cropFrame(baseImage: VideoRequest['baseImage'], limits: FrameLimits): Promise<FirstFrame> {
  const rotated = sharp(baseImage.bytes, { failOn: 'error' }).rotate();
  const { data, info } = await rotated.toBuffer({ resolveWithObject: true });
  const sourceRatio = info.width / info.height;
  const ratio = Math.min(limits.maxRatio, Math.max(limits.minRatio, limits.ratio ?? sourceRatio));
  // The largest crop of that ratio inside the image, then scaled into the vendor's bounds.
  let width = ratio > sourceRatio ? info.width : info.height * ratio;
  let height = width / ratio;
  const shortSide = Math.min(width, height);
  if (shortSide < limits.minShortSide) {
    width *= limits.minShortSide / shortSide;
    height *= limits.minShortSide / shortSide;
  }
  const longSide = Math.max(width, height);
  if (longSide > limits.maxLongSide) {
    width *= limits.maxLongSide / longSide;
    height *= limits.maxLongSide / longSide;
  }
  const size = { width: Math.round(width), height: Math.round(height) };
  const jpeg = await sharp(data)
    .resize({ ...size, fit: 'cover', position: sharp.strategy.attention })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90 })
    .toBuffer();
  return { jpeg, ...size };
}

/**
 * The poster of an image-to-video clip: both vendors start the clip on the image they were sent,
 * so the first frame is that image at the video's size. Cheaper than decoding the MP4 (no ffmpeg
 * in this adapter), and the same picture up to the vendor's encoding.
 */
export async function posterFromFirstFrame(
  frame: FirstFrame,
  width: number,
  height: number,
): Promise<ImageInput> {
  const bytes = await sharp(frame.jpeg)
    .resize({ width, height, fit: 'cover', position: sharp.strategy.attention })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { bytes: new Uint8Array(bytes), contentType: 'image/jpeg' };
}
