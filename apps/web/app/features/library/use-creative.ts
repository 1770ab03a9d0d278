import { useCallback, useEffect, useState } from 'react';
import type { Creative } from '~/features/create';
import { fetchCreative } from '~/features/create';
import { useRealtime } from '~/features/realtime';
import { ApiError } from '~/lib/api';

export type CreativeState =
  | { status: 'loading' }
  | { status: 'ready'; creative: Creative }
  /** Missing or someone else's: the server's (translated) message. */
  | { status: 'not-found'; message: string }
  | { status: 'error' };

/** One creative by id (GET /api/creatives/{id}), kept current by the realtime stream. */
export function useCreative(id: string | null) {
  const [state, setState] = useState<CreativeState>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` re-reads after a change
  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    setState((previous) =>
      previous.status === 'ready' && previous.creative.id === id ? previous : { status: 'loading' },
    );
    fetchCreative(id, controller.signal).then(
      (creative) => setState({ status: 'ready', creative }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(
          error instanceof ApiError && error.status === 404
            ? { status: 'not-found', message: error.message }
            : { status: 'error' },
        );
      },
    );
    return () => controller.abort();
  }, [id, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  useRealtime(['adcreative'], (update) => {
    if (update.kind === 'resync' || update.change.rowId === id) reload();
  });
  const set = useCallback((creative: Creative) => setState({ status: 'ready', creative }), []);
  return { state, reload, set };
}
