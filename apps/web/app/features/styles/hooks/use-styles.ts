import type { CustomStyle, StyleList } from '@brandloom/shared/styles';
import { useCallback, useEffect, useState } from 'react';
import { fetchStyles } from '../api/styles-api';

export type StylesState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; list: StyleList };

/**
 * The styles list of GET /api/styles. After a save or delete the page puts the server's answer in
 * place (`saved`, `removed`) instead of reloading everything.
 */
export function useStyles() {
  const [state, setState] = useState<StylesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on retry
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchStyles(controller.signal).then(
      (list) => setState({ status: 'ready', list }),
      () => {
        // A 401 has already gone to sign-in (lib/api.ts); anything else offers a retry.
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const saved = useCallback(
    (style: CustomStyle) =>
      setState((current) => {
        if (current.status !== 'ready') return current;
        const exists = current.list.custom.some((item) => item.id === style.id);
        const custom = exists
          ? current.list.custom.map((item) => (item.id === style.id ? style : item))
          : [style, ...current.list.custom];
        return { status: 'ready', list: { ...current.list, custom } };
      }),
    [],
  );
  const removed = useCallback(
    (id: string) =>
      setState((current) =>
        current.status === 'ready'
          ? {
              status: 'ready',
              list: { ...current.list, custom: current.list.custom.filter((item) => item.id !== id) },
            }
          : current,
      ),
    [],
  );
  return { state, retry, saved, removed };
}
