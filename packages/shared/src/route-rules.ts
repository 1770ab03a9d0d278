/**
 * Route rules of the build manifest (spec §2 "Route rules from a build manifest may redirect,
 * including to external addresses"; §7 builds/meta/{buildId}.json; decision 0051). The rules are
 * written in apps/web/route-rules.ts; the build puts them into builds/meta/{buildId}.json; the
 * server answers full page loads with the redirect and the browser applies them on navigation.
 * Plain code without dependencies: the public pages load it.
 */

export interface RouteRedirect {
  /** A path of this site (`/auth/login`) or an absolute http(s) address; may end in `/**`. */
  to: string;
  /** 307 by default (the rule may change with the next build); 301 or 308 for a permanent move. */
  status?: 301 | 302 | 307 | 308;
}

/**
 * Rules by path pattern: an exact path, `*` for one segment, or a trailing `/**` for the rest of
 * the path (handed on to a target that ends in `/**` as well).
 */
export type RouteRules = Record<string, { redirect: RouteRedirect }>;

/** What the build writes to builds/meta/{buildId}.json. */
export interface BuildMeta {
  id: string;
  timestamp: number;
  routeRules: RouteRules;
}

/** Spec §9: how often open tabs refresh the build metadata. */
export const buildMetaRefreshMs = 3_600_000;

export const buildMetaPath = (buildId: string) => `/builds/meta/${buildId}.json`;

/** The rest a pattern's `**` matched, '' for a full match without one, or null. */
function match(pattern: string, path: string): string | null {
  const want = pattern.split('/');
  const have = path.split('/');
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '**' && i === want.length - 1) return have.slice(i).join('/');
    if (i >= have.length || (want[i] !== '*' && want[i] !== have[i])) return null;
  }
  return want.length === have.length ? '' : null;
}

/** The redirect a path's rule asks for (the first matching rule), or null. */
export function findRedirect(
  rules: RouteRules,
  path: string,
): { to: string; status: number; fullLoad: boolean } | null {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const [pattern, rule] of Object.entries(rules)) {
    const rest = match(pattern, normalized);
    if (rest === null) continue;
    const { to, status = 307 } = rule.redirect;
    const target = to.endsWith('/**') ? `${to.slice(0, -3)}${rest ? `/${rest}` : ''}` || '/' : to;
    // Another site, the server's API (e.g. /api/docs) or a file (a feed): not a page of the web app.
    const fullLoad = /^https?:\/\/|^\/api\/|\.\w+$/.test(target.replace(/[?#].*/, ''));
    return { to: target, status, fullLoad };
  }
  return null;
}
