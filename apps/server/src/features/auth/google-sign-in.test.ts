import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { account, userProfile, user as userTable } from '../../db/schema.ts';
import { createTestDatabase } from '../../db/test-database.ts';
import { type Browser, createBrowser } from '../../testing/http-client.ts';
import { startTestOidcProvider, type TestOidcProvider } from '../../testing/oidc-provider.ts';
import { createTestApp } from '../../testing/test-app.ts';

const publicUrl = 'http://localhost:3000';
const signInError = '/auth/auth-error?error=google_signin_failed';

let database: DatabaseHandle;
let provider: TestOidcProvider;
let app: Awaited<ReturnType<typeof createTestApp>>;
let ipCounter = 1;
const newBrowser = () => createBrowser(app.app, { ip: `198.51.100.${ipCounter++}` });

beforeAll(async () => {
  provider = await startTestOidcProvider({ publicUrl });
  database = await createTestDatabase();
  app = await createTestApp({
    db: database.db,
    env: {
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER_URL: provider.issuer,
    },
  });
});
afterAll(async () => {
  await app?.cleanup();
  await database?.close();
  await provider?.close();
});

/** The provider's side of the browser: its own cookies, redirects followed by hand. */
function providerBrowser() {
  const cookies = new Map<string, string>();
  return async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const value = pair.slice(index + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(pair.slice(0, index));
      else cookies.set(pair.slice(0, index), value);
    }
    return response;
  };
}

/** Fields of the first form on an HTML page of the provider. */
function formOf(html: string, base: string) {
  const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
  if (!action) throw new Error(`no form in ${html.slice(0, 500)}`);
  const prompt = html.match(/name="prompt" value="(\w+)"/)?.[1];
  return { action: new URL(action.replaceAll('&amp;', '&'), base).href, prompt };
}

/**
 * Plays the user at the provider, from the authorization URL our server gave to the point where
 * the provider sends the browser back to us: log in as `login`, then consent (or cancel).
 */
async function atProvider(authorizationUrl: string, login: string, choice: 'consent' | 'cancel' = 'consent') {
  const go = providerBrowser();
  let response = await go(authorizationUrl);
  for (let step = 0; step < 12; step++) {
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, response.url || authorizationUrl).href;
      if (next.startsWith(publicUrl)) return next;
      response = await go(next);
      continue;
    }
    const html = await response.text();
    expect(response.status, html.slice(0, 300)).toBe(200);
    const page = new URL(response.url || authorizationUrl).href;
    if (choice === 'cancel') {
      const abort = html.match(/href="([^"]*\/abort)"/)?.[1];
      if (!abort) throw new Error('no cancel link');
      response = await go(new URL(abort, page).href);
      continue;
    }
    const form = formOf(html, page);
    const body = new URLSearchParams({ prompt: form.prompt ?? '' });
    if (form.prompt === 'login') {
      body.set('login', login);
      body.set('password', 'any password');
    }
    response = await go(form.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
  }
  throw new Error('the provider never sent the browser back');
}

/** "Continue with Google" from one of our pages, through the provider, back to our callback. */
async function continueWithGoogle(
  browser: Browser,
  login: string,
  {
    choice = 'consent',
    errorCallbackURL = signInError,
  }: { choice?: 'consent' | 'cancel'; errorCallbackURL?: string } = {},
) {
  const start = await browser.post('/api/auth/sign-in/social', {
    provider: 'google',
    callbackURL: '/auth/oauth-redirect',
    errorCallbackURL,
  });
  expect(start.status, await start.clone().text()).toBe(200);
  const { url } = (await start.json()) as { url: string };
  expect(url.startsWith(`${provider.issuer}/`)).toBe(true);
  const authorization = new URL(url);
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorization.searchParams.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
  expect(authorization.searchParams.get('redirect_uri')).toBe(`${publicUrl}/api/auth/callback/google`);
  const callback = await atProvider(url, login, choice);
  return browser.get(callback);
}

async function sessionUser(browser: Browser) {
  const response = await browser.get('/api/auth/get-session');
  const body = (await response.json()) as {
    user: { id: string; email: string; emailVerified: boolean };
  } | null;
  return body?.user;
}

let counter = 0;
const unique = (prefix: string) => `${prefix}${++counter}x${Date.now() % 100000}`;

describe('GET /api/auth-config', () => {
  it('says Google sign-in is on when the client id and secret are set', async () => {
    const response = await newBrowser().get('/api/auth-config');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ google: true });
  });

  it('says it is off without them, and the sign-in start is refused', async () => {
    const plain = await createTestApp({ db: database.db });
    try {
      const browser = createBrowser(plain.app, { ip: '198.51.100.250' });
      expect(await (await browser.get('/api/auth-config')).json()).toEqual({ google: false });
      const start = await browser.post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/' });
      expect(start.status).toBe(404);
    } finally {
      await plain.cleanup();
    }
  });
});

describe('Google sign-in through OpenID Connect', () => {
  it('signs up a new user: verified e-mail, name, a username from the address, a profile', async () => {
    const browser = newBrowser();
    const local = unique('jane.doe');
    provider.setIdentity(local, { email: `${local}@gmail.com`, email_verified: true, name: 'Jane Doe' });

    const landed = await continueWithGoogle(browser, local);
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toBe('/auth/oauth-redirect');

    const signedIn = await sessionUser(browser);
    expect(signedIn).toMatchObject({ email: `${local}@gmail.com`, emailVerified: true });
    const [row] = await database.db
      .select()
      .from(userTable)
      .where(eq(userTable.id, signedIn?.id ?? ''));
    expect(row).toMatchObject({ name: 'Jane Doe', username: local, displayUsername: local, role: 'user' });
    const [profile] = await database.db
      .select()
      .from(userProfile)
      .where(eq(userProfile.userId, row?.id ?? ''));
    expect(profile).toMatchObject({ plan: 'free', additionalTokens: 0 });
    const accounts = await database.db
      .select()
      .from(account)
      .where(eq(account.userId, row?.id ?? ''));
    expect(accounts.map((a) => a.providerId)).toEqual(['google']);
    // Our API accepts the session like any other.
    expect((await browser.get('/api/profile')).status).toBe(200);

    // Signing in again finds the same user.
    const again = newBrowser();
    await continueWithGoogle(again, local);
    expect((await sessionUser(again))?.id).toBe(row?.id);
  });

  it('gives the next user with the same address name a numbered username', async () => {
    const local = unique('sam');
    provider.setIdentity(`${local}-a`, { email: `${local}@gmail.com`, email_verified: true, name: 'Sam A' });
    provider.setIdentity(`${local}-b`, {
      email: `${local}@example.org`,
      email_verified: true,
      name: 'Sam B',
    });
    const first = newBrowser();
    await continueWithGoogle(first, `${local}-a`);
    const second = newBrowser();
    await continueWithGoogle(second, `${local}-b`);
    const usernames = await Promise.all(
      [first, second].map(async (browser) => {
        const id = (await sessionUser(browser))?.id ?? '';
        const [row] = await database.db.select().from(userTable).where(eq(userTable.id, id));
        return row?.username;
      }),
    );
    expect(usernames).toEqual([local, `${local}2`]);
  });

  it('links a verified Google address to the existing e-mail/password account', async () => {
    const browser = newBrowser();
    const email = `${unique('ada')}@example.com`;
    const signUp = await browser.post('/api/auth/sign-up/email', {
      name: 'Ada Lovelace',
      username: unique('ada_'),
      email,
      password: 'correct horse battery',
    });
    expect(signUp.status).toBe(200);
    const [existing] = await database.db.select().from(userTable).where(eq(userTable.email, email));
    // Verified, as after following the e-mailed link.
    await database.db
      .update(userTable)
      .set({ emailVerified: true })
      .where(eq(userTable.id, existing?.id ?? ''));

    const login = unique('ada-google');
    provider.setIdentity(login, { email, email_verified: true, name: 'Ada L.' });
    const google = newBrowser();
    const landed = await continueWithGoogle(google, login);
    expect(landed.headers.get('location')).toBe('/auth/oauth-redirect');
    expect((await sessionUser(google))?.id).toBe(existing?.id);
    const accounts = await database.db
      .select()
      .from(account)
      .where(eq(account.userId, existing?.id ?? ''));
    expect(accounts.map((a) => a.providerId).sort()).toEqual(['credential', 'google']);
    // The password still works.
    const password = await newBrowser().post('/api/auth/sign-in/email', {
      email,
      password: 'correct horse battery',
    });
    expect(password.status).toBe(200);
  });

  it('refuses Google sign-in to an account with two-factor on (the second factor cannot be skipped)', async () => {
    const email = `${unique('kay')}@example.com`;
    const signUp = await newBrowser().post('/api/auth/sign-up/email', {
      name: 'Kay Two',
      username: unique('kay_'),
      email,
      password: 'correct horse battery',
    });
    expect(signUp.status).toBe(200);
    await database.db
      .update(userTable)
      .set({ emailVerified: true, twoFactorEnabled: true })
      .where(eq(userTable.email, email));

    const login = unique('kay-google');
    provider.setIdentity(login, { email, email_verified: true, name: 'Kay' });
    const google = newBrowser();
    const landed = await continueWithGoogle(google, login);
    expect(landed.headers.get('location')).toMatch(/^\/auth\/auth-error\?error=google_signin_failed/);
    expect(await sessionUser(google)).toBeUndefined();
  });

  it('does not link when Google does not vouch for the address', async () => {
    const browser = newBrowser();
    const email = `${unique('eve')}@example.com`;
    await browser.post('/api/auth/sign-up/email', {
      name: 'Eve Owner',
      username: unique('eve_'),
      email,
      password: 'correct horse battery',
    });
    await database.db.update(userTable).set({ emailVerified: true }).where(eq(userTable.email, email));
    const login = unique('eve-google');
    provider.setIdentity(login, { email, email_verified: false, name: 'Not Eve' });

    const google = newBrowser();
    const landed = await continueWithGoogle(google, login);
    const location = new URL(landed.headers.get('location') ?? '', publicUrl);
    expect(location.pathname).toBe('/auth/auth-error');
    expect(location.searchParams.getAll('error')).toEqual(['google_signin_failed', 'account_not_linked']);
    expect(await sessionUser(google)).toBeUndefined();
  });

  it('signs up an address Google has not verified as unverified, and e-mails a verification link', async () => {
    const browser = newBrowser();
    const login = unique('unverified');
    const email = `${login}@example.net`;
    provider.setIdentity(login, { email, email_verified: false, name: 'Una Verified' });
    await continueWithGoogle(browser, login);
    expect(await sessionUser(browser)).toMatchObject({ email, emailVerified: false });
    // Like any unverified user: our API refuses until the address is confirmed.
    expect((await browser.get('/api/profile')).status).toBe(403);
    const mailbox = await createBrowser(app.app, { ip: '127.0.0.1' }).get(
      `/api/dev/mailbox?to=${encodeURIComponent(email)}`,
    );
    const { emails } = (await mailbox.json()) as { emails: { text: string }[] };
    expect(emails).toHaveLength(1);
    const link = new URL(emails[0]?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
    expect(link.searchParams.get('callbackURL')).toBe('/auth/oauth-redirect');
  });

  it('sends a cancel at the provider to the error page the client named', async () => {
    const browser = newBrowser();
    const landed = await continueWithGoogle(browser, unique('quitter'), {
      choice: 'cancel',
      errorCallbackURL: '/auth/auth-error?error=google_signup_failed',
    });
    expect(landed.status).toBe(302);
    const location = new URL(landed.headers.get('location') ?? '', publicUrl);
    expect(location.pathname).toBe('/auth/auth-error');
    expect(location.searchParams.getAll('error')).toEqual(['google_signup_failed', 'access_denied']);
    expect(await sessionUser(browser)).toBeUndefined();
  });

  it('refuses a callback that did not start here (no state cookie)', async () => {
    const browser = newBrowser();
    const start = await browser.post('/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/auth/oauth-redirect',
      errorCallbackURL: signInError,
    });
    const { url } = (await start.json()) as { url: string };
    const callback = await atProvider(url, unique('victim'));
    const stranger = newBrowser();
    const landed = await stranger.get(callback);
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).not.toBe('/auth/oauth-redirect');
    expect(await sessionUser(stranger)).toBeUndefined();
  });
});
