import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { releaseCredits } from '../credits/index.ts';
import type { PublishChange } from '../realtime/index.ts';
import { removeUnusedFiles } from '../storage/index.ts';
import { deleteUserCreative } from './creatives.repository.ts';

/**
 * Deletes one of the user's creatives with its files (image or video poster, thumbnail, video),
 * except one a brand uses as its logo. One still queued or generating is refunded (its job goes
 * with it). Prompts that attached it refer to it by id and skip it from now on.
 */
export async function deleteCreative(
  deps: { db: Database; storage: Storage; publish: PublishChange },
  userId: string,
  id: string,
): Promise<void> {
  const row = await deleteUserCreative(deps.db, userId, id);
  if (!row) throw new AppError('CREATIVE_NOT_FOUND');
  if (row.status === 'queued' || row.status === 'generating') await releaseCredits(deps.db, id, 'deleted');
  // Downloads are converted from the image on request and never stored, so nothing else is left.
  // Its layers' photos go too when nothing else points at them (an image model's picture).
  const photos = row.layers?.photos ?? [];
  await removeUnusedFiles(deps, userId, [row.imagePath, row.thumbnailPath, row.videoPath, ...photos]);
  await deps.publish({ userId, table: 'adcreative', id, updatedDate: new Date(), changes: ['deleted'] });
}
