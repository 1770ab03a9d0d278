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
