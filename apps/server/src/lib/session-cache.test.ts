import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { session as sessionTable, user as userTable } from '../db/schema.ts';
import { createTestDatabase } from '../db/test-database.ts';
import { createBrowser } from '../testing/http-client.ts';
import { createTestApp } from '../testing/test-app.ts';
import { signUpVerifiedUser } from '../testing/test-users.ts';
import { createSessionCache } from './session-cache.ts';

/**
 * Sessions are reused from a per-process cache (0048): sign-out and revocation must still end
 * them at once in the process that ended them, and in every other process as soon as the
 * database's announcement arrives (two apps on one database stand for two server processes).
 */
let database: DatabaseHandle;
let first: Awaited<ReturnType<typeof createTestApp>>;
let second: Awaited<ReturnType<typeof createTestApp>>;
let ipCounter = 1;

beforeAll(async () => {
  database = await createTestDatabase();
  first = await createTestApp({ db: database.db, sessionChanges: database.listen });
  second = await createTestApp({ db: database.db, sessionChanges: database.listen });
  // Both caches listen before the first request.
  await new Promise((resolve) => setTimeout(resolve, 200));
});
afterAll(async () => {
  await first?.cleanup();
  await second?.cleanup();
  await database?.close();
});

/** The same signed-in browser, as seen by the other instance. */
function onSecond(browser: ReturnType<typeof createBrowser>) {
  const other = createBrowser(second.app, { ip: `198.51.100.${ipCounter++}` });
  for (const [name, value] of browser.cookies) other.cookies.set(name, value);
  return other;
}

/** Polls until `status` answers `expected`, for at most 2 s (the database's announcement in flight). */
async function eventually(status: () => Promise<number>, expected: number) {
  const until = Date.now() + 2000;
  let last = await status();
  while (last !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    last = await status();
  }
  return last;
}

async function signIn(app: typeof first, email: string, password: string) {
  const device = createBrowser(app.app, { ip: `198.51.100.${ipCounter++}` });
  const response = await device.post('/api/auth/sign-in/email', { email, password });
  expect(response.status).toBe(200);
  return device;
}

describe('the session cache', () => {
  it('ends a signed-out session at once on this instance and on another', async () => {
    const ada = await signUpVerifiedUser(first.app);
    const laptop = ada.browser;
    const elsewhere = onSecond(laptop);
    // Both instances have looked the session up (and keep it).
    expect((await laptop.get('/api/profile')).status).toBe(200);
    expect((await elsewhere.get('/api/profile')).status).toBe(200);
    expect((await elsewhere.get('/api/creatives')).status).toBe(200);

    const stale = createBrowser(first.app, { ip: `198.51.100.${ipCounter++}` });
    for (const [name, value] of laptop.cookies) stale.cookies.set(name, value);
    expect((await laptop.post('/api/auth/sign-out')).status).toBe(200);
    // The same cookie, replayed: refused by the instance that signed out, with no delay.
    expect((await stale.get('/api/profile')).status).toBe(401);
    expect(await eventually(async () => (await elsewhere.get('/api/profile')).status, 401)).toBe(401);
  });

  it('ends the other devices of a user who signs them out, everywhere', async () => {
    const ada = await signUpVerifiedUser(first.app);
    const phone = await signIn(first, ada.email, ada.password);
    const tabletOnSecond = onSecond(await signIn(first, ada.email, ada.password));
    expect((await ada.browser.get('/api/profile')).status).toBe(200);
    expect((await tabletOnSecond.get('/api/profile')).status).toBe(200);

    expect((await phone.post('/api/auth-sessions/sign-out', { scope: 'others' })).status).toBe(200);
    expect((await ada.browser.get('/api/profile')).status).toBe(401);
    expect((await phone.get('/api/profile')).status).toBe(200);
    expect(await eventually(async () => (await tabletOnSecond.get('/api/profile')).status, 401)).toBe(401);
  });

  it('forgets sessions and users changed in the database by anything else (the admin CLI, SQL)', async () => {
    const ada = await signUpVerifiedUser(first.app);
    const elsewhere = onSecond(ada.browser);
    expect((await ada.browser.get('/api/admin/users')).status).toBe(403);
    expect((await elsewhere.get('/api/admin/users')).status).toBe(403);

    await database.db.update(userTable).set({ role: 'admin' }).where(eq(userTable.id, ada.id));
    expect(await eventually(async () => (await ada.browser.get('/api/admin/users')).status, 200)).toBe(200);
    expect(await eventually(async () => (await elsewhere.get('/api/admin/users')).status, 200)).toBe(200);

    await database.db.delete(sessionTable).where(eq(sessionTable.userId, ada.id));
    expect(await eventually(async () => (await ada.browser.get('/api/profile')).status, 401)).toBe(401);
    expect(await eventually(async () => (await elsewhere.get('/api/profile')).status, 401)).toBe(401);
  });

  it('ends every session of a user whose password was reset', async () => {
    const ada = await signUpVerifiedUser(first.app);
    const elsewhere = onSecond(ada.browser);
    expect((await ada.browser.get('/api/profile')).status).toBe(200);
    expect((await elsewhere.get('/api/profile')).status).toBe(200);
    const stranger = createBrowser(first.app, { ip: `198.51.100.${ipCounter++}` });
    const asked = await stranger.post('/api/auth/request-password-reset', {
      email: ada.email,
      redirectTo: '/auth/reset-password',
    });
    expect(asked.status).toBe(200);
    const mailbox = await createBrowser(first.app, { ip: '127.0.0.1' }).get(
      `/api/dev/mailbox?to=${encodeURIComponent(ada.email)}`,
    );
    const emails = ((await mailbox.json()) as { emails: { text: string }[] }).emails;
    const token = emails.map((email) => email.text.match(/[?&]token=([A-Za-z0-9_-]+)/)?.[1]).find(Boolean);
    expect(token).toBeTruthy();
    const reset = await stranger.post('/api/auth/reset-password', { token, newPassword: 'a new password 2' });
    expect(reset.status).toBe(200);
    expect((await ada.browser.get('/api/profile')).status).toBe(401);
    expect(await eventually(async () => (await elsewhere.get('/api/profile')).status, 401)).toBe(401);
  });
});

describe('createSessionCache', () => {
  const entry = (userId: string, until: number) => ({
    session: { id: `s-${userId}` },
    user: { id: userId },
    sessionId: `s-${userId}`,
    userId,
    until,
  });

  async function listeningCache(now: () => number) {
    let announce: (payload: string) => void = () => {};
    const cache = createSessionCache<{ id: string }, { id: string }>({
      listen: async (_channel, onMessage) => {
        announce = onMessage;
        return async () => {};
      },
      logger: pino({ level: 'silent' }),
      ttlMs: 1000,
      now,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { cache, announce: (payload: string) => announce(payload) };
  }

  it('keeps an entry until its time, the cache time or an announced change, whichever comes first', async () => {
    let time = 0;
    const { cache, announce } = await listeningCache(() => time);
    cache.set('a', entry('ada', 500), cache.version());
    cache.set('b', entry('bob', 5000), cache.version());
    time = 600;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toMatchObject({ user: { id: 'bob' } });
    time = 1000;
    expect(cache.get('b')).toBeUndefined();
    cache.set('b', entry('bob', 5000), cache.version());
    announce('user:bob');
    expect(cache.get('b')).toBeUndefined();
    cache.set('b', entry('bob', 5000), cache.version());
    announce('session:s-bob');
    expect(cache.get('b')).toBeUndefined();
  });

  it('does not keep a lookup that started before a change was heard', async () => {
    const { cache, announce } = await listeningCache(() => 0);
    const started = cache.version();
    announce('session:s-ada');
    cache.set('a', entry('ada', 500), started);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps nothing before it listens', () => {
    const cache = createSessionCache({
      listen: () => new Promise(() => {}),
      logger: pino({ level: 'silent' }),
    });
    cache.set('a', entry('ada', Date.now() + 10_000), cache.version());
    expect(cache.get('a')).toBeUndefined();
  });
});
