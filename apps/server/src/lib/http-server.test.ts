import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../testing/loopback-server.ts';
import { createHttpServer, defaultResponseHeaders } from './http-server.ts';

const app = new Hono();
app.get('/json', (c) => c.json({ ok: true }));
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
  it('sends the default headers with every answer', async () => {
    const response = await fetch(`${origin}/json`);
    for (const [name, value] of Object.entries(defaultResponseHeaders)) {
      expect(response.headers.get(name)).toBe(value);
    }
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ ok: true });
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
