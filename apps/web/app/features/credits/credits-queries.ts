import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, dataOf, type Schemas } from '~/lib/api';
import { queryKeys } from '~/lib/query-keys';

export type Credits = Schemas['Credits'];
export type LedgerEntry = Schemas['CreditLedger']['entries'][number];

const ledgerPageSize = 25;

/** The signed-in user's credits; spends, refunds, gifts and plan changes refresh them (realtime). */
export function useCredits() {
  return useQuery({
    queryKey: queryKeys.credits.balance,
    queryFn: ({ signal }) => dataOf(api.GET('/api/credits', { signal })),
  });
}

/** The credit ledger, newest first, a page at a time; `data` is the entries read so far. */
export function useCreditLedger() {
  return useInfiniteQuery({
    queryKey: queryKeys.credits.ledger,
    queryFn: ({ pageParam, signal }) =>
      dataOf(
        api.GET('/api/credits/ledger', {
          params: { query: { limit: ledgerPageSize, ...(pageParam ? { cursor: pageParam } : {}) } },
          signal,
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.entries),
  });
}
