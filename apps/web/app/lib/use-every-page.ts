import { useEffect } from 'react';

/** What reading on needs of a TanStack infinite query. */
interface PagedQuery {
  hasNextPage: boolean;
  isFetching: boolean;
  isError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * Reads the rest of a paged list one page after another, once the first page is on screen: for
 * the native selects that offer every item (a brand, a style) and cannot page themselves. A failed
 * page stops there; the query's own retry or refetch goes on from it.
 */
export function useEveryPage<Query extends PagedQuery>(query: Query): Query {
  const { hasNextPage, isFetching, isError, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [hasNextPage, isFetching, isError, fetchNextPage]);
  return query;
}
