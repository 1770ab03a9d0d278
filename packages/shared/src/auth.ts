/** Facts about sign-in that the server and the web app must agree on. */

/** Prefix of every auth cookie (better-auth's `advanced.cookiePrefix`). */
export const authCookiePrefix = 'brandloom';

/** Cookie that keeps the path a signed-out visitor tried to open; read and cleared after sign-in. */
export const redirectPathCookieName = `${authCookiePrefix}-redirect-path`;

/** Where better-auth is mounted on the server. */
export const authBasePath = '/api/auth';

/** Pages the server links to from e-mails and redirects. */
export const authPages = {
  login: '/auth/login',
  postVerification: '/auth/post-verification',
  resetPassword: '/auth/reset-password',
  authError: '/auth/auth-error',
} as const;

/** Sign-out scopes of spec §5: this device, every other device, everywhere. */
export const signOutScopes = ['local', 'others', 'global'] as const;
export type SignOutScope = (typeof signOutScopes)[number];

/** Requests allowed per client IP within `windowSeconds` on the guarded auth endpoints. */
export const authRateLimit = { windowSeconds: 60, max: 5 } as const;

/**
 * Failed password (or second-factor) checks allowed per account across all addresses before it
 * refuses them for a while (decision 0030). From the `freeFailures`-th failure in a row the wait is
 * `baseDelaySeconds`, doubling with each further failure up to `maxDelaySeconds`; a row of failures
 * is forgotten after `forgetAfterSeconds` without one. A browser that signed in to the account
 * before (its device cookie, valid `deviceCookieMaxAgeSeconds`) is held only by its own count.
 */
export const accountThrottle = {
  freeFailures: 5,
  baseDelaySeconds: 60,
  maxDelaySeconds: 15 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
  deviceCookieMaxAgeSeconds: 180 * 24 * 60 * 60,
} as const;

/** Code of the answer (429) to a sign-in refused by the per-account limit; `details.minutes` is the wait. */
export const signInLockedCode = 'SIGN_IN_LOCKED';
