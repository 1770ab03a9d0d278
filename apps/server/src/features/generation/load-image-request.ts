import { findAdFormat, nearestModelRatio } from '@brandloom/shared/ad-formats';
import type { BrandAsset, BrandFont } from '@brandloom/shared/brands';
import { imageRatios } from '@brandloom/shared/generation';
import { isLanguage, type Language } from '@brandloom/shared/i18n/languages';
import { isUuid } from '@brandloom/shared/ids';
import { paintsPicture } from '@brandloom/shared/models';
import type { ImageQuality } from '@brandloom/shared/plans';
import {
  type CreativeBrand,
  type CreativeStyle,
  type FontFace,
  type ImageInput,
  ImageProviderError,
  type ImageRequest,
  type TemplateLook,
} from '../../adapters/image-provider/image-provider.ts';
import { readObjectBytes, type Storage } from '../../adapters/storage/storage.ts';
import { loadBrandLayer } from '../../brand-layer/index.ts';
import type { Database } from '../../db/client.ts';
import { type CreativeRow, findOwnCreative } from '../creatives/index.ts';
import {
  findAppLanguage,
  findOwnBrand,
  findOwnCreativeImages,
  findOwnStyle,
  findOwnUploadFiles,
} from './generation.repository.ts';

/** Largest stored image read as a logo or reference. */
const maxInputBytes = 20 * 1024 * 1024;

export interface ImageRequestSources {
  db: Database;
  storage: Storage;
  /** A brand font as files on disk; null when it cannot be had (the renderer then uses its own). */
  resolveFont: (font: BrandFont) => Promise<FontFace | null>;
  /** A preset style by id; null for an unknown id. */
  presetStyle: (styleId: string) => CreativeStyle | null;
  /** A template's look by id (from the catalogue in code, so one deleted since still applies). */
  templateLook: (templateId: string) => TemplateLook | null;
}

async function readImage(storage: Storage, path: string, contentType?: string): Promise<ImageInput | null> {
  const object = await storage.get(path);
  if (!object) return null;
  return {
    bytes: await readObjectBytes(object, maxInputBytes),
    contentType: contentType ?? object.contentType,
  };
}

async function loadLogo(storage: Storage, assets: BrandAsset[], variant: 'light' | 'dark') {
  const asset =
    assets.find((item) => item.kind === 'logo' && item.variant === variant) ??
    assets.find((item) => item.kind === 'logo') ??
    assets.find((item) => item.kind === 'icon' && item.variant === variant);
  return asset ? readImage(storage, asset.path, asset.contentType) : null;
}

export async function loadBrand(
  sources: ImageRequestSources,
  row: CreativeRow,
): Promise<CreativeBrand | null> {
  if (!row.brandId) return null;
  const found = await findOwnBrand(sources.db, row.userId, row.brandId);
  if (!found) return null;
  const fontFor = async (role: BrandFont['role']) => {
    const font = found.fonts.find((item) => item.role === role) ?? found.fonts[0];
    return font ? sources.resolveFont(font) : null;
  };
  return {
    id: found.id,
    name: found.name,
    websiteUrl: found.websiteUrl,
    brief: {
      description: found.description,
      toneOfVoice: found.toneOfVoice,
      audience: found.audience,
      offer: found.offer,
    },
    colors: found.colors,
    fonts: { heading: await fontFor('heading'), body: await fontFor('body') },
    logo: {
      light: await loadLogo(sources.storage, found.assets, 'light'),
      dark: await loadLogo(sources.storage, found.assets, 'dark'),
    },
  };
}

async function loadStyle(sources: ImageRequestSources, row: CreativeRow): Promise<CreativeStyle | null> {
  if (!row.styleId) return null;
  const preset = sources.presetStyle(row.styleId);
  if (preset) return preset;
  if (!isUuid(row.styleId)) return null;
  const custom = await findOwnStyle(sources.db, row.userId, row.styleId);
  if (!custom) return null;
  return {
    id: custom.id,
    name: custom.name,
    description: custom.description,
    colors: custom.colors,
    fonts: custom.fonts,
    designElements: custom.designElements,
    promptGuidance: '',
  };
}

/** The attachments' images in the order the user attached them; ones since deleted are skipped. */
export async function loadReferences(sources: ImageRequestSources, row: CreativeRow): Promise<ImageInput[]> {
  return (await loadReferenceFiles(sources, row)).map((file) => file.image);
}

/** The attachments' images with their stored paths (a layer document names its photos by path). */
async function loadReferenceFiles(
  sources: ImageRequestSources,
  row: CreativeRow,
): Promise<{ path: string; image: ImageInput }[]> {
  const uploadIds = row.attachments.filter((item) => item.kind === 'upload').map((item) => item.id);
  const creativeIds = row.attachments.filter((item) => item.kind === 'creative').map((item) => item.id);
  const uploads = await findOwnUploadFiles(sources.db, row.userId, uploadIds);
  const creatives = await findOwnCreativeImages(sources.db, row.userId, creativeIds);
  const pathOf = new Map<string, { path: string | null; contentType?: string }>([
    ...uploads.map((item) => [item.id, item] as const),
    ...creatives.map((item) => [item.id, { path: item.path, contentType: 'image/png' }] as const),
  ]);
  const files: { path: string; image: ImageInput }[] = [];
  for (const attachment of row.attachments) {
    const source = pathOf.get(attachment.id);
    const image = source?.path ? await readImage(sources.storage, source.path, source.contentType) : null;
    if (source?.path && image) files.push({ path: source.path, image });
  }
  return files;
}

/** A saved app language, else English. */
export const appLanguageOf = (saved: string | null | undefined): Language =>
  isLanguage(saved) ? saved : 'en';

/** The user's app language, else English. */
export async function loadLanguage(sources: ImageRequestSources, userId: string): Promise<Language> {
  return appLanguageOf(await findAppLanguage(sources.db, userId));
}

/** The ratio the model makes: the row's, or for a placement the nearest it makes (then laid out again). */
function modelRatio(row: CreativeRow): ImageRequest['ratio'] {
  const found = imageRatios.find((ratio) => ratio === row.ratio);
  if (found) return found;
  const format = row.placement ? findAdFormat(row.placement) : undefined;
  return format ? nearestModelRatio(format) : '1:1';
}

/**
 * For an auto-fix by an image model (decision 0059): the original's picture to extend, with the
 * copy and the variant it was laid out with, so only the picture changes. A picture deleted
 * since fails the creative (and refunds it): painting a new one would not be the fix asked for.
 */
async function loadPictureToExtend(
  sources: ImageRequestSources,
  row: CreativeRow,
): Promise<Pick<ImageRequest, 'extend' | 'copy' | 'variant'> | null> {
  if (!row.fixOf || !paintsPicture(row.model)) return null;
  const original = await findOwnCreative(sources.db, row.userId, row.fixOf);
  const path = original?.layers?.photos[0];
  const picture = path ? await readImage(sources.storage, path) : null;
  if (!original?.layers || !picture) throw new ImageProviderError('failed', 'The picture to extend is gone');
  return { extend: picture, copy: original.copy, variant: original.layers.variant };
}

/** Everything a provider needs to make this creative: brand, style, references and language. */
export async function loadImageRequest(
  sources: ImageRequestSources,
  row: CreativeRow,
): Promise<ImageRequest> {
  return (await loadImageRequestAndFiles(sources, row)).request;
}

/**
 * The request, and the stored paths of its references in their order. `appLanguage`: the owner's,
 * when the caller has read it already (else it is read here).
 */
export async function loadImageRequestAndFiles(
  sources: ImageRequestSources,
  row: CreativeRow,
  appLanguage?: Language,
): Promise<{ request: ImageRequest; referencePaths: string[] }> {
  const brand = await loadBrand(sources, row);
  const extension = await loadPictureToExtend(sources, row);
  const files = extension ? [] : await loadReferenceFiles(sources, row);
  const { chooseCopyLanguage } = await loadBrandLayer();
  const request: ImageRequest = {
    prompt: row.prompt,
    language: chooseCopyLanguage(row.prompt, brand, appLanguage ?? (await loadLanguage(sources, row.userId))),
    ratio: modelRatio(row),
    quality: (row.quality ?? 'low') as ImageQuality,
    brand,
    style: await loadStyle(sources, row),
    template: row.templateId ? sources.templateLook(row.templateId) : null,
    references: files.map((file) => file.image),
    variant: row.variantIndex,
    copy: null,
    ...extension,
  };
  return { request, referencePaths: files.map((file) => file.path) };
}

/** Stored photos by path, in order; ones since deleted are skipped. */
export async function loadPhotos(storage: Storage, paths: readonly string[]): Promise<ImageInput[]> {
  const images = await Promise.all(paths.map((path) => readImage(storage, path)));
  return images.filter((image): image is ImageInput => image !== null);
}
