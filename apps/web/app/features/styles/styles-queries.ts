import type { StyleInput } from '@brandloom/shared/styles';
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf, type Schemas } from '~/lib/api';
import { queryKeys } from '~/lib/query-keys';
import { useEveryPage } from '~/lib/use-every-page';

type StyleList = Schemas['StyleList'];
type CustomStyle = Schemas['CustomStyle'];

type StylePages = InfiniteData<StyleList>;

const customStylesPageSize = 50;

/** The presets, the custom styles read so far as one list, and whether the plan may manage them. */
function stylesSoFar({ pages }: StylePages) {
  return {
    presets: pages[0]?.presets ?? [],
    custom: pages.flatMap((page) => page.custom),
    canManageCustom: pages.at(-1)?.canManageCustom ?? false,
  };
}

/**
 * GET /api/styles: the presets and the user's own styles, newest first, a page of those at a time
 * (`fetchNextPage`); `data` holds what was read so far.
 */
export function useStyles() {
  return useInfiniteQuery({
    queryKey: queryKeys.styles,
    queryFn: ({ pageParam, signal }) =>
      dataOf(
        api.GET('/api/styles', {
          params: { query: { limit: customStylesPageSize, ...(pageParam ? { cursor: pageParam } : {}) } },
          signal,
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    select: stylesSoFar,
  });
}

/** Every style, for a select or a lookup by id: the first page at once, the rest read after it. */
export function useStyleChoices() {
  return useEveryPage(useStyles());
}

/** Each page's custom styles through `change`, in the pages held (none held: nothing to change). */
function changeCustomStyles(
  held: StylePages | undefined,
  change: (custom: CustomStyle[], page: number) => CustomStyle[],
): StylePages | undefined {
  return (
    held && {
      ...held,
      pages: held.pages.map((page, index) => ({ ...page, custom: change(page.custom, index) })),
    }
  );
}

/** Creates (no `id`) or replaces a custom style; the answer takes its place in the list. */
export function useSaveStyle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: StyleInput }) =>
      id
        ? dataOf(api.PUT('/api/styles/{id}', { params: { path: { id } }, body: input }))
        : dataOf(api.POST('/api/styles', { body: input })),
    onSuccess: (style: CustomStyle) =>
      client.setQueryData<StylePages>(queryKeys.styles, (held) => {
        const known = held?.pages.some((page) => page.custom.some((item) => item.id === style.id));
        // A changed style keeps its place; a new one is the newest, first on the first page.
        return changeCustomStyles(held, (custom, page) =>
          known
            ? custom.map((item) => (item.id === style.id ? style : item))
            : page === 0
              ? [style, ...custom]
              : custom,
        );
      }),
  });
}

export function useDeleteStyle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataOf(api.DELETE('/api/styles/{id}', { params: { path: { id } } })),
    onSuccess: (_answer, id) =>
      client.setQueryData<StylePages>(queryKeys.styles, (held) =>
        changeCustomStyles(held, (custom) => custom.filter((item) => item.id !== id)),
      ),
  });
}
