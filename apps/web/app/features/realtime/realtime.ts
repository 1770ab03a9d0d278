import { api, dataOf } from '~/lib/api';
import { type RealtimeEnvironment, type RealtimeUpdate, startRealtimeClient } from './realtime-client';

const listeners = new Set<(update: RealtimeUpdate) => void>();

/** Hears every update of the app's one realtime stream; answers a function that stops hearing. */
export function subscribeToRealtime(listener: (update: RealtimeUpdate) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const browserEnvironment: RealtimeEnvironment = {
  openStream: (url) => new EventSource(url),
  fetchChangesSince: (since) =>
    dataOf(api.GET('/api/realtime/changes', { params: { query: { since: since.toISOString() } } })),
  isHidden: () => document.visibilityState === 'hidden',
  onVisibilityChange(listener) {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
  onOnline(listener) {
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  },
  now: () => Date.now(),
};

/** Opens the signed-in user's stream (GET /api/realtime) and hands its updates to the subscribers. */
export function startRealtime(onSignedOut: () => void): () => void {
  return startRealtimeClient(browserEnvironment, {
    onUpdate: (update) => {
      for (const listener of listeners) listener(update);
    },
    onSignedOut,
  });
}
