import type { LayerDocument } from '@brandloom/shared/layers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '~/lib/api';

export type Creative = Schemas['Creative'];

import { api, dataOf } from '~/lib/api';
import { queryKeys } from '~/lib/query-keys';

/** A layer painted alone by the server, and where it sits on the canvas (decision 0055). */
export interface LayerPicture {
  id: string;
  image: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** By photo path: the point (fractions of the picture) an uncropped photo centres on. */
export type PhotoFocus = Record<string, { x: number; y: number }>;

/** The editor's start: the stored document, its layers painted, the brand's palette, the uploads. */
export function useEditorStart(id: string) {
  return useQuery({
    queryKey: queryKeys.creatives.editor(id),
    queryFn: async ({ signal }) => {
      const answer = await dataOf(
        api.GET('/api/creatives/{id}/editor', { params: { path: { id } }, signal }),
      );
      // The server checked it against the shared schema when it stored it.
      return { ...answer, document: answer.document as unknown as LayerDocument };
    },
    staleTime: 0,
    gcTime: 0,
  });
}

/** The document with `refit` text layers set again in their boxes, and the `layers` painted. */
export async function previewEdit(
  id: string,
  document: LayerDocument,
  refit: string[],
  layers: string[],
): Promise<{ document: LayerDocument; layers: LayerPicture[]; photoFocus: PhotoFocus }> {
  const answer = await dataOf(
    api.POST('/api/creatives/{id}/editor/preview', {
      params: { path: { id } },
      body: { document: document as unknown as Record<string, unknown>, refit, layers },
    }),
  );
  return { ...answer, document: answer.document as unknown as LayerDocument };
}

/** After a new version: every list, the chat and the history read again (the new one replaces the old). */
export function useVersionSaved(id: string) {
  const client = useQueryClient();
  return (saved: Creative) => {
    void client.invalidateQueries({ queryKey: queryKeys.creatives.lists });
    void client.invalidateQueries({ queryKey: queryKeys.creatives.versions(saved.versionOf ?? id) });
    void client.invalidateQueries({ queryKey: queryKeys.creatives.versions(id) });
    void client.invalidateQueries({ queryKey: queryKeys.conversations.all });
    client.setQueryData(queryKeys.creatives.detail(saved.id), saved);
  };
}

export function useSaveVersion(id: string) {
  const saved = useVersionSaved(id);
  return useMutation({
    mutationFn: async (document: LayerDocument) =>
      (
        await dataOf(
          api.POST('/api/creatives/{id}/versions', {
            params: { path: { id } },
            body: { document: document as unknown as Record<string, unknown> },
          }),
        )
      ).creative,
    onSuccess: saved,
  });
}

/** Every version of the creative, newest first. */
export function useVersions(id: string) {
  return useQuery({
    queryKey: queryKeys.creatives.versions(id),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/creatives/{id}/versions', { params: { path: { id } }, signal })),
    select: (data) => data.creatives,
  });
}

/** Makes an older version the newest again. */
export function useRevertVersion(id: string) {
  const saved = useVersionSaved(id);
  return useMutation({
    mutationFn: async (versionId: string) =>
      (await dataOf(api.POST('/api/creatives/{id}/revert', { params: { path: { id: versionId } } })))
        .creative,
    onSuccess: saved,
  });
}
