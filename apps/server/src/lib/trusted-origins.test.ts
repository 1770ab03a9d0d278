import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestDatabase } from '../db/test-database.ts';
import { createBrowser } from '../testing/http-client.ts';
import { createTestApp } from '../testing/test-app.ts';
import { newUserFields, signUpVerifiedUser } from '../testing/test-users.ts';
import { createOriginPolicy, isLocalUrl, trustedOrigins } from './trusted-origins.ts';

describe('trusted origins', () => {
  it('are PUBLIC_URL and, on this machine, its loopback forms', () => {
    const loopback = ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'];
    expect(trustedOrigins({ PUBLIC_URL: 'http://localhost:3000', NODE_ENV: 'production' })).toEqual(loopback);
    expect(
      trustedOrigins({ PUBLIC_URL: 'http://127.0.0.1:3000', NODE_ENV: 'production' }).toSorted(),
    ).toEqual(loopback.toSorted());
    expect(trustedOrigins({ PUBLIC_URL: 'https://[::1]:8443', NODE_ENV: 'production' })).toContain(
      'https://localhost:8443',
    );
    expect(trustedOrigins({ PUBLIC_URL: 'https://ads.example.com/app', NODE_ENV: 'production' })).toEqual([
      'https://ads.example.com',
    ]);
    expect(trustedOrigins({ PUBLIC_URL: 'http://localhost:3000', NODE_ENV: 'development' })).toContain(
      'http://127.0.0.1:5173',
    );
  });

  it('say what local use is: a PUBLIC_URL that names this machine', () => {
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1:4123',
      'http://[::1]:3000',
      'http://app.localhost',
    ]) {
      expect(isLocalUrl(url)).toBe(true);
    }
    for (const url of [
      'https://ads.example.com',
      'http://192.168.1.20:3000',
      'http://localhost.example.com',
    ]) {
      expect(isLocalUrl(url)).toBe(false);
    }
  });

  it('log a refused origin once, for the operator', () => {
    const warnings: unknown[] = [];
    const policy = createOriginPolicy({ PUBLIC_URL: 'http://localhost:3000', NODE_ENV: 'production' }, {
      warn: (entry: unknown) => warnings.push(entry),
    } as never);
    expect(policy.isTrusted('http://[::1]:3000')).toBe(true);
    expect(policy.refuse('http://myhost:3000')).toMatchObject({
      code: 'UNTRUSTED_ORIGIN',
      details: { origin: 'http://myhost:3000', publicUrl: 'http://localhost:3000' },
    });
    policy.refuse('http://myhost:3000');
    expect(warnings).toEqual([expect.objectContaining({ origin: 'http://myhost:3000' })]);
  });
});

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof createTestApp>>;
let ipCounter = 1;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp({ db: database.db });
});
afterAll(async () => {
  await app?.cleanup();
  await database?.close();
});

/** A request of a signed-in user's browser as a page of `origin` (or none) would send it. */
function requestFrom(
  cookies: Map<string, string>,
  origin: string | undefined,
  path: string,
  init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {
    ...init.headers,
    cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    ...(origin && { origin }),
  };
  return app.app.request(`http://localhost:3000${path}`, { ...init, headers });
}

const json = (method: string, body: unknown) => ({
  method,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

describe('sign-up from another address of this server', () => {
  it('succeeds from the loopback forms of PUBLIC_URL', async () => {
    for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000']) {
      const browser = createBrowser(app.app, { ip: `198.51.100.${ipCounter++}`, origin });
      const response = await browser.post('/api/auth/sign-up/email', newUserFields('loop'));
      expect(response.status, await response.clone().text()).toBe(200);
    }
  });

  it('from a LAN name is refused with a message that says what to set', async () => {
    const browser = createBrowser(app.app, { ip: `198.51.100.${ipCounter++}`, origin: 'http://myhost:3000' });
    const response = await browser.post('/api/auth/sign-up/email', newUserFields('lan'), {
      headers: { 'accept-language': 'de' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'UNTRUSTED_ORIGIN',
      message:
        'Diese Seite wurde unter http://myhost:3000 geöffnet, das ist nicht die öffentliche Adresse dieses Servers (PUBLIC_URL). Öffne sie unter http://localhost:3000 oder setze PUBLIC_URL.',
      details: { origin: 'http://myhost:3000', publicUrl: 'http://localhost:3000' },
    });
  });
});

describe('cross-site requests', () => {
  it('are refused for JSON writes, uploads and sign-out; same-origin and loopback forms pass', async () => {
    const user = await signUpVerifiedUser(app.app);
    const { cookies } = user.browser;
    const evil = 'https://evil.example';

    const write = await requestFrom(cookies, evil, '/api/profile', json('PATCH', { publishToExplore: true }));
    expect(write.status).toBe(403);
    expect(await write.json()).toMatchObject({
      error: {
        code: 'UNTRUSTED_ORIGIN',
        message: expect.stringContaining('https://evil.example'),
        details: { origin: evil, publicUrl: 'http://localhost:3000' },
      },
    });

    const form = new FormData();
    form.append('file', new File([new Uint8Array([1, 2, 3])], 'a.png'));
    const upload = await requestFrom(cookies, evil, '/api/uploads', { method: 'POST', body: form });
    expect(upload.status).toBe(403);

    const signOut = await requestFrom(
      cookies,
      evil,
      '/api/auth-sessions/sign-out',
      json('POST', { scope: 'global' }),
    );
    expect(signOut.status).toBe(403);
    expect(signOut.headers.getSetCookie()).toEqual([]);

    // Fetch metadata alone, without Origin (and an opaque "null" origin), is judged too.
    const metadataOnly = await requestFrom(cookies, undefined, '/api/profile', {
      ...json('PATCH', { publishToExplore: true }),
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
    });
    expect(metadataOnly.status).toBe(403);
    expect(await metadataOnly.json()).toMatchObject({ error: { code: 'CROSS_SITE_REQUEST' } });
    const opaque = await requestFrom(
      cookies,
      'null',
      '/api/profile',
      json('PATCH', { publishToExplore: true }),
    );
    expect(opaque.status).toBe(403);

    // Reads are not affected, and the session survived.
    const read = await requestFrom(cookies, evil, '/api/profile');
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ profile: { publishToExplore: false } });

    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', undefined]) {
      const response = await requestFrom(
        cookies,
        origin,
        '/api/profile',
        json('PATCH', { publishToExplore: true }),
      );
      expect(response.status, `${origin}`).toBe(200);
    }
    const sameOrigin = await requestFrom(cookies, undefined, '/api/profile', {
      ...json('PATCH', { publishToExplore: false }),
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.status).toBe(200);
    const signedOut = await requestFrom(
      cookies,
      'http://[::1]:3000',
      '/api/auth-sessions/sign-out',
      json('POST', { scope: 'global' }),
    );
    expect(signedOut.status).toBe(200);
  });

  it('to better-auth are refused by better-auth with the same explanation', async () => {
    const user = await signUpVerifiedUser(app.app);
    const response = await requestFrom(user.browser.cookies, 'https://evil.example', '/api/auth/sign-out', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      code: 'UNTRUSTED_ORIGIN',
      details: { origin: 'https://evil.example' },
    });
  });
});
