import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '~/lib/api';
import { fetchUploads, fetchUploadTags, type Upload, type UploadFilters } from '../api/uploads-api';

export type UploadsState =
  | { status: 'loading' }
  | { status: 'ready'; uploads: Upload[]; nextCursor: string | null; loadingMore: boolean }
  | { status: 'error'; error: ApiError };

const byNewest = (a: Upload, b: Upload) =>
  b.creationDate.localeCompare(a.creationDate) || b.id.localeCompare(a.id);

/** Whether a newly saved upload belongs in the list the filters show. */
function matches(upload: Upload, { source, tag, search, brandId }: UploadFilters): boolean {
  return (
    (!source || upload.source === source) &&
    (!tag || upload.tag === tag) &&
    (!brandId || upload.brandId === brandId) &&
    (!search || upload.filename.toLowerCase().includes(search.toLowerCase()))
  );
}

const asApiError = (error: unknown) =>
  error instanceof ApiError ? error : new ApiError(0, 'NETWORK_ERROR', String(error));

/** The user's uploads for some filters, newest first, with "load more" and local edits. */
export function useUploads(filters: UploadFilters) {
  const [state, setState] = useState<UploadsState>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const { source, tag, search, brandId } = filters;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks for the same list again
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchUploads({ source, tag, search, brandId }, null, controller.signal).then(
      (page) => setState({ status: 'ready', ...page, loadingMore: false }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error: asApiError(error) });
      },
    );
    return () => controller.abort();
  }, [source, tag, search, brandId, reloads]);

  const loadMore = useCallback(async () => {
    if (state.status !== 'ready' || !state.nextCursor || state.loadingMore) return;
    setState({ ...state, loadingMore: true });
    try {
      const page = await fetchUploads({ source, tag, search, brandId }, state.nextCursor);
      setState((current) =>
        current.status === 'ready'
          ? {
              status: 'ready',
              uploads: [...current.uploads, ...page.uploads],
              nextCursor: page.nextCursor,
              loadingMore: false,
            }
          : current,
      );
    } catch (error) {
      setState({ status: 'error', error: asApiError(error) });
    }
  }, [state, source, tag, search, brandId]);

  const edit = useCallback(
    (change: (uploads: Upload[]) => Upload[]) =>
      setState((current) =>
        current.status === 'ready' ? { ...current, uploads: change(current.uploads) } : current,
      ),
    [],
  );

  return {
    state,
    reload,
    loadMore,
    /** A saved upload takes its place by creation date (spec §4: the list re-sorts, newest first). */
    add: (upload: Upload) => {
      if (matches(upload, filters))
        edit((uploads) => [upload, ...uploads.filter((u) => u.id !== upload.id)].sort(byNewest));
    },
    replace: (upload: Upload) => {
      edit((uploads) => uploads.map((u) => (u.id === upload.id ? upload : u)));
    },
    remove: (id: string) => edit((uploads) => uploads.filter((u) => u.id !== id)),
  };
}

/** The tags the user's uploads carry, for the library's tag filter; `refresh` after a tag changes. */
export function useUploadTags() {
  const [tags, setTags] = useState<string[]>([]);
  const refresh = useCallback(() => {
    fetchUploadTags().then(setTags, () => {
      // The filter keeps the tags it had; the list itself reports load errors.
    });
  }, []);
  useEffect(refresh, [refresh]);
  return { tags, refresh };
}
