import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { releaseCredits } from '../credits/release-credits.ts';
import type { PublishChange } from '../realtime/publish-change.ts';
import { deleteUserCreative } from './creatives.repository.ts';

/**
 * Deletes one of the user's creatives with its files. One still queued or generating is
 * refunded (its job goes with it).
 */
export async function deleteCreative(
  deps: { db: Database; storage: Storage; publish: PublishChange },
  userId: string,
  id: string,
): Promise<void> {
  const row = await deleteUserCreative(deps.db, userId, id);
  if (!row) throw new AppError('CREATIVE_NOT_FOUND');
  if (row.status === 'queued' || row.status === 'generating') await releaseCredits(deps.db, id, 'deleted');
  await Promise.all(
    [row.imagePath, row.thumbnailPath, row.videoPath]
      .filter((path) => path !== null)
      .map((path) => deps.storage.remove(path)),
  );
  await deps.publish({ userId, table: 'adcreative', id, updatedDate: new Date(), changes: ['deleted'] });
}
