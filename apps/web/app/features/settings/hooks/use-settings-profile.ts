import { useCallback, useEffect, useState } from 'react';
import type { Profile } from '~/features/auth/hooks/use-profile';
import { fetchProfile } from '../api/settings-api';

export type SettingsProfileState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; profile: Profile };

/** The profile the settings page edits; `update` puts the server's answer in place after a save. */
export function useSettingsProfile() {
  const [state, setState] = useState<SettingsProfileState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on retry
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchProfile(controller.signal).then(
      (profile) => setState({ status: 'ready', profile }),
      () => {
        // A 401 has already gone to sign-in (lib/api.ts); anything else offers a retry.
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const update = useCallback((profile: Profile) => setState({ status: 'ready', profile }), []);
  return { state, retry, update };
}
