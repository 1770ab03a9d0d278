import type { Database } from '../../db/client.ts';
import { listUsers } from './admin.repository.ts';
import { toAdminUser } from './admin-user-view.ts';

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
