import {
  type BrandAsset,
  type BrandAssetVariant,
  type BrandInput,
  type BrandScanDraft,
  brandAssetVariants,
  type ScannedFont,
  type ScannedLogo,
  type ScanSource,
} from '@brandloom/shared/brands';
import { type CatalogFontId, fontCatalog } from '@brandloom/shared/font-catalog';
import { z } from 'zod';
import { normalizeHex } from './brand-draft';

/** A scanned value under review: the user keeps it or not, and may correct it. */
export interface Reviewed<T> {
  /** Stable while the review lasts (React keys). */
  id: string;
  value: T;
  source: ScanSource;
  keep: boolean;
}

export interface ScanReview {
  url: string;
  name: string;
  nameSource: ScanSource | null;
  description: string;
  descriptionSource: ScanSource | null;
  colors: Reviewed<string>[];
  /** `fontId` is the catalogue font of the same family; fonts without one cannot be kept. */
  fonts: Reviewed<ScannedFont & { fontId: CatalogFontId | null }>[];
  logos: Reviewed<ScannedLogo>[];
}

/** The scan review form's values; like the brand form's, checked by the server alone. */
export const scanReviewSchema = z.custom<ScanReview>();

const catalogIdOf = (family: string) =>
  fontCatalog.find((font) => font.family.toLowerCase() === family.trim().toLowerCase())?.id ?? null;

/** The scan's draft as a review: everything usable kept, except logos beyond one per kind. */
export function reviewFromDraft(draft: BrandScanDraft): ScanReview {
  const seenKinds = new Set<ScannedLogo['kind']>();
  return {
    url: draft.url,
    name: draft.name?.value ?? '',
    nameSource: draft.name?.source ?? null,
    description: draft.description?.value ?? '',
    descriptionSource: draft.description?.source ?? null,
    colors: draft.colors.flatMap(({ value, source }, index) => {
      const color = normalizeHex(value);
      return color ? [{ id: `color-${index}`, value: color, source, keep: true }] : [];
    }),
    fonts: draft.fonts.map(({ value, source }, index) => {
      const fontId = catalogIdOf(value.family);
      return { id: `font-${index}`, value: { ...value, fontId }, source, keep: fontId !== null };
    }),
    logos: draft.logos.map(({ value, source }, index) => {
      const keep = !seenKinds.has(value.kind);
      seenKinds.add(value.kind);
      return { id: `logo-${index}`, value, source, keep };
    }),
  };
}

/** The kept logos to store, each with its slot: the first of a kind for light backgrounds, a second for dark. */
export function logosToImport(review: ScanReview): { logo: ScannedLogo; variant: BrandAssetVariant }[] {
  const perKind = new Map<string, number>();
  return review.logos.flatMap(({ value, keep }) => {
    const count = perKind.get(value.kind) ?? 0;
    if (!keep || count >= brandAssetVariants.length) return [];
    perKind.set(value.kind, count + 1);
    return [{ logo: value, variant: brandAssetVariants[count] ?? 'light' }];
  });
}

/** The brand to create from a review, with the kept logos already stored as `assets`. */
export function brandInputFromReview(review: ScanReview, assets: BrandAsset[]): BrandInput {
  const fontIds = [
    ...new Set(review.fonts.flatMap((font) => (font.keep && font.value.fontId ? [font.value.fontId] : []))),
  ];
  return {
    name: review.name,
    websiteUrl: review.url,
    brief: { description: review.description, toneOfVoice: '', audience: '', offer: '' },
    colors: [...new Set(review.colors.filter((color) => color.keep).map((color) => color.value))],
    fonts: fontIds.map((fontId, index) => ({
      source: 'catalog' as const,
      fontId,
      family: fontCatalog.find((font) => font.id === fontId)?.family ?? fontId,
      role: index === 0 ? ('heading' as const) : ('body' as const),
    })),
    assets,
  };
}
