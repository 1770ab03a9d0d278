import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { removeUser } from '../account/index.ts';
import { banUserAndRevokeSessions, findUser } from './admin.repository.ts';
import { parseUserId } from './admin-user-view.ts';

/** Reason stored on a soft-deleted (banned) account. */
const softDeleteReason = 'deleted by an admin';

/** Soft (ban + sign out everywhere, the account row stays) or hard (everything removed). */
export async function deleteUser(
  { db, storage }: { db: Database; storage: Storage },
  actorId: string,
  id: string,
  soft: boolean,
): Promise<void> {
  const userId = parseUserId(id);
  if (userId === actorId) throw new AppError('ADMIN_SELF_CHANGE');
  if (!(await findUser(db, userId))) throw new AppError('USER_NOT_FOUND');
  if (soft) await banUserAndRevokeSessions(db, userId, softDeleteReason);
  else await removeUser({ db, storage }, userId);
}
