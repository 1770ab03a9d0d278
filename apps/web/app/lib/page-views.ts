import { isExcludedFromAnalytics, pageViewEndpoint } from '@brandloom/shared/analytics';

/**
 * First-party page views (decision 0051): one beacon to our own server per page, nothing stored in
 * the browser. Not sent with Do Not Track or Global Privacy Control on, nor for the paths spec §2
 * excludes; the server checks all of it again.
 */
let lastPath: string | undefined;
let entry = true;

export function sendPageView(path: string): void {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (path === lastPath) return;
  lastPath = path;
  if (nav.doNotTrack === '1' || nav.globalPrivacyControl || isExcludedFromAnalytics(path)) return;
  // Where the visitor came from matters for the page they entered on, not for the next ones.
  const body = {
    path,
    referrer: (entry && document.referrer) || undefined,
    language: document.documentElement.lang,
  };
  entry = false;
  nav.sendBeacon(pageViewEndpoint, new Blob([JSON.stringify(body)], { type: 'application/json' }));
}

/**
 * Spec §4: sign-out resets the analytics identity. The identity is the session the beacon carries
 * (the server counts a signed-in user by their id, anyone else by the day's hash); the client
 * forgets its last page so the next one counts afresh for the visitor who is now signed out.
 */
export function resetAnalyticsIdentity(): void {
  lastPath = undefined;
}
