import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

const gzipped = promisify(gzip);
/** Smaller answers go as they are (hono's own threshold). */
const threshold = 1024;
const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** True when the client takes gzip (listed without q=0, or through a wildcard). */
function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const zero = parameters.some((parameter) => /^\s*q=0(?:\.0*)?\s*$/.test(parameter));
    return (name.trim() === 'gzip' || name.trim() === '*') && !zero;
  });
}

/** The answer depends on Accept-Encoding: caches must keep one per encoding. */
function varyByEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? ''))
    headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Response compression (0049). JSON answers are in memory already: under 1 KB they go as they
 * are, larger ones are gzipped in one zlib call. hono's compress() — kept for everything else
 * (pages, scripts, feeds) — streams through a CompressionStream and, as c.json sets no
 * Content-Length, did so for every JSON answer however small: ~1 ms of this thread per API
 * request, where 50 readers on the embedded database queue.
 */
export function compressResponses(): MiddlewareHandler {
  const streamed = compress();
  return async (c, next) => {
    await next();
    // Nothing to choose for a client that names no encoding: the answer goes untouched, its
    // `Vary: Accept-Encoding` among the server's default headers (0076).
    if (!c.req.header('Accept-Encoding')) return;
    const { res } = c;
    if (!/^application\/json\b/i.test(res.headers.get('Content-Type') ?? '')) {
      // Everything else as hono's compress() decides, on the answer already made.
      await streamed(c, async () => {});
      return;
    }
    const untouchable =
      res.status === 206 ||
      res.headers.has('Content-Encoding') ||
      c.req.method === 'HEAD' ||
      noTransform.test(res.headers.get('Cache-Control') ?? '');
    if (untouchable) return;
    if (!acceptsGzip(c.req.header('Accept-Encoding'))) {
      // Sent as it is, unread: reading the body makes @hono/node-server build a whole WHATWG
      // Response, and copying it another (0053); it sets the length of a text body itself.
      varyByEncoding(res.headers);
      return;
    }
    if (!res.body) return;
    const body = Buffer.from(await res.arrayBuffer());
    const compressed = body.length >= threshold;
    const sent = compressed ? await gzipped(body) : body;
    // hono copies the answer's headers onto its replacement: ours are set after.
    c.res = new Response(sent, res);
    const { headers } = c.res;
    varyByEncoding(headers);
    headers.set('Content-Length', String(sent.length));
    if (!compressed) return;
    headers.set('Content-Encoding', 'gzip');
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  };
}
