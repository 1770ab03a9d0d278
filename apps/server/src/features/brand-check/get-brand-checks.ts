import type { BrandCheckSummary } from '@brandloom/shared/brand-check';
import { isIssue, worstStatus } from '@brandloom/shared/brand-check';
import { AppError } from '../../lib/app-error.ts';
import { findOwnCreatives } from '../creatives/index.ts';
import type { ImageRequestSources } from '../generation/index.ts';
import { checkCreative, checkLookups, notCheckedReason } from './check-creative.ts';

/**
 * The badges of a page of cards in one read (decision 0067): each creative's issue count and worst
 * status, in the order asked. Every id must be one of the user's creatives, else the whole read is
 * 404 (as for one), so an answer never hints at another user's creative.
 */
export async function getBrandChecks(
  sources: ImageRequestSources,
  userId: string,
  ids: readonly string[],
): Promise<{ id: string; check: BrandCheckSummary }[]> {
  const found = new Map((await findOwnCreatives(sources.db, userId, ids)).map((row) => [row.id, row]));
  const rows = ids.map((id) => {
    const row = found.get(id);
    if (!row) throw new AppError('CREATIVE_NOT_FOUND');
    return row;
  });
  const lookups = checkLookups(sources, userId);
  return Promise.all(
    rows.map(async (row) => {
      const { id } = row;
      const reason = notCheckedReason(row);
      if (reason) return { id, check: { state: 'not-checked', reason } satisfies BrandCheckSummary };
      const { findings } = await checkCreative(sources, row, lookups);
      const issues = findings.filter(isIssue).length;
      return {
        id,
        check: { state: 'checked', issues, worst: worstStatus(findings) } satisfies BrandCheckSummary,
      };
    }),
  );
}
