import type { ImageInput } from '../../adapters/image-provider/image-provider.ts';
import { sharp } from '../../lib/sharp.ts';

/**
 * A product photographed on a plain background, cut out of it (issue 14): when the photo's border
 * is nearly one colour, that colour is flooded from the edges with a tolerance and made
 * transparent, the edge feathered, so a layout can set the product on its own designed scene. The
 * mask is found on a small copy (fast) and scaled up, blurred a little, onto the full photo.
 */

/** The side of the copy the mask is found on. */
const maskSide = 200;
/** How far from the background colour a pixel may be and still be background (RGB distance). */
const tolerance = 42;
/** The share of the border that must be the background colour for the photo to count as plain. */
const plainBorder = 0.9;

const distance = (data: Buffer, offset: number, colour: readonly number[]) =>
  Math.hypot(
    (data[offset] ?? 0) - (colour[0] ?? 0),
    (data[offset + 1] ?? 0) - (colour[1] ?? 0),
    (data[offset + 2] ?? 0) - (colour[2] ?? 0),
  );

/** The pixel offsets along the image's edge, each once. */
function borderPixels(width: number, height: number): number[] {
  const pixels = new Set<number>();
  for (let x = 0; x < width; x += 1) {
    pixels.add(x);
    pixels.add((height - 1) * width + x);
  }
  for (let y = 0; y < height; y += 1) {
    pixels.add(y * width);
    pixels.add(y * width + width - 1);
  }
  return [...pixels];
}

/** The median of each channel over the border: the background's colour if there is one. */
function medianColour(data: Buffer, pixels: number[], channels: number): number[] {
  return [0, 1, 2].map((channel) => {
    const values = pixels.map((pixel) => data[pixel * channels + channel] ?? 0).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)] ?? 0;
  });
}

/**
 * The background mask of a small copy: 0 where the flood from the border reached (background),
 * 255 elsewhere (the product); null when the border is not plain or the product would be nearly
 * nothing or nearly everything.
 */
function foregroundMask(data: Buffer, width: number, height: number, channels: number): Buffer | null {
  const border = borderPixels(width, height);
  const background = medianColour(data, border, channels);
  const near = (pixel: number) => distance(data, pixel * channels, background) <= tolerance;
  if (border.filter(near).length < border.length * plainBorder) return null;
  const mask = Buffer.alloc(width * height, 255);
  const queue = border.filter(near);
  for (const pixel of queue) mask[pixel] = 0;
  for (let index = 0; index < queue.length; index += 1) {
    const pixel = queue[index] ?? 0;
    const x = pixel % width;
    const neighbours = [x > 0 ? pixel - 1 : -1, x < width - 1 ? pixel + 1 : -1, pixel - width, pixel + width];
    for (const next of neighbours) {
      if (next < 0 || next >= mask.length || mask[next] === 0 || !near(next)) continue;
      mask[next] = 0;
      queue.push(next);
    }
  }
  const product = mask.reduce((sum, value) => sum + (value > 0 ? 1 : 0), 0) / mask.length;
  return product > 0.03 && product < 0.9 ? mask : null;
}

/** The product's box in the mask, a little grown, as fractions of the mask's size. */
function productBounds(mask: Buffer, width: number, height: number) {
  let [left, top, right, bottom] = [width, height, 0, 0];
  for (let pixel = 0; pixel < mask.length; pixel += 1) {
    if (mask[pixel] === 0) continue;
    const x = pixel % width;
    const y = Math.floor(pixel / width);
    [left, top, right, bottom] = [
      Math.min(left, x),
      Math.min(top, y),
      Math.max(right, x),
      Math.max(bottom, y),
    ];
  }
  const grow = 2;
  return {
    left: Math.max(0, left - grow) / width,
    top: Math.max(0, top - grow) / height,
    right: Math.min(width, right + 1 + grow) / width,
    bottom: Math.min(height, bottom + 1 + grow) / height,
  };
}

/** A cut-out: the product's pixels with their alpha, trimmed to it. */
export interface CutOut {
  rgba: Buffer;
  width: number;
  height: number;
}

/** Large enough for any box a layout gives the product. */
const largestSide = 1200;

async function cut(image: ImageInput): Promise<CutOut | null> {
  const small = await sharp(image.bytes)
    .resize(maskSide, maskSide, { fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const mask = foregroundMask(small.data, small.info.width, small.info.height, small.info.channels);
  if (!mask) return null;
  const { data, info } = await sharp(image.bytes)
    .resize(largestSide, largestSide, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const alpha = await sharp(mask, {
    raw: { width: small.info.width, height: small.info.height, channels: 1 },
  })
    .resize(info.width, info.height, { fit: 'fill' })
    .blur(Math.max(0.6, Math.min(info.width, info.height) / 500))
    .extractChannel(0)
    .raw()
    .toBuffer();
  const bounds = productBounds(mask, small.info.width, small.info.height);
  const left = Math.floor(bounds.left * info.width);
  const top = Math.floor(bounds.top * info.height);
  const width = Math.max(1, Math.ceil(bounds.right * info.width) - left);
  const height = Math.max(1, Math.ceil(bounds.bottom * info.height) - top);
  const rgba = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const from = (top + y) * info.width + left + x;
      const to = (y * width + x) * 4;
      data.copy(rgba, to, from * info.channels, from * info.channels + 3);
      rgba[to + 3] = alpha[from] ?? 0;
    }
  }
  return { rgba, width, height };
}

/** Cut-outs by the photo's bytes: the layout asks first, the renderer again for the pixels. */
const cache = new WeakMap<object, Promise<CutOut | null>>();

/** The photo's product on a transparent ground, trimmed to it; null when its background is not plain. */
export function cutOut(image: ImageInput): Promise<CutOut | null> {
  const cached = cache.get(image.bytes);
  if (cached) return cached;
  // An unreadable file is not cut: the renderer, reading it for the photo, reports it.
  const made = cut(image).catch(() => null);
  cache.set(image.bytes, made);
  return made;
}
