import { useInfiniteQuery } from '@tanstack/react-query';
import { api, dataOf, type Schemas } from '~/lib/api';
import { queryKeys } from '~/lib/query-keys';

export type ContactMessage = Schemas['ContactMessage'];

/** The contact form's messages for admins, newest first, a page at a time ("show older"). */
export function useContactMessages() {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.contactMessages,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      dataOf(
        api.GET('/api/admin/contact-messages', {
          params: { query: { limit: 20, ...(pageParam ? { before: pageParam } : {}) } },
          signal,
        }),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
