import { authClient } from '~/lib/auth/auth-client';

export type GoogleFlow = 'signin' | 'signup';

/** The page Google's answer comes back to; it finishes the sign-in (routes/auth/oauth-redirect.tsx). */
const oauthRedirectPath = '/auth/oauth-redirect';

/** Where a failed Google sign-in or sign-up ends: the auth-error page with the spec's message. */
export function googleFailurePath(flow: GoogleFlow): string {
  return `/auth/auth-error?error=google_${flow}_failed`;
}

/**
 * Starts "Continue with Google": better-auth answers with Google's authorization URL and its client
 * sends the browser there. Returns the error when it could not start (the page stays).
 */
export async function startGoogleSignIn(flow: GoogleFlow) {
  const { error } = await authClient.signIn.social({
    provider: 'google',
    callbackURL: flow === 'signup' ? `${oauthRedirectPath}?flow=signup` : oauthRedirectPath,
    errorCallbackURL: googleFailurePath(flow),
  });
  return error;
}
