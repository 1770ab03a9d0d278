import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error.ts';
import type { AppEnv } from './http.ts';
import type { OriginPolicy } from './trusted-origins.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests a browser sent from another site (0029): by Origin when the
 * request has one, else by Sec-Fetch-Site. A request with neither header is no browser's
 * cross-site request (browsers send Origin with every cross-origin write) and passes: curl,
 * server-to-server calls, the test suites. hono/csrf does not fit: it lets JSON through, refuses
 * header-less form posts and answers untranslated text.
 */
export function refuseCrossSiteRequests(policy: OriginPolicy): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!safeMethods.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      if (origin && origin !== 'null') {
        if (!policy.isTrusted(origin)) throw policy.refuse(origin);
      } else if (origin === 'null' ? site !== 'same-origin' : site === 'cross-site' || site === 'same-site') {
        // "null" is sent by sandboxed frames and pages without an origin; only the browser's word
        // that it is our own page lets it through.
        throw new AppError('CROSS_SITE_REQUEST');
      }
    }
    await next();
  };
}
