import { z } from 'zod';

/**
 * Brand data (spec §3 Brand) as the API and the brands manager exchange it. Colours are ordered,
 * primary first; fonts come from the shipped catalogue or an uploaded font file; logos and icons
 * are stored files in light and dark variants.
 */

export const hexColorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/)
  .transform((value) => value.toLowerCase());

export const brandFontRoles = ['heading', 'body'] as const;

export const brandFontSchema = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('catalog'),
    /** An id of the shipped font catalogue. */
    fontId: z.string().min(1).max(100),
    family: z.string().trim().min(1).max(100),
    role: z.enum(brandFontRoles),
  }),
  z.object({
    source: z.literal('upload'),
    /** Storage path of the uploaded font file, inside the owner's folder. */
    path: z.string().min(1).max(300),
    family: z.string().trim().min(1).max(100),
    role: z.enum(brandFontRoles),
  }),
]);
export type BrandFont = z.infer<typeof brandFontSchema>;

export const brandAssetKinds = ['logo', 'icon'] as const;
export const brandAssetVariants = ['light', 'dark'] as const;

export const brandAssetSchema = z.object({
  kind: z.enum(brandAssetKinds),
  /** Which background the asset is made for. */
  variant: z.enum(brandAssetVariants),
  /** Storage path inside the owner's folder. */
  path: z.string().min(1).max(300),
  contentType: z.enum(['image/png', 'image/svg+xml', 'image/webp']),
});
export type BrandAsset = z.infer<typeof brandAssetSchema>;

export const brandBriefSchema = z.object({
  /** What the brand is and sells. */
  description: z.string().trim().max(2000).default(''),
  toneOfVoice: z.string().trim().max(1000).default(''),
  audience: z.string().trim().max(1000).default(''),
  offer: z.string().trim().max(1000).default(''),
});
export type BrandBrief = z.infer<typeof brandBriefSchema>;

export const maxBrandColors = 12;
export const maxBrandFonts = 6;
export const maxBrandAssets = 12;

/** POST /api/brands and PUT /api/brands/{id}. An empty name answers `BRAND_NAME_REQUIRED`. */
export const brandInputSchema = z.object({
  name: z.string().trim().max(100),
  websiteUrl: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable()
    .default(null),
  brief: brandBriefSchema.default({ description: '', toneOfVoice: '', audience: '', offer: '' }),
  colors: z.array(hexColorSchema).max(maxBrandColors).default([]),
  fonts: z.array(brandFontSchema).max(maxBrandFonts).default([]),
  assets: z.array(brandAssetSchema).max(maxBrandAssets).default([]),
});
export type BrandInput = z.infer<typeof brandInputSchema>;

// ── website scan ─────────────────────────────────────────────────────────────────────────────

/**
 * Where a scanned value came from, so the review screen can show it (the UI translates the kind;
 * `detail` is verbatim, e.g. the CSS variable's name or the stylesheet's URL).
 */
export const scanSourceKinds = [
  'title',
  'og-site-name',
  'application-name',
  'meta-description',
  'og-description',
  'main-text',
  'theme-color',
  'css-variable',
  'css-frequency',
  'logo-colors',
  'font-family',
  'font-face',
  'web-font-link',
  'inline-svg',
  'img-logo',
  'touch-icon',
  'favicon',
  'og-image',
] as const;
export type ScanSourceKind = (typeof scanSourceKinds)[number];

export interface ScanSource {
  kind: ScanSourceKind;
  detail?: string;
}

export interface Scanned<T> {
  value: T;
  source: ScanSource;
}

export interface ScannedLogo {
  kind: 'logo' | 'icon';
  /** Absolute URL of the image, or null for an inline SVG (then `svg` holds its sanitised markup). */
  url: string | null;
  svg: string | null;
  contentType: string | null;
}

export interface ScannedFont {
  family: string;
  /** The web-font stylesheet or file it was loaded from, when known. */
  url: string | null;
}

/** POST /api/website-scan: a draft to review before saving; nothing is stored by the scan. */
export interface BrandScanDraft {
  /** The address scanned, after redirects. */
  url: string;
  name: Scanned<string> | null;
  description: Scanned<string> | null;
  /** Most likely brand colours first. */
  colors: Scanned<string>[];
  fonts: Scanned<ScannedFont>[];
  logos: Scanned<ScannedLogo>[];
}
