import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { queryClient } from '~/lib/query-client';
import { currentPath, saveRedirectPath } from '~/lib/redirect-path';
import { startRealtime, subscribeToRealtime } from '../realtime';
import { applyRealtimeUpdate } from '../realtime-cache';

/**
 * Keeps the realtime stream open while the app layout (signed-in users only) is shown. When the
 * server ends it because the session is gone, the user goes to sign in (spec §4 SIGNED_OUT). Its
 * updates keep the query cache current.
 */
export function useRealtimeConnection(signedIn: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!signedIn) return;
    const stopUpdatingCache = subscribeToRealtime((update) => applyRealtimeUpdate(queryClient, update));
    const stop = startRealtime(() => {
      saveRedirectPath(currentPath());
      navigate('/auth/login', { replace: true });
    });
    return () => {
      stop();
      stopUpdatingCache();
    };
  }, [signedIn, navigate]);
}
