/**
 * Which pages need a signed-in, verified user (spec §2): include and exclude patterns where `*`
 * stands for any run of characters, `/` included. A path is protected when it matches an include
 * pattern and no exclude pattern; sign-in pages under /auth/ are always exempt, whatever the lists say.
 *
 * The /app layout (and the standalone /app pages) ask `isProtectedPath` in their clientLoader, so a
 * page can be opened up by adding it to `exclude` without touching the routes.
 */
export interface RouteRules {
  include: readonly string[];
  exclude: readonly string[];
}

const protectedRoutes: RouteRules = {
  include: ['/app', '/app/*'],
  exclude: [],
};

const alwaysExempt = ['/auth', '/auth/*'];

const compiled = new Map<string, RegExp>();

/** Whether `path` matches `pattern`, where `*` matches any characters (also none, also `/`). */
export function matchesPattern(pattern: string, path: string): boolean {
  let regex = compiled.get(pattern);
  if (!regex) {
    const source = pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    regex = new RegExp(`^${source}$`);
    compiled.set(pattern, regex);
  }
  return regex.test(path);
}

/** The path part of a location or URL-ish string: no query, no hash, no trailing slash (but "/"). */
export function pathOnly(location: string): string {
  const end = location.search(/[?#]/);
  const path = end === -1 ? location : location.slice(0, end);
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path || '/';
}

export function isProtectedPath(location: string, rules: RouteRules = protectedRoutes): boolean {
  const path = pathOnly(location);
  if (alwaysExempt.some((pattern) => matchesPattern(pattern, path))) return false;
  return (
    rules.include.some((pattern) => matchesPattern(pattern, path)) &&
    !rules.exclude.some((pattern) => matchesPattern(pattern, path))
  );
}

/**
 * `value` if it is a path on this site ("/app/x?y#z"), else null: no scheme, no "//host",
 * no backslashes or control characters that browsers would read as another origin.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const base = 'https://brandloom.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
