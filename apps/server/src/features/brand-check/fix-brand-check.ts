import type { BrandCheck } from '@brandloom/shared/brand-check';
import type { Language } from '@brandloom/shared/i18n/languages';
import type { LayerDocument } from '@brandloom/shared/layers';
import { creativeThumbnail, prepareBrandLogo, renderDocument } from '../../brand-layer/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CreativeRow } from '../creatives/index.ts';
import { type ImageRequestSources, loadImageRequest, loadPhotos } from '../generation/index.ts';
import { checkBrand } from './check-brand.ts';
import { checkCreative, findOwnCreativeToCheck, notCheckedReason } from './check-creative.ts';
import { describeBrandCheck } from './describe-brand-check.ts';
import { fixBrandFindings } from './fix-brand-findings.ts';

/** Paints a fixed document with the creative's own photos and its brand's logo. */
async function renderFixedDocument(sources: ImageRequestSources, row: CreativeRow, document: LayerDocument) {
  const request = await loadImageRequest(sources, row);
  const references =
    document.photos.length > 0 ? await loadPhotos(sources.storage, document.photos) : request.references;
  return renderDocument(document, { references, logo: await prepareBrandLogo(request.brand) });
}

/**
 * The mechanical fixes of a creative's brand check (decision 0056), rendered: the check of the fixed
 * document and a preview of it. Keeping it as a new version of the creative is the editor's
 * `saveCreativeVersion(user, creativeId, document)`, called with `fixed` once both are merged.
 */
export async function fixBrandCheck(
  sources: ImageRequestSources,
  userId: string,
  id: string,
  language: Language,
): Promise<{ check: BrandCheck; preview: string }> {
  const row = await findOwnCreativeToCheck(sources.db, userId, id);
  if (notCheckedReason(row)) throw new AppError('BRAND_CHECK_UNAVAILABLE');
  const { document, context, findings } = await checkCreative(sources, row);
  const fixed = fixBrandFindings(document, context, findings);
  const png = await renderFixedDocument(sources, row, fixed);
  const thumbnail = await creativeThumbnail(png, 768);
  return {
    check: describeBrandCheck(language, checkBrand(fixed, context)),
    preview: `data:image/webp;base64,${Buffer.from(thumbnail).toString('base64')}`,
  };
}
