import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { type ExploreFilter, listPublicCreatives } from './explore.repository.ts';
import { decodeExploreCursor, exploreCursorAfter } from './explore-cursor.ts';
import { exploreCreativeView } from './explore-view.ts';

/** GET /api/explore: one page of public creatives, newest or trending first, and the next cursor. */
export async function listExploreFeed(
  db: Database,
  storage: Storage,
  query: ExploreFilter & { cursor?: string; limit: number },
) {
  const after = decodeExploreCursor(query.sort, query.cursor);
  const rows = await listPublicCreatives(db, query, query.limit + 1, after);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    creatives: page.map((row) => exploreCreativeView(storage, row)),
    nextCursor: rows.length > query.limit && last ? exploreCursorAfter(query.sort, last) : null,
  };
}
