import { AppError } from '../../lib/app-error.ts';
import { type RemoveUserDeps, removeUser } from '../account/index.ts';
import { banUserAndRevokeSessions, findUser } from './admin.repository.ts';
import { parseUserId } from './admin-user-view.ts';

/** Reason stored on a soft-deleted (banned) account. */
const softDeleteReason = 'deleted by an admin';

/** Soft (ban + sign out everywhere, the account row stays) or hard (everything removed). */
export async function deleteUser(
  deps: RemoveUserDeps,
  actorId: string,
  id: string,
  soft: boolean,
): Promise<void> {
  const userId = parseUserId(id);
  if (userId === actorId) throw new AppError('ADMIN_SELF_CHANGE');
  if (!(await findUser(deps.db, userId))) throw new AppError('USER_NOT_FOUND');
  if (soft) await banUserAndRevokeSessions(deps.db, userId, softDeleteReason);
  else await removeUser(deps, userId);
}
