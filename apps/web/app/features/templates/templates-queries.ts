import type { Template, TemplatePage } from '@brandloom/shared/templates';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type ApiError, api, dataOf } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { type TemplateFilters, templateQuery } from './template-filters';

export type TemplatesState =
  | { status: 'loading'; data?: TemplatePage }
  | { status: 'ready'; data: TemplatePage }
  | { status: 'error'; error: ApiError; data?: TemplatePage };

/** One page of templates for `filters`; the page on screen stays (dimmed by the caller) while the next loads. */
export function useTemplates(filters: TemplateFilters, pageSize?: number) {
  const query = templateQuery(filters, pageSize);
  const result = useQuery({
    queryKey: queryKeys.templates.list(query),
    queryFn: ({ signal }) => dataOf(api.GET('/api/templates', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
  const state: TemplatesState = result.isError
    ? { status: 'error', error: result.error as ApiError, data: result.data }
    : result.isSuccess && !result.isPlaceholderData
      ? { status: 'ready', data: result.data }
      : { status: 'loading', data: result.data };
  return { state, reload: () => void result.refetch() };
}

/** One template; 404 TEMPLATE_NOT_FOUND (with its translated message) when there is none. */
export function fetchTemplate(id: string, signal?: AbortSignal) {
  return dataOf(api.GET('/api/templates/{id}', { params: { path: { id } }, signal }));
}

export function useTemplate(id: string) {
  return useQuery({
    queryKey: queryKeys.templates.detail(id),
    queryFn: ({ signal }) => fetchTemplate(id, signal),
  });
}

/** Changes every page of templates held (a template shows in several lists). */
function editTemplatePages(client: QueryClient, change: (page: TemplatePage) => TemplatePage): void {
  client.setQueriesData<TemplatePage>({ queryKey: queryKeys.templates.lists }, (page) =>
    page ? change(page) : page,
  );
}

const withTemplate = (template: Template) => (page: TemplatePage) => ({
  ...page,
  templates: page.templates.map((item) => (item.id === template.id ? template : item)),
});

const withoutTemplate = (id: string) => (page: TemplatePage) => ({
  ...page,
  templates: page.templates.filter((item) => item.id !== id),
  total: Math.max(0, page.total - 1),
});

/**
 * Favourite or unfavourite, shown at once in every list held; if the server refuses, the lists
 * are put back as they were. (Options of a mutation, so they can be tested without React.)
 */
export function favoriteMutation(client: QueryClient) {
  return {
    mutationFn: ({ id, favorite }: { id: string; favorite: boolean }) =>
      dataOf(
        favorite
          ? api.PUT('/api/templates/{id}/favorite', { params: { path: { id } } })
          : api.DELETE('/api/templates/{id}/favorite', { params: { path: { id } } }),
      ),
    onMutate: async ({ id, favorite }: { id: string; favorite: boolean }) => {
      await client.cancelQueries({ queryKey: queryKeys.templates.lists });
      const before = client.getQueriesData<TemplatePage>({ queryKey: queryKeys.templates.lists });
      editTemplatePages(client, (page) => ({
        ...page,
        templates: page.templates.map((item) => (item.id === id ? { ...item, favorite } : item)),
      }));
      return { before };
    },
    onError: (
      _error: unknown,
      _variables: unknown,
      context: { before: [readonly unknown[], TemplatePage | undefined][] } | undefined,
    ) => {
      for (const [queryKey, page] of context?.before ?? []) client.setQueryData(queryKey, page);
    },
  };
}

export function useFavoriteTemplate() {
  return useMutation(favoriteMutation(useQueryClient()));
}

/** Admins only (spec §6): mark a template featured or take it out of featured. */
export function useFeatureTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, featured }: { id: string; featured: boolean }) =>
      dataOf(api.PATCH('/api/admin/templates/{id}', { params: { path: { id } }, body: { featured } })),
    onSuccess: (template) => editTemplatePages(client, withTemplate(template)),
  });
}

/** Admins only (spec §6). */
export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataOf(api.DELETE('/api/admin/templates/{id}', { params: { path: { id } } })),
    onSuccess: (_answer, id) => editTemplatePages(client, withoutTemplate(id)),
  });
}
