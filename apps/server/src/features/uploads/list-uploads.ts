import type { Database } from '../../db/client.ts';
import { listUserUploads, type UploadFilters, type UploadRow } from './uploads.repository.ts';

export interface UploadPage {
  uploads: UploadRow[];
  /** Pass as `after` for the next page; null on the last one. */
  nextCursor: string | null;
}

/** The user's own uploads, newest first, one page at a time. */
export async function listUploads(
  db: Database,
  userId: string,
  { filters, after, limit }: { filters: UploadFilters; after?: string; limit: number },
): Promise<UploadPage> {
  // One more than asked tells whether another page follows.
  const rows = await listUserUploads(db, userId, { filters, after, limit: limit + 1 });
  const uploads = rows.slice(0, limit);
  return { uploads, nextCursor: rows.length > limit ? (uploads.at(-1)?.id ?? null) : null };
}
