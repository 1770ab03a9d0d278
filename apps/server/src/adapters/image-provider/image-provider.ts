import type { ImageRatio } from '@brandloom/shared/generation';
import type { Language } from '@brandloom/shared/i18n/languages';
import type { LayerDocument } from '@brandloom/shared/layers';
import type { ImageQuality } from '@brandloom/shared/plans';

/**
 * What an image model receives and returns (DESIGN.md §4: providers behind one interface). The
 * brand compositor (offline default) and gpt-image-1 implement it; the generation worker picks
 * one per creative and knows nothing of either.
 */

export { type ImageRatio, imageRatios } from '@brandloom/shared/generation';

/** Output size in pixels per ratio (gpt-image-1's sizes). */
export const imageSizes = {
  '1:1': { width: 1024, height: 1024 },
  '2:3': { width: 1024, height: 1536 },
  '3:2': { width: 1536, height: 1024 },
} as const satisfies Record<ImageRatio, { width: number; height: number }>;

/** A font the renderer can load from disk (catalogue fonts from npm packages, or uploaded ones). */
/** The brand compositor's layout families: templates name one, results report the one used. */
export const layoutFamilies = [
  'hero-photo',
  'split',
  'centred-product',
  'sale-badge',
  'quote',
  'minimal-type',
  'collage',
  'banner',
  'geometric-poster',
] as const;
export type LayoutFamily = (typeof layoutFamilies)[number];

/**
 * Families that look finished with no photo attached (a designed surface or type stands in for
 * it): the templates library is drawn in these (decision 0027).
 */
export const photoFreeFamilies = [
  'split',
  'sale-badge',
  'quote',
  'minimal-type',
  'banner',
  'geometric-poster',
] as const satisfies readonly LayoutFamily[];
export type PhotoFreeFamily = (typeof photoFreeFamilies)[number];

export interface FontFace {
  family: string;
  files: { weight: number; style: 'normal' | 'italic'; path: string }[];
}

/** An image handed to a provider: a logo, a hero photo, a reference. */
export interface ImageInput {
  bytes: Uint8Array;
  contentType: string;
}

export interface CreativeBrand {
  /** The brand's id, recorded in the creative's layer document. */
  id?: string;
  name: string;
  websiteUrl: string | null;
  brief: { description: string; toneOfVoice: string; audience: string; offer: string };
  /** Hex colours, primary first. */
  colors: string[];
  fonts: { heading: FontFace | null; body: FontFace | null };
  /** Logo for light backgrounds and for dark ones; either may be missing. */
  logo: { light: ImageInput | null; dark: ImageInput | null };
}

export interface CreativeStyle {
  id: string;
  name: string;
  description: string;
  colors: string[];
  fonts: string[];
  designElements: string[];
  /** Extra words for image models (presets carry them). */
  promptGuidance: string;
}

/**
 * A template's look (the templates library, decision 0027): the compositor lays the creative out
 * in its family and, without a brand, paints it in its palette; image models also get its scene.
 */
export interface TemplateLook {
  family: PhotoFreeFamily;
  /** Primary (background-leaning), secondary, accent: hex colours. */
  palette: readonly [string, string, string];
  /** English words for the picture behind the copy. */
  scene: string;
}

/** Ad copy set on the image; null fields are left out. */
export interface AdCopy {
  headline: string;
  subline: string | null;
  callToAction: string | null;
}

export interface ImageRequest {
  /** The user's idea, as typed. */
  prompt: string;
  /**
   * The creative's one language: headline, sub-line, call to action and badge are all written in
   * it. Generation chooses it with `chooseCopyLanguage` (the prompt's, else the brand's, else the
   * user's app language; decision 0033).
   */
  language: Language;
  ratio: ImageRatio;
  quality: ImageQuality;
  brand: CreativeBrand | null;
  style: CreativeStyle | null;
  /** The template the creative is made from, if any. */
  template: TemplateLook | null;
  /** Attached uploads or creatives; the first is the hero image when a layout shows one. */
  references: ImageInput[];
  /** 0-based index among the variants of one request: variants must differ visibly. */
  variant: number;
  /** Copy written beforehand (e.g. by a copy model); otherwise the provider derives it. */
  copy: AdCopy | null;
  /**
   * An image model paints the copy itself instead of the brand layer setting it in the brand's
   * fonts (DESIGN.md §2.3 is the default: unset or false). Providers that only set text ignore it.
   */
  modelDrawsText?: boolean;
  /**
   * Auto-fix of a cropped square (decision 0059): the creative's own picture, which an image
   * model extends outwards on a padded canvas instead of painting a new one (references are then
   * not sent). The compositor has no painted picture: it ignores this and lays out again.
   */
  extend?: ImageInput;
  /**
   * Answer the library's thumbnail too (`ImageResult.thumbnail`): a provider that draws the pixels
   * makes it from them while the PNG is encoded (the compositor); others leave it to the caller.
   */
  thumbnail?: boolean;
  signal?: AbortSignal;
}

/** The colours a creative is painted in: the brand's always, else the template's look, else the style's. */
export function creativeColours({ brand, template, style }: ImageRequest): readonly string[] {
  if (brand?.colors.length) return brand.colors;
  return template?.palette ?? style?.colors ?? [];
}

/** Uncompressed pixels, `channels` bytes each, row by row. */
export interface RawPixels {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

export interface ImageResult {
  png: Uint8Array;
  /**
   * The library's WebP thumbnail, when asked (`ImageRequest.thumbnail`) and the provider drew the
   * pixels (the compositor); else the caller makes it from the PNG (`thumbnailOf`).
   */
  thumbnail?: Uint8Array;
  width: number;
  height: number;
  /** The copy that is on the image, for the creative's record. */
  copy: AdCopy | null;
  /** Provider-specific detail worth keeping (e.g. the compositor's layout family). */
  detail: Record<string, string>;
  /** What the brand compositor laid out: the image is rendered from it (decision 0052). */
  layers?: LayerDocument;
  /** The image model's picture under the brand layer, kept so the creative can be laid out again. */
  picture?: Uint8Array;
}

export interface ImageProvider {
  /** The model id of packages/shared/src/models.ts this provider serves. */
  readonly id: string;
  generate(request: ImageRequest): Promise<ImageResult>;
}

/** Why a provider failed: the worker retries `retryable` ones with back-off and refunds the rest. */
export class ImageProviderError extends Error {
  override name = 'ImageProviderError';
  constructor(
    readonly kind:
      | 'moderation_blocked'
      | 'rate_limited'
      | 'unavailable'
      | 'timeout'
      | 'invalid_request'
      | 'failed',
    message: string,
    options: { cause?: unknown; retryAfterMs?: number } = {},
  ) {
    super(message, { cause: options.cause });
    this.retryAfterMs = options.retryAfterMs;
  }
  readonly retryAfterMs: number | undefined;

  get retryable(): boolean {
    return this.kind === 'rate_limited' || this.kind === 'unavailable' || this.kind === 'timeout';
  }
}
