import { useMutation, useQuery } from '@tanstack/react-query';
import { useVersionSaved } from '~/features/editor';
import { api, dataOf } from '~/lib/api';
import { queryKeys } from '~/lib/query-keys';

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
 * A creative's brand check (decision 0056). Keyed by its update date, so an edited creative is
 * checked again; under the creatives prefix, so realtime changes refresh it.
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

/** The mechanical fixes, saved as the creative's next version: the new version and its check. */
export function useFixBrandCheck(id: string) {
  const saved = useVersionSaved(id);
  return useMutation({
    mutationFn: () => dataOf(api.POST('/api/creatives/{id}/brand-check/fix', { params: { path: { id } } })),
    onSuccess: (fixed) => saved(fixed.creative),
  });
}
