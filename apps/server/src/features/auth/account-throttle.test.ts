import { accountThrottle } from '@brandloom/shared/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { signInThrottle } from '../../db/schema.ts';
import { createTestDatabase } from '../../db/test-database.ts';
import { type Browser, createBrowser } from '../../testing/http-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { signUpVerifiedUser } from '../../testing/test-users.ts';
import { secretFromUri, totpCode } from '../../testing/totp.ts';

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof createTestApp>>;
/** The app's clock: tests move it instead of sleeping (better-auth's own per-address limiter keeps real time). */
let clock = Date.parse('2026-11-25T10:00:00Z');
let ipCounter = 1;
/** A browser from a fresh address with no cookies: every attempt of an attacker, or a new device. */
const freshBrowser = () =>
  createBrowser(app.app, { ip: `10.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}.1` });
/** The same browser (its cookies) on another network, out of reach of the per-address limit. */
function elsewhere(browser: Browser): Browser {
  const moved = freshBrowser();
  for (const [name, value] of browser.cookies) moved.cookies.set(name, value);
  return moved;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp({ db: database.db, now: () => clock });
});
afterAll(async () => {
  await app?.cleanup();
  await database?.close();
});

const lockedSubject = 'Sign-ins to your Brandloom account are paused';

const signIn = (browser: Browser, email: string, password: string) =>
  browser.post('/api/auth/sign-in/email', { email, password });

/** One wrong password for `email` from a fresh address each time. */
async function failFromFreshAddresses(email: string, times: number) {
  for (let i = 0; i < times; i++) {
    const response = await signIn(freshBrowser(), email, 'not the password');
    expect(response.status).toBe(401);
  }
}

async function mailbox(to: string): Promise<{ subject: string; text: string }[]> {
  const response = await createBrowser(app.app, { ip: '127.0.0.1' }).get(
    `/api/dev/mailbox?to=${encodeURIComponent(to)}`,
  );
  return ((await response.json()) as { emails: { subject: string; text: string }[] }).emails;
}

/** The lock e-mails to `to`, once the one being sent (not awaited by the request) has arrived. */
async function lockEmails(to: string, expected: number, subject = lockedSubject) {
  for (let i = 0; i < 50; i++) {
    const emails = (await mailbox(to)).filter((email) => email.subject === subject);
    if (emails.length >= expected) return emails;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return (await mailbox(to)).filter((email) => email.subject === subject);
}

async function expectLocked(response: Response, seconds: number) {
  expect(response.status).toBe(429);
  expect(response.headers.get('retry-after')).toBe(String(seconds));
  const minutes = Math.ceil(seconds / 60);
  expect(await response.json()).toMatchObject({
    code: 'SIGN_IN_LOCKED',
    message: `Too many failed sign-in attempts, please try again in ${minutes} min.`,
    details: { minutes },
  });
}

describe('per-account sign-in throttling', () => {
  it('locks the account for new devices after 5 failures from 5 addresses; the owner’s device still signs in', async () => {
    const owner = await signUpVerifiedUser(app.app);
    await failFromFreshAddresses(owner.email, accountThrottle.freeFailures);

    // The right password from a new device is refused without being checked.
    await expectLocked(await signIn(freshBrowser(), owner.email, owner.password), 60);
    const refused = await freshBrowser().post(
      '/api/auth/sign-in/email',
      { email: owner.email, password: owner.password },
      { headers: { cookie: 'lang=de' } },
    );
    expect(await refused.json()).toMatchObject({
      message: 'Zu viele fehlgeschlagene Anmeldeversuche, bitte versuche es in 1 Min. erneut.',
    });

    // The browser the owner signed in with holds the device cookie and is not held.
    expect(owner.browser.cookies.has('brandloom.sign_in_device')).toBe(true);
    expect((await signIn(owner.browser, owner.email, owner.password)).status).toBe(200);

    // One e-mail for the lock, with a working reset link.
    const [email, ...more] = await lockEmails(owner.email, 1);
    expect(more).toHaveLength(0);
    const link = new URL(email?.text.match(/https?:\/\/\S+\/auth\/reset-password\?token=\S+/)?.[0] ?? '');
    const resetter = freshBrowser();
    const reset = await resetter.post('/api/auth/reset-password', {
      newPassword: 'a brand new secret',
      token: link.searchParams.get('token'),
    });
    expect(reset.status).toBe(200);
    // The reset signed this browser in, so it is now a known device.
    expect(resetter.cookies.has('brandloom.sign_in_device')).toBe(true);
  });

  it('doubles the wait with each further failure up to 15 minutes, with one e-mail per lock', async () => {
    const owner = await signUpVerifiedUser(app.app);
    // The e-mail comes in the language the owner chose, not the attacker's.
    const chosen = await owner.browser.request('/api/profile', { method: 'PATCH', json: { language: 'de' } });
    expect(chosen.status).toBe(200);
    await failFromFreshAddresses(owner.email, accountThrottle.freeFailures);
    const waits = [60];
    for (let i = 0; i < 5; i++) {
      clock += (waits.at(-1) as number) * 1000;
      // The wait is over: the next wrong password is checked (and counted) again.
      await failFromFreshAddresses(owner.email, 1);
      const refused = await signIn(freshBrowser(), owner.email, owner.password);
      waits.push(Number(refused.headers.get('retry-after')));
    }
    expect(waits).toEqual([60, 120, 240, 480, 900, 900]);
    const german = 'Anmeldungen bei deinem Brandloom-Konto sind pausiert';
    expect(await lockEmails(owner.email, 1, german)).toHaveLength(1);

    // Once the wait is over, the right password resets the count.
    clock += 900 * 1000;
    expect((await signIn(freshBrowser(), owner.email, owner.password)).status).toBe(200);
    await failFromFreshAddresses(owner.email, accountThrottle.freeFailures - 1);
    expect((await signIn(freshBrowser(), owner.email, owner.password)).status).toBe(200);
  });

  it('answers the same for an e-mail nobody has, and sends nothing', async () => {
    const nobody = `nobody.${Date.now()}@example.com`;
    await failFromFreshAddresses(nobody, accountThrottle.freeFailures);
    await expectLocked(await signIn(freshBrowser(), nobody, 'correct horse battery'), 60);
    expect(await mailbox(nobody)).toHaveLength(0);
  });

  it('counts concurrent failures, each once', async () => {
    const owner = await signUpVerifiedUser(app.app);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => signIn(freshBrowser(), owner.email, 'not the password')),
    );
    const failed = responses.filter((response) => response.status === 401).length;
    expect(failed).toBeGreaterThanOrEqual(accountThrottle.freeFailures);
    const [row] = await database.db
      .select()
      .from(signInThrottle)
      .where(eq(signInThrottle.key, `account:${owner.id}`));
    expect(row?.failures).toBe(failed);
    expect(await lockEmails(owner.email, 1)).toHaveLength(1);
  });

  it('counts sign-ins by username against the same account', async () => {
    const owner = await signUpVerifiedUser(app.app);
    await failFromFreshAddresses(owner.email, 3);
    for (let i = 0; i < 2; i++) {
      const response = await freshBrowser().post('/api/auth/sign-in/username', {
        username: owner.username.toUpperCase(),
        password: 'not the password',
      });
      expect(response.status).toBe(401);
    }
    const refused = await freshBrowser().post('/api/auth/sign-in/username', {
      username: owner.username,
      password: owner.password,
    });
    await expectLocked(refused, 60);
  });

  it('holds a known device only by its own failures', async () => {
    const owner = await signUpVerifiedUser(app.app);
    for (let i = 0; i < accountThrottle.freeFailures; i++) {
      expect((await signIn(elsewhere(owner.browser), owner.email, 'not the password')).status).toBe(401);
    }
    await expectLocked(await signIn(elsewhere(owner.browser), owner.email, owner.password), 60);
    // The account itself is not locked: a new device with the right password gets in.
    expect((await signIn(freshBrowser(), owner.email, owner.password)).status).toBe(200);
    expect(await lockEmails(owner.email, 0)).toHaveLength(0);
  });

  it('counts wrong current passwords of a session without the device cookie (a stolen session)', async () => {
    const owner = await signUpVerifiedUser(app.app);
    const thief = freshBrowser();
    thief.cookies.set('brandloom.session_token', owner.browser.cookies.get('brandloom.session_token') ?? '');
    for (let i = 0; i < accountThrottle.freeFailures; i++) {
      const wrong = await elsewhere(thief).post('/api/auth/change-password', {
        currentPassword: `guess number ${i}`,
        newPassword: 'the thief wants this',
      });
      expect(await wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
    }
    await expectLocked(
      await elsewhere(thief).post('/api/auth/change-password', {
        currentPassword: owner.password,
        newPassword: 'the thief wants this',
      }),
      60,
    );
    await expectLocked(await signIn(freshBrowser(), owner.email, owner.password), 60);
  });

  it('counts wrong second-factor codes, and refuses the code step of a locked account', async () => {
    const owner = await signUpVerifiedUser(app.app);
    const enabled = await owner.browser.post('/api/auth/two-factor/enable', { password: owner.password });
    const secret = secretFromUri(((await enabled.json()) as { totpURI: string }).totpURI);
    const confirmed = await owner.browser.post('/api/auth/two-factor/verify-totp', {
      code: totpCode(secret),
    });
    expect(confirmed.status).toBe(200);

    // Someone with the password but not the phone.
    const attacker = freshBrowser();
    expect(await (await signIn(attacker, owner.email, owner.password)).json()).toMatchObject({
      twoFactorRedirect: true,
    });
    for (let i = 0; i < accountThrottle.freeFailures; i++) {
      const wrong = await attacker.post('/api/auth/two-factor/verify-totp', { code: `12345${i}` });
      expect(wrong.status).toBe(401);
    }
    const newDevice = freshBrowser();
    await expectLocked(await signIn(newDevice, owner.email, owner.password), 60);
    clock += 60 * 1000;
    await signIn(newDevice, owner.email, owner.password);
    expect((await newDevice.post('/api/auth/two-factor/verify-totp', { code: '000000' })).status).toBe(401);
    await expectLocked(
      await newDevice.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) }),
      120,
    );
  });
});
