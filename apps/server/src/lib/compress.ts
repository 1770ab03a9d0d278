import { promisify } from 'node:util';
import { type BrotliOptions, brotliCompress, constants, gzip, type ZlibOptions } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

// zlib answers a new Buffer of its own (never a SharedArrayBuffer's view).
const gzipped = promisify(gzip) as (body: Buffer, options?: ZlibOptions) => Promise<Buffer<ArrayBuffer>>;
const brotliCompressed = promisify(brotliCompress) as (
  body: Buffer,
  options: BrotliOptions,
) => Promise<Buffer<ArrayBuffer>>;
/** Smaller answers go as they are (hono's own threshold). */
const threshold = 1024;
const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** A content coding the server sends: gzip on the fly, brotli too where made ahead of time. */
export type ContentCoding = 'br' | 'gzip';

/** True when the client takes `coding` (listed without q=0, or through a wildcard). */
export function acceptsCoding(header: string | undefined, coding: ContentCoding): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const zero = parameters.some((parameter) => /^\s*q=0(?:\.0*)?\s*$/.test(parameter));
    return (name.trim() === coding || name.trim() === '*') && !zero;
  });
}

/**
 * The file types the build keeps compressed copies of: text the browser fetches as it was built.
 * HTML and React Router's `.data` files are not among them: the server writes the public address
 * into those, so it compresses them itself.
 */
export const keptCompressedTypes = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);

/**
 * The codings a file is kept in beside itself, in the order the server prefers them: brotli
 * (~20 % smaller than gzip for scripts and styles), else gzip. The build writes `<file>.br` and
 * `<file>.gz` once; the server sends them as they are instead of compressing on every request (0081).
 */
export const keptCodings = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const satisfies readonly { coding: ContentCoding; suffix: string }[];

/**
 * `body` in `coding`, for an answer made once and sent many times: at the strongest setting when
 * `effort` is 'most' (the build's files), else brotli at quality 5 (a page's HTML, compressed when
 * first asked for: ~5 ms for 70 KB against ~120 ms at 11, for a 10 % larger file).
 */
export function compressOnce(
  body: Buffer,
  coding: ContentCoding,
  effort: 'most' | 'quick',
): Promise<Buffer<ArrayBuffer>> {
  if (coding === 'gzip') return gzipped(body, { level: constants.Z_BEST_COMPRESSION });
  return brotliCompressed(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: effort === 'most' ? constants.BROTLI_MAX_QUALITY : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
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
    if (!acceptsCoding(c.req.header('Accept-Encoding'), 'gzip')) {
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
