import type { BrandCheck } from '@brandloom/shared/brand-check';
import type { Language } from '@brandloom/shared/i18n/languages';
import type { ImageRequestSources } from '../generation/index.ts';
import { checkCreative, findOwnCreativeToCheck, notCheckedReason } from './check-creative.ts';
import { describeBrandCheck, describeNotChecked } from './describe-brand-check.ts';

/** One of the user's creatives checked against its brand; "not checked" for videos and old creatives. */
export async function getBrandCheck(
  sources: ImageRequestSources,
  userId: string,
  id: string,
  language: Language,
): Promise<BrandCheck> {
  const row = await findOwnCreativeToCheck(sources.db, userId, id);
  const reason = notCheckedReason(row);
  if (reason) return describeNotChecked(language, reason);
  const { findings } = await checkCreative(sources, row);
  return describeBrandCheck(language, findings);
}
