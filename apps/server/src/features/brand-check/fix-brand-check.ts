import type { BrandCheck } from '@brandloom/shared/brand-check';
import type { Language } from '@brandloom/shared/i18n/languages';
import { AppError } from '../../lib/app-error.ts';
import { type CreativeEditorDeps, saveCreativeVersion } from '../creative-editor/index.ts';
import type { CreativeRow } from '../creatives/index.ts';
import { checkBrand } from './check-brand.ts';
import { checkCreative, findOwnCreativeToCheck, notCheckedReason } from './check-creative.ts';
import { describeBrandCheck } from './describe-brand-check.ts';
import { fixBrandFindings } from './fix-brand-findings.ts';

/**
 * The mechanical fixes of a creative's brand check (decision 0056), kept as the creative's next
 * version through the editor's own save (0055): free, and undone by restoring the version before.
 */
export async function fixBrandCheck(
  deps: CreativeEditorDeps,
  userId: string,
  id: string,
  language: Language,
): Promise<{ check: BrandCheck; creative: CreativeRow }> {
  const row = await findOwnCreativeToCheck(deps.db, userId, id);
  if (notCheckedReason(row)) throw new AppError('BRAND_CHECK_UNAVAILABLE');
  const { document, context, findings } = await checkCreative(deps, row);
  const fixed = fixBrandFindings(document, context, findings);
  const creative = await saveCreativeVersion(deps, userId, id, fixed);
  return { check: describeBrandCheck(language, checkBrand(fixed, context)), creative };
}
