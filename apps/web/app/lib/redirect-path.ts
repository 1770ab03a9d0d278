import { redirectPathCookieName } from '@brandloom/shared/auth';
import { redirectPathCookieMaxAgeSeconds } from '@brandloom/shared/auth-constants';
import { readCookie } from './cookies';
import { safeRedirectPath } from './protected-routes';

/**
 * The page a signed-out visitor tried to open (spec §2): kept in `<auth cookie prefix>-redirect-path`
 * for a short while, read and cleared after sign-in. Only same-site paths go in or come out.
 */
export function saveRedirectPath(path: string): void {
  const safe = safeRedirectPath(path);
  if (!safe) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some browsers we support
  document.cookie = `${redirectPathCookieName}=${encodeURIComponent(safe)}; path=/; max-age=${redirectPathCookieMaxAgeSeconds}; samesite=lax`;
}

export function clearRedirectPath(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see saveRedirectPath
  document.cookie = `${redirectPathCookieName}=; path=/; max-age=0; samesite=lax`;
}

/** Reads and clears the saved path; `fallback` when there is none or it is not a path on this site. */
export function takeRedirectPath(fallback = '/app'): string {
  const saved = safeRedirectPath(readCookie(redirectPathCookieName));
  clearRedirectPath();
  return saved ?? fallback;
}

/** The current page as a path with its query and hash, ready to save. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}
