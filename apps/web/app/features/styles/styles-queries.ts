import type { StyleInput } from '@brandloom/shared/styles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf, type Schemas } from '~/lib/api';
import { queryKeys } from '~/lib/query-keys';

type StyleList = Schemas['StyleList'];
type CustomStyle = Schemas['CustomStyle'];

/** GET /api/styles: the presets and the user's own styles. */
export function useStyles() {
  return useQuery({
    queryKey: queryKeys.styles,
    queryFn: ({ signal }) => dataOf(api.GET('/api/styles', { signal })),
  });
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
      client.setQueryData<StyleList>(queryKeys.styles, (list) =>
        list
          ? {
              ...list,
              custom: list.custom.some((item) => item.id === style.id)
                ? list.custom.map((item) => (item.id === style.id ? style : item))
                : [style, ...list.custom],
            }
          : list,
      ),
  });
}

export function useDeleteStyle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataOf(api.DELETE('/api/styles/{id}', { params: { path: { id } } })),
    onSuccess: (_answer, id) =>
      client.setQueryData<StyleList>(queryKeys.styles, (list) =>
        list ? { ...list, custom: list.custom.filter((item) => item.id !== id) } : list,
      ),
  });
}
