import { createHash } from 'node:crypto';
import type { Rgb } from '@brandloom/shared/colour';
import sharp from 'sharp';
import {
  type CreativeBrand,
  type ImageInput,
  ImageProviderError,
} from '../../adapters/image-provider/image-provider.ts';
import type { LogoFacts } from './layout-kit.ts';
import type { Scene, SceneElement } from './scene.ts';
import type { SceneImages } from './scene-svg.ts';

/**
 * The pixels a scene needs, prepared with sharp: photos cover-cropped to their boxes around what
 * sharp's attention strategy finds interesting, logos trimmed and scaled into theirs.
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

function photoElements(elements: SceneElement[]): (SceneElement & { kind: 'photo' })[] {
  return elements.flatMap((element) =>
    element.kind === 'photo' ? [element] : element.kind === 'clip' ? photoElements(element.elements) : [],
  );
}

const dataUri = (contentType: string, bytes: Buffer) =>
  `data:${contentType};base64,${bytes.toString('base64')}`;

export async function sceneImages(
  scene: Scene,
  references: ImageInput[],
  logo: PreparedLogo | null,
): Promise<SceneImages> {
  const images: SceneImages = new Map();
  const photos = photoElements(scene.elements).map(async (element) => {
    const reference = references[element.reference % Math.max(1, references.length)];
    if (!reference) return;
    const cut = open(reference).resize(Math.round(element.box.width), Math.round(element.box.height), {
      fit: 'cover',
      position: sharp.strategy.attention,
    });
    // A tinted photo is a duotone: its light in the tint, its shadows dark.
    const treated = element.tint ? cut.tint(element.tint) : cut;
    const jpeg = await fail(treated.jpeg({ quality: 88 }).toBuffer(), 'attached image');
    images.set(element, dataUri('image/jpeg', jpeg));
  });
  const logos = scene.elements.map(async (element) => {
    if (element.kind !== 'logo' || !logo) return;
    const file = logo.files[element.variant] ?? logo.files.light ?? logo.files.dark;
    if (!file) return;
    const png = await sharp(file)
      .resize(Math.round(element.box.width), Math.round(element.box.height), {
        fit: 'contain',
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .png()
      .toBuffer();
    images.set(element, dataUri('image/png', png));
  });
  await Promise.all([...photos, ...logos]);
  return images;
}
