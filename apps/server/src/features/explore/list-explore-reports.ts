import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { listOpenReports } from './explore.repository.ts';

/** GET /api/admin/explore/reports: the moderation queue, one entry per reported creative. */
export async function listExploreReports(db: Database, storage: Storage, limit: number) {
  const rows = await listOpenReports(db, limit);
  return {
    reports: rows.map((row) => ({
      creativeId: row.creativeId,
      prompt: row.prompt,
      thumbnailUrl:
        (row.thumbnailPath ?? row.imagePath)
          ? storage.publicUrl((row.thumbnailPath ?? row.imagePath) as string)
          : null,
      username: row.username,
      ownerId: row.ownerId,
      published: row.publishedToExplore,
      hidden: row.hidden,
      ownerBlocked: row.ownerBlocked,
      reports: row.reports,
      reasons: row.reasons,
      notes: row.notes,
      firstReportedAt: row.firstReportedAt.toISOString(),
    })),
  };
}
