import { useCallback, useEffect, useState } from 'react';
import { type ConversationSummary, fetchConversations } from './create-api';

/** The user's chats, most recent first. */
export function useConversations() {
  const [state, setState] = useState<
    { status: 'loading' } | { status: 'error' } | { status: 'ready'; value: ConversationSummary[] }
  >({ status: 'loading' });
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` re-runs the load
  useEffect(() => {
    const controller = new AbortController();
    fetchConversations(controller.signal).then(
      ({ conversations }) => setState({ status: 'ready', value: conversations }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [version]);

  return { state, reload: useCallback(() => setVersion((value) => value + 1), []) };
}
