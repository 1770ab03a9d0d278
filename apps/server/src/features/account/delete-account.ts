import { accountDeletionWord } from '@brandloom/shared/profile-settings';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { removeUser } from './remove-user.ts';

interface DeleteAccountDeps {
  db: Database;
  storage: Storage;
}

/**
 * Deletes the user's account, all their rows and their stored files (spec §5: only after the
 * word 'delete' is typed). Files go last: a failure there leaves orphaned files, never a user
 * whose uploads are gone.
 */
export async function deleteAccount(
  { db, storage }: DeleteAccountDeps,
  account: { userId: string; email: string },
  confirm: string,
): Promise<void> {
  if (confirm !== accountDeletionWord) throw new AppError('ACCOUNT_DELETION_NOT_CONFIRMED');
  // BILLING HOOK (spec: "active subscriptions are cancelled on deletion"): once billing exists,
  // cancel the user's active subscription here, before their rows are gone.
  if (!(await removeUser({ db, storage }, account.userId))) throw new AppError('NOT_FOUND');
}
