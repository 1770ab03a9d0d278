/**
 * Route rules of the build manifest (spec §2 "Route rules from a build manifest may redirect,
 * including to external addresses"; §7 builds/meta/{buildId}.json; decision 0051). The rules are
 * written in apps/web/route-rules.ts; the build compiles them into builds/meta/{buildId}.json;
 * the server answers full page loads with the redirect and the browser applies them on navigation.
 * What the browser runs (`findRedirect`) is a few lines: the patterns arrive as regular expressions.
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

/**
 * A compiled redirect: the pattern as a regular expression's source, the target as its
 * replacement, the status, and whether following it needs a page load (another site, the
 * server's API or a file, e.g. /blog/feed.xml) rather than the web app's router.
 */
export type CompiledRedirect = [source: string, replacement: string, status: number, fullLoad: boolean];

/** What the build writes to builds/meta/{buildId}.json. */
export interface BuildMeta {
  id: string;
  timestamp: number;
  routeRules: RouteRules;
  redirects: CompiledRedirect[];
}

/** Spec §9: how often open tabs refresh the build metadata. */
export const buildMetaRefreshMs = 3_600_000;

export const buildMetaPath = (buildId: string) => `/builds/meta/${buildId}.json`;

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** The rules in their order as regular expressions: a path is redirected by the first that matches. */
export function compileRouteRules(rules: RouteRules): CompiledRedirect[] {
  return Object.entries(rules).map(([pattern, { redirect }]) => {
    const rest = pattern.endsWith('/**');
    const base = rest ? pattern.slice(0, -3) : pattern;
    const source = `^${base.split('*').map(escapeRegExp).join('[^/]+')}${rest ? '(/.*)?' : ''}/?$`;
    const to = redirect.to.endsWith('/**')
      ? `${redirect.to.slice(0, -3)}$1`
      : redirect.to.replaceAll('$', '$$$$');
    const fullLoad = /^https?:\/\/|^\/api\/|\.\w+$/.test(redirect.to.replace(/[?#].*/, ''));
    return [source, to, redirect.status ?? 307, fullLoad];
  });
}

/** The redirect of the first rule `path` matches, or undefined. */
export function findRedirect(redirects: CompiledRedirect[], path: string) {
  for (const [source, to, status, fullLoad] of redirects) {
    const pattern = new RegExp(source);
    if (pattern.test(path)) return { to: path.replace(pattern, to) || '/', status, fullLoad };
  }
}
