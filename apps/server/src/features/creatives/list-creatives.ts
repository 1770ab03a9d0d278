import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { decodeCursor, pageOf } from '../../lib/cursor.ts';
import { creativeListItem } from './creative-view.ts';
import { type CreativeFilter, listUserCreatives } from './creatives.repository.ts';

/** How far back the "recent" tab of the library reaches. */
const recentDays = 7;

/** The creatives library: a page of the user's creatives for a tab, brand, search and archive view. */
export async function listCreatives(
  db: Database,
  storage: Storage,
  userId: string,
  query: Omit<CreativeFilter, 'recentSince'> & { limit: number; cursor?: string; now?: Date },
) {
  const recentSince = new Date((query.now ?? new Date()).getTime() - recentDays * 24 * 60 * 60 * 1000);
  const rows = await listUserCreatives(
    db,
    userId,
    { ...query, recentSince },
    query.limit + 1,
    decodeCursor(query.cursor),
  );
  const { page, nextCursor } = pageOf(rows, query.limit, (row) => ({
    date: row.cursorDate,
    id: row.id,
  }));
  return { creatives: page.map((row) => creativeListItem(storage, row)), nextCursor };
}
