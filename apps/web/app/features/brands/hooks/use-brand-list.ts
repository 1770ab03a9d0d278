import { useCallback, useEffect, useState } from 'react';
import { type BrandList, fetchBrands } from '../api/brands-api';

export type BrandListState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; list: BrandList };

/** The user's brands; `reload` fetches them again (after a delete, or to retry). */
export function useBrandList() {
  const [state, setState] = useState<BrandListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load
  useEffect(() => {
    const controller = new AbortController();
    fetchBrands(controller.signal).then(
      (list) => setState({ status: 'ready', list }),
      () => {
        // A 401 has already gone to sign-in (lib/api.ts); anything else offers a retry.
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, reload };
}
