import { sharp } from '../../../lib/sharp.ts';
import type { ImageInput } from '../image-provider.ts';

/** The share of the canvas's shorter side the original picture keeps: the rest is painted around it. */
const outpaintPictureShare = 0.75;

export interface OutpaintCanvas {
  /** The canvas as RGBA PNG: the picture where `placed` says, transparent padding around it. */
  image: Uint8Array;
  /** Same size: transparent where the model paints (the padding), opaque over the picture. */
  mask: Uint8Array;
  placed: { left: number; top: number; width: number; height: number };
}

/**
 * The picture of a cropped creative shrunk to fit 75 % (`outpaintPictureShare`) of a `width`×`height`
 * canvas and centred on it, with the mask of an image edit that extends it outwards (decision 0059).
 */
export async function outpaintCanvas(
  picture: ImageInput,
  width: number,
  height: number,
): Promise<OutpaintCanvas> {
  const box = Math.round(Math.min(width, height) * outpaintPictureShare);
  const { data, info } = await sharp(picture.bytes)
    .resize({ width: box, height: box, fit: 'inside' })
    .ensureAlpha()
    .png()
    .toBuffer({ resolveWithObject: true });
  const placed = {
    left: Math.round((width - info.width) / 2),
    top: Math.round((height - info.height) / 2),
    width: info.width,
    height: info.height,
  };
  const transparent = { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } as const;
  const opaque = await sharp({
    create: { width: placed.width, height: placed.height, channels: 4, background: '#ffffff' },
  })
    .png()
    .toBuffer();
  const [image, mask] = await Promise.all([
    sharp({ create: transparent })
      .composite([{ input: data, left: placed.left, top: placed.top }])
      .png()
      .toBuffer(),
    sharp({ create: transparent })
      .composite([{ input: opaque, left: placed.left, top: placed.top }])
      .png()
      .toBuffer(),
  ]);
  return { image: new Uint8Array(image), mask: new Uint8Array(mask), placed };
}
