import type { RealtimeTable } from '@brandloom/shared/realtime';
import { useCallback, useEffect, useState } from 'react';
import { useRealtime } from '~/features/realtime/hooks/use-realtime';
import { ApiError } from '~/lib/api';

export type LiveState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; value: T };

/**
 * Reads `load` once and again whenever the realtime stream announces a change to `tables`; a
 * re-read keeps showing the last answer until the new one arrives, so nothing flickers.
 */
export function useLiveResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  tables: readonly RealtimeTable[],
) {
  const [state, setState] = useState<LiveState<T>>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` re-runs the load; `load` is a module function
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => (previous.status === 'error' ? { status: 'loading' } : previous));
    load(controller.signal).then(
      (value) => setState({ status: 'ready', value }),
      (error: unknown) => {
        // A 401 has already gone to sign-in (lib/api.ts); anything else offers a retry.
        if (controller.signal.aborted) return;
        setState((previous) =>
          previous.status === 'ready'
            ? previous
            : { status: 'error', message: error instanceof ApiError ? error.message : '' },
        );
      },
    );
    return () => controller.abort();
  }, [version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  useRealtime(tables, reload);
  return { state, reload };
}
