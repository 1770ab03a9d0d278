import { createHash } from 'node:crypto';
import {
  fromHsl,
  isDark,
  luminanceContrast,
  type Rgb,
  relativeLuminance,
  toHsl,
  white,
} from '@brandloom/shared/colour';
import sharp, { type Sharp } from 'sharp';
import {
  type CreativeBrand,
  type ImageInput,
  ImageProviderError,
} from '../../adapters/image-provider/image-provider.ts';
import { cutOut } from './cut-out.ts';
import { type LogoFacts, logoScrimOpacity } from './layout-kit.ts';
import type { Box, Scene, SceneElement } from './scene.ts';
import type { MeasuredMark, PhotoPixels, SceneImages } from './scene-svg.ts';

/**
 * The pixels a scene needs, prepared with sharp: photos cover-cropped to their boxes around what
 * sharp's attention strategy finds interesting, logos trimmed and scaled into theirs, and how
 * strong each logo's scrim must be over the pixels the crop put under it.
 */

const isSvg = (image: ImageInput) => image.contentType.includes('svg');

/** SVG logos are rasterised at a high density so they stay sharp once scaled into their box. */
function open(image: ImageInput) {
  return sharp(image.bytes, isSvg(image) ? { density: 300 } : {});
}

async function fail<T>(work: Promise<T>, what: string): Promise<T> {
  try {
    return await work;
  } catch (cause) {
    throw new ImageProviderError('invalid_request', `The ${what} could not be read as an image`, { cause });
  }
}

/** Trims transparent or flat borders, so the clear space around a logo is ours to set. */
async function trimmedLogo(image: ImageInput): Promise<Buffer> {
  return fail(open(image).trim().png().toBuffer(), 'logo');
}

async function averageColour(png: Buffer): Promise<Rgb> {
  const { data, info } = await sharp(png)
    .resize(48, 48, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sum = { r: 0, g: 0, b: 0, weight: 0 };
  for (let offset = 0; offset < data.length; offset += info.channels) {
    const alpha = (data[offset + 3] ?? 0) / 255;
    sum.r += (data[offset] ?? 0) * alpha;
    sum.g += (data[offset + 1] ?? 0) * alpha;
    sum.b += (data[offset + 2] ?? 0) * alpha;
    sum.weight += alpha;
  }
  const weight = sum.weight || 1;
  return { r: sum.r / weight, g: sum.g / weight, b: sum.b / weight };
}

export interface PreparedLogo {
  facts: LogoFacts;
  files: { light: Buffer | null; dark: Buffer | null };
}

/** Logos prepared lately, by their files' digest: a brand's creatives reuse one (about 50–150 ms each). */
const preparedLogos = new Map<string, Promise<PreparedLogo | null>>();
const preparedLogosKept = 32;

function logoDigest(logo: CreativeBrand['logo']): string {
  const hash = createHash('sha256');
  for (const file of [logo.light, logo.dark]) hash.update(file ? file.bytes : new Uint8Array()).update('|');
  return hash.digest('base64');
}

/** The logo's trimmed files, shape and tones, made once per set of files (same files, same answer). */
export function prepareLogo(logo: CreativeBrand['logo'] | undefined): Promise<PreparedLogo | null> {
  if (!logo?.light && !logo?.dark) return Promise.resolve(null);
  const key = logoDigest(logo);
  const known = preparedLogos.get(key);
  if (known) return known;
  const made = prepareLogoFiles(logo);
  // A failure is not kept: the next creative tries again.
  made.catch(() => preparedLogos.delete(key));
  preparedLogos.set(key, made);
  if (preparedLogos.size > preparedLogosKept)
    preparedLogos.delete(preparedLogos.keys().next().value as string);
  return made;
}

async function prepareLogoFiles(logo: CreativeBrand['logo']): Promise<PreparedLogo | null> {
  const [light, dark] = await Promise.all([
    logo.light ? trimmedLogo(logo.light) : null,
    logo.dark ? trimmedLogo(logo.dark) : null,
  ]);
  const first = light ?? dark;
  if (!first) return null;
  const { width = 1, height = 1 } = await sharp(first).metadata();
  return {
    facts: {
      aspect: width / height,
      tones: {
        light: light ? await averageColour(light) : null,
        dark: dark ? await averageColour(dark) : null,
      },
    },
    files: { light, dark },
  };
}

/** The longer side of the copy sharp's attention strategy searches: on the full size it costs more than the crop. */
const attentionSide = 256;

/** Where the photo's cover crop lies in the photo itself, in its own pixels. */
interface CoverWindow {
  left: number;
  top: number;
  width: number;
  height: number;
  /** Box pixels per photo pixel: above 1 the window is enlarged into the box. */
  scale: number;
}

/**
 * The window of the photo a cover crop to width × height keeps, around what sharp's attention
 * strategy finds interesting: the search runs on a small copy (on the full size it costs more
 * than the crop). Null when the photo's size is unknown or the box is small enough to search whole.
 */
async function coverWindow(
  reference: ImageInput,
  width: number,
  height: number,
): Promise<CoverWindow | null> {
  const { width: sourceWidth = 0, height: sourceHeight = 0 } = await open(reference).metadata();
  const shrink = Math.min(1, attentionSide / Math.max(width, height));
  if (sourceWidth === 0 || sourceHeight === 0 || shrink === 1) return null;
  const small = {
    width: Math.max(1, Math.round(width * shrink)),
    height: Math.max(1, Math.round(height * shrink)),
  };
  const { info } = await open(reference)
    .resize(small.width, small.height, { fit: 'cover', position: sharp.strategy.attention })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const smallScale = Math.max(small.width / sourceWidth, small.height / sourceHeight);
  const scale = Math.max(width / sourceWidth, height / sourceHeight);
  const windowWidth = Math.min(sourceWidth, Math.round(width / scale));
  const windowHeight = Math.min(sourceHeight, Math.round(height / scale));
  const left = Math.min(
    sourceWidth - windowWidth,
    Math.max(0, Math.round(-(info.cropOffsetLeft ?? 0) / smallScale)),
  );
  const top = Math.min(
    sourceHeight - windowHeight,
    Math.max(0, Math.round(-(info.cropOffsetTop ?? 0) / smallScale)),
  );
  return { left, top, width: windowWidth, height: windowHeight, scale };
}

/** The photo cover-cropped to width × height (see coverWindow). */
function coverCrop(reference: ImageInput, width: number, height: number, window: CoverWindow | null): Sharp {
  if (!window)
    return open(reference).resize(width, height, { fit: 'cover', position: sharp.strategy.attention });
  const { left, top, width: windowWidth, height: windowHeight } = window;
  return open(reference)
    .extract({ left, top, width: windowWidth, height: windowHeight })
    .resize(width, height, { fit: 'fill' });
}

/** A prepared logo's file scaled into boxes it was set in lately: a brand's creatives reuse a few sizes. */
const sizedLogos = new WeakMap<Buffer, Map<string, Promise<string>>>();
const sizesKept = 16;

function sizedLogo(file: Buffer, width: number, height: number): Promise<string> {
  let sizes = sizedLogos.get(file);
  if (!sizes) {
    sizes = new Map();
    sizedLogos.set(file, sizes);
  }
  const key = `${width}x${height}`;
  const known = sizes.get(key);
  if (known) return known;
  const made = sharp(file)
    .resize(width, height, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer()
    .then((png) => dataUri('image/png', png));
  made.catch(() => sizes.delete(key));
  sizes.set(key, made);
  if (sizes.size > sizesKept) sizes.delete(sizes.keys().next().value as string);
  return made;
}

function photoElements(elements: SceneElement[]): (SceneElement & { kind: 'photo' })[] {
  return elements.flatMap((element) =>
    element.kind === 'photo' ? [element] : element.kind === 'clip' ? photoElements(element.elements) : [],
  );
}

const dataUri = (contentType: string, bytes: Buffer) =>
  `data:${contentType};base64,${bytes.toString('base64')}`;

type Logo = SceneElement & { kind: 'logo' };
type Pixels = { data: Buffer; width: number; height: number; channels: number };

const within = (outer: Box, inner: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

/**
 * The cut photo's pixels under `box` (canvas pixels; the photo cut to `at`, `scale` canvas pixels
 * to one of its own), every other canvas pixel.
 */
function pixelsUnder(photo: Pixels, at: Box, box: Box, scale = 1): Rgb[] {
  const left = Math.max(0, Math.floor(box.x - at.x));
  const top = Math.max(0, Math.floor(box.y - at.y));
  const right = Math.min(photo.width * scale, Math.ceil(box.x + box.width - at.x));
  const bottom = Math.min(photo.height * scale, Math.ceil(box.y + box.height - at.y));
  const pixels: Rgb[] = [];
  for (let y = top; y < bottom; y += 2) {
    const row = Math.min(photo.height - 1, Math.floor(y / scale));
    for (let x = left; x < right; x += 2) {
      const offset = (row * photo.width + Math.min(photo.width - 1, Math.floor(x / scale))) * photo.channels;
      pixels.push({
        r: photo.data[offset] ?? 0,
        g: photo.data[offset + 1] ?? 0,
        b: photo.data[offset + 2] ?? 0,
      });
    }
  }
  return pixels;
}

/**
 * How a logo reads best over the cut photo: of the brand's variants, the one that needs the least
 * scrim for 3:1 over the pixel under it that reads worst with it (none at all, often). The shade
 * is the photo's own hue there, deepened under a light logo or paled under a dark one, so it reads
 * as light and shadow on the picture rather than a grey smudge.
 */
function measuredMark(logo: Logo, facts: LogoFacts, under: Rgb[]): MeasuredMark {
  const count = Math.max(1, under.length);
  const average = under.reduce(
    (sum, pixel) => ({ r: sum.r + pixel.r, g: sum.g + pixel.g, b: sum.b + pixel.b }),
    {
      r: 0,
      g: 0,
      b: 0,
    },
  );
  const { h, s } = toHsl({ r: average.r / count, g: average.g / count, b: average.b / count });
  const luminances = under.map(relativeLuminance);
  const options = (['dark', 'light'] as const).flatMap((variant): MeasuredMark[] => {
    const tone = facts.tones[variant];
    if (!tone || under.length === 0) return [];
    const toneLuminance = relativeLuminance(tone);
    let worstIndex = 0;
    luminances.forEach((luminance, index) => {
      const worstLuminance = luminances[worstIndex] ?? 0;
      if (luminanceContrast(toneLuminance, luminance) < luminanceContrast(toneLuminance, worstLuminance))
        worstIndex = index;
    });
    const worst = under[worstIndex] ?? white;
    const colour = fromHsl({ h, s: Math.min(s, 0.6), l: isDark(tone) ? 0.94 : 0.12 });
    return [{ variant, scrim: { colour, opacity: logoScrimOpacity(tone, colour, worst) } }];
  });
  // The layout's choice, for a white (or black) photo, stands when nothing measured needs less.
  const planned: MeasuredMark = { variant: logo.variant, scrim: logo.scrim ?? { colour: white, opacity: 1 } };
  return options.reduce(
    (best, option) => (option.scrim.opacity < best.scrim.opacity ? option : best),
    planned,
  );
}

/**
 * `photos: 'pixels'` keeps the photos on the scene's top level as raw pixels (rasterise.ts lays
 * them between the vector layers); `'uris'` (the default) embeds every photo in the SVG as a data
 * URI, as the animator's layers want.
 */
export async function sceneImages(
  scene: Scene,
  references: ImageInput[],
  logo: PreparedLogo | null,
  { photos: photosAs = 'uris' }: { photos?: 'pixels' | 'uris' } = {},
): Promise<SceneImages> {
  const pixels = new Map<SceneElement, PhotoPixels>();
  const images: SceneImages = { hrefs: new Map(), marks: new Map(), pixels };
  const logos = scene.elements.filter((element): element is Logo => element.kind === 'logo');
  const asPixels = (element: SceneElement) => photosAs === 'pixels' && scene.elements.includes(element);
  const photos = photoElements(scene.elements).map(async (element) => {
    const reference = references[element.reference % Math.max(1, references.length)];
    if (!reference) return;
    const product = element.cutout ? await cutOut(reference) : null;
    if (product) {
      const { rgba, width, height } = product;
      const sized = sharp(rgba, { raw: { width, height, channels: 4 } }).resize(
        Math.round(element.box.width),
        Math.round(element.box.height),
        { fit: 'contain', position: 'bottom', background: { r: 0, g: 0, b: 0, alpha: 0 } },
      );
      if (asPixels(element)) {
        const { data, info } = await sized.raw().toBuffer({ resolveWithObject: true });
        pixels.set(element, { data, width: info.width, height: info.height, channels: info.channels });
      } else images.hrefs.set(element, dataUri('image/png', await sized.png().toBuffer()));
      return;
    }
    const [width, height] = [Math.round(element.box.width), Math.round(element.box.height)];
    const window = await fail(coverWindow(reference, width, height), 'attached image');
    const over = logos.filter((mark) => mark.scrim && within(element.box, mark.box));
    const measure = (cut: Pixels, scale: number) => {
      if (!logo) return;
      for (const mark of over) {
        images.marks.set(
          mark,
          measuredMark(mark, logo.facts, pixelsUnder(cut, element.box, mark.box, scale)),
        );
      }
    };
    // A tinted photo is a duotone: its light in the tint, its shadows dark.
    const treat = (image: Sharp) => (element.tint ? image.tint(element.tint) : image);
    if (asPixels(element) && window && window.scale > 1) {
      // Enlarged: librsvg scales the window itself as it paints it, far cheaper than libvips'
      // resampling to the box, within a quarter of a level of it (0049); lossless in between.
      const cut = treat(
        open(reference).extract({
          left: window.left,
          top: window.top,
          width: window.width,
          height: window.height,
        }),
      );
      const fast = { compressionLevel: 1, adaptiveFiltering: false };
      if (over.length === 0 || !logo) {
        images.hrefs.set(
          element,
          dataUri('image/png', await fail(cut.png(fast).toBuffer(), 'attached image')),
        );
        return;
      }
      const { data, info } = await fail(cut.raw().toBuffer({ resolveWithObject: true }), 'attached image');
      const raw = { width: info.width, height: info.height, channels: info.channels };
      measure({ data, ...raw }, element.box.width / info.width);
      images.hrefs.set(element, dataUri('image/png', await sharp(data, { raw }).png(fast).toBuffer()));
      return;
    }
    const treated = treat(coverCrop(reference, width, height, window));
    if (over.length === 0 && !asPixels(element)) {
      const jpeg = await fail(treated.jpeg({ quality: 88 }).toBuffer(), 'attached image');
      images.hrefs.set(element, dataUri('image/jpeg', jpeg));
      return;
    }
    // Set as pixels, or a logo lies on it: its pixels are read before they are encoded.
    const { data, info } = await fail(treated.raw().toBuffer({ resolveWithObject: true }), 'attached image');
    const cutPixels = { data, width: info.width, height: info.height, channels: info.channels };
    measure(cutPixels, 1);
    if (asPixels(element)) {
      pixels.set(element, cutPixels);
      return;
    }
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const jpeg = await sharp(data, { raw }).jpeg({ quality: 88 }).toBuffer();
    images.hrefs.set(element, dataUri('image/jpeg', jpeg));
  });
  const measured = Promise.all(photos);
  const marks = logos.map(async (element) => {
    if (!logo) return;
    // What lies under a logo over a photo picks its variant.
    if (element.scrim) await measured;
    const variant = images.marks.get(element)?.variant ?? element.variant;
    const file = logo.files[variant] ?? logo.files.light ?? logo.files.dark;
    if (!file) return;
    images.hrefs.set(
      element,
      await sizedLogo(file, Math.round(element.box.width), Math.round(element.box.height)),
    );
  });
  await Promise.all([measured, ...marks]);
  return images;
}
