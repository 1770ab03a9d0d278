import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { type AllowedHost, isReachable } from './address-policy.ts';

/**
 * GET of a URL a user gave us, without letting them reach our own network (SSRF): only http(s),
 * every address the host resolves to must be public (or allow-listed), the connection goes to the
 * very address that was checked (no DNS rebinding), every redirect is checked again, and time,
 * size and content type are limited. docs/decisions/0015-website-scan-and-safe-fetch.md.
 */

export const htmlTypes = ['text/html', 'application/xhtml+xml'] as const;
export const cssTypes = ['text/css'] as const;
export const imageTypes = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/svg+xml',
  'image/avif',
  'image/x-icon',
  'image/vnd.microsoft.icon',
] as const;

export interface SafeFetchOptions {
  /** Content types (without parameters) the caller will read; anything else is refused. */
  accept: readonly string[];
  /** Largest body, counted after decompression. */
  maxBytes: number;
  /** Addresses the operator lets through although they are not public. */
  allowedHosts: readonly AllowedHost[];
  maxRedirects?: number;
  /** Limit for one request, from connecting to the last byte. */
  requestTimeoutMs?: number;
  /** Limit for the whole fetch, redirects included. */
  timeoutMs?: number;
  /** Ends the fetch early, e.g. when a whole scan runs out of time. */
  signal?: AbortSignal;
}

export interface SafeFetchResponse {
  /** The address finally read, after redirects. */
  url: string;
  contentType: string;
  /** The charset the server declared, if any. */
  charset: string | null;
  body: Buffer;
}

const safeFetchDefaults = {
  maxRedirects: 5,
  requestTimeoutMs: 8_000,
  timeoutMs: 15_000,
} as const;

export type SafeFetchFailure =
  | 'invalid-url'
  | 'refused-address'
  | 'dns'
  | 'too-many-redirects'
  | 'timeout'
  | 'too-large'
  | 'content-type'
  | 'status'
  | 'network';

export class SafeFetchError extends Error {
  override name = 'SafeFetchError';
  constructor(
    readonly reason: SafeFetchFailure,
    readonly url: string,
    detail?: string,
    options?: { cause?: unknown },
  ) {
    super(detail ? `${reason}: ${detail}` : reason, options);
  }
}

const userAgent = 'BrandloomBot/1.0 (+brand scan)';

interface VettedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

/** DNS lookups take no signal: stop waiting for one when the fetch runs out of time. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** Parses `raw` (relative to `base`) and refuses anything but http(s) to a reachable address. */
async function vet(
  raw: string,
  base: string | undefined,
  allowed: readonly AllowedHost[],
  signal: AbortSignal,
): Promise<VettedTarget> {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new SafeFetchError('invalid-url', raw);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('invalid-url', raw);
  if (url.username || url.password) throw new SafeFetchError('invalid-url', raw, 'credentials in URL');
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  // The WHATWG parser already turned decimal, octal and hex IPv4 forms into dotted quads.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await untilAborted(lookup(host, { all: true, verbatim: true }), signal);
    } catch (error) {
      if (signal.aborted)
        throw new SafeFetchError('timeout', url.href, 'resolving the host', { cause: error });
      throw new SafeFetchError('dns', url.href, host, { cause: error });
    }
  }
  // Every address must pass: a host that also resolves inward could be steered there.
  const refused = addresses.find(({ address }) => !isReachable(address, port, allowed));
  const first = addresses[0];
  if (refused || !first) throw new SafeFetchError('refused-address', url.href, refused?.address ?? host);
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** A DNS lookup that always answers the vetted address, so the socket cannot go elsewhere. */
function pinnedLookup(target: VettedTarget): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

function request(
  target: VettedTarget,
  accept: readonly string[],
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const { url } = target;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        // A fresh connection per request: a pooled socket could belong to an earlier, other address.
        agent: false,
        lookup: pinnedLookup(target),
        ...(url.protocol === 'https:' && !isIP(url.hostname) && { servername: url.hostname }),
        signal,
        headers: {
          host: url.host,
          'user-agent': userAgent,
          accept: `${accept.join(', ')};q=0.9, */*;q=0.1`,
          'accept-encoding': 'gzip, deflate, br',
        },
      },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
}

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function decoded(response: IncomingMessage): NodeJS.ReadableStream {
  switch ((response.headers['content-encoding'] ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(createGunzip());
    case 'deflate':
      return response.pipe(createInflate());
    case 'br':
      return response.pipe(createBrotliDecompress());
    default:
      return response;
  }
}

/** Reads the body, stopping as soon as it grows past `maxBytes` (after decompression: no zip bombs). */
async function readLimited(response: IncomingMessage, maxBytes: number, url: string): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new SafeFetchError('too-large', url, `${declared} bytes declared`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of decoded(response)) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw new SafeFetchError('too-large', url, `over ${maxBytes} bytes`);
      chunks.push(chunk as Buffer);
    }
  } finally {
    response.destroy();
  }
  return Buffer.concat(chunks);
}

/** One request with its own time limit, also ended by the fetch-wide `signal`. */
async function fetchOnce(
  target: VettedTarget,
  options: SafeFetchOptions,
  requestTimeoutMs: number,
  signal: AbortSignal,
): Promise<{ response: IncomingMessage; body: Buffer | null }> {
  const requestSignal = AbortSignal.any([signal, AbortSignal.timeout(requestTimeoutMs)]);
  try {
    const response = await request(target, options.accept, requestSignal);
    if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400) {
      response.destroy();
      return { response, body: null };
    }
    if (response.statusCode !== 200) {
      response.destroy();
      throw new SafeFetchError('status', target.url.href, String(response.statusCode));
    }
    const type = mediaType(response.headers['content-type']);
    if (!options.accept.includes(type)) {
      response.destroy();
      throw new SafeFetchError('content-type', target.url.href, type || '(none)');
    }
    return { response, body: await readLimited(response, options.maxBytes, target.url.href) };
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    if (requestSignal.aborted)
      throw new SafeFetchError('timeout', target.url.href, undefined, { cause: error });
    throw new SafeFetchError('network', target.url.href, (error as Error).message, { cause: error });
  }
}

/** GETs `url` under the rules above; throws a SafeFetchError saying why it would not. */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<SafeFetchResponse> {
  const maxRedirects = options.maxRedirects ?? safeFetchDefaults.maxRedirects;
  const requestTimeoutMs = options.requestTimeoutMs ?? safeFetchDefaults.requestTimeoutMs;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? safeFetchDefaults.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let target = await vet(url, undefined, options.allowedHosts, signal);
  for (let redirects = 0; ; redirects++) {
    if (signal.aborted) throw new SafeFetchError('timeout', target.url.href);
    const { response, body } = await fetchOnce(target, options, requestTimeoutMs, signal);
    if (body) {
      const header = response.headers['content-type'];
      const charset = /;\s*charset="?([\w.:-]+)/i.exec(header ?? '')?.[1] ?? null;
      return { url: target.url.href, contentType: mediaType(header), charset, body };
    }
    const location = response.headers.location;
    if (!location)
      throw new SafeFetchError('status', target.url.href, `${response.statusCode} without Location`);
    if (redirects >= maxRedirects) throw new SafeFetchError('too-many-redirects', target.url.href);
    target = await vet(location, target.url.href, options.allowedHosts, signal);
  }
}
