import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../testing/loopback-server.ts';
import { apiResponseHeaders, createHttpServer, pageResponseHeaders } from './http-server.ts';

const app = new Hono();
app.get('/api/json', (c) => c.json({ ok: true }));
app.get('/page', (c) => c.html('<p>page</p>'));
app.get('/api/docs', (c) => c.html('<p>reference</p>'));
app.get('/api/auth/error', (c) => c.html('<p>sign-in failed</p>'));
app.get('/api/docsets', (c) => c.json([]));
app.get('/own', (c) => {
  c.header('Content-Security-Policy', "default-src 'none'");
  c.header('Cross-Origin-Resource-Policy', 'cross-origin');
  return c.text('own');
});
app.get('/made', () => new Response('made', { headers: { 'X-Frame-Options': 'SAMEORIGIN' } }));

let origin = '';
let close: () => Promise<void>;
beforeAll(async () => {
  ({ origin, close } = await listenOnLoopback(createHttpServer(app.fetch)));
});
afterAll(() => close());

describe('the HTTP server', () => {
  it("sends the API's headers with an API answer, and none that only a page reads", async () => {
    const response = await fetch(`${origin}/api/json`);
    for (const [name, value] of Object.entries(apiResponseHeaders)) {
      expect(response.headers.get(name)).toBe(value);
    }
    // A path that only begins like a page's is the API's.
    expect((await fetch(`${origin}/api/docsets`)).headers.get('Referrer-Policy')).toBeNull();
    for (const pageOnly of ['Cross-Origin-Opener-Policy', 'Referrer-Policy', 'X-XSS-Protection']) {
      expect(response.headers.get(pageOnly)).toBeNull();
    }
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ ok: true });
  });

  it("sends a page's headers with a page, also with the pages under /api/", async () => {
    for (const path of ['/page', '/api/docs', '/api/auth/error?error=state_mismatch']) {
      const response = await fetch(`${origin}${path}`);
      for (const [name, value] of Object.entries(pageResponseHeaders)) {
        expect(response.headers.get(name)).toBe(value);
      }
    }
  });

  it("lets a handler's own headers win, also on a Response it made itself", async () => {
    const own = await fetch(`${origin}/own`);
    expect(own.headers.get('Content-Security-Policy')).toBe("default-src 'none'");
    expect(own.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    expect(own.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const made = await fetch(`${origin}/made`);
    expect(made.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(made.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(await made.text()).toBe('made');
  });
});
