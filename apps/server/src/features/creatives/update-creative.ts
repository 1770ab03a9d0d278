import { eq } from 'drizzle-orm';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { userProfile } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PublishChange } from '../realtime/index.ts';
import { creativeView } from './creative-view.ts';
import { updateUserCreative } from './creatives.repository.ts';

export interface CreativeChanges {
  favorite?: boolean;
  archived?: boolean;
  publishedToExplore?: boolean;
}

/**
 * Favourite, archive or publish one of the user's creatives. Publishing to Explore needs the
 * profile setting that allows it, and a finished creative.
 */
export async function updateCreative(
  deps: { db: Database; storage: Storage; publish: PublishChange },
  userId: string,
  id: string,
  changes: CreativeChanges,
) {
  if (changes.publishedToExplore) {
    const [profile] = await deps.db
      .select({ publishToExplore: userProfile.publishToExplore })
      .from(userProfile)
      .where(eq(userProfile.userId, userId));
    if (!profile?.publishToExplore) throw new AppError('FORBIDDEN');
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
