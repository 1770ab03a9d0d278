const oneYear = 60 * 60 * 24 * 365;

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/** Site-wide preference cookie, readable by the server too (hence not just localStorage). */
export function writePreference(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some browsers we support
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${oneYear}; samesite=lax`;
  try {
    localStorage.setItem(name, value);
  } catch {
    // Storage can be blocked (private mode, policies); the cookie still holds the choice.
  }
}

export function readPreference(name: string): string | undefined {
  const fromCookie = readCookie(name);
  if (fromCookie) return fromCookie;
  try {
    return localStorage.getItem(name) ?? undefined;
  } catch {
    return undefined;
  }
}
