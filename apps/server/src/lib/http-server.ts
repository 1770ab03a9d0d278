import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { contentSecurityPolicy } from './content-security-policy.ts';

/**
 * The API's headers, which every answer carries unless its handler set its own (a page's CSP with
 * its scripts' hashes, a file's Cross-Origin-Resource-Policy): six of a page's thirteen, a few per
 * cent of a cheap list request's CPU (0088). The app's CSP is among them: a browser makes a document
 * of an image or a video opened in a tab, and draws it under that policy.
 */
export const apiResponseHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy(),
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=15552000; includeSubDomains',
  // Any answer may be compressed for a client that takes it.
  Vary: 'Accept-Encoding',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
};

/** A page's headers: the API's and the ones that only mean something for a page a browser shows. */
export const pageResponseHeaders: Readonly<Record<string, string>> = {
  ...apiResponseHeaders,
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
};

/** The pages under /api/: the API's reference, and better-auth's error page (a social sign-in that failed). */
const pagesUnderApi = ['/api/docs', '/api/auth/error'];

/** Whether a request's path (with its query) is the API's data rather than a page. */
function isApiPath(url: string): boolean {
  return (
    url.startsWith('/api/') &&
    !pagesUnderApi.some((page) => url === page || url.startsWith(`${page}?`) || url.startsWith(`${page}/`))
  );
}

/**
 * The server's HTTP listener for `fetch` (the app): the API's or a page's headers are set on
 * Node's response before the app runs and Node merges the headers the app writes over them, so the
 * app's own win. Set here rather than by a middleware on each answer's WHATWG Headers (a dozen look-ups
 * and writes through undici per request, ~10 % of a cheap list request's CPU, 0076). `hostname`
 * stands in for the Host header of a request that has none (HTTP/1.0), as hono's `serve` did.
 */
export function createHttpServer(
  fetch: Parameters<typeof getRequestListener>[0],
  { hostname }: { hostname?: string } = {},
): Server {
  const listener = getRequestListener(fetch, { hostname });
  const api = Object.entries(apiResponseHeaders);
  const page = Object.entries(pageResponseHeaders);
  return createServer((request, response) => {
    for (const [name, value] of isApiPath(request.url ?? '/') ? api : page) response.setHeader(name, value);
    return listener(request, response);
  });
}
