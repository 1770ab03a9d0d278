import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '~/lib/api';
import type { paths } from '~/lib/api/schema';
import { queryKeys } from '~/lib/query-keys';

type ResizeBody = paths['/api/creatives/{id}/resize']['post']['requestBody']['content']['application/json'];

/** The newest creative made from `id` for each placement (the contact sheet). */
export function usePlacements(id: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.creatives.placements(id),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/creatives/{id}/placements', { params: { path: { id } }, signal })),
    select: (data) => data.creatives,
    enabled,
  });
}

/** Lays the creative out again for the placements picked; the library lists the new ones too. */
export function useResizeCreative(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (placements: string[]) =>
      dataOf(
        api.POST('/api/creatives/{id}/resize', {
          params: { path: { id } },
          // Ids of ad-formats.ts, which the document lists one by one.
          body: { placements: placements as ResizeBody['placements'] },
        }),
      ),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.creatives.placements(id) });
      void client.invalidateQueries({ queryKey: queryKeys.creatives.lists });
    },
  });
}

/** The `filename="…"` of a Content-Disposition header (the server sends plain ASCII names). */
function fileNameOf(disposition: string | null): string | null {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? null;
}

/** Saves every placement of the creative as one ZIP, under the server's name; throws ApiError. */
export async function downloadPlacementsZip(id: string): Promise<void> {
  // A refusal is thrown by the client as ApiError with the server's message.
  const { data, response } = await api.GET('/api/creatives/{id}/placements.zip', {
    params: { path: { id } },
    parseAs: 'blob' as const,
  });
  const url = URL.createObjectURL(data as Blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? 'brandloom-placements.zip';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
