import type { ExploreReportReason, ExploreSort } from '@brandloom/shared/explore';
import type { CreativeMode, LibraryRatio } from '@brandloom/shared/generation';
import type { TemplateCategory } from '@brandloom/shared/templates';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf, type Schemas } from '~/lib/api';
import { readSession } from '~/lib/auth/session';
import { queryKeys } from '~/lib/query-keys';

export type ExploreCreative = Schemas['ExploreCreative'];

export interface ExploreFilters {
  sort: ExploreSort;
  mode: CreativeMode | null;
  ratio: LibraryRatio | null;
  category: TemplateCategory | null;
  search: string;
}

/** The public feed for `filters`, a page at a time (`fetchNextPage`, for infinite scroll). */
export function useExploreFeed(filters: ExploreFilters) {
  const { sort, mode, ratio, category, search } = filters;
  return useInfiniteQuery({
    queryKey: queryKeys.explore.feed(filters),
    queryFn: ({ pageParam, signal }) =>
      dataOf(
        api.GET('/api/explore', {
          params: {
            query: {
              sort,
              ...(mode ? { mode } : {}),
              ...(ratio ? { ratio } : {}),
              ...(category ? { category } : {}),
              ...(search ? { search } : {}),
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

export function useExploreCreative(id: string) {
  return useQuery({
    queryKey: queryKeys.explore.detail(id),
    queryFn: ({ signal }) => dataOf(api.GET('/api/explore/{id}', { params: { path: { id } }, signal })),
    retry: false,
  });
}

/** Whether a visitor is signed in (likes and reports need it); asked once per page. */
export function useSignedIn() {
  return useQuery({
    queryKey: ['explore', 'session'],
    queryFn: async () => (await readSession()).status === 'signed-in',
    staleTime: 60_000,
  });
}

/** The signed-in caller's like of one creative. */
export function useExploreViewer(id: string, signedIn: boolean) {
  return useQuery({
    queryKey: queryKeys.explore.viewer(id),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/explore/{id}/viewer', { params: { path: { id } }, signal })),
    enabled: signedIn,
  });
}

/** Like or take back a like; the counts the server answers replace the page's. */
export function useLikeCreative(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (liked: boolean) =>
      dataOf(
        liked
          ? api.PUT('/api/explore/{id}/like', { params: { path: { id } } })
          : api.DELETE('/api/explore/{id}/like', { params: { path: { id } } }),
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.explore.viewer(id), { liked: answer.liked });
      queryClient.setQueryData<ExploreCreative>(queryKeys.explore.detail(id), (current) =>
        current ? { ...current, likeCount: answer.likeCount, remixCount: answer.remixCount } : current,
      );
    },
  });
}

export function useReportCreative(id: string) {
  return useMutation({
    mutationFn: (report: { reason: ExploreReportReason; note?: string }) =>
      dataOf(api.POST('/api/explore/{id}/report', { params: { path: { id } }, body: report })),
  });
}

/** Counts a remix and answers what the composer starts from. */
export function remixCreative(id: string, signal?: AbortSignal) {
  return dataOf(api.POST('/api/explore/{id}/remix', { params: { path: { id } }, signal }));
}

export function useExploreReports() {
  return useQuery({
    queryKey: queryKeys.admin.exploreReports,
    queryFn: ({ signal }) => dataOf(api.GET('/api/admin/explore/reports', { signal })),
  });
}

export type ModerationDecision = 'hidden' | 'unpublished' | 'blocked' | 'dismissed';

export function useModerateCreative() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ModerationDecision }) =>
      dataOf(api.POST('/api/admin/explore/{id}', { params: { path: { id } }, body: { decision } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.exploreReports }),
  });
}
