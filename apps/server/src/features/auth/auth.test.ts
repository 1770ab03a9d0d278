import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { userProfile, user as userTable } from '../../db/schema.ts';
import { createTestDatabase } from '../../db/test-database.ts';
import { type Browser, createBrowser } from '../../testing/http-client.ts';
import { createTestApp } from '../../testing/test-app.ts';

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof createTestApp>>;
let ipCounter = 1;
/** A browser from its own address, so rate limits of one test never touch another. */
const newBrowser = () => createBrowser(app.app, { ip: `198.51.100.${ipCounter++}` });

beforeAll(async () => {
  database = await createTestDatabase();
  // With the session cache of a server (0048): every sign-out and revocation below goes through it.
  app = await createTestApp({ db: database.db, sessionChanges: database.listen });
});
afterAll(async () => {
  await app?.cleanup();
  await database?.close();
});

interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Reads the development mailbox (served to loopback clients only). */
async function mailbox(_reader: Browser, to: string): Promise<OutboxEmail[]> {
  const response = await createBrowser(app.app, { ip: '127.0.0.1' }).get(
    `/api/dev/mailbox?to=${encodeURIComponent(to)}`,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { emails: OutboxEmail[] }).emails;
}

function linkIn(email: OutboxEmail): string {
  const match = email.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in ${email.text}`);
  return match[0];
}

let userCounter = 0;
function newUser() {
  userCounter += 1;
  return {
    name: `Ada Lovelace ${userCounter}`,
    username: `ada_${userCounter}_${Date.now() % 100000}`,
    email: `ada${userCounter}.${Date.now()}@example.com`,
    password: 'correct horse battery',
  };
}

async function signUp(browser: Browser, user = newUser()) {
  const response = await browser.post('/api/auth/sign-up/email', user);
  expect(response.status, await response.clone().text()).toBe(200);
  return user;
}

async function signUpAndVerify(browser: Browser) {
  const user = await signUp(browser);
  const [email] = await mailbox(browser, user.email);
  if (!email) throw new Error('no verification e-mail');
  const response = await browser.get(linkIn(email));
  expect(response.status).toBe(302);
  return user;
}

describe('sign-up and e-mail verification', () => {
  it('creates the user, their profile and a verification e-mail; verifying signs them in', async () => {
    const browser = newBrowser();
    const before = Date.now();
    const user = newUser();
    const response = await browser.post('/api/auth/sign-up/email', user, {
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: string | null; user: { id: string; username: string } };
    expect(body.token).toBeNull();
    expect(body.user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.user.username).toBe(user.username.toLowerCase());

    const [profile] = await database.db
      .select()
      .from(userProfile)
      .where(eq(userProfile.userId, body.user.id));
    expect(profile).toMatchObject({ plan: 'free', tokenAmount: null, additionalTokens: 0 });
    expect(profile?.planSubscriptionDate.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const emails = await mailbox(browser, user.email);
    expect(emails).toHaveLength(1);
    const email = emails[0] as OutboxEmail;
    expect(email.subject).toBe('Bestätige deine E-Mail-Adresse');
    expect(email.html).toContain('E-Mail-Adresse bestätigen');
    const link = new URL(linkIn(email));
    expect(link.pathname).toBe('/api/auth/verify-email');
    expect(link.searchParams.get('callbackURL')).toBe('/auth/post-verification');

    // Not verified yet: no sign-in.
    const refused = await browser.post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

    const verified = await browser.get(link.href);
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/auth/post-verification');
    expect([...browser.cookies.keys()]).toContain('brandloom.session_token');

    const me = await browser.get('/api/profile');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      user: { id: body.user.id, email: user.email.toLowerCase(), emailVerified: true, role: 'user' },
      profile: { plan: 'free', additionalTokens: 0 },
    });
  });

  it('sends the verification e-mail again on request', async () => {
    const browser = newBrowser();
    const user = await signUp(browser);
    const resend = await browser.post('/api/auth/send-verification-email', { email: user.email });
    expect(resend.status).toBe(200);
    expect(await resend.json()).toEqual({ status: true });
    const emails = await mailbox(browser, user.email);
    expect(emails.map((e) => e.subject)).toEqual([
      'Confirm your email address',
      'Confirm your email address',
    ]);
    // Unknown addresses get the same answer.
    const unknown = await browser.post('/api/auth/send-verification-email', { email: 'ghost@example.com' });
    expect(unknown.status).toBe(200);
    // An unverified user's session (if any) is refused by our routes.
    expect((await browser.get('/api/profile')).status).toBe(401);
  });

  it('refuses a taken username and a missing or short name/username', async () => {
    const browser = newBrowser();
    const first = await signUp(browser);
    const taken = await browser.post('/api/auth/sign-up/email', { ...newUser(), username: first.username });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toMatchObject({
      code: 'USERNAME_IS_ALREADY_TAKEN',
      message: 'This username is already taken. Please try another.',
    });
    const noUsername = await browser.post('/api/auth/sign-up/email', { ...newUser(), username: undefined });
    expect(await noUsername.json()).toMatchObject({
      code: 'USERNAME_REQUIRED',
      message: 'Username is required.',
    });
    const shortName = await browser.post('/api/auth/sign-up/email', { ...newUser(), name: 'A' });
    expect(await shortName.json()).toMatchObject({
      code: 'NAME_TOO_SHORT',
      message: 'Name must be at least 2 characters.',
    });
  });

  it('answers the spec messages for a bad e-mail and an empty sign-in', async () => {
    const browser = newBrowser();
    const badEmail = await browser.post('/api/auth/sign-up/email', { ...newUser(), email: 'not-an-email' });
    expect(badEmail.status).toBe(400);
    expect(await badEmail.json()).toMatchObject({
      code: 'INVALID_EMAIL',
      message: 'Please enter a valid email address.',
      fields: ['email'],
    });
    for (const body of [{}, { email: '', password: '' }, { email: 'a@example.com' }]) {
      const empty = await browser.post('/api/auth/sign-in/email', body);
      expect(empty.status).toBe(400);
      expect(await empty.json()).toMatchObject({
        code: 'EMAIL_AND_PASSWORD_REQUIRED',
        message: 'Email and password are required',
      });
    }
  });

  it('refuses short passwords with the spec message, translated', async () => {
    const browser = newBrowser();
    const response = await browser.post(
      '/api/auth/sign-up/email',
      { ...newUser(), password: 'short' },
      { headers: { cookie: 'lang=fr' } },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'PASSWORD_TOO_SHORT',
      message: 'Le mot de passe doit comporter au moins 8 caractères.',
    });
  });

  it('answers a duplicate e-mail like a new sign-up (no account enumeration)', async () => {
    const browser = newBrowser();
    const user = await signUp(browser);
    const again = await browser.post('/api/auth/sign-up/email', { ...newUser(), email: user.email });
    expect(again.status).toBe(200);
  });
});

describe('sign-in and the profile', () => {
  it('signs in with the right password only, and guards /api/profile', async () => {
    const browser = newBrowser();
    const user = await signUpAndVerify(browser);
    const anonymous = newBrowser();
    const denied = await anonymous.get('/api/profile');
    expect(denied.status).toBe(401);
    expect(await denied.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });

    const wrong = await anonymous.post('/api/auth/sign-in/email', {
      email: user.email,
      password: 'wrong password',
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
    const ok = await anonymous.post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(ok.status).toBe(200);
    const cookie = ok.headers.getSetCookie().find((line) => line.startsWith('brandloom.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect((await anonymous.get('/api/profile')).status).toBe(200);

    const session = await anonymous.get('/api/auth/get-session');
    expect(await session.json()).toMatchObject({ user: { email: user.email.toLowerCase() } });
  });
});

describe('require-session', () => {
  it('answers 403 while the e-mail of a signed-in user is not verified', async () => {
    const browser = newBrowser();
    const user = await signUpAndVerify(browser);
    expect((await browser.get('/api/profile')).status).toBe(200);
    await database.db
      .update(userTable)
      .set({ emailVerified: false })
      .where(eq(userTable.email, user.email.toLowerCase()));
    // A change written straight to the database reaches the session cache through its announcement,
    // moments later (0048).
    let response = await browser.get('/api/profile');
    for (let attempt = 0; attempt < 100 && response.status !== 403; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      response = await browser.get('/api/profile');
    }
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });
});

describe('under https', () => {
  it('sets Secure, httpOnly, SameSite=Lax session cookies', async () => {
    const signedUp = await signUpAndVerify(newBrowser());
    const secure = await createTestApp({
      db: database.db,
      env: {
        BODY_LIMIT_BYTES: 1024 * 1024,
        WEB_BUILD_DIR: '/nonexistent',
        PUBLIC_URL: 'https://ads.example.com',
        NODE_ENV: 'production',
        TRUSTED_PROXIES: undefined,
        ADMIN_EMAILS: [],
      },
    });
    try {
      const browser = createBrowser(secure.app, { ip: '198.51.100.250', origin: 'https://ads.example.com' });
      const response = await browser.post('https://ads.example.com/api/auth/sign-in/email', {
        email: signedUp.email,
        password: signedUp.password,
      });
      expect(response.status).toBe(200);
      const cookie = response.headers
        .getSetCookie()
        .find((line) => line.startsWith('__Secure-brandloom.session_token='));
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    } finally {
      await secure.cleanup();
    }
  });
});

describe('password reset', () => {
  it('answers the same for unknown and known e-mails, and the link sets a new password', async () => {
    const browser = newBrowser();
    const user = await signUpAndVerify(browser);
    const stranger = newBrowser();
    const unknown = await stranger.post('/api/auth/request-password-reset', { email: 'nobody@example.com' });
    const known = await stranger.post('/api/auth/request-password-reset', { email: user.email });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    expect(await mailbox(stranger, 'nobody@example.com')).toHaveLength(0);

    const [resetEmail] = (await mailbox(stranger, user.email)).filter(
      (e) => e.subject === 'Reset your password',
    );
    if (!resetEmail) throw new Error('no reset e-mail');
    const link = new URL(linkIn(resetEmail));
    expect(link.pathname).toBe('/auth/reset-password');
    const token = link.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await stranger.post('/api/auth/reset-password', {
      newPassword: 'a brand new secret',
      token,
    });
    expect(reset.status).toBe(200);
    // The reset signs this browser in; the old sessions are revoked.
    expect((await stranger.get('/api/profile')).status).toBe(200);
    expect((await browser.get('/api/profile')).status).toBe(401);
    const old = await stranger.post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(old.status).toBe(401);
    const fresh = await stranger.post('/api/auth/sign-in/email', {
      email: user.email,
      password: 'a brand new secret',
    });
    expect(fresh.status).toBe(200);
    const reused = await newBrowser().post('/api/auth/reset-password', {
      newPassword: 'another secret!',
      token,
    });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });
});

describe('rate limits', () => {
  it('answers 429 with the spec message after 5 sign-in attempts a minute from one address', async () => {
    const browser = newBrowser();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await browser.post('/api/auth/sign-in/email', {
        email: 'x@example.com',
        password: 'whatever1',
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(await response.json()).toMatchObject({
          code: 'RATE_LIMITED',
          message: 'Too many requests, please try again later',
        });
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Another address is not affected (for another e-mail: five failures lock x@, decision 0030).
    const other = await newBrowser().post('/api/auth/sign-in/email', {
      email: 'x2@example.com',
      password: 'whatever1',
    });
    expect(other.status).toBe(401);
  });

  it('ignores a client-sent address header', async () => {
    const browser = newBrowser();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await browser.post(
        '/api/auth/request-password-reset',
        { email: 'y@example.com' },
        { headers: { 'x-brandloom-client-ip': `192.0.2.${i}`, 'x-forwarded-for': `192.0.2.${i}` } },
      );
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('behind a trusted proxy (TRUSTED_PROXIES)', () => {
  it('rate-limits by the address the proxy forwarded', async () => {
    const proxied = await createTestApp({
      db: database.db,
      env: {
        BODY_LIMIT_BYTES: 1024 * 1024,
        WEB_BUILD_DIR: '/nonexistent',
        PUBLIC_URL: 'http://localhost:3000',
        NODE_ENV: 'test',
        TRUSTED_PROXIES: ['127.0.0.1', '::1'],
        ADMIN_EMAILS: [],
      },
    });
    try {
      const proxy = createBrowser(proxied.app, { ip: '127.0.0.1' });
      // Each client its own e-mail: five failures for one would lock it (decision 0030).
      const attempt = (client: string) =>
        proxy.post(
          '/api/auth/sign-in/email',
          { email: `z.${client}@example.com`, password: 'whatever1' },
          { headers: { 'x-forwarded-for': client } },
        );
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await attempt('192.0.2.50')).status);
      expect(statuses.at(-1)).toBe(429);
      expect((await attempt('192.0.2.51')).status).toBe(401);
    } finally {
      await proxied.cleanup();
    }
  });
});

describe('sign-out scopes', () => {
  it('others keeps this session, global ends all, local ends this one', async () => {
    const laptop = newBrowser();
    const user = await signUpAndVerify(laptop);
    const phone = newBrowser();
    const tablet = newBrowser();
    for (const device of [phone, tablet]) {
      const response = await device.post('/api/auth/sign-in/email', {
        email: user.email,
        password: user.password,
      });
      expect(response.status).toBe(200);
    }

    const bad = await phone.post('/api/auth-sessions/sign-out', { scope: 'everything' });
    expect(bad.status).toBe(400);

    expect((await phone.post('/api/auth-sessions/sign-out', { scope: 'others' })).status).toBe(200);
    expect((await phone.get('/api/profile')).status).toBe(200);
    expect((await laptop.get('/api/profile')).status).toBe(401);
    expect((await tablet.get('/api/profile')).status).toBe(401);

    await tablet.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect((await tablet.get('/api/profile')).status).toBe(200);
    const global = await phone.post('/api/auth-sessions/sign-out', { scope: 'global' });
    expect(global.status).toBe(200);
    expect((await phone.get('/api/profile')).status).toBe(401);
    expect((await tablet.get('/api/profile')).status).toBe(401);

    await tablet.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect((await tablet.post('/api/auth-sessions/sign-out', { scope: 'local' })).status).toBe(200);
    expect(tablet.cookies.has('brandloom.session_token')).toBe(false);
    expect((await newBrowser().post('/api/auth-sessions/sign-out', { scope: 'local' })).status).toBe(401);
  });
});
