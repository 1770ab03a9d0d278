import { sharp } from '../../lib/sharp.ts';
import { isNeutral, isSimilarColor } from './css-colors.ts';

/** Pixels of the shrunken logo counted; enough for a stable answer, cheap for SVGs too. */
const sampleSize = 64;
/** A colour must cover this share of the logo's visible pixels to count as one of its colours. */
const minShare = 0.04;

/**
 * The dominant colours of a logo (PNG, JPEG, WebP, GIF, AVIF or SVG), most covering first.
 * Pixels are grouped in buckets of similar colour and each bucket answers its average; greys,
 * black and white count only when the logo has no other colour. Unreadable images give [].
 */
export async function dominantLogoColors(image: Buffer, max = 3): Promise<string[]> {
  let pixels: Buffer;
  try {
    pixels = await sharp(image, { limitInputPixels: 4096 * 4096, animated: false })
      .resize(sampleSize, sampleSize, { fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer();
  } catch {
    return [];
  }
  const buckets = new Map<number, { count: number; r: number; g: number; b: number }>();
  let visible = 0;
  for (let i = 0; i + 3 < pixels.length; i += 4) {
    if ((pixels[i + 3] ?? 0) < 128) continue;
    const [r = 0, g = 0, b = 0] = [pixels[i], pixels[i + 1], pixels[i + 2]];
    visible += 1;
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const bucket = buckets.get(key) ?? { count: 0, r: 0, g: 0, b: 0 };
    bucket.count += 1;
    bucket.r += r;
    bucket.g += g;
    bucket.b += b;
    buckets.set(key, bucket);
  }
  const ranked = [...buckets.values()]
    .filter((bucket) => bucket.count / visible >= minShare)
    .sort((a, b) => b.count - a.count)
    .map(({ count, r, g, b }) => {
      const channel = (sum: number) =>
        Math.round(sum / count)
          .toString(16)
          .padStart(2, '0');
      return `#${channel(r)}${channel(g)}${channel(b)}`;
    });
  const unique = ranked.filter(
    (hex, index) => !ranked.slice(0, index).some((other) => isSimilarColor(hex, other)),
  );
  const colorful = unique.filter((hex) => !isNeutral(hex));
  return (colorful.length > 0 ? colorful : unique).slice(0, max);
}
