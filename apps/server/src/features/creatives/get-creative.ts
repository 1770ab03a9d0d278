import { isUuid } from '@brandloom/shared/ids';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { creativeView } from './creative-view.ts';
import { findOwnCreative } from './creatives.repository.ts';

/** One of the user's creatives; another user's id, or no id, is CREATIVE_NOT_FOUND alike. */
export async function getCreative(db: Database, storage: Storage, userId: string, id: string) {
  const row = isUuid(id) ? await findOwnCreative(db, userId, id) : undefined;
  if (!row) throw new AppError('CREATIVE_NOT_FOUND');
  return creativeView(storage, row);
}
