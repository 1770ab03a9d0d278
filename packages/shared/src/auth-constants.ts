/**
 * Numbers of the sign-in experience that the web app and the server share (spec §4, §9).
 * The spec leaves the resend countdown out; we chose 60 s (docs/decisions).
 */

/** Seconds the user waits before the verification e-mail can be sent again. */
export const resendVerificationCountdownSeconds = 60;

/** How often the app checks that its session is still alive (spec §9: 300000 ms). */
export const sessionCheckIntervalMs = 300_000;

/** A failed check is repeated once after this delay before the user is sent to sign in (spec §4). */
export const sessionRecheckDelayMs = 1_000;

/** Lifetime of the cookie that remembers where a signed-out visitor wanted to go. */
export const redirectPathCookieMaxAgeSeconds = 60 * 30;

/** Suffix of the redirect cookie: `<auth cookie prefix>-redirect-path` (spec §2). */
export const redirectPathCookieSuffix = '-redirect-path';
