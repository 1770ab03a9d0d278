import type { ApiErrorBody } from '@brandloom/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './adapters/storage/local-storage.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createTestDatabase } from './db/test-database.ts';
import { createHttpServer } from './lib/http-server.ts';
import { listenOnLoopback } from './testing/loopback-server.ts';
import { createTestApp } from './testing/test-app.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

async function testApp(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const { app, cleanup } = await createTestApp(overrides);
  cleanups.push(cleanup);
  return app;
}

async function errorOf(response: Response) {
  return ((await response.json()) as ApiErrorBody).error;
}

function postJson(body: string, headers: Record<string, string> = {}) {
  return { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } };
}

describe('GET /api/health', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    cleanups.push(() => database.close());
  });

  it('answers 200 when the database and storage work', async () => {
    const app = await testApp({ db: database.db });
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok' } });
  });

  it('answers 503 naming the failing check', async () => {
    const storage = { ...createLocalStorage('/tmp/unused', 'http://x'), check: async () => false };
    const app = await testApp({ db: database.db, storage });
    const response = await app.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'fail', checks: { database: 'ok', storage: 'fail' } });
  });

  it('reports a database that does not answer', async () => {
    const app = await testApp(); // the default test stand-in database fails every query
    const response = await app.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ checks: { database: 'fail', storage: 'ok' } });
  });
});

describe('while the template catalogue is seeded', () => {
  const settled = (response: Response | Promise<Response>) =>
    Promise.race([
      Promise.resolve(response).then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 50)),
    ]);

  it('holds API requests until the seed ends, but not /api/health', async () => {
    let seeded = () => {};
    const templatesSeeded = new Promise<void>((resolve) => {
      seeded = resolve;
    });
    const app = await testApp({ templatesSeeded });
    const held = app.request('/api/nothing-here');
    // Health answers while the seed runs (were it held, this would never settle and the test time out).
    await app.request('/api/health');
    expect(await settled(held)).toBe(false);
    seeded();
    expect((await held).status).toBe(404);
    expect((await app.request('/api/nothing-here')).status).toBe(404);
  });

  it('answers API requests with an error when the seed failed', async () => {
    const templatesSeeded = Promise.reject(new Error('seed failed'));
    templatesSeeded.catch(() => {});
    const app = await testApp({ templatesSeeded });
    expect((await app.request('/api/nothing-here')).status).toBe(500);
  });
});

describe('errors', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    const app = await testApp();
    const response = await app.request('/api/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'ROUTE_NOT_FOUND', message: 'There is no API route at /api/nope.' },
    });
  });

  it('translates messages from Accept-Language, with the lang cookie taking precedence', async () => {
    const app = await testApp();
    const german = await app.request('/api/nope', {
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
    });
    expect((await errorOf(german)).message).toBe('Unter /api/nope gibt es keine API-Route.');
    const cookie = await app.request('/api/nope', {
      headers: { cookie: 'lang=de', 'accept-language': 'fr' },
    });
    expect((await errorOf(cookie)).message).toBe('Unter /api/nope gibt es keine API-Route.');
  });

  it('answers a wrong method with a JSON 404', async () => {
    const app = await testApp();
    const response = await app.request('/api/health', { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe('ROUTE_NOT_FOUND');
  });

  it('answers schema violations with 400 and translated per-field messages', async () => {
    const app = await testApp();
    const english = await app.request('/api/error-logging', postJson(JSON.stringify({ message: 5 })));
    expect(english.status).toBe(400);
    expect(await english.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid.',
        fields: { message: ['Invalid input: expected string, received number'] },
      },
    });

    const german = await app.request(
      '/api/error-logging',
      postJson(JSON.stringify({ stack: 'x' }), { 'accept-language': 'de' }),
    );
    const error = await errorOf(german);
    expect(error.message).toBe('Einige Felder sind ungültig.');
    expect(error.fields?.message?.[0]).toMatch(/Ungültige Eingabe/);
  });

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const app = await testApp();
    const response = await app.request('/api/error-logging', postJson('{"message":'));
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('MALFORMED_JSON');
  });

  it('answers a wrong content type with 415', async () => {
    const app = await testApp();
    const response = await app.request('/api/error-logging', {
      method: 'POST',
      body: 'message=hi',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(415);
    expect((await errorOf(response)).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an oversized body with 413', async () => {
    const app = await testApp();
    const body = JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 1) });
    const response = await app.request('/api/error-logging', postJson(body));
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('every response', () => {
  it('carries the security headers and a request id: the API its own, a page the whole set', async () => {
    const app = await testApp();
    // The security headers are the HTTP server's defaults (0076, 0088), so asked for through it.
    const { origin, close } = await listenOnLoopback(createHttpServer(app.fetch));
    try {
      const api = await fetch(`${origin}/api/health`, { headers: { 'x-request-id': 'abc-123' } });
      expect(api.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(api.headers.get('referrer-policy')).toBeNull();
      expect(api.headers.get('x-content-type-options')).toBe('nosniff');
      expect(api.headers.get('x-frame-options')).toBe('DENY');
      expect(api.headers.get('x-request-id')).toBe('abc-123');

      const page = await fetch(`${origin}/api/docs`);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(page.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
    } finally {
      await close();
    }
  });
});

describe('API description', () => {
  it('serves the OpenAPI document listing the routes', async () => {
    const app = await testApp();
    const response = await app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/error-logging']),
    );
  });

  it('serves the reference page with its script from this server, allowed by the CSP', async () => {
    const app = await testApp();
    const page = await app.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    const bundle = html.match(/<script src="(\/api\/docs\/scalar-[^"]+\.js)"/)?.[1];
    expect(bundle).toBeDefined();
    expect(html).not.toContain('cdn.jsdelivr.net');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);

    const script = await app.request(bundle ?? '');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.headers.get('cache-control')).toContain('immutable');
  });
});
