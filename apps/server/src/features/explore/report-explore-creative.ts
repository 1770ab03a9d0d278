import type { ExploreReportReason } from '@brandloom/shared/explore';
import { isUuid } from '@brandloom/shared/ids';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findPublicCreative, insertReport } from './explore.repository.ts';
import { limitExplore } from './limit-explore.ts';

/** POST /api/explore/{id}/report: into the admins' moderation queue, once per user and creative. */
export async function reportExploreCreative(
  db: Database,
  userId: string,
  id: string,
  report: { reason: ExploreReportReason; note?: string | undefined },
  now: number,
): Promise<void> {
  if (!isUuid(id) || !(await findPublicCreative(db, id))) throw new AppError('CREATIVE_NOT_FOUND');
  await limitExplore(db, 'report', userId, now);
  await insertReport(db, {
    creativeId: id,
    reporterId: userId,
    reason: report.reason,
    note: report.note?.trim() || null,
  });
}
