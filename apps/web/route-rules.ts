import type { RouteRules } from '@brandloom/shared/route-rules';

/**
 * The site's route rules (spec §2, decision 0051): the one place redirects are written. The build
 * copies them into builds/meta/{buildId}.json; the server answers a full page load of a matching
 * path with the redirect, and open tabs apply them to in-app navigations, refreshing them hourly.
 *
 * Patterns: an exact path, `*` for one segment, a trailing `/**` for the rest (kept when the
 * target ends in `/**`). Targets: a path of this site or an absolute http(s) address. Status 307
 * unless given: a rule may change with the next build, and browsers keep 301s for good.
 */
export const routeRules: RouteRules = {
  // Addresses people type or that other sites link to, to the pages that exist.
  '/login': { redirect: { to: '/auth/login', status: 308 } },
  '/signin': { redirect: { to: '/auth/login', status: 308 } },
  '/signup': { redirect: { to: '/auth/signup', status: 308 } },
  '/register': { redirect: { to: '/auth/signup', status: 308 } },
  '/contact': { redirect: { to: '/help#contact' } },
  '/support': { redirect: { to: '/help' } },
  // The API reference and the blog's feed are the server's, not pages of the web app.
  '/docs': { redirect: { to: '/api/docs' } },
  '/rss': { redirect: { to: '/blog/feed.xml', status: 308 } },
  '/feed': { redirect: { to: '/blog/feed.xml', status: 308 } },
};
