import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { findStorageFolder } from '../storage/index.ts';
import { deleteUserData } from './account.repository.ts';

/**
 * Removes a user with all their rows, then their stored files (their storage folder, and the
 * `{userId}/` folder of files not yet moved out of it, 0031); false when there was no such user.
 * The one way a user is hard-deleted: by themself (above) or by an admin.
 */
export interface RemoveUserDeps {
  db: Database;
  storage: Storage;
  /** Ends the user's paid subscription at the provider (billing): nobody is billed for a removed account. */
  cancelSubscription: (userId: string) => Promise<void>;
}

export async function removeUser(
  { db, storage, cancelSubscription }: RemoveUserDeps,
  userId: string,
): Promise<boolean> {
  // Spec §6: active subscriptions are cancelled on deletion, before the rows are gone.
  await cancelSubscription(userId);
  const folder = await findStorageFolder(db, userId).catch(() => null);
  if (!(await deleteUserData(db, userId))) return false;
  await Promise.all(
    [folder, userId].flatMap((name) => (name === null ? [] : [storage.removePrefix(`${name}/`)])),
  );
  return true;
}
