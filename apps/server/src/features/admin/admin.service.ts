import { defaultVideoAccess } from '@brandloom/shared/video';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type DeleteAccountDeps, removeUser } from '../account/account.service.ts';
import {
  type AdminUserRow,
  banUserAndRevokeSessions,
  findUser,
  findUserIdByEmail,
  findUserIdByUsername,
  listUsers,
  type Plan,
  type Role,
  type UserChanges,
  updateUser,
  type VideoAccess,
} from './admin.repository.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reason stored on a soft-deleted (banned) account. */
export const softDeleteReason = 'deleted by an admin';

/** Spec §5: admin user ids must be UUID-shaped. */
export function parseUserId(id: string): string {
  if (!uuidPattern.test(id)) throw new AppError('INVALID_USER_ID');
  return id.toLowerCase();
}

function toAdminUser(row: AdminUserRow) {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    emailVerified: row.emailVerified,
    role: row.role === 'admin' ? ('admin' as const) : ('user' as const),
    createdAt: row.createdAt.toISOString(),
    deleted: row.banned === true,
    plan: row.plan ?? 'free',
    videoAccess: row.videoAccess ?? defaultVideoAccess,
  };
}

export type AdminUser = ReturnType<typeof toAdminUser>;

/** One page of users, newest first (spec §3: users, total, nextPage, lastPage). */
export async function listUsersPage(
  db: Database,
  { page, perPage, search }: { page: number; perPage: number; search?: string },
) {
  const term = search?.trim() || undefined;
  const { rows, total } = await listUsers(db, { search: term, offset: (page - 1) * perPage, limit: perPage });
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return {
    users: rows.map(toAdminUser),
    total,
    nextPage: page < lastPage ? page + 1 : null,
    lastPage,
  };
}

export async function getUser(db: Database, id: string): Promise<AdminUser> {
  const row = await findUser(db, parseUserId(id));
  if (!row) throw new AppError('USER_NOT_FOUND');
  return toAdminUser(row);
}

export interface UserEdit {
  name?: string;
  username?: string;
  email?: string;
  emailVerified?: boolean;
  role?: Role;
  plan?: Plan;
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
  await updateUser(db, userId, changes, {
    ...(edit.plan !== undefined && { plan: edit.plan }),
    ...(edit.videoAccess !== undefined && { videoAccess: edit.videoAccess }),
  });
  return getUser(db, userId);
}

/** Soft (ban + sign out everywhere, the account row stays) or hard (everything removed). */
export async function deleteUser(
  { db, storage }: DeleteAccountDeps,
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
