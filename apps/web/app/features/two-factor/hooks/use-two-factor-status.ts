import { useCallback, useEffect, useState } from 'react';
import { readSession } from '~/lib/auth/session';

export type TwoFactorStatus =
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'ready'; enabled: boolean; email: string };

/** Whether the signed-in user has two-factor on (from their session), with a way to ask again. */
export function useTwoFactorStatus() {
  const [status, setStatus] = useState<TwoFactorStatus>({ state: 'loading' });
  const load = useCallback(async () => {
    setStatus({ state: 'loading' });
    const session = await readSession();
    if (session.status !== 'signed-in') {
      // A signed-out answer is handled by the app's session watch; here it only cannot show a status.
      setStatus({ state: 'error' });
      return;
    }
    const { user } = session.session;
    setStatus({ state: 'ready', enabled: user.twoFactorEnabled === true, email: user.email });
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  return {
    status,
    reload: load,
    setEnabled: (enabled: boolean) =>
      setStatus((current) => (current.state === 'ready' ? { ...current, enabled } : current)),
  };
}
