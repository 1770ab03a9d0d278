import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkPublishable } from '../explore/index.ts';
import type { PublishChange } from '../realtime/index.ts';
import { creativeView } from './creative-view.ts';
import { findOwnCreative, updateUserCreative } from './creatives.repository.ts';

export interface CreativeChanges {
  favorite?: boolean;
  archived?: boolean;
  publishedToExplore?: boolean;
}

/**
 * Favourite, archive or publish one of the user's creatives. Publishing to Explore goes through
 * Explore's checks (the owner's setting, no block, no refused word, the rate limit; 0058).
 */
export async function updateCreative(
  deps: { db: Database; storage: Storage; publish: PublishChange; now: () => number },
  userId: string,
  id: string,
  changes: CreativeChanges,
) {
  if (changes.publishedToExplore) {
    const own = await findOwnCreative(deps.db, userId, id);
    if (!own) throw new AppError('CREATIVE_NOT_FOUND');
    await checkPublishable(deps.db, userId, own, deps.now());
  }
  const row = await updateUserCreative(deps.db, userId, id, changes);
  if (!row) throw new AppError('CREATIVE_NOT_FOUND');
  await deps.publish({
    userId,
    table: 'adcreative',
    id,
    updatedDate: row.updatedDate,
    changes: Object.keys(changes),
  });
  return creativeView(deps.storage, row);
}
