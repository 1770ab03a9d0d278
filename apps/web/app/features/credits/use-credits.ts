import { useCallback, useEffect, useState } from 'react';
import { type Credits, fetchCredits, fetchLedgerPage, type LedgerEntry } from './credits-api';

type Loadable<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; value: T };

/** The signed-in user's credits; `reload` fetches them again (e.g. after a generation). */
export function useCredits() {
  const [state, setState] = useState<Loadable<Credits>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load
  useEffect(() => {
    const controller = new AbortController();
    fetchCredits(controller.signal).then(
      (value) => setState({ status: 'ready', value }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  return { state, reload: useCallback(() => setAttempt((value) => value + 1), []) };
}

/** The credit ledger, newest first, a page at a time. */
export function useCreditLedger() {
  const [entries, setEntries] = useState<LedgerEntry[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [status, setStatus] = useState<'loading' | 'error' | 'ready' | 'loading-more'>('loading');

  const load = useCallback(async (cursor: string | null, signal?: AbortSignal) => {
    setStatus(cursor ? 'loading-more' : 'loading');
    try {
      const page = await fetchLedgerPage(cursor, signal);
      setEntries((previous) => (cursor ? [...previous, ...page.entries] : page.entries));
      setNextCursor(page.nextCursor);
      setStatus('ready');
    } catch {
      if (!signal?.aborted) setStatus('error');
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(null, controller.signal);
    return () => controller.abort();
  }, [load]);

  return {
    entries,
    status,
    hasMore: nextCursor !== null,
    loadMore: () => load(nextCursor),
    retry: () => load(null),
  };
}
