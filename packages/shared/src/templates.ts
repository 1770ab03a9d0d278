import { z } from 'zod';
import type { ImageRatio } from './generation.ts';

/**
 * The templates library (spec §1, §2, §3, §6): ready-made ad designs in 22 categories and three
 * shapes. The server owns the catalogue (titles and sample copy in four languages); this file is
 * the contract both sides read. Decision 0027 records the numbers.
 */

/** Spec §3, in its order. Names are translated in the `templates` namespace (`category.<key>`). */
export const templateCategories = [
  'holidays-celebration',
  'food-drinks',
  'fashion-style',
  'business-finance',
  'home',
  'handcraft-art',
  'beauty',
  'leisure-entertainment',
  'nature-wildlife',
  'education-science',
  'technology',
  'medical',
  'social-charity',
  'extreme-sport',
  'real-estate-building',
  'travel-vacation',
  'pets',
  'religions',
  'cities',
  'industry',
  'transportation',
  'kids-parents',
] as const;
export type TemplateCategory = (typeof templateCategories)[number];

/** A template's shape (spec §3 "format/aspect"), and the image ratio it is made in. */
export const templateAspects = ['square', 'landscape', 'portrait'] as const;
export type TemplateAspect = (typeof templateAspects)[number];
export const templateAspectRatios = {
  square: '1:1',
  landscape: '3:2',
  portrait: '2:3',
} as const satisfies Record<TemplateAspect, ImageRatio>;

/**
 * Ad formats: where an ad runs (platform and placement) and the template shape that fits it. The
 * library's "format" filter and the ad format finder read this table; names are product names,
 * placements are translated (`format.<id>`).
 */
export const adFormats = [
  { id: 'instagram-post', aspect: 'square' },
  { id: 'instagram-story', aspect: 'portrait' },
  { id: 'facebook-feed', aspect: 'square' },
  { id: 'facebook-link', aspect: 'landscape' },
  { id: 'linkedin-post', aspect: 'landscape' },
  { id: 'pinterest-pin', aspect: 'portrait' },
  { id: 'x-post', aspect: 'landscape' },
  { id: 'tiktok-ad', aspect: 'portrait' },
  { id: 'display-banner', aspect: 'landscape' },
] as const satisfies readonly { id: string; aspect: TemplateAspect }[];
export type AdFormatId = (typeof adFormats)[number]['id'];
export const adFormatIds = adFormats.map((format) => format.id) as [AdFormatId, ...AdFormatId[]];

export function aspectOfFormat(id: AdFormatId): TemplateAspect {
  return adFormats.find((format) => format.id === id)?.aspect ?? 'square';
}

/** Templates on one page of the library and of the pick-a-template dialog. */
export const templatesPageSize = 24;

export const templateViews = ['all', 'favorites', 'recent'] as const;
export type TemplateView = (typeof templateViews)[number];

const booleanParam = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true');

/** GET /api/templates: every filter of spec §2's templates library; pages count from 1. */
export const templateListQuerySchema = z.object({
  view: z.enum(templateViews).default('all'),
  search: z.string().trim().max(100).optional(),
  category: z.enum(templateCategories).optional(),
  /** An ad format narrows to its aspect; with `aspect` too, both must agree. */
  format: z.enum(adFormatIds).optional(),
  aspect: z.enum(templateAspects).optional(),
  featured: booleanParam,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(60).default(templatesPageSize),
});
export type TemplateListQuery = z.input<typeof templateListQuerySchema>;

/** A template as the caller sees it: texts in the caller's language, flags for the caller. */
export const templateSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(templateCategories),
  aspect: z.enum(templateAspects),
  ratio: z.enum(['1:1', '2:3', '3:2']),
  /** A prompt that makes this template's ad; the composer offers it when the prompt box is empty. */
  prompt: z.string(),
  featured: z.boolean(),
  /** Needs a paid plan (spec §6 "limited templates" on Free). */
  premium: z.boolean(),
  /** Premium and the caller's plan doesn't include it: shown with an upgrade badge. */
  locked: z.boolean(),
  favorite: z.boolean(),
  lastUsedAt: z.string().nullable(),
  /** WebP preview, long-cached (the URL changes when the catalogue does). */
  previewUrl: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

/** Spec §2: "Page x of y", count found. */
export const templatePageSchema = z.object({
  templates: z.array(templateSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type TemplatePage = z.infer<typeof templatePageSchema>;

/** PATCH /api/admin/templates/{id} (spec §6: admins mark templates featured or remove it). */
export const templateAdminUpdateSchema = z.object({ featured: z.boolean() });
