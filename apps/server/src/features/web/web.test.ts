import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ApiErrorBody } from '@brandloom/shared/errors';
import { compileRouteRules } from '@brandloom/shared/route-rules';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressBuild } from '../../../../../scripts/build/precompress.ts';
import type { AppEnv } from '../../lib/http.ts';
import { createTestApp } from '../../testing/test-app.ts';

const inlineScript = 'window.__reactRouterContext = {"url":"/"};';
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><script type="module" src="/assets/entry-abc123.js"></script></head>` +
  `<body><script>${inlineScript}</script><script type="module">import("/assets/entry-abc123.js");</script></body></html>`;

const files = {
  'index.html': page('Home'),
  'de/index.html': page('Startseite'),
  'blog/index.html': page('Blog'),
  '__spa-fallback.html': page('App'),
  'assets/entry-abc123.js': 'console.log("entry");',
  'assets/app-def456.css': '.headline { color: #0f172a; font-weight: 700; }\n'.repeat(100),
  'builds/latest.json': '{"buildId":"b1"}',
  'builds/meta/b1.json': JSON.stringify({
    id: 'b1',
    timestamp: 0,
    routeRules: {},
    redirects: compileRouteRules({
      '/login': { redirect: { to: '/auth/login', status: 308 } },
      '/contact': { redirect: { to: '/help#contact' } },
      '/status': { redirect: { to: 'https://status.example.com/' } },
      '/old/**': { redirect: { to: '/blog/**', status: 301 } },
    }),
  }),
  'favicon.ico': 'icon',
};

let folder: string;
let buildDir: string;
let app: Hono<AppEnv>;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'brandloom-web-'));
  buildDir = join(folder, 'client');
  await writeFile(join(folder, 'secret.txt'), 'secret');
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(buildDir, path)), { recursive: true });
    await writeFile(join(buildDir, path), content);
  }
  // As `npm run build` leaves it: the larger files kept compressed beside themselves.
  await precompressBuild(buildDir);
  ({ app, cleanup } = await createTestApp({ webBuildDir: buildDir }));
});
afterAll(async () => {
  await cleanup();
  await rm(folder, { recursive: true, force: true });
});

describe('web app serving', () => {
  it('serves prerendered pages with no-cache and a CSP allowing their inline scripts', async () => {
    const response = await app.request('/de');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Startseite</title>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp.split('; ').find((directive) => directive.startsWith('script-src'))).not.toContain('unsafe');
    expect((await app.request('/de/')).status).toBe(200);
    expect((await app.request('/blog')).status).toBe(200);
  });

  it('answers a repeated request with 304 when the page did not change', async () => {
    const first = await app.request('/');
    const etag = first.headers.get('etag') ?? '';
    const second = await app.request('/', { headers: { 'if-none-match': etag } });
    expect(second.status).toBe(304);
    // A 304 updates the cached headers, so it must carry the page's own CSP.
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
  });

  it('serves hashed assets as immutable and other files with no-cache', async () => {
    const asset = await app.request('/assets/entry-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const latest = await app.request('/builds/latest.json');
    expect(await latest.json()).toEqual({ buildId: 'b1' });
    expect(latest.headers.get('cache-control')).toBe('no-cache');
    expect((await app.request('/assets/missing-123.js')).status).toBe(404);
  });

  it("sends a file in the build's brotli copy, else its gzip copy, else as it is", async () => {
    const css = files['assets/app-def456.css'];
    const brotli = await app.request('/assets/app-def456.css', {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toMatch(/text\/css/);
    const brotliBytes = Buffer.from(await brotli.arrayBuffer());
    expect(brotli.headers.get('content-length')).toBe(String(brotliBytes.length));
    expect(brotliDecompressSync(brotliBytes).toString()).toBe(css);

    const gzip = await app.request('/assets/app-def456.css', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(css);

    for (const accepted of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await app.request('/assets/app-def456.css', {
        headers: accepted ? { 'accept-encoding': accepted } : {},
      });
      expect(plain.headers.get('content-encoding'), accepted).toBeNull();
      expect(await plain.text()).toBe(css);
    }
    // The copies are the build's; a small file has none and goes as it is.
    const small = await app.request('/assets/entry-abc123.js', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('sends a page compressed once in the coding the client prefers, the same page decoded', async () => {
    for (let request = 0; request < 2; request += 1) {
      const response = await app.request('/blog', { headers: { 'accept-encoding': 'gzip, br' } });
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(page('Blog'));
    }
    const gzip = await app.request('/app/creatives', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(page('App'));
    // The home page depends on the language cookie as well as on the coding.
    const home = await app.request('/', { headers: { 'accept-encoding': 'br' } });
    expect(home.headers.get('vary')).toBe('Cookie, Accept-Encoding');
  });

  it('answers client app paths with the SPA fallback and 200', async () => {
    for (const path of ['/app', '/app/creatives/42', '/auth/login']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<title>App</title>');
    }
  });

  it('answers unknown pages with the SPA fallback and 404', async () => {
    for (const path of ['/nope', '/xx', '/blog/unknown-post', '/application']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toContain('<title>App</title>');
    }
  });

  it('never serves files outside the build folder', async () => {
    for (const path of [
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%5c..%5csecret.txt',
      '/..%00/secret.txt',
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('secret');
    }
  });

  it('redirects / to the language chosen in the lang cookie', async () => {
    const german = await app.request('/', { headers: { cookie: 'lang=de' } });
    expect(german.status).toBe(302);
    expect(german.headers.get('location')).toBe('/de');
    expect((await app.request('/', { headers: { cookie: 'lang=en' } })).status).toBe(200);
    expect((await app.request('/', { headers: { cookie: 'lang=xx' } })).status).toBe(200);
  });

  it('leaves /api paths to the API', async () => {
    const response = await app.request('/api/unknown');
    expect(response.status).toBe(404);
    expect(((await response.json()) as ApiErrorBody).error.code).toBe('ROUTE_NOT_FOUND');
  });
});

describe('without a web build', () => {
  it('says how to build it', async () => {
    const { app: bare, cleanup: cleanupBare } = await createTestApp();
    try {
      const response = await bare.request('/');
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('npm run build');
    } finally {
      await cleanupBare();
    }
  });

  it('answers the route rules of builds/meta/{buildId}.json with their redirects (0051)', async () => {
    const login = await app.request('/login?next=%2Fapp');
    expect(login.status).toBe(308);
    expect(login.headers.get('location')).toBe('/auth/login?next=%2Fapp');
    const contact = await app.request('/contact/');
    expect(contact.status).toBe(307);
    expect(contact.headers.get('location')).toBe('/help#contact');
    const external = await app.request('/status');
    expect(external.headers.get('location')).toBe('https://status.example.com/');
    const moved = await app.request('/old/guides/ad-sizes');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/blog/guides/ad-sizes');
    // Not the files of the build, nor paths no rule names.
    expect((await app.request('/builds/meta/b1.json')).status).toBe(200);
    expect((await app.request('/loginx')).status).toBe(404);
  });
});
