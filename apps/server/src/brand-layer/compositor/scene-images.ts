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
import type { PhotoCrop } from '@brandloom/shared/layers';
import type { Sharp } from 'sharp';
import {
  type CreativeBrand,
  type ImageInput,
  ImageProviderError,
} from '../../adapters/image-provider/image-provider.ts';
import { sharp } from '../../lib/sharp.ts';
import { cutOut } from './cut-out.ts';
import { type LogoFacts, logoScrimOpacity } from './layout-kit.ts';
import type { Box, Scene, SceneElement, Shadow } from './scene.ts';
import {
  type BlurredShadow,
  type MeasuredMark,
  type PhotoPixels,
  type SceneImages,
  shadowShape,
} from './scene-svg.ts';

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

/**
 * `make()`'s answer for `key`, made once while the key is among the last `kept` asked for. A
 * failure is not kept: the next creative tries again.
 */
function remembered<T>(cache: Map<string, Promise<T>>, kept: number, key: string, make: () => Promise<T>) {
  const known = cache.get(key);
  // Most recently used last, so the oldest goes first.
  cache.delete(key);
  const value = known ?? make();
  if (!known) value.catch(() => cache.delete(key));
  cache.set(key, value);
  if (cache.size > kept) cache.delete(cache.keys().next().value as string);
  return value;
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
  return remembered(preparedLogos, preparedLogosKept, logoDigest(logo), () => prepareLogoFiles(logo));
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

/** The shorter side of the copy sharp's attention strategy searches: on the full size it costs more than the crop. */
const attentionSide = 256;

/** A photo's size and the point sharp's attention strategy finds most interesting, in its own pixels. */
interface PhotoSubject {
  width: number;
  height: number;
  x: number;
  y: number;
}

/**
 * Subjects found lately, by the photo's digest. The search costs 10–20 ms of CPU (libvips' set-up
 * and colour work, whatever the copy's size) and its point does not depend on the box, so a
 * request's variants and a creative's placements, all cut from the same upload, search it once.
 */
const photoSubjects = new Map<string, Promise<PhotoSubject | null>>();
const photoSubjectsKept = 64;

async function searchSubject(reference: ImageInput): Promise<PhotoSubject | null> {
  const { width = 0, height = 0 } = await open(reference).metadata();
  if (width === 0 || height === 0) return null;
  const { info } = await open(reference)
    .resize(attentionSide, attentionSide, { fit: 'cover', position: sharp.strategy.attention })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { attentionX, attentionY } = info as { attentionX?: number; attentionY?: number };
  const scale = Math.max(attentionSide / width, attentionSide / height);
  return attentionX === undefined || attentionY === undefined
    ? { width, height, x: width / 2, y: height / 2 }
    : { width, height, x: attentionX / scale, y: attentionY / scale };
}

/** A photo's digest, hashed once per file however many times it is cut. */
const photoDigests = new WeakMap<Uint8Array, string>();

function photoDigest(reference: ImageInput): string {
  const known = photoDigests.get(reference.bytes);
  if (known) return known;
  const digest = createHash('sha256').update(reference.bytes).digest('base64');
  photoDigests.set(reference.bytes, digest);
  return digest;
}

function photoSubject(reference: ImageInput): Promise<PhotoSubject | null> {
  return remembered(photoSubjects, photoSubjectsKept, photoDigest(reference), () => searchSubject(reference));
}

/**
 * The point a plain cover crop of the photo centres on (its subject), as fractions of its width and
 * height: where the editor's crop starts, so a first zoom does not move the picture (0066).
 */
export async function photoFocus(reference: ImageInput): Promise<{ x: number; y: number } | null> {
  const subject = await photoSubject(reference);
  return subject && { x: subject.x / subject.width, y: subject.y / subject.height };
}

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
 * The window of the photo a cover crop to width × height keeps: centred on its subject, or on the
 * layer's crop point zoomed in by its zoom (decision 0066), and kept inside the photo, as libvips'
 * attention crop places it. Null when the photo's size is unknown.
 */
async function coverWindow(
  reference: ImageInput,
  width: number,
  height: number,
  crop: PhotoCrop | undefined,
): Promise<CoverWindow | null> {
  const subject = await photoSubject(reference);
  if (!subject) return null;
  const scale = Math.max(width / subject.width, height / subject.height) * (crop?.zoom ?? 1);
  const focus = crop ? { x: crop.x * subject.width, y: crop.y * subject.height } : subject;
  const windowWidth = Math.min(subject.width, Math.round(width / scale));
  const windowHeight = Math.min(subject.height, Math.round(height / scale));
  const left = Math.min(subject.width - windowWidth, Math.max(0, Math.round(focus.x - windowWidth / 2)));
  const top = Math.min(subject.height - windowHeight, Math.max(0, Math.round(focus.y - windowHeight / 2)));
  return { left, top, width: windowWidth, height: windowHeight, scale };
}

/**
 * The layer's filters (decision 0066), then its tint (a duotone: its light in the tint, its shadows
 * dark). sharp runs them in its own fixed order, the same for the editor's preview and the render.
 */
function treatPhoto(image: Sharp, { filters, tint }: SceneElement & { kind: 'photo' }): Sharp {
  let treated = image;
  const brightness = 1 + (filters?.brightness ?? 0);
  const saturation = 1 + (filters?.saturation ?? 0);
  if (brightness !== 1 || saturation !== 1) treated = treated.modulate({ brightness, saturation });
  const contrast = 1 + (filters?.contrast ?? 0);
  // About mid-grey; one factor per colour channel, so a cut-out's alpha is left alone.
  if (contrast !== 1) {
    const offset = 128 * (1 - contrast);
    treated = treated.linear([contrast, contrast, contrast], [offset, offset, offset]);
  }
  // sharp's Gaussian takes no sigma under 0.3: less is no visible blur.
  if ((filters?.blur ?? 0) >= 0.3) treated = treated.blur(filters?.blur);
  return tint ? treated.tint(tint) : treated;
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
  return remembered(sizes, sizesKept, `${width}x${height}`, () =>
    sharp(file)
      .resize(width, height, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer()
      .then((png) => dataUri('image/png', png)),
  );
}

/** An enlarged photo's window, treated: its pixels (for a logo's measure) and their PNG for librsvg. */
interface WindowCut {
  pixels: Pixels;
  href: string;
}

/**
 * Windows cut lately, by photo, window and tint. A request's variants, a creative's placements and
 * every save of an edited creative cut the same window of the same upload again: decoding the
 * upload, cutting and encoding the PNG cost 4–6 ms each time (0071).
 */
const windowCuts = new Map<string, Promise<WindowCut>>();
const windowCutsKept = 8;

function windowCut(reference: ImageInput, window: CoverWindow, element: SceneElement & { kind: 'photo' }) {
  const { left, top, width, height } = window;
  const key = [photoDigest(reference), left, top, width, height, JSON.stringify(element.tint ?? null)].join(
    ' ',
  );
  return remembered(windowCuts, windowCutsKept, key, async () => {
    // Only the tint treats an enlarged window (filters work on the box's pixels, see drawPhoto).
    const cut = treatPhoto(open(reference).extract({ left, top, width, height }), element);
    const { data, info } = await cut.raw().toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const png = await sharp(data, { raw }).png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer();
    return { pixels: { data, ...raw }, href: dataUri('image/png', png) };
  });
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

/** Elements casting a soft shadow, nested ones included. */
function softShadowElements(elements: SceneElement[]): (SceneElement & { shadow: Shadow })[] {
  return elements.flatMap((element): (SceneElement & { shadow: Shadow })[] => {
    if (element.kind === 'accent' || element.kind === 'clip') return softShadowElements(element.elements);
    return 'shadow' in element && element.shadow && element.shadow.blur > 0
      ? [element as SceneElement & { shadow: Shadow }]
      : [];
  });
}

/** The box an element covers, turned when it is. */
function coveredBox(element: SceneElement & { box: Box }): Box {
  const { box } = element;
  const turn = element.kind === 'rect' && element.rotate ? (element.rotate * Math.PI) / 180 : 0;
  if (!turn) return box;
  const [cos, sin] = [Math.abs(Math.cos(turn)), Math.abs(Math.sin(turn))];
  const width = box.width * cos + box.height * sin;
  const height = box.width * sin + box.height * cos;
  return {
    x: box.x + (box.width - width) / 2,
    y: box.y + (box.height - height) / 2,
    width,
    height,
  };
}

/**
 * A soft shadow drawn apart at its own size: the shape's coverage, offset, blurred by a Gaussian
 * of the shadow's blur (to three deviations, as far as librsvg's filter reaches) and given the
 * shadow's colour and strength.
 */
async function blurredShadow(element: SceneElement & { shadow: Shadow }): Promise<BlurredShadow | null> {
  const shape = shadowShape(element);
  if (!shape || !('box' in element)) return null;
  const { shadow } = element;
  const covered = coveredBox(element);
  const reach = Math.ceil(3 * shadow.blur) + 1;
  const left = Math.floor(covered.x + shadow.dx - reach);
  const top = Math.floor(covered.y + shadow.dy - reach);
  const width = Math.ceil(covered.x + covered.width + shadow.dx + reach) - left;
  const height = Math.ceil(covered.y + covered.height + shadow.dy + reach) - top;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><g transform="translate(${shadow.dx - left} ${shadow.dy - top})">${shape('fill="#fff"')}</g></svg>`;
  const coverage = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .extractChannel(3)
    .blur({ sigma: shadow.blur, minAmplitude: 0.01 })
    .raw()
    .toBuffer();
  const rgba = Buffer.alloc(width * height * 4);
  const [red, green, blue] = [shadow.colour.r, shadow.colour.g, shadow.colour.b].map(Math.round);
  for (let pixel = 0; pixel < coverage.length; pixel += 1) {
    const offset = pixel * 4;
    rgba[offset] = red ?? 0;
    rgba[offset + 1] = green ?? 0;
    rgba[offset + 2] = blue ?? 0;
    rgba[offset + 3] = Math.round((coverage[pixel] as number) * shadow.opacity);
  }
  const png = await sharp(rgba, { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 1, adaptiveFiltering: false })
    .toBuffer();
  return { box: { x: left, y: top, width, height }, href: dataUri('image/png', png) };
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
  const images: SceneImages = { hrefs: new Map(), marks: new Map(), pixels, shadows: new Map() };
  const logos = scene.elements.filter((element): element is Logo => element.kind === 'logo');
  // A photo shown again (a story's band shows the hero once more) is one object in a planned scene
  // and an equal copy in a document read back from JSON: both are cut once and drawn alike, so a
  // saved document paints the pixels its planned scene did.
  const copies = new Map<string, (SceneElement & { kind: 'photo' })[]>();
  for (const element of photoElements(scene.elements)) {
    const key = JSON.stringify(element);
    const same = copies.get(key);
    if (!same) copies.set(key, [element]);
    else if (!same.includes(element)) same.push(element);
  }
  const onTop = new Set(
    scene.elements.flatMap((element) => (element.kind === 'photo' ? [JSON.stringify(element)] : [])),
  );
  const photos = [...copies].map(async ([key, [element, ...others]]) => {
    if (!element) return;
    await drawPhoto(element, photosAs === 'pixels' && onTop.has(key));
    for (const other of others) {
      const href = images.hrefs.get(element);
      const cut = pixels.get(element);
      if (href) images.hrefs.set(other, href);
      if (cut) pixels.set(other, cut);
    }
  });
  async function drawPhoto(element: SceneElement & { kind: 'photo' }, asPixels: boolean) {
    const reference = references[element.reference % Math.max(1, references.length)];
    if (!reference) return;
    const product = element.cutout ? await cutOut(reference) : null;
    if (product) {
      const { rgba, width, height } = product;
      const sized = treatPhoto(
        sharp(rgba, { raw: { width, height, channels: 4 } }).resize(
          Math.round(element.box.width),
          Math.round(element.box.height),
          { fit: 'contain', position: 'bottom', background: { r: 0, g: 0, b: 0, alpha: 0 } },
        ),
        element,
      );
      if (asPixels) {
        const { data, info } = await sized.raw().toBuffer({ resolveWithObject: true });
        pixels.set(element, { data, width: info.width, height: info.height, channels: info.channels });
      } else images.hrefs.set(element, dataUri('image/png', await sized.png().toBuffer()));
      return;
    }
    const [width, height] = [Math.round(element.box.width), Math.round(element.box.height)];
    const window = await fail(coverWindow(reference, width, height, element.crop), 'attached image');
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
    const treat = (image: Sharp) => treatPhoto(image, element);
    if (asPixels && window && window.scale > 1 && !element.filters) {
      // Enlarged: librsvg scales the window itself as it paints it, far cheaper than libvips'
      // resampling to the box, within a quarter of a level of it (0049); lossless in between.
      // Not with filters: a blur's sigma is in canvas pixels, so they work on the box's pixels.
      const cut = await fail(windowCut(reference, window, element), 'attached image');
      measure(cut.pixels, element.box.width / cut.pixels.width);
      images.hrefs.set(element, cut.href);
      return;
    }
    const treated = treat(coverCrop(reference, width, height, window));
    if (over.length === 0 && !asPixels) {
      const jpeg = await fail(treated.jpeg({ quality: 88 }).toBuffer(), 'attached image');
      images.hrefs.set(element, dataUri('image/jpeg', jpeg));
      return;
    }
    // Set as pixels, or a logo lies on it: its pixels are read before they are encoded.
    const { data, info } = await fail(treated.raw().toBuffer({ resolveWithObject: true }), 'attached image');
    const cutPixels = { data, width: info.width, height: info.height, channels: info.channels };
    measure(cutPixels, 1);
    if (asPixels) {
      pixels.set(element, cutPixels);
      return;
    }
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const jpeg = await sharp(data, { raw }).jpeg({ quality: 88 }).toBuffer();
    images.hrefs.set(element, dataUri('image/jpeg', jpeg));
  }
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
  const shadows = softShadowElements(scene.elements).map(async (element) => {
    const blurred = await blurredShadow(element);
    if (blurred) images.shadows.set(element, blurred);
  });
  await Promise.all([measured, ...marks, ...shadows]);
  return images;
}
