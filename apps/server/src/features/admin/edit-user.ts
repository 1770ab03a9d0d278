import { defaultFlexCredits } from '@brandloom/shared/billing';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  findUser,
  findUserIdByEmail,
  findUserIdByUsername,
  type Plan,
  type Role,
  type UserChanges,
  updateUser,
  type VideoAccess,
} from './admin.repository.ts';
import type { AdminUser } from './admin-user-view.ts';
import { parseUserId } from './admin-user-view.ts';
import { getUser } from './get-user.ts';

export interface UserEdit {
  name?: string;
  username?: string;
  email?: string;
  emailVerified?: boolean;
  role?: Role;
  plan?: Plan;
  /** Flex's monthly credits. */
  creditAmount?: number;
  videoAccess?: VideoAccess;
}

/** Edits a user; an admin may not take the admin role from themself (they would lock themself out). */
export async function editUser(
  db: Database,
  actorId: string,
  id: string,
  edit: UserEdit,
): Promise<AdminUser> {
  const userId = parseUserId(id);
  const current = await findUser(db, userId);
  if (!current) throw new AppError('USER_NOT_FOUND');
  if (userId === actorId && edit.role === 'user') throw new AppError('ADMIN_SELF_CHANGE');

  const changes: UserChanges = {};
  if (edit.name !== undefined) changes.name = edit.name;
  if (edit.role !== undefined) changes.role = edit.role;
  if (edit.emailVerified !== undefined) changes.emailVerified = edit.emailVerified;
  if (edit.email !== undefined && edit.email.toLowerCase() !== current.email.toLowerCase()) {
    const owner = await findUserIdByEmail(db, edit.email);
    if (owner && owner !== userId) throw new AppError('EMAIL_TAKEN');
    changes.email = edit.email.toLowerCase();
  }
  if (edit.username !== undefined) {
    const owner = await findUserIdByUsername(db, edit.username);
    if (owner && owner !== userId) throw new AppError('USERNAME_TAKEN');
    // Stored like better-auth's username plugin: normalized, with the typed form for display.
    changes.username = edit.username.toLowerCase();
    changes.displayUsername = edit.username;
  }
  const plan = edit.plan ?? current.plan ?? 'free';
  const planChanges = edit.plan !== undefined || (edit.creditAmount !== undefined && plan === 'flex');
  await updateUser(db, userId, changes, {
    // A Flex user always has a volume: the one given, the one they had, or the default.
    ...(planChanges && {
      plan,
      tokenAmount: plan === 'flex' ? (edit.creditAmount ?? current.tokenAmount ?? defaultFlexCredits) : null,
    }),
    ...(edit.videoAccess !== undefined && { videoAccess: edit.videoAccess }),
  });
  return getUser(db, userId);
}
