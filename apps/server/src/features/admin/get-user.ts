import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUser } from './admin.repository.ts';
import { type AdminUser, parseUserId, toAdminUser } from './admin-user-view.ts';

/** One user by id (INVALID_USER_ID when it is no UUID, USER_NOT_FOUND when there is none). */
export async function getUser(db: Database, id: string): Promise<AdminUser> {
  const row = await findUser(db, parseUserId(id));
  if (!row) throw new AppError('USER_NOT_FOUND');
  return toAdminUser(row);
}
