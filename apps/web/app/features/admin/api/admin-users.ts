import type { VideoAccess } from '@brandloom/shared/video';
import { apiFetch } from '~/lib/api';

type Role = 'user' | 'admin';
type Plan = 'free' | 'plus' | 'flex';

/** A user as GET /api/admin/users answers it. */
export interface AdminUser {
  id: string;
  name: string;
  username: string | null;
  email: string;
  emailVerified: boolean;
  role: Role;
  createdAt: string;
  /** Soft-deleted (banned): cannot sign in. */
  deleted: boolean;
  plan: Plan;
  videoAccess: VideoAccess;
}

/** Spec §3: the admin user-list response. */
export interface AdminUserList {
  users: AdminUser[];
  total: number;
  nextPage: number | null;
  lastPage: number;
}

export interface AdminUserEdit {
  name?: string;
  username?: string;
  email?: string;
  emailVerified?: boolean;
  role?: Role;
  plan?: Plan;
  videoAccess?: VideoAccess;
}

const adminUsersPerPage = 20;

export function fetchAdminUsers(
  { page, search }: { page: number; search: string },
  signal?: AbortSignal,
): Promise<AdminUserList> {
  const query = new URLSearchParams({ page: String(page), perPage: String(adminUsersPerPage) });
  if (search) query.set('search', search);
  return apiFetch<AdminUserList>(`/api/admin/users?${query}`, { signal });
}

export function updateAdminUser(id: string, edit: AdminUserEdit): Promise<AdminUser> {
  return apiFetch<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'PATCH', json: edit });
}

export async function deleteAdminUser(id: string, soft: boolean): Promise<void> {
  await apiFetch(`/api/admin/users/${encodeURIComponent(id)}?soft=${soft}`, { method: 'DELETE' });
}
