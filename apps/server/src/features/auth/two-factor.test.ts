import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { twoFactor, user as userTable } from '../../db/schema.ts';
import { createTestDatabase } from '../../db/test-database.ts';
import { type Browser, createBrowser } from '../../testing/http-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { secretFromUri, totpCode } from '../../testing/totp.ts';

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof createTestApp>>;
let ipCounter = 1;
/** A browser from its own address, so the rate limits of one test never touch another. */
const newBrowser = () => createBrowser(app.app, { ip: `198.51.100.${ipCounter++}` });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp({ db: database.db });
});
afterAll(async () => {
  await app?.cleanup();
  await database?.close();
});

let userCounter = 0;
/** A new user, signed up and verified (the link signs this browser in). */
async function signedInUser(browser: Browser) {
  userCounter += 1;
  const user = {
    name: 'Grace Hopper',
    username: `grace_${userCounter}_${Date.now() % 100000}`,
    email: `grace${userCounter}.${Date.now()}@example.com`,
    password: 'correct horse battery',
  };
  expect((await browser.post('/api/auth/sign-up/email', user)).status).toBe(200);
  const mailbox = await createBrowser(app.app, { ip: '127.0.0.1' }).get(
    `/api/dev/mailbox?to=${encodeURIComponent(user.email)}`,
  );
  const [email] = ((await mailbox.json()) as { emails: { text: string }[] }).emails;
  const link = email?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('no verification link');
  expect((await browser.get(link)).status).toBe(302);
  return user;
}

interface Enrolment {
  totpURI: string;
  backupCodes: string[];
  secret: string;
}

async function enable(browser: Browser, password: string): Promise<Enrolment> {
  const response = await browser.post('/api/auth/two-factor/enable', { password });
  expect(response.status, await response.clone().text()).toBe(200);
  const body = (await response.json()) as { totpURI: string; backupCodes: string[] };
  return { ...body, secret: secretFromUri(body.totpURI) };
}

/** A user with TOTP enrolled and confirmed, signed in on `browser`. */
async function enrolledUser(browser: Browser) {
  const user = await signedInUser(browser);
  const enrolment = await enable(browser, user.password);
  const confirmed = await browser.post('/api/auth/two-factor/verify-totp', {
    code: totpCode(enrolment.secret),
  });
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  return { user, ...enrolment };
}

async function sessionUser(browser: Browser) {
  const response = await browser.get('/api/auth/get-session');
  return ((await response.json()) as { user: { twoFactorEnabled: boolean } } | null)?.user ?? null;
}

describe('enrolling a TOTP authenticator', () => {
  it('needs the current password, then is on only after a code from the app is confirmed', async () => {
    const browser = newBrowser();
    const user = await signedInUser(browser);

    const noPassword = await browser.post('/api/auth/two-factor/enable', {});
    expect(noPassword.status).toBe(400);
    const wrong = await browser.post('/api/auth/two-factor/enable', { password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      code: 'INVALID_PASSWORD',
      message: 'The password is not correct.',
    });

    const enrolment = await enable(browser, user.password);
    const uri = new URL(enrolment.totpURI);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Brandloom:${user.email.toLowerCase()}`);
    expect(uri.searchParams.get('issuer')).toBe('Brandloom');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(enrolment.backupCodes).toHaveLength(10);
    expect(new Set(enrolment.backupCodes).size).toBe(10);
    // Not on until confirmed: the user could have lost the QR code.
    expect((await sessionUser(browser))?.twoFactorEnabled).toBe(false);

    const bad = await browser.post(
      '/api/auth/two-factor/verify-totp',
      { code: '000000' },
      {
        headers: { 'accept-language': 'de' },
      },
    );
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({
      code: 'INVALID_CODE',
      message: 'Dieser Code ist nicht korrekt. Prüfe deine Authenticator-App und versuche es erneut.',
    });
    expect((await sessionUser(browser))?.twoFactorEnabled).toBe(false);

    const ok = await browser.post('/api/auth/two-factor/verify-totp', { code: totpCode(enrolment.secret) });
    expect(ok.status).toBe(200);
    expect((await sessionUser(browser))?.twoFactorEnabled).toBe(true);
    // The secret is stored encrypted, never as the app sees it.
    const [row] = await database.db
      .select()
      .from(twoFactor)
      .innerJoin(userTable, eq(twoFactor.userId, userTable.id))
      .where(eq(userTable.email, user.email.toLowerCase()));
    expect(row?.two_factor.verified).toBe(true);
    expect(row?.two_factor.secret).not.toContain(enrolment.secret);
    expect(row?.two_factor.backupCodes).not.toContain(enrolment.backupCodes[0]);

    const again = await browser.post('/api/auth/two-factor/enable', { password: user.password });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'TOTP_ALREADY_ENABLED' });
  });
});

describe('signing in with two-factor on', () => {
  it('answers twoFactorRedirect without a session; a TOTP code completes the sign-in', async () => {
    const { user, secret } = await enrolledUser(newBrowser());
    const phone = newBrowser();
    const first = await phone.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    // aal1: the password alone gives no session.
    expect(phone.cookies.has('brandloom.session_token')).toBe(false);
    expect(phone.cookies.has('brandloom.two_factor')).toBe(true);
    expect((await phone.get('/api/profile')).status).toBe(401);

    const wrong = await phone.post(
      '/api/auth/two-factor/verify-totp',
      { code: '123456' },
      {
        headers: { 'accept-language': 'fr' },
      },
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({
      code: 'INVALID_CODE',
      message: "Ce code n'est pas correct. Vérifiez votre application d'authentification et réessayez.",
    });
    expect((await phone.get('/api/profile')).status).toBe(401);

    // aal2: with the code, a session.
    const ok = await phone.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) });
    expect(ok.status).toBe(200);
    expect(phone.cookies.has('brandloom.session_token')).toBe(true);
    expect(phone.cookies.has('brandloom.two_factor')).toBe(false);
    expect((await phone.get('/api/profile')).status).toBe(200);
  });

  it('accepts the code of the previous 30-second step (clock drift)', async () => {
    const { user, secret } = await enrolledUser(newBrowser());
    const phone = newBrowser();
    await phone.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    const ok = await phone.post('/api/auth/two-factor/verify-totp', {
      code: totpCode(secret, { stepOffset: -1 }),
    });
    expect(ok.status).toBe(200);
  });

  it('refuses a code without the first step (no two-factor cookie)', async () => {
    const response = await newBrowser().post('/api/auth/two-factor/verify-totp', { code: '123456' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      code: 'INVALID_TWO_FACTOR_COOKIE',
      message: 'Your sign-in has expired. Please sign in again.',
    });
  });

  it('accepts each backup code once', async () => {
    const { user, backupCodes } = await enrolledUser(newBrowser());
    const code = backupCodes[0] as string;
    const phone = newBrowser();
    await phone.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    const ok = await phone.post('/api/auth/two-factor/verify-backup-code', { code });
    expect(ok.status).toBe(200);
    expect((await phone.get('/api/profile')).status).toBe(200);

    const tablet = newBrowser();
    await tablet.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    const reused = await tablet.post('/api/auth/two-factor/verify-backup-code', { code });
    expect(reused.status).toBe(401);
    expect(await reused.json()).toMatchObject({
      code: 'INVALID_BACKUP_CODE',
      message: 'That backup code is not correct or has already been used.',
    });
    const next = await tablet.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[1] });
    expect(next.status).toBe(200);
  });

  it('rate-limits the verify step like sign-in: 5 a minute per address', async () => {
    const { user } = await enrolledUser(newBrowser());
    const attacker = newBrowser();
    await attacker.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await attacker.post('/api/auth/two-factor/verify-totp', { code: `00000${i}` })).status);
    }
    // The plugin also ends a challenge after 5 wrong codes; the 6th request is refused earlier.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    const last = await attacker.post('/api/auth/two-factor/verify-totp', { code: '000009' });
    expect(last.status).toBe(429);
    expect(await last.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests, please try again later',
    });
  });

  it('does not sign in through a password reset while two-factor is on', async () => {
    const { user, secret } = await enrolledUser(newBrowser());
    const stranger = newBrowser();
    await stranger.post('/api/auth/request-password-reset', { email: user.email });
    const mailbox = await createBrowser(app.app, { ip: '127.0.0.1' }).get(
      `/api/dev/mailbox?to=${encodeURIComponent(user.email)}`,
    );
    const emails = ((await mailbox.json()) as { emails: { subject: string; text: string }[] }).emails;
    const reset = emails.find((email) => email.subject === 'Reset your password');
    const token = reset && new URL(reset.text.match(/https?:\/\/\S+/)?.[0] ?? '').searchParams.get('token');
    const response = await stranger.post('/api/auth/reset-password', {
      newPassword: 'a new long secret',
      token,
    });
    expect(response.status).toBe(200);
    expect((await stranger.get('/api/profile')).status).toBe(401);
    const signIn = await stranger.post('/api/auth/sign-in/email', {
      email: user.email,
      password: 'a new long secret',
    });
    expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
    expect((await stranger.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) })).status).toBe(
      200,
    );
  });
});

describe('managing the factor', () => {
  it('regenerates backup codes with the password; the old ones stop working', async () => {
    const browser = newBrowser();
    const { user, backupCodes } = await enrolledUser(browser);
    const wrong = await browser.post('/api/auth/two-factor/generate-backup-codes', {
      password: 'nope nope nope',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
    const fresh = await browser.post('/api/auth/two-factor/generate-backup-codes', {
      password: user.password,
    });
    expect(fresh.status).toBe(200);
    const { backupCodes: next } = (await fresh.json()) as { backupCodes: string[] };
    expect(next).toHaveLength(10);

    const phone = newBrowser();
    await phone.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(
      (await phone.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).status,
    ).toBe(401);
    expect((await phone.post('/api/auth/two-factor/verify-backup-code', { code: next[0] })).status).toBe(200);
  });

  it('removes the factor only with the password; sign-in is one step again', async () => {
    const browser = newBrowser();
    const { user } = await enrolledUser(browser);
    const wrong = await browser.post('/api/auth/two-factor/disable', { password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
    expect((await sessionUser(browser))?.twoFactorEnabled).toBe(true);

    const ok = await browser.post('/api/auth/two-factor/disable', { password: user.password });
    expect(ok.status).toBe(200);
    expect((await sessionUser(browser))?.twoFactorEnabled).toBe(false);
    const rows = await database.db
      .select()
      .from(twoFactor)
      .innerJoin(userTable, eq(twoFactor.userId, userTable.id))
      .where(eq(userTable.email, user.email.toLowerCase()));
    expect(rows).toHaveLength(0);

    const phone = newBrowser();
    const signIn = await phone.post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).not.toHaveProperty('twoFactorRedirect');
    expect((await phone.get('/api/profile')).status).toBe(200);
  });

  it('needs a session to enable, regenerate or remove', async () => {
    const stranger = newBrowser();
    for (const path of ['enable', 'generate-backup-codes', 'disable']) {
      const response = await stranger.post(`/api/auth/two-factor/${path}`, { password: 'whatever1' });
      expect(response.status, path).toBe(401);
    }
  });
});
