import { useCallback, useEffect, useRef, useState } from 'react';
import type { Creative } from '~/features/create';
import { fetchCreative } from '~/features/create';
import { useRealtime } from '~/features/realtime';
import { ApiError } from '~/lib/api';
import { fetchLibraryPage, type LibraryFilters } from './library-api';

type Status = 'loading' | 'error' | 'ready' | 'loading-more';

/** Whether a creative belongs in the list the filters show (after a change made it leave or enter). */
function fitsFilters(creative: Creative, filters: LibraryFilters): boolean {
  return creative.archived === filters.archived && (filters.tab !== 'favorites' || creative.favorite);
}

/**
 * The creatives of the library for `filters`, a page at a time (`loadMore`, for infinite scroll).
 * Realtime changes are applied in place, so the pages already read stay: a changed creative is read
 * again, a deleted one leaves, and a new one brings the first page in front of what is loaded.
 */
export function useLibrary(filters: LibraryFilters) {
  const [creatives, setCreatives] = useState<Creative[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [version, setVersion] = useState(0);
  const key = JSON.stringify(filters);
  const shown = useRef<Creative[]>([]);
  shown.current = creatives;
  const current = useRef(filters);
  current.current = filters;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the filters, `version` re-reads
  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    fetchLibraryPage(JSON.parse(key) as LibraryFilters, null, controller.signal).then(
      (page) => {
        setCreatives(page.creatives);
        setNextCursor(page.nextCursor);
        setStatus('ready');
      },
      () => {
        if (!controller.signal.aborted) setStatus('error');
      },
    );
    return () => controller.abort();
  }, [key, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);

  const replace = useCallback(
    (creative: Creative) =>
      setCreatives((previous) =>
        fitsFilters(creative, current.current)
          ? previous.map((item) => (item.id === creative.id ? creative : item))
          : previous.filter((item) => item.id !== creative.id),
      ),
    [],
  );
  const remove = useCallback(
    (id: string) => setCreatives((previous) => previous.filter((item) => item.id !== id)),
    [],
  );

  useRealtime(['adcreative'], (update) => {
    if (update.kind === 'resync') return reload();
    const { rowId, changes } = update.change;
    if (changes.includes('deleted')) return remove(rowId);
    if (shown.current.some((item) => item.id === rowId)) {
      fetchCreative(rowId).then(replace, (error: unknown) => {
        if (error instanceof ApiError && error.status === 404) remove(rowId);
      });
      return;
    }
    // A creative not shown: new, or changed so that it now matches. The server filters the first page.
    const filters = current.current;
    fetchLibraryPage(filters, null).then((page) => {
      if (JSON.stringify(current.current) !== JSON.stringify(filters)) return;
      setCreatives((previous) => {
        const fresh = new Set(page.creatives.map((item) => item.id));
        return [...page.creatives, ...previous.filter((item) => !fresh.has(item.id))];
      });
    }, reload);
  });

  const loading = useRef(false);
  const loadMore = useCallback(async () => {
    if (!nextCursor || loading.current) return;
    loading.current = true;
    setStatus('loading-more');
    try {
      const page = await fetchLibraryPage(JSON.parse(key) as LibraryFilters, nextCursor);
      // The filters changed while the page was on its way: it belongs to the old list.
      if (JSON.stringify(current.current) !== key) return;
      setCreatives((previous) => {
        const known = new Set(previous.map((item) => item.id));
        return [...previous, ...page.creatives.filter((item) => !known.has(item.id))];
      });
      setNextCursor(page.nextCursor);
      setStatus('ready');
    } catch {
      setStatus('error');
    } finally {
      loading.current = false;
    }
  }, [key, nextCursor]);

  return { creatives, status, hasMore: nextCursor !== null, loadMore, reload, replace, remove };
}
