import { findAdFormat } from '@brandloom/shared/ad-formats';
import type { NotCheckedReason } from '@brandloom/shared/brand-check';
import { parseHex, type Rgb } from '@brandloom/shared/colour';
import type { Language } from '@brandloom/shared/i18n/languages';
import type { LayerDocument } from '@brandloom/shared/layers';
import { loadBrandLayer } from '../../brand-layer/index.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type BrandRow, findBrandRow } from '../brands/index.ts';
import { type CreativeRow, findOwnCreative } from '../creatives/index.ts';
import { type ImageRequestSources, loadLanguage } from '../generation/index.ts';
import type { CheckContext, Finding } from './brand-check-context.ts';
import { checkBrand } from './check-brand.ts';
import { safeZoneBox } from './safe-zone-rule.ts';
import { dictionaryFor } from './spell-checker.ts';
import { ignoredWords } from './spelling-rule.ts';

/**
 * A stored creative's brand check (decision 0056), computed when asked and kept in this process:
 * the check costs a few milliseconds once its dictionary is loaded, and a creative's result changes
 * whenever it or its brand is edited, so a stored copy would need invalidating anyway. The key holds
 * both update dates.
 */

export function findOwnCreativeToCheck(db: Database, userId: string, id: string): Promise<CreativeRow> {
  return findOwnCreative(db, userId, id).then((row) => {
    if (!row) throw new AppError('CREATIVE_NOT_FOUND');
    return row;
  });
}

/** Why a creative has no check; null when it has its layers. */
export function notCheckedReason(row: CreativeRow): NotCheckedReason | null {
  if (row.mode === 'video') return 'video';
  if (row.status !== 'completed') return 'not-finished';
  return row.layers ? null : 'no-layers';
}

export interface CheckedCreative {
  document: LayerDocument;
  context: CheckContext;
  findings: Finding[];
}

const cacheSize = 1000;
const cache = new Map<string, CheckedCreative>();

function remember(key: string, checked: CheckedCreative): CheckedCreative {
  cache.delete(key);
  cache.set(key, checked);
  const oldest = cache.keys().next().value;
  if (cache.size > cacheSize && oldest !== undefined) cache.delete(oldest);
  return checked;
}

function websiteHost(url: string | null): string | null {
  try {
    return url ? new URL(url).hostname.replace(/^www\./, '') : null;
  } catch {
    return null;
  }
}

/** What checking a user's creatives reads besides them, each read once however many are checked. */
export interface CheckLookups {
  brand(id: string): Promise<BrandRow | undefined>;
  appLanguage(): Promise<Language>;
}

export function checkLookups(sources: ImageRequestSources, userId: string): CheckLookups {
  const brands = new Map<string, Promise<BrandRow | undefined>>();
  let appLanguage: Promise<Language> | undefined;
  return {
    brand(id) {
      let found = brands.get(id);
      if (!found) {
        found = findBrandRow(sources.db, userId, id);
        brands.set(id, found);
      }
      return found;
    },
    appLanguage() {
      appLanguage ??= loadLanguage(sources, userId);
      return appLanguage;
    },
  };
}

/** Checks a creative that has its layers (callers ask `notCheckedReason` first). */
export async function checkCreative(
  sources: ImageRequestSources,
  row: CreativeRow,
  lookups = checkLookups(sources, row.userId),
): Promise<CheckedCreative> {
  const document = row.layers;
  if (!document) throw new AppError('BRAND_CHECK_UNAVAILABLE');
  const brand = row.brandId ? await lookups.brand(row.brandId) : undefined;
  const key = `${row.id}:${row.updatedDate.getTime()}:${brand?.updatedDate.getTime() ?? 'none'}`;
  const cached = cache.get(key);
  if (cached) return remember(key, cached);
  // The copy was written in the prompt's language, else the brand brief's, else the app's.
  const appLanguage = await lookups.appLanguage();
  const briefText = brand
    ? [brand.description, brand.toneOfVoice, brand.audience, brand.offer].join('. ')
    : '';
  const { chooseCopyLanguage } = await loadBrandLayer();
  const language = chooseCopyLanguage(row.prompt, null, chooseCopyLanguage(briefText, null, appLanguage));
  const context: CheckContext = {
    brand: brand
      ? {
          name: brand.name,
          colors: brand.colors.map(parseHex).filter((colour): colour is Rgb => colour !== null),
          fontFamilies: brand.fonts.map((font) => font.family),
          hasLogo: brand.assets.some((asset) => asset.kind === 'logo' || asset.kind === 'icon'),
        }
      : null,
    zone: safeZoneBox(document, row.placement ? findAdFormat(row.placement) : undefined),
    spelling: {
      isWord: await dictionaryFor(language),
      ignored: ignoredWords(
        row.prompt,
        brand?.name,
        brand?.description,
        brand?.offer,
        websiteHost(brand?.websiteUrl ?? null),
      ),
    },
  };
  return remember(key, { document, context, findings: checkBrand(document, context) });
}
