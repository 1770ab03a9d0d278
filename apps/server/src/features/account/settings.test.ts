import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../adapters/storage/local-storage.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { account, session, userProfile, user as userTable, verification } from '../../db/schema.ts';
import { createTestDatabase } from '../../db/test-database.ts';
import { type Browser, createBrowser } from '../../testing/http-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { findStorageFolder } from '../storage/stored-files.repository.ts';

let database: DatabaseHandle;
let storage: Storage;
let storageRoot: string;
let app: Awaited<ReturnType<typeof createTestApp>>;
let ipCounter = 1;
const newBrowser = () => createBrowser(app.app, { ip: `198.51.100.${ipCounter++}` });

beforeAll(async () => {
  database = await createTestDatabase();
  storageRoot = await mkdtemp(join(tmpdir(), 'brandloom-settings-'));
  storage = createLocalStorage(storageRoot, 'http://localhost:3000');
  app = await createTestApp({ db: database.db, storage });
});
afterAll(async () => {
  await app?.cleanup();
  await database?.close();
  await rm(storageRoot, { recursive: true, force: true });
});

interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
}

async function mailbox(to: string): Promise<OutboxEmail[]> {
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
async function signedInUser(browser: Browser) {
  userCounter += 1;
  const user = {
    name: `Grace Hopper ${userCounter}`,
    username: `grace_${userCounter}_${Date.now() % 100000}`,
    email: `grace${userCounter}.${Date.now()}@example.com`,
    password: 'correct horse battery',
  };
  expect((await browser.post('/api/auth/sign-up/email', user)).status).toBe(200);
  const [email] = await mailbox(user.email);
  if (!email) throw new Error('no verification e-mail');
  expect((await browser.get(linkIn(email))).status).toBe(302);
  const profile = await json(await browser.get('/api/profile'));
  return { ...user, id: profile.user.id as string };
}

interface ProfileJson {
  user: { id: string; name: string; username: string; email: string; emailVerified: boolean };
  profile: Record<string, unknown>;
}
interface ErrorJson {
  code?: string;
  message?: string;
  available?: boolean;
  error: { code: string; message: string };
}
const json = (response: Response) => response.json() as Promise<ProfileJson>;
const errorJson = (response: Response) => response.json() as Promise<ErrorJson>;

const patch = (browser: Browser, json: unknown, headers: Record<string, string> = {}) =>
  browser.request('/api/profile', { method: 'PATCH', json, headers });

describe('PATCH /api/profile', () => {
  it('saves the settings and answers the profile with them; GET shows the defaults first', async () => {
    const browser = newBrowser();
    await signedInUser(browser);
    const before = await json(await browser.get('/api/profile'));
    expect(before.profile).toMatchObject({
      publishToExplore: false,
      language: null,
      imageModel: 'brand-compositor',
      videoModel: 'local-animator',
    });

    const response = await patch(browser, {
      publishToExplore: true,
      language: 'de',
      imageModel: 'gpt-image-1',
      videoModel: 'veo-2.0-generate-001',
    });
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body.profile).toMatchObject({
      publishToExplore: true,
      language: 'de',
      imageModel: 'gpt-image-1',
      videoModel: 'veo-2.0-generate-001',
    });
    expect(body.user.id).toBe(before.user.id);
    expect((await json(await browser.get('/api/profile'))).profile.language).toBe('de');

    // A partial change keeps the rest; null follows the browser again.
    const partial = await json(await patch(browser, { language: null }));
    expect(partial.profile).toMatchObject({
      language: null,
      publishToExplore: true,
      imageModel: 'gpt-image-1',
    });
  });

  it('refuses unknown values and fields with a translated 400', async () => {
    const browser = newBrowser();
    await signedInUser(browser);
    for (const body of [
      { language: 'it' },
      { imageModel: 'dall-e-2' },
      { publishToExplore: 'yes' },
      { plan: 'plus' },
    ]) {
      const response = await patch(browser, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const german = await browser.request('/api/profile', {
      method: 'PATCH',
      json: { videoModel: 'sora' },
      headers: { 'accept-language': 'de' },
    });
    expect((await errorJson(german)).error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Einige Felder sind ungültig.',
    });
  });

  it('refuses an update with nothing to change, also after a byte-order mark (decision 0028)', async () => {
    const browser = newBrowser();
    await signedInUser(browser);
    for (const body of ['{}', '\uFEFF{}']) {
      const response = await browser.request('/api/profile', {
        method: 'PATCH',
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status, body).toBe(400);
      expect((await errorJson(response)).error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { _root: ['There is nothing to change: send at least one field.'] },
      });
    }
  });

  it('only ever touches the caller: 401 signed out, and another user id in the body is refused', async () => {
    expect((await patch(newBrowser(), { language: 'fr' })).status).toBe(401);
    const alice = newBrowser();
    const bob = newBrowser();
    await signedInUser(alice);
    const bobUser = await signedInUser(bob);
    expect((await patch(alice, { userId: bobUser.id, language: 'fr' })).status).toBe(400);
    expect((await patch(alice, { language: 'fr' })).status).toBe(200);
    const [bobProfile] = await database.db
      .select()
      .from(userProfile)
      .where(eq(userProfile.userId, bobUser.id));
    expect(bobProfile?.language).toBeNull();
  });

  it('sends later e-mails in the saved language rather than the request language', async () => {
    const browser = newBrowser();
    const user = await signedInUser(browser);
    await patch(browser, { language: 'fr' });
    await newBrowser().post(
      '/api/auth/request-password-reset',
      { email: user.email, redirectTo: '/auth/reset-password' },
      {
        headers: { 'accept-language': 'en' },
      },
    );
    const [reset] = await mailbox(user.email);
    expect(reset?.subject).toMatch(/mot de passe/i);
  });
});

describe('name, username, e-mail and password through better-auth', () => {
  it('changes the name (at least 2 characters, translated) and the username (unique)', async () => {
    const browser = newBrowser();
    const other = newBrowser();
    await signedInUser(browser);
    const otherUser = await signedInUser(other);
    const short = await browser.post(
      '/api/auth/update-user',
      { name: 'A' },
      { headers: { 'accept-language': 'es' } },
    );
    expect(short.status).toBe(400);
    expect(await errorJson(short)).toMatchObject({ code: 'NAME_TOO_SHORT' });
    expect((await browser.post('/api/auth/update-user', { name: 'Grace B. Hopper' })).status).toBe(200);

    const taken = await browser.post('/api/auth/update-user', { username: otherUser.username });
    expect(taken.status).toBe(400);
    expect(await errorJson(taken)).toMatchObject({
      code: 'USERNAME_IS_ALREADY_TAKEN',
      message: 'This username is already taken. Please try another.',
    });
    const available = await browser.post('/api/auth/is-username-available', { username: otherUser.username });
    expect(await errorJson(available)).toMatchObject({ available: false });
    expect(
      (await browser.post('/api/auth/update-user', { username: `new_${Date.now() % 100000}` })).status,
    ).toBe(200);
    const profile = await json(await browser.get('/api/profile'));
    expect(profile.user.name).toBe('Grace B. Hopper');
    expect(profile.user.username).toMatch(/^new_/);
  });

  it('sends a verification to the new address and changes the e-mail only after its link', async () => {
    const browser = newBrowser();
    const user = await signedInUser(browser);
    const newEmail = `moved.${Date.now()}@example.com`;
    const response = await browser.post('/api/auth/change-email', {
      newEmail,
      callbackURL: '/app/settings?section=account',
    });
    expect(response.status).toBe(200);
    expect((await json(await browser.get('/api/profile'))).user.email).toBe(user.email);
    const [email] = await mailbox(newEmail);
    if (!email) throw new Error('no e-mail to the new address');
    expect((await mailbox(user.email)).length).toBe(1); // only the sign-up verification

    const follow = await browser.get(linkIn(email));
    expect(follow.status).toBe(302);
    expect(follow.headers.get('location')).toBe('/app/settings?section=account');
    const profile = await json(await browser.get('/api/profile'));
    expect(profile.user).toMatchObject({ email: newEmail, emailVerified: true });
    expect(
      (await newBrowser().post('/api/auth/sign-in/email', { email: newEmail, password: user.password }))
        .status,
    ).toBe(200);
  });

  it('changes the password only with the current one, optionally signing out other devices', async () => {
    const browser = newBrowser();
    const user = await signedInUser(browser);
    const otherDevice = newBrowser();
    expect(
      (await otherDevice.post('/api/auth/sign-in/email', { email: user.email, password: user.password }))
        .status,
    ).toBe(200);

    const wrong = await browser.post('/api/auth/change-password', {
      currentPassword: 'not my password',
      newPassword: 'a brand new password',
    });
    expect(wrong.status).toBe(400);
    expect(await errorJson(wrong)).toMatchObject({
      code: 'INVALID_PASSWORD',
      message: 'The password is not correct.',
    });
    const short = await browser.post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'short',
    });
    expect(await errorJson(short)).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });

    const changed = await browser.post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'a brand new password',
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    expect((await browser.get('/api/profile')).status).toBe(200);
    expect((await otherDevice.get('/api/profile')).status).toBe(401);
    expect(
      (await newBrowser().post('/api/auth/sign-in/email', { email: user.email, password: user.password }))
        .status,
    ).toBe(401);
    expect(
      (
        await newBrowser().post('/api/auth/sign-in/email', {
          email: user.email,
          password: 'a brand new password',
        })
      ).status,
    ).toBe(200);
  });
});

describe('POST /api/account/delete', () => {
  it('answers 401 signed out and a translated 400 unless exactly "delete" is typed', async () => {
    expect((await newBrowser().post('/api/account/delete', { confirm: 'delete' })).status).toBe(401);
    const browser = newBrowser();
    await signedInUser(browser);
    for (const confirm of ['', 'Delete', 'delete ', 'yes']) {
      const response = await browser.post(
        '/api/account/delete',
        { confirm },
        { headers: { 'accept-language': 'de' } },
      );
      expect(response.status, confirm).toBe(400);
      expect((await errorJson(response)).error).toMatchObject({
        code: 'ACCOUNT_DELETION_NOT_CONFIRMED',
        message: 'Gib delete ein, um das Löschen deines Kontos zu bestätigen.',
      });
    }
    expect((await browser.post('/api/account/delete', {})).status).toBe(400);
    expect((await browser.get('/api/profile')).status).toBe(200);
  });

  it("removes the user's rows and files, signs out, and the account can no longer sign in", async () => {
    const browser = newBrowser();
    const otherDevice = newBrowser();
    const user = await signedInUser(browser);
    const bystander = await signedInUser(newBrowser());
    await otherDevice.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    await newBrowser().post('/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/auth/reset-password',
    });
    const bytes = new TextEncoder().encode('logo');
    const [folder, bystanderFolder] = await Promise.all(
      [user.id, bystander.id].map((id) => findStorageFolder(database.db, id)),
    );
    // Its storage folder, and a legacy `{userId}/` folder not yet moved (0031).
    const files = [`${folder}/logo.png`, `${folder}/deep/font.woff2`, `${user.id}/uploads/logo.png`];
    const bystanderFiles = [`${bystanderFolder}/logo.png`, `${bystander.id}/uploads/logo.png`];
    for (const path of [...files, ...bystanderFiles]) {
      await storage.put(path, bytes, { contentType: 'image/png' });
    }

    const response = await browser.post('/api/account/delete', { confirm: 'delete' });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/brandloom\.session_token=;.*Max-Age=0/i);
    expect((await browser.get('/api/profile')).status).toBe(401);
    expect((await otherDevice.get('/api/profile')).status).toBe(401);

    const { db } = database;
    expect(await db.select().from(userTable).where(eq(userTable.id, user.id))).toHaveLength(0);
    expect(await db.select().from(userProfile).where(eq(userProfile.userId, user.id))).toHaveLength(0);
    expect(await db.select().from(session).where(eq(session.userId, user.id))).toHaveLength(0);
    expect(await db.select().from(account).where(eq(account.userId, user.id))).toHaveLength(0);
    expect(
      await db
        .select()
        .from(verification)
        .where(or(eq(verification.value, user.id), eq(verification.identifier, user.email))),
    ).toHaveLength(0);
    for (const path of files) expect(await storage.get(path)).toBeNull();
    for (const path of bystanderFiles) expect(await storage.get(path)).not.toBeNull();
    expect(await db.select().from(userTable).where(eq(userTable.id, bystander.id))).toHaveLength(1);

    const signIn = await newBrowser().post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(signIn.status).toBe(401);
  });
});
