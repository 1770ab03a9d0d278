import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { currentPath, saveRedirectPath } from '~/lib/redirect-path';
import { startRealtime } from '../realtime';

/**
 * Keeps the realtime stream open while the app layout (signed-in users only) is shown. When the
 * server ends it because the session is gone, the user goes to sign in (spec §4 SIGNED_OUT).
 */
export function useRealtimeConnection(signedIn: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!signedIn) return;
    return startRealtime(() => {
      saveRedirectPath(currentPath());
      navigate('/auth/login', { replace: true });
    });
  }, [signedIn, navigate]);
}
