import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { listenOnLoopback } from './loopback-server.ts';

/**
 * Realistic websites on loopback for the website-scan tests and the end-to-end journeys, one per
 * path prefix of one server (docs/decisions/0015-website-scan-and-safe-fetch.md):
 * /css-variables/, /web-fonts/, /favicon-only/, /broken/, /redirecting/, /shop/, and /special/*
 * misbehaviours (redirects anywhere, redirect chains, huge, slow, compressed or mistyped bodies).
 */

const fixturesDir = fileURLToPath(new URL('../features/website-scan/fixtures/', import.meta.url));
const webFontFile = join(
  dirname(createRequire(import.meta.url).resolve('@fontsource/playfair-display')),
  'files/playfair-display-latin-400-normal.woff2',
);

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.css': 'text/css',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

const specialPage = '<!doctype html><html><head><title>Special | fixture</title></head><body></body></html>';

async function sendFile(response: ServerResponse, file: string, status = 200, type?: string): Promise<void> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) {
    response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    return;
  }
  response.writeHead(status, {
    'content-type': type ?? contentTypes[extname(file)] ?? 'application/octet-stream',
    'content-length': info.size,
  });
  createReadStream(file).pipe(response);
}

/** A path under the fixtures folder, or null for anything that would leave it. */
function fixtureFile(pathname: string): string | null {
  const relative = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  const file = join(
    fixturesDir,
    relative.endsWith(sep) || relative === '' ? `${relative}index.html` : relative,
  );
  return file.startsWith(fixturesDir) ? file : null;
}

async function handleSpecial(url: URL, response: ServerResponse): Promise<void> {
  const [, , name, argument] = url.pathname.split('/');
  switch (name) {
    case 'redirect':
      response.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
      return;
    case 'redirect-chain': {
      const remaining = Number(argument ?? 0);
      if (remaining > 0)
        response.writeHead(302, { location: `/special/redirect-chain/${remaining - 1}` }).end();
      else response.writeHead(200, { 'content-type': 'text/html' }).end(specialPage);
      return;
    }
    case 'huge': {
      // 4 MiB of markup with no Content-Length: only counting while streaming can stop it.
      response.writeHead(200, { 'content-type': 'text/html' });
      const chunk = `<p>${'x'.repeat(64 * 1024)}</p>`;
      for (let i = 0; i < 64 && !response.destroyed; i++) {
        if (!response.write(chunk)) await new Promise((resolve) => response.once('drain', resolve));
      }
      response.end();
      return;
    }
    case 'huge-declared':
      response.writeHead(200, { 'content-type': 'text/html', 'content-length': 50 * 1024 * 1024 });
      response.write('<p>');
      return;
    case 'gzip-bomb':
      // 16 MiB of zeros compressed to a few KiB.
      response
        .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
        .end(gzipSync(Buffer.alloc(16 * 1024 * 1024)));
      return;
    case 'gzip':
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' })
        .end(gzipSync(Buffer.from(specialPage)));
      return;
    case 'slow':
      // Never answers: the caller's time limit must end the request.
      return;
    case 'slow-body':
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<!doctype html><title>Slow');
      return;
    case 'json':
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      return;
    default:
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
  }
}

async function handle(url: URL, response: ServerResponse): Promise<void> {
  const path = url.pathname;
  if (path.startsWith('/special/')) return handleSpecial(url, response);
  if (path === '/web-fonts/fonts/lumen-display.woff2') return sendFile(response, webFontFile);
  if (path === '/broken/') return sendFile(response, join(fixturesDir, 'broken/index.html'), 500);
  if (path === '/broken/data') return sendFile(response, join(fixturesDir, 'broken/data.json'));
  if (path === '/broken/garbage') return sendFile(response, join(fixturesDir, 'broken/garbage.html'));
  // Two hops, the second with a relative Location, as after a site's move to a new path.
  if (path === '/redirecting/') {
    response.writeHead(301, { location: `http://${url.host}/redirecting/old-home` }).end();
    return;
  }
  if (path === '/redirecting/old-home') {
    response.writeHead(302, { location: 'home/' }).end();
    return;
  }
  const file = fixtureFile(path);
  if (!file) {
    response.writeHead(400).end();
    return;
  }
  return sendFile(response, file);
}

export interface FixtureSites {
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  baseUrl: string;
  port: number;
  /** The WEBSITE_SCAN_ALLOWED_HOSTS entry that lets scans reach these sites, and only them. */
  allowListEntry: string;
  close(): Promise<void>;
}

/** Starts the fixture sites on 127.0.0.1 (port 0: any free port). */
export async function startFixtureSites({ port = 0 }: { port?: number } = {}): Promise<FixtureSites> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? '127.0.0.1'}`);
    handle(url, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  const listening = await listenOnLoopback(server, port);
  return {
    baseUrl: listening.origin,
    port: listening.port,
    allowListEntry: `127.0.0.1:${listening.port}`,
    close: listening.close,
  };
}
