/** ⌊total ÷ 255⌋ for totals up to 65,535, in integers (exact: checked for every one). */
const byDivision = (total: number) => (total + 1 + (total >> 8)) >> 8;

/**
 * Lays `rgba` (width × height, straight alpha) over an RGB canvas (or, with `channels` 4, an RGBA
 * one whose alpha is left alone) at (left, top), clipped to it, its alpha times `opacity`: the
 * vector layers over a creative's photos (rasterise.ts) and the layers of a video's frames while
 * they enter (the local animator). Each pixel is read as one little-endian word (alpha in the top
 * byte) and blended in integers; empty ones, most of a layer, are skipped.
 */
export function blendOver(
  canvas: Buffer,
  size: { width: number; height: number },
  rgba: Buffer,
  width: number,
  height: number,
  left: number,
  top: number,
  opacity = 1,
  channels: 3 | 4 = 3,
): void {
  const aligned = rgba.byteOffset % 4 === 0 ? rgba : Buffer.from(rgba);
  const words = new Uint32Array(aligned.buffer, aligned.byteOffset, width * height);
  const strength = Math.round(Math.min(1, opacity) * 256);
  const x0 = Math.max(0, -left);
  const x1 = Math.min(width, size.width - left);
  const y0 = Math.max(0, -top);
  const y1 = Math.min(height, size.height - top);
  for (let y = y0; y < y1; y += 1) {
    let to = ((top + y) * size.width + left + x0) * channels;
    for (let x = x0, from = y * width + x0; x < x1; x += 1, from += 1, to += channels) {
      const word = words[from] as number;
      const alpha = ((word >>> 24) * strength) >>> 8;
      if (alpha === 0) continue;
      const red = word & 0xff;
      const green = (word >>> 8) & 0xff;
      const blue = (word >>> 16) & 0xff;
      if (alpha === 255) {
        canvas[to] = red;
        canvas[to + 1] = green;
        canvas[to + 2] = blue;
        continue;
      }
      const rest = 255 - alpha;
      canvas[to] = byDivision(red * alpha + (canvas[to] as number) * rest + 127);
      canvas[to + 1] = byDivision(green * alpha + (canvas[to + 1] as number) * rest + 127);
      canvas[to + 2] = byDivision(blue * alpha + (canvas[to + 2] as number) * rest + 127);
    }
  }
}
