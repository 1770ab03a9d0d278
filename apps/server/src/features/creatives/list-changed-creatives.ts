import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { creativeView } from './creative-view.ts';
import { listCreativesUpdatedSince } from './creatives.repository.ts';

/** The user's creatives changed since `since`, oldest change first (a tab catching up). */
export async function listChangedCreatives(
  db: Database,
  storage: Storage,
  userId: string,
  since: Date,
  limit: number,
) {
  return (await listCreativesUpdatedSince(db, userId, since, limit)).map((row) => creativeView(storage, row));
}
