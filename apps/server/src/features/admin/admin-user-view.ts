import { defaultVideoAccess } from '@brandloom/shared/video';
import { AppError } from '../../lib/app-error.ts';
import type { AdminUserRow } from './admin.repository.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Spec §5: admin user ids must be UUID-shaped. */
export function parseUserId(id: string): string {
  if (!uuidPattern.test(id)) throw new AppError('INVALID_USER_ID');
  return id.toLowerCase();
}

/** A user as the admin API answers it. */
export function toAdminUser(row: AdminUserRow) {
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
    creditAmount: row.plan === 'flex' ? row.tokenAmount : null,
    videoAccess: row.videoAccess ?? defaultVideoAccess,
  };
}

export type AdminUser = ReturnType<typeof toAdminUser>;
