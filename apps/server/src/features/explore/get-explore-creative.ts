import { isUuid } from '@brandloom/shared/ids';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findPublicCreative } from './explore.repository.ts';
import { exploreCreativeView } from './explore-view.ts';

/** One public creative; anything not public (any more) is CREATIVE_NOT_FOUND, as if it never was. */
export async function getExploreCreative(db: Database, storage: Storage, id: string) {
  const row = isUuid(id) ? await findPublicCreative(db, id) : undefined;
  if (!row) throw new AppError('CREATIVE_NOT_FOUND');
  return exploreCreativeView(storage, row);
}
