import { brandCheckBatchLimit } from '@brandloom/shared/brand-check';
import { useMutation, useQuery } from '@tanstack/react-query';
import DataLoader from 'dataloader';
import { useVersionSaved } from '~/features/editor';
import { api, dataOf, type Schemas } from '~/lib/api';
import { queryKeys } from '~/lib/query-keys';

type BrandCheckSummary = Schemas['BrandCheckSummaries']['checks'][number]['check'];

/** What the brand check needs to know of a creative to ask for its check. */
export interface CheckableCreative {
  id: string;
  mode: string;
  status: string;
  hasLayers: boolean;
  updatedDate: string;
}

/** Only finished images with their layers have a check to show on a card. */
export function isCheckable(creative: CheckableCreative): boolean {
  return creative.mode === 'image' && creative.status === 'completed' && creative.hasLayers;
}

/**
 * A creative's brand check with its findings and reasons, for the details view (decision 0056).
 * Keyed by its update date, so an edited creative is checked again; under the creatives prefix,
 * so realtime changes refresh it.
 */
export function useBrandCheck(creative: CheckableCreative, enabled = true) {
  return useQuery({
    queryKey: queryKeys.creatives.brandCheck(creative.id, creative.updatedDate),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/creatives/{id}/brand-check', { params: { path: { id: creative.id } }, signal })),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/**
 * Cards asking in the same moment meet in one request per batch limit, sent on the next task; the
 * queries keep their own cache, so the loader caches nothing.
 */
const summaries = new DataLoader<string, BrandCheckSummary>(
  async (ids) => {
    const { checks } = await dataOf(
      api.GET('/api/creatives/brand-checks', { params: { query: { ids: ids.join(',') } } }),
    );
    const byId = new Map(checks.map(({ id, check }) => [id, check]));
    return ids.map((id) => byId.get(id) ?? new Error(`no brand check for ${id}`));
  },
  { cache: false, maxBatchSize: brandCheckBatchLimit, batchScheduleFn: (send) => setTimeout(send, 0) },
);

/**
 * A card's badge (decision 0067): a page of cards mounts together, so their queries meet in one
 * `GET /api/creatives/brand-checks` instead of one request each, while each keeps its own cache
 * entry (keyed by its update date), so an edited creative alone is asked again.
 */
export function useBrandCheckSummary(creative: CheckableCreative, enabled = true) {
  return useQuery({
    queryKey: queryKeys.creatives.brandCheckSummary(creative.id, creative.updatedDate),
    queryFn: () => summaries.load(creative.id),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The mechanical fixes, saved as the creative's next version: the new version and its check. */
export function useFixBrandCheck(id: string) {
  const saved = useVersionSaved(id);
  return useMutation({
    mutationFn: () => dataOf(api.POST('/api/creatives/{id}/brand-check/fix', { params: { path: { id } } })),
    onSuccess: (fixed) => saved(fixed.creative),
  });
}
