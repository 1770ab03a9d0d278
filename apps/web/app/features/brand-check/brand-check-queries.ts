import { brandCheckBatchLimit } from '@brandloom/shared/brand-check';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useVersionSaved } from '~/features/editor';
import { api, dataOf, type Schemas } from '~/lib/api';
import { queryKeys } from '~/lib/query-keys';

export type BrandCheckSummary = Schemas['BrandCheckSummaries']['checks'][number]['check'];

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

interface Waiter {
  resolve: (summary: BrandCheckSummary) => void;
  reject: (error: unknown) => void;
}

/** Cards asking in the same moment, by creative id, until the next task sends their one request. */
const waiting = new Map<string, Waiter[]>();

async function askFor(ids: string[], waiters: Map<string, Waiter[]>): Promise<void> {
  try {
    const { checks } = await dataOf(
      api.GET('/api/creatives/brand-checks', { params: { query: { ids: ids.join(',') } } }),
    );
    const byId = new Map(checks.map(({ id, check }) => [id, check]));
    for (const id of ids) {
      const summary = byId.get(id);
      for (const waiter of waiters.get(id) ?? [])
        summary ? waiter.resolve(summary) : waiter.reject(new Error(`no brand check for ${id}`));
    }
  } catch (error) {
    for (const id of ids) for (const waiter of waiters.get(id) ?? []) waiter.reject(error);
  }
}

function sendWaiting(): void {
  const waiters = new Map(waiting);
  waiting.clear();
  const ids = [...waiters.keys()];
  for (let start = 0; start < ids.length; start += brandCheckBatchLimit)
    void askFor(ids.slice(start, start + brandCheckBatchLimit), waiters);
}

/** One creative's badge, asked together with every other card that asks before the next task. */
function summaryOf(id: string): Promise<BrandCheckSummary> {
  return new Promise((resolve, reject) => {
    if (waiting.size === 0) setTimeout(sendWaiting, 0);
    waiting.set(id, [...(waiting.get(id) ?? []), { resolve, reject }]);
  });
}

/**
 * A card's badge (decision 0067): a page of cards mounts together, so their queries meet in one
 * `GET /api/creatives/brand-checks` instead of one request each, while each keeps its own cache
 * entry (keyed by its update date), so an edited creative alone is asked again.
 */
export function useBrandCheckSummary(creative: CheckableCreative, enabled = true) {
  return useQuery({
    queryKey: queryKeys.creatives.brandCheckSummary(creative.id, creative.updatedDate),
    queryFn: () => summaryOf(creative.id),
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
