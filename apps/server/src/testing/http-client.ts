import type { Hono } from 'hono';

/** Node bindings that make the app see `ip` as the TCP peer (rate limits are per client address). */
export function fromAddress(ip: string) {
  return { incoming: { socket: { remoteAddress: ip } } };
}

/**
 * A browser-like client for `app.request`: keeps cookies between calls, sends the Origin a
 * browser would, and comes from one client address.
 */
export function createBrowser(
  // biome-ignore lint/suspicious/noExplicitAny: any Hono app
  app: Hono<any, any, any>,
  { ip = '203.0.113.10', origin = 'http://localhost:3000' }: { ip?: string; origin?: string } = {},
) {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  async function request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('origin', origin);
    if (cookies.size > 0) headers.set('cookie', cookieHeader());
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const url = path.startsWith('http') ? path : `http://localhost:3000${path}`;
    const response = await app.request(url, { ...init, headers, body }, fromAddress(ip));
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  }

  return {
    cookies,
    request,
    get: (path: string, init: RequestInit = {}) => request(path, { ...init, method: 'GET' }),
    post: (path: string, json?: unknown, init: RequestInit = {}) =>
      request(path, { ...init, method: 'POST', json: json ?? {} }),
  };
}

export type Browser = ReturnType<typeof createBrowser>;
