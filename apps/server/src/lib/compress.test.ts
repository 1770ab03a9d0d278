import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressResponses } from './compress.ts';

const large = { items: Array.from({ length: 200 }, (_, index) => ({ index, name: `item ${index}` })) };

function app() {
  const hono = new Hono();
  hono.use(compressResponses());
  hono.get('/small', (c) => c.json({ ok: true }));
  hono.get('/large', (c) => {
    c.header('Set-Cookie', 'a=1; Path=/');
    c.header('ETag', '"v1"');
    return c.json(large);
  });
  hono.get('/page', (c) => c.html(`<p>${'hello '.repeat(400)}</p>`));
  hono.get('/events', (c) => c.body('data: x\n\n', 200, { 'Content-Type': 'text/event-stream' }));
  return hono;
}

describe('compressResponses', () => {
  it('sends small JSON as it is, with its length', async () => {
    const response = await app().request('/small', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Content-Length')).toBe(String('{"ok":true}'.length));
    expect(await response.json()).toEqual({ ok: true });
  });

  it('gzips larger JSON in one piece when the client takes gzip, keeping its cookies once', async () => {
    const response = await app().request('/large', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(response.headers.get('ETag')).toBe('W/"v1"');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/']);
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('Content-Length')).toBe(String(body.length));
    expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual(large);
  });

  it('leaves JSON alone for a client that refuses gzip', async () => {
    const response = await app().request('/large', { headers: { 'Accept-Encoding': 'gzip;q=0, identity' } });
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(await response.json()).toEqual(large);
  });

  it('leaves every answer alone for a client that names no encoding', async () => {
    const response = await app().request('/large');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(await response.json()).toEqual(large);
  });

  it('still compresses pages and never an event stream', async () => {
    const page = await app().request('/page', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.headers.get('Content-Encoding')).toBe('gzip');
    const events = await app().request('/events', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(events.headers.get('Content-Encoding')).toBeNull();
    expect(await events.text()).toBe('data: x\n\n');
  });
});
