import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '~/lib/api';
import { type AdminUserList, fetchAdminUsers } from '../api/admin-users';

export type AdminUsersState =
  | { status: 'loading'; data?: AdminUserList }
  | { status: 'ready'; data: AdminUserList }
  | { status: 'error'; error: ApiError; data?: AdminUserList };

/** One page of the admin user list; keeps the last page on screen while the next one loads. */
export function useAdminUsers(page: number, search: string) {
  const [state, setState] = useState<AdminUsersState>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((count) => count + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks for the same page again
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data }));
    fetchAdminUsers({ page, search }, controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const apiError = error instanceof ApiError ? error : new ApiError(0, 'NETWORK_ERROR', String(error));
        setState((previous) => ({ status: 'error', error: apiError, data: previous.data }));
      },
    );
    return () => controller.abort();
  }, [page, search, reloads]);

  return { state, reload };
}
