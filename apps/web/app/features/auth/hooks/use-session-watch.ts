import { sessionCheckIntervalMs, sessionRecheckDelayMs } from '@brandloom/shared/auth-constants';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { readSession } from '~/lib/auth/session';
import { currentPath, saveRedirectPath } from '~/lib/redirect-path';

/**
 * Spec §4: every 5 minutes the app asks whether its session is still alive; when it is not, it
 * asks once more a second later (a refresh may have been under way) before sending the user to
 * sign in. A failed request (offline, server down) keeps the user where they are.
 */
export function useSessionWatch(): void {
  const navigate = useNavigate();
  useEffect(() => {
    let stopped = false;
    let recheck: number | undefined;
    const check = async () => {
      if ((await readSession()).status !== 'signed-out' || stopped) return;
      recheck = window.setTimeout(async () => {
        if ((await readSession()).status !== 'signed-out' || stopped) return;
        saveRedirectPath(currentPath());
        navigate('/auth/login', { replace: true });
      }, sessionRecheckDelayMs);
    };
    const timer = window.setInterval(check, sessionCheckIntervalMs);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      window.clearTimeout(recheck);
    };
  }, [navigate]);
}
