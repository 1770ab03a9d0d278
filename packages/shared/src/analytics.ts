/**
 * First-party analytics (decision 0051): what the browser and the server agree on. Kept free of
 * zod so the public pages' page-view code stays tiny.
 */

/** Spec §2: paths excluded from analytics and page-view events. */
export const analyticsExcludedPaths: readonly string[] = ['/auth/login', '/', '/en', '/de', '/fr', '/es'];

/** The page-view endpoint the web app posts to with navigator.sendBeacon. */
export const pageViewEndpoint = '/api/analytics/page-view';

/** True for a path whose views are not recorded (a trailing slash does not matter). */
export function isExcludedFromAnalytics(path: string): boolean {
  return analyticsExcludedPaths.includes(path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);
}

/** The product's key events, recorded by the server where they happen. */
export const keyEvents = ['sign_up', 'first_creative', 'paid'] as const;
export type KeyEvent = (typeof keyEvents)[number];

/** The ranges the admin dashboard offers, in days. */
export const analyticsRanges = [7, 30, 90] as const;
export type AnalyticsRange = (typeof analyticsRanges)[number];

/** Page views per visitor and minute one server accepts before answering 429. */
export const pageViewRateLimit = { max: 60, windowMs: 60_000 } as const;
