import type { RawPixels } from '../../adapters/image-provider/image-provider.ts';
import { sharp } from '../../lib/sharp.ts';
import { blendOver } from './blend.ts';
import type { Scene, SceneElement } from './scene.ts';
import { type PhotoPixels, photoOutline, type SceneImages, sceneToSvg } from './scene-svg.ts';

/**
 * Paints a scene to PNG (decision 0049). The vector elements go through sharp's SVG renderer
 * (librsvg); the photos on the scene's top level do not: embedded in the SVG, each was encoded as
 * a JPEG, base64'd, decoded again and converted by librsvg (~25 ms per megapixel, more than the
 * rest of the creative). Instead the scene is cut at each photo into SVG layers, and the photo's
 * own pixels are laid between them here, cut to their outline by a mask librsvg draws at the
 * photo's size. One PNG encode at the end, at sharp's defaults as the bench's floor is.
 */

type Photo = SceneElement & { kind: 'photo' };
type Layer =
  | { kind: 'vector'; elements: SceneElement[] }
  | { kind: 'photo'; element: Photo; pixels: PhotoPixels };

/** The scene in paint order: runs of vector elements (a photo's shadow ends its run), then the photo. */
function layersOf(scene: Scene, images: SceneImages): Layer[] {
  const layers: Layer[] = [];
  let run: SceneElement[] = [];
  for (const element of scene.elements) {
    const pixels = element.kind === 'photo' ? images.pixels?.get(element) : undefined;
    if (element.kind !== 'photo' || !pixels) {
      run.push(element);
      continue;
    }
    // The photo element draws only its shadow in the SVG when its pixels are laid apart.
    if (element.shadow) run.push(element);
    if (run.length > 0) layers.push({ kind: 'vector', elements: run });
    layers.push({ kind: 'photo', element, pixels });
    run = [];
  }
  if (run.length > 0) layers.push({ kind: 'vector', elements: run });
  return layers;
}

/** RGBA pixels of an SVG (straight alpha, as sharp gives them), or for the bottom layer its RGB. */
async function pixelsOf(svg: string, bottom: boolean): Promise<Buffer> {
  const image = sharp(Buffer.from(svg));
  return (bottom ? image.removeAlpha() : image.ensureAlpha()).raw().toBuffer();
}

/** A photo over the canvas at (left, top), its alpha (if any) times `mask`'s (if any), clipped to the canvas. */
function over(
  canvas: Buffer,
  canvasWidth: number,
  canvasHeight: number,
  source: PhotoPixels,
  left: number,
  top: number,
  mask: Buffer | null,
): void {
  const { data, width, height, channels } = source;
  const alphaAt = channels === 4 ? 3 : -1;
  const x0 = Math.max(0, -left);
  const x1 = Math.min(width, canvasWidth - left);
  const y0 = Math.max(0, -top);
  const y1 = Math.min(height, canvasHeight - top);
  if (channels === 3 && !mask) {
    for (let y = y0; y < y1; y += 1)
      data.copy(
        canvas,
        ((top + y) * canvasWidth + left + x0) * 3,
        (y * width + x0) * 3,
        (y * width + x1) * 3,
      );
    return;
  }
  for (let y = y0; y < y1; y += 1) {
    let target = ((top + y) * canvasWidth + left + x0) * 3;
    for (let x = x0; x < x1; x += 1, target += 3) {
      const pixel = y * width + x;
      const offset = pixel * channels;
      let alpha = alphaAt < 0 ? 255 : (data[offset + alphaAt] as number);
      if (mask) alpha = ((alpha * (mask[pixel] as number) + 127) / 255) | 0;
      if (alpha === 0) continue;
      if (alpha === 255) {
        canvas[target] = data[offset] as number;
        canvas[target + 1] = data[offset + 1] as number;
        canvas[target + 2] = data[offset + 2] as number;
        continue;
      }
      const rest = 255 - alpha;
      for (let channel = 0; channel < 3; channel += 1) {
        canvas[target + channel] =
          (((data[offset + channel] as number) * alpha + (canvas[target + channel] as number) * rest + 127) /
            255) |
          0;
      }
    }
  }
}

/** The coverage of the photo's outline over its pixels (one byte each), or null for a plain box. */
async function outlineMask(
  element: Photo,
  pixels: PhotoPixels,
  left: number,
  top: number,
): Promise<Buffer | null> {
  const outline = photoOutline(element, 'fill="#fff"');
  if (!outline) return null;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels.width}" height="${pixels.height}"><g transform="translate(${-left} ${-top})">${outline}</g></svg>`;
  return sharp(Buffer.from(svg)).ensureAlpha().extractChannel(3).raw().toBuffer();
}

/**
 * The library's thumbnail of a creative: WebP, 384 px wide by default, from the PNG or, cheaper,
 * from the pixels the PNG is encoded from (the same picture: PNG is lossless). Encoded with
 * effort 2 of libwebp's 0–6 (default 4): 9.6 instead of 16 ms CPU per 1024² creative for files
 * ~4 % larger, at the same quality (decision 0069).
 */
export async function creativeThumbnail(image: Uint8Array | RawPixels, width = 384): Promise<Uint8Array> {
  const opened =
    image instanceof Uint8Array
      ? sharp(image)
      : sharp(image.data, {
          raw: { width: image.width, height: image.height, channels: image.channels as 1 | 2 | 3 | 4 },
        });
  return opened.resize({ width }).webp({ quality: 80, effort: 2 }).toBuffer();
}

/** A painted scene: the PNG, and its library thumbnail when asked for. */
export interface RenderedImage {
  png: Uint8Array;
  thumbnail?: Uint8Array;
}

/** The image's thumbnail: the one made with it, else one made from its PNG. */
export function thumbnailOf(image: RenderedImage): Promise<Uint8Array> {
  return image.thumbnail ? Promise.resolve(image.thumbnail) : creativeThumbnail(image.png);
}

/**
 * The canvas's RGB pixels encoded as PNG at sharp's defaults, as the bench's floor is, and as the
 * thumbnail at the same time when asked: a job's creative is done when both are (0079).
 */
async function encoded(canvas: Buffer, width: number, height: number, withThumbnail: boolean) {
  const png = sharp(canvas, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  if (!withThumbnail) return { png: await png };
  const [pngBytes, thumbnail] = await Promise.all([
    png,
    creativeThumbnail({ data: canvas, width, height, channels: 3 }),
  ]);
  return { png: pngBytes, thumbnail };
}

/**
 * The scene as PNG, and its thumbnail made from the same pixels when `withThumbnail`; a scene of one
 * SVG then takes two steps instead of one pipeline.
 */
export async function rasteriseScene(
  scene: Scene,
  images: SceneImages,
  withThumbnail = false,
): Promise<RenderedImage> {
  const { width, height } = scene;
  const layers = layersOf(scene, images);
  const [only] = layers;
  // No photo laid apart: one SVG, rasterised and encoded in one pipeline unless a thumbnail is asked for.
  if (layers.length === 1 && only?.kind === 'vector') {
    const svg = sceneToSvg(scene, images);
    if (withThumbnail) return encoded(await pixelsOf(svg, true), width, height, true);
    return { png: await sharp(Buffer.from(svg)).removeAlpha().png().toBuffer() };
  }
  // Everything is drawn at once: the SVG layers and the photos' masks are independent of each other.
  const drawn = await Promise.all(
    layers.map(async (layer) => {
      if (layer.kind === 'vector')
        return pixelsOf(sceneToSvg({ ...scene, elements: layer.elements }, images), layer === layers[0]);
      const left = Math.round(layer.element.box.x);
      const top = Math.round(layer.element.box.y);
      return outlineMask(layer.element, layer.pixels, left, top);
    }),
  );
  const [bottom] = layers;
  const canvas = bottom?.kind === 'vector' && drawn[0] ? drawn[0] : Buffer.alloc(width * height * 3);
  layers.forEach((layer, index) => {
    const pixels = drawn[index] ?? null;
    if (layer === bottom && layer.kind === 'vector') return;
    if (layer.kind === 'photo') {
      const left = Math.round(layer.element.box.x);
      const top = Math.round(layer.element.box.y);
      over(canvas, width, height, layer.pixels, left, top, pixels);
      return;
    }
    if (pixels) blendOver(canvas, scene, pixels, width, height, 0, 0);
  });
  return encoded(canvas, width, height, withThumbnail);
}
