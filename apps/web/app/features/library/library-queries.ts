import type { CreativeMode, LibraryRatio } from '@brandloom/shared/generation';
import {
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type Creative, fetchCreative } from '~/features/create';
import { api, dataOf } from '~/lib/api';
import { editCreative, removeCreative } from '~/lib/query-creatives';
import { queryKeys } from '~/lib/query-keys';

export type LibraryTab = 'all' | 'favorites' | 'recent';

export interface LibraryFilters {
  tab: LibraryTab;
  archived: boolean;
  brandId: string | null;
  search: string;
  mode: CreativeMode | null;
  ratio: LibraryRatio | null;
}

const libraryPageSize = 40;

/**
 * The library's creatives for `filters`, a page at a time (`fetchNextPage`, for infinite scroll);
 * `data` is the creatives read so far. Realtime changes read the pages held again, in place.
 */
export function useLibrary(filters: LibraryFilters) {
  const { tab, archived, brandId, search, mode, ratio } = filters;
  return useInfiniteQuery({
    queryKey: queryKeys.creatives.list(filters),
    queryFn: ({ pageParam, signal }) =>
      dataOf(
        api.GET('/api/creatives', {
          params: {
            query: {
              tab,
              archived: archived ? 'true' : 'false',
              limit: libraryPageSize,
              ...(brandId ? { brandId } : {}),
              ...(search ? { search } : {}),
              ...(mode ? { mode } : {}),
              ...(ratio ? { ratio } : {}),
              ...(pageParam ? { cursor: pageParam } : {}),
            },
          },
          signal,
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.creatives),
  });
}

/** One creative by id; a 404 (missing or someone else's) is the query's error, with the server's message. */
export function useCreative(id: string) {
  return useQuery({
    queryKey: queryKeys.creatives.detail(id),
    queryFn: ({ signal }) => fetchCreative(id, signal),
  });
}

export type CreativeChanges = { favorite?: boolean; archived?: boolean; publishedToExplore?: boolean };

type Snapshot = [readonly unknown[], unknown][];

/**
 * Favourite, archive or publish: shown at once in the details and every list held (leaving the
 * lists it no longer fits); if the server refuses, everything is put back as it was. (Options of
 * a mutation, so they can be tested without React.)
 */
export function creativeChangeMutation(client: QueryClient) {
  return {
    mutationFn: ({ id, changes }: { id: string; changes: CreativeChanges }) =>
      dataOf(api.PATCH('/api/creatives/{id}', { params: { path: { id } }, body: changes })),
    onMutate: async ({ id, changes }: { id: string; changes: CreativeChanges }) => {
      await client.cancelQueries({ queryKey: queryKeys.creatives.all });
      const before: Snapshot = client.getQueriesData({ queryKey: queryKeys.creatives.all });
      editCreative(client, id, changes);
      return { before };
    },
    onError: (_error: unknown, _variables: unknown, context: { before: Snapshot } | undefined) => {
      for (const [queryKey, data] of context?.before ?? []) client.setQueryData(queryKey, data);
    },
    // The lists hold narrower items than the answer: the fields a change sets, not the whole creative.
    onSuccess: ({ id, favorite, archived, publishedToExplore, updatedDate }: Creative) =>
      editCreative(client, id, { favorite, archived, publishedToExplore, updatedDate }),
  };
}

export function useChangeCreative() {
  return useMutation(creativeChangeMutation(useQueryClient()));
}

export function useDeleteCreative() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataOf(api.DELETE('/api/creatives/{id}', { params: { path: { id } } })),
    onSuccess: (_answer, id) => {
      removeCreative(client, id);
      client.removeQueries({ queryKey: queryKeys.creatives.detail(id) });
    },
  });
}
