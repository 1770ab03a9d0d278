import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { releaseCredits } from '../credits/index.ts';
import type { PublishChange } from '../realtime/index.ts';
import { removeUnusedFiles } from '../storage/index.ts';
import { deleteUserCreativeChain } from './creatives.repository.ts';

/**
 * Deletes one of the user's creatives, with every version of it (decision 0066: the library shows
 * a creative once, as its newest version, so deleting it deletes its history too), and their files
 * (image or video poster, thumbnail, video), except one a brand uses as its logo. One still queued
 * or generating is refunded (its job goes with it). Prompts that attached it refer to it by id and
 * skip it from now on.
 */
export async function deleteCreative(
  deps: { db: Database; storage: Storage; publish: PublishChange },
  userId: string,
  id: string,
): Promise<void> {
  const rows = await deleteUserCreativeChain(deps.db, userId, id);
  if (rows.length === 0) throw new AppError('CREATIVE_NOT_FOUND');
  for (const row of rows)
    if (row.status === 'queued' || row.status === 'generating')
      await releaseCredits(deps.db, row.id, 'deleted');
  // Downloads are converted from the image on request and never stored, so nothing else is left.
  // Its layers' photos go too when nothing else points at them (an image model's picture).
  const files = rows.flatMap((row) => [
    row.imagePath,
    row.thumbnailPath,
    row.videoPath,
    ...(row.layers?.photos ?? []),
  ]);
  await removeUnusedFiles(deps, userId, [...new Set(files)]);
  const deletedAt = new Date();
  for (const row of rows)
    await deps.publish({
      userId,
      table: 'adcreative',
      id: row.id,
      updatedDate: deletedAt,
      changes: ['deleted'],
    });
}
