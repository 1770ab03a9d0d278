import { useCallback, useEffect, useState } from 'react';
import type { Creative } from '~/features/create/create-api';
import { useRealtime } from '~/features/realtime/hooks/use-realtime';
import { fetchLibraryPage, type LibraryFilters } from './library-api';

type Status = 'loading' | 'error' | 'ready' | 'loading-more';

/**
 * The creatives of the library for `filters`, a page at a time ("load more"), re-read when the
 * realtime stream announces a change to the user's creatives.
 */
export function useLibrary(filters: LibraryFilters) {
  const [creatives, setCreatives] = useState<Creative[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [version, setVersion] = useState(0);
  const key = JSON.stringify(filters);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the filters, `version` re-reads
  useEffect(() => {
    const controller = new AbortController();
    setStatus((previous) => (previous === 'ready' ? 'ready' : 'loading'));
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
  useRealtime(['adcreative'], reload);

  const loadMore = async () => {
    if (!nextCursor) return;
    setStatus('loading-more');
    try {
      const page = await fetchLibraryPage(filters, nextCursor);
      setCreatives((previous) => [...previous, ...page.creatives]);
      setNextCursor(page.nextCursor);
      setStatus('ready');
    } catch {
      setStatus('error');
    }
  };

  const replace = (creative: Creative) =>
    setCreatives((previous) => previous.map((item) => (item.id === creative.id ? creative : item)));
  const remove = (id: string) => setCreatives((previous) => previous.filter((item) => item.id !== id));

  return { creatives, status, hasMore: nextCursor !== null, loadMore, reload, replace, remove };
}
