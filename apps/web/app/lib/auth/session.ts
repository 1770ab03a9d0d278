import { authBasePath } from '@brandloom/shared/auth';
import { redirect } from 'react-router';
import { isProtectedPath } from '~/lib/protected-routes';
import { saveRedirectPath } from '~/lib/redirect-path';
import type { AuthSession } from './auth-client';

export type SessionState =
  | { status: 'signed-in'; session: AuthSession }
  | { status: 'signed-out' }
  /** The server could not be asked (offline, 5xx): keep what we have, spec §4. */
  | { status: 'unknown'; error: unknown };

/**
 * GET /api/auth/get-session with a plain fetch: the app shell checks the session on every entry
 * and every 5 minutes, and better-auth's client (~13 KB) need not load for that.
 */
export async function readSession(): Promise<SessionState> {
  try {
    const response = await fetch(`${authBasePath}/get-session?disableCookieCache=true`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      cache: 'no-store',
    });
    if (response.status >= 500)
      return { status: 'unknown', error: new Error(`get-session: ${response.status}`) };
    const data = response.ok ? ((await response.json()) as AuthSession | null) : null;
    if (data?.session && data.user) return { status: 'signed-in', session: data };
    return { status: 'signed-out' };
  } catch (error) {
    return { status: 'unknown', error };
  }
}

/** The attempted page with its query and, where the browser already shows it, its hash. */
function attemptedPath(request: Request): string {
  const url = new URL(request.url);
  const path = `${url.pathname}${url.search}`;
  const shown = `${window.location.pathname}${window.location.search}`;
  return shown === path ? `${path}${window.location.hash}` : path;
}

/**
 * For the clientLoader of a protected layout: the session of a verified user, or a redirect. A
 * signed-out visitor goes to sign in and the attempted page is remembered; an unverified one is
 * asked to verify first.
 */
export async function requireSession(request: Request): Promise<AuthSession | null> {
  if (!isProtectedPath(new URL(request.url).pathname)) return null;
  const state = await readSession();
  if (state.status === 'unknown') throw state.error;
  if (state.status === 'signed-out') {
    saveRedirectPath(attemptedPath(request));
    throw redirect('/auth/login');
  }
  if (!state.session.user.emailVerified) {
    throw redirect(`/auth/verify-email?email=${encodeURIComponent(state.session.user.email)}`);
  }
  return state.session;
}

/** For the clientLoader of /auth/login and /auth/signup: a signed-in user goes to "/" (spec §2). */
export async function redirectIfSignedIn(): Promise<null> {
  const state = await readSession();
  if (state.status === 'signed-in' && state.session.user.emailVerified) throw redirect('/');
  return null;
}
