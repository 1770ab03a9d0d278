import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '~/lib/api';
import { queryKeys } from '~/lib/query-keys';

/** How many of the latest creatives the dashboard shows. */
const recentQuery = { tab: 'recent', limit: 8 } as const;

/** The latest creatives; realtime `adcreative` changes move them from queued to completed. */
export function useRecentCreatives() {
  return useQuery({
    queryKey: queryKeys.creatives.list(recentQuery),
    queryFn: ({ signal }) => dataOf(api.GET('/api/creatives', { params: { query: recentQuery }, signal })),
    select: (page) => page.creatives,
  });
}

/** GET /api/onboarding: the checklist's steps, each from the user's own rows. */
export function useOnboarding() {
  return useQuery({
    queryKey: queryKeys.onboarding,
    queryFn: ({ signal }) => dataOf(api.GET('/api/onboarding', { signal })),
  });
}

/** Hidden by the user or seen complete: the checklist stays away, in every browser. */
export function useCloseChecklist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => dataOf(api.POST('/api/onboarding/checklist/close')),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.onboarding }),
  });
}
