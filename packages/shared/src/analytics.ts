/**
 * First-party analytics (decision 0051): what the public pages' page-view code and the server agree
 * on, and nothing else (every public page downloads this module; the rest is analytics-events.ts).
 */

/** Spec §2: paths excluded from analytics and page-view events. */
export const analyticsExcludedPaths: readonly string[] = ['/auth/login', '/', '/en', '/de', '/fr', '/es'];

/** The page-view endpoint the web app posts to with navigator.sendBeacon. */
export const pageViewEndpoint = '/api/analytics/page-view';

/** The same paths as one pattern (a trailing slash does not matter): a few bytes for every public page. */
const excludedPattern = /^\/(?:auth\/login|en|de|fr|es)?\/?$/;

/** True for a path whose views are not recorded. */
export const isExcludedFromAnalytics = (path: string) => excludedPattern.test(path);
