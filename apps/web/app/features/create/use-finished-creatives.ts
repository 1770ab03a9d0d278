import { useCallback, useEffect, useState } from 'react';
import { type Creative, fetchFinishedCreatives } from './create-api';

export type FinishedCreativesState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; creatives: Creative[]; nextCursor: string | null; loadingMore: boolean };

/** The user's finished creatives matching `search` (of one mode, if given), a page at a time, for the pick-a-creative dialog. */
export function useFinishedCreatives(search: string, mode?: Creative['mode']) {
  const [state, setState] = useState<FinishedCreativesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchFinishedCreatives(search, null, controller.signal, mode).then(
      (page) => setState({ status: 'ready', ...page, loadingMore: false }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [search, mode, attempt]);

  const loadMore = useCallback(async () => {
    if (state.status !== 'ready' || !state.nextCursor || state.loadingMore) return;
    setState({ ...state, loadingMore: true });
    try {
      const page = await fetchFinishedCreatives(search, state.nextCursor, undefined, mode);
      setState((current) =>
        current.status === 'ready'
          ? {
              status: 'ready',
              creatives: [...current.creatives, ...page.creatives],
              nextCursor: page.nextCursor,
              loadingMore: false,
            }
          : current,
      );
    } catch {
      setState({ status: 'error' });
    }
  }, [state, search, mode]);

  return { state, loadMore, reload: useCallback(() => setAttempt((value) => value + 1), []) };
}
