import type { BrandInput } from '@brandloom/shared/brands';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, dataOf, multipartBody, type Schemas } from '~/lib/api';
import { queryClient } from '~/lib/query-client';
import { queryKeys } from '~/lib/query-keys';
import { useEveryPage } from '~/lib/use-every-page';

export type CatalogFontEntry = Schemas['FontCatalog']['fonts'][number];

type BrandPage = Schemas['BrandPage'];

const brandsPageSize = 50;

/** The pages read so far as one list; how many there are and the plan's limit as last read. */
function brandsSoFar({ pages }: InfiniteData<BrandPage>) {
  const last = pages.at(-1);
  return {
    brands: pages.flatMap((page) => page.brands),
    total: last?.total ?? 0,
    plan: last?.plan ?? 'free',
    maxBrands: last?.maxBrands ?? null,
  };
}

/**
 * GET /api/brands: the user's brands by name, a page at a time (`fetchNextPage`); `data` holds the
 * brands read so far, how many the user has in all, their plan and how many brands it allows.
 */
export function useBrands() {
  return useInfiniteQuery({
    queryKey: queryKeys.brands.list,
    queryFn: ({ pageParam, signal }) =>
      dataOf(
        api.GET('/api/brands', {
          params: { query: { limit: brandsPageSize, ...(pageParam ? { cursor: pageParam } : {}) } },
          signal,
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    select: brandsSoFar,
  });
}

/** Every brand, for a select that offers them all: the first page at once, the rest read after it. */
export function useBrandChoices() {
  return useEveryPage(useBrands());
}

/** One brand to edit; a 404 (missing or someone else's) is the query's error. */
export function useBrand(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.brands.detail(id ?? ''),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/brands/{id}', { params: { path: { id: id ?? '' } }, signal })),
    enabled: id !== undefined,
  });
}

/** A created or changed brand shows in every list; the first one also ticks the dashboard checklist. */
function brandsChanged(): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.brands.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.onboarding }),
  ]).then(() => undefined);
}

/** Creates (no `id`) or replaces a brand. */
export function useSaveBrand() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: BrandInput }) =>
      id
        ? dataOf(api.PUT('/api/brands/{id}', { params: { path: { id } }, body: input }))
        : dataOf(api.POST('/api/brands', { body: input })),
    onSuccess: brandsChanged,
  });
}

export function useDeleteBrand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataOf(api.DELETE('/api/brands/{id}', { params: { path: { id } } })),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: queryKeys.brands.detail(id) });
      return brandsChanged();
    },
  });
}

/** Files a brand refers to are stored first; the brand keeps their paths. */
export const uploadLogo = (file: File) => dataOf(api.POST('/api/brands/logos', multipartBody({ file })));

export const uploadFont = (file: File) => dataOf(api.POST('/api/brands/fonts', multipartBody({ file })));

export const logoFromSvg = (svg: string) => dataOf(api.POST('/api/brands/logos/from-svg', { body: { svg } }));

export const logoFromUrl = (url: string) => dataOf(api.POST('/api/brands/logos/from-url', { body: { url } }));

/** POST /api/website-scan: a draft brand read from a website (nothing is stored, nothing cached). */
export const scanWebsite = (url: string) => dataOf(api.POST('/api/website-scan', { body: { url } }));

/** The shipped font catalogue: it only changes with a release, so it is read once per page load. */
export function useFontCatalog(wanted: boolean) {
  return useQuery({
    enabled: wanted,
    queryKey: queryKeys.fonts,
    queryFn: ({ signal }) => dataOf(api.GET('/api/fonts', { signal })),
    select: (catalog) => catalog.fonts,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
