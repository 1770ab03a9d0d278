import { useCallback, useEffect, useRef, useState } from 'react';
import { useRealtime } from '~/features/realtime';
import { type Conversation, fetchConversation, isInProgress } from './create-api';

type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; value: Conversation };

/**
 * Without news from the realtime stream, a chat with creatives in progress is read again this
 * often (a safety net: the stream normally announces every change at once).
 */
const fallbackRefreshMs = 15_000;

/**
 * One chat with its creatives. Changes to the user's creatives announced on the realtime stream
 * re-read it, so cards move through their states live.
 */
export function useConversation(id: string | null) {
  const [state, setState] = useState<State>(id ? { status: 'loading' } : { status: 'idle' });
  const [version, setVersion] = useState(0);
  const current = useRef(id);
  current.current = id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` re-runs the load
  useEffect(() => {
    if (!id) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState((previous) =>
      previous.status === 'ready' && previous.value.id === id ? previous : { status: 'loading' },
    );
    fetchConversation(id, controller.signal).then(
      (value) => {
        if (current.current === id) setState({ status: 'ready', value });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [id, version]);

  const busy =
    state.status === 'ready' && state.value.messages.some((message) => message.creatives.some(isInProgress));
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer arms the next refresh
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setVersion((value) => value + 1), fallbackRefreshMs);
    return () => clearTimeout(timer);
  }, [busy, state]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  useRealtime(['adcreative'], reload);
  return { state, reload };
}
