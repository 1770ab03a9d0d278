import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { contentSecurityPolicy } from './content-security-policy.ts';

/**
 * What every answer of the server carries unless its handler set its own (a page's CSP with script
 * hashes, a file's Cross-Origin-Resource-Policy): the security headers and the app's CSP, and
 * `Vary: Accept-Encoding`, as any answer may be compressed for a client that takes it.
 */
export const defaultResponseHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy(),
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=15552000; includeSubDomains',
  Vary: 'Accept-Encoding',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'DENY',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
};

/**
 * The server's HTTP listener for `fetch` (the app): `defaultResponseHeaders` are set on Node's
 * response before the app runs and Node merges the headers the app writes over them, so the app's
 * own win. Set here rather than by a middleware on each answer's WHATWG Headers (a dozen look-ups
 * and writes through undici per request, ~10 % of a cheap list request's CPU, 0076). `hostname`
 * stands in for the Host header of a request that has none (HTTP/1.0), as hono's `serve` did.
 */
export function createHttpServer(
  fetch: Parameters<typeof getRequestListener>[0],
  { hostname }: { hostname?: string } = {},
): Server {
  const listener = getRequestListener(fetch, { hostname });
  const defaults = Object.entries(defaultResponseHeaders);
  return createServer((request, response) => {
    for (const [name, value] of defaults) response.setHeader(name, value);
    return listener(request, response);
  });
}
