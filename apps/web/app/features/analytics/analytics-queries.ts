import type { AnalyticsRange } from '@brandloom/shared/analytics-events';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, dataOf, type Schemas } from '~/lib/api';
import { queryKeys } from '~/lib/query-keys';

export type AnalyticsReport = Schemas['AnalyticsReport'];

/** The admin's analytics over the last `days` days; the previous range stays on screen while the next loads. */
export function useAnalyticsReport(days: AnalyticsRange) {
  return useQuery({
    queryKey: queryKeys.admin.analytics(days),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/api/admin/analytics', {
          params: { query: { days: String(days) as '7' | '30' | '90' } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
