import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf, type Schemas } from '~/lib/api';
import { queryKeys } from '~/lib/query-keys';

export type AdminUser = Schemas['AdminUser'];
export type AdminUserEdit = Schemas['AdminUserEdit'];
export type UploadSetup = Schemas['UploadSetup'];

const adminUsersPerPage = 20;

/** One page of the admin user list; the page on screen stays (dimmed by the caller) while the next loads. */
export function useAdminUsers(page: number, search: string) {
  return useQuery({
    queryKey: queryKeys.admin.users.list(page, search),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/api/admin/users', {
          params: { query: { page, perPage: adminUsersPerPage, ...(search ? { search } : {}) } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Saves what the admin changed; every page of the list is read again (a user may move or leave a search). */
export function useUpdateAdminUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, edit }: { id: string; edit: AdminUserEdit }) =>
      dataOf(api.PATCH('/api/admin/users/{id}', { params: { path: { id } }, body: edit })),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.users.all }),
  });
}

/** Soft (deactivate) or hard (remove everything). */
export function useDeleteAdminUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, soft }: { id: string; soft: boolean }) =>
      dataOf(
        api.DELETE('/api/admin/users/{id}', {
          params: { path: { id }, query: { soft: soft ? 'true' : 'false' } },
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.users.all }),
  });
}

/** Spec §6: credits for a user found by e-mail address or id (the admin's own balance may change too). */
export function useAddCredits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (gift: { user: string; credits: number }) =>
      dataOf(api.POST('/api/admin/credits', { body: gift })),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.credits.all }),
  });
}

/** GET /api/admin/upload-setup: what uploads need from the installation. */
export function useUploadSetup() {
  return useQuery({
    queryKey: queryKeys.admin.uploadSetup,
    queryFn: ({ signal }) => dataOf(api.GET('/api/admin/upload-setup', { signal })),
  });
}
