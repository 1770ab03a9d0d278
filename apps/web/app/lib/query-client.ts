import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one cache of server state. Screens show a failure with their own retry button, as they
 * did before TanStack Query, so queries do not retry by themselves; they stay fresh through the
 * realtime stream (features/realtime/realtime-cache.ts) and a refetch on mount, not on window focus.
 */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The client of the /app and /auth areas (the public pages never load it, decision 0005). */
export const queryClient = createQueryClient();

let cachedForUser: string | undefined;

/**
 * Another account's data must never show: the cache is emptied when the signed-in user changes.
 * Not at sign-out: the screens still mounted would read again without a session, and that 401
 * would remember their page as the one to return to.
 */
export function keepCacheFor(userId: string | undefined): void {
  if (userId && cachedForUser && userId !== cachedForUser) queryClient.clear();
  if (userId) cachedForUser = userId;
}
