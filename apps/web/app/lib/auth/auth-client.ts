import { authBasePath } from '@brandloom/shared/auth';
import { adminClient, twoFactorClient, usernameClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * better-auth's browser client for /api/auth/*. Loaded only by the /auth pages and the /app area
 * (never by the public pages, whose JavaScript budget has no room for it). Same origin: the session
 * cookie is httpOnly and rides along with every request.
 */
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: authBasePath,
  plugins: [usernameClient(), adminClient(), twoFactorClient()],
  // The app checks the session itself (every 5 minutes, spec §4); no refetch on every tab focus.
  sessionOptions: { refetchOnWindowFocus: false },
});

export type AuthSession = NonNullable<Awaited<ReturnType<typeof authClient.getSession>>['data']>;

/** An error as better-auth's client returns it. */
export interface AuthClientError {
  code?: string;
  message?: string;
  /** Values for the message's placeholders (e.g. `minutes` of SIGN_IN_LOCKED, `origin` of UNTRUSTED_ORIGIN). */
  details?: Record<string, unknown>;
  status: number;
  statusText?: string;
}
