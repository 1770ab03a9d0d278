import { useCallback, useEffect, useRef, useState } from 'react';
import { type Conversation, fetchConversation, isInProgress } from './create-api';

type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; value: Conversation };

/** While creatives are being made, the chat is read again this often until all are done. */
const refreshMs = 1500;

/**
 * One chat with its creatives. It refreshes itself while any creative is queued or generating,
 * so cards move through their states without a reload.
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
    const timer = setTimeout(() => setVersion((value) => value + 1), refreshMs);
    return () => clearTimeout(timer);
  }, [busy, state]);

  return { state, reload: useCallback(() => setVersion((value) => value + 1), []) };
}
