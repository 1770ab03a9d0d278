import { accountDeletionWord } from '@brandloom/shared/profile-settings';
import { AppError } from '../../lib/app-error.ts';
import { type RemoveUserDeps, removeUser } from './remove-user.ts';

/**
 * Deletes the user's account, all their rows and their stored files (spec §5: only after the
 * word 'delete' is typed). Files go last: a failure there leaves orphaned files, never a user
 * whose uploads are gone.
 */
export async function deleteAccount(
  deps: RemoveUserDeps,
  account: { userId: string; email: string },
  confirm: string,
): Promise<void> {
  if (confirm !== accountDeletionWord) throw new AppError('ACCOUNT_DELETION_NOT_CONFIRMED');
  if (!(await removeUser(deps, account.userId))) throw new AppError('NOT_FOUND');
}
