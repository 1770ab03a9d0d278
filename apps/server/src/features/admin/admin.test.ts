import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { keptTableRows } from '../../db/kept-counts.ts';
import { account, session, userProfile, user as userTable } from '../../db/schema.ts';
import { createTestDatabase } from '../../db/test-database.ts';
import { repoRoot } from '../../env.ts';
import { type Browser, createBrowser } from '../../testing/http-client.ts';
import { createTestApp } from '../../testing/test-app.ts';

const adminEmail = 'Boss@Example.com';
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof createTestApp>>;
let ipCounter = 1;
const newBrowser = () => createBrowser(app.app, { ip: `198.51.100.${ipCounter++}` });

beforeAll(async () => {
  database = await createTestDatabase();
  // With a server's session cache (0048): the admin's changes must end sessions it holds.
  app = await createTestApp({
    db: database.db,
    adminEmails: [adminEmail.toLowerCase()],
    sessionChanges: database.listen,
  });
});
afterAll(async () => {
  await app?.cleanup();
  await database?.close();
});

let counter = 0;
function newUser(email?: string) {
  counter += 1;
  return {
    name: `Grace Hopper ${counter}`,
    username: `grace_${counter}_${Date.now() % 100000}`,
    email: email ?? `grace${counter}.${Date.now()}@example.com`,
    password: 'correct horse battery',
  };
}

async function signUpAndVerify(browser: Browser, user = newUser()) {
  expect((await browser.post('/api/auth/sign-up/email', user)).status).toBe(200);
  const mailbox = await createBrowser(app.app, { ip: '127.0.0.1' }).get(
    `/api/dev/mailbox?to=${encodeURIComponent(user.email)}`,
  );
  const [email] = ((await mailbox.json()) as { emails: { text: string }[] }).emails;
  const link = email?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('no verification link');
  expect((await browser.get(link)).status).toBe(302);
  const me = (await (await browser.get('/api/profile')).json()) as { user: { id: string; role: string } };
  return { ...user, id: me.user.id, role: me.user.role };
}

let admin: Browser;
let adminUser: Awaited<ReturnType<typeof signUpAndVerify>>;
beforeAll(async () => {
  admin = newBrowser();
  adminUser = await signUpAndVerify(admin, newUser(adminEmail));
});

const json = (init: { json?: unknown; method: string }) => init;

describe('admins named by ADMIN_EMAILS', () => {
  it('get the admin role at sign-up (any case); others stay users', async () => {
    expect(adminUser.role).toBe('admin');
    const other = await signUpAndVerify(newBrowser());
    expect(other.role).toBe('user');
  });

  it('get it back at sign-in when it was taken away', async () => {
    await database.db.update(userTable).set({ role: 'user' }).where(eq(userTable.id, adminUser.id));
    const browser = newBrowser();
    const signIn = await browser.post('/api/auth/sign-in/email', {
      email: adminEmail,
      password: adminUser.password,
    });
    expect(signIn.status).toBe(200);
    const me = (await (await browser.get('/api/profile')).json()) as { user: { role: string } };
    expect(me.user.role).toBe('admin');
  });
});

describe('admin CLI', () => {
  const io = () => {
    const out: string[] = [];
    const err: string[] = [];
    return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
  };

  it('grants, lists and revokes the admin role by e-mail', async () => {
    const target = await signUpAndVerify(newBrowser());
    const env = { ADMIN_EMAILS: [] };
    const grant = io();
    expect(await runAdminCommand(['grant', target.email.toUpperCase()], database.db, env, grant.io)).toBe(0);
    expect(grant.out.join('\n')).toContain('is now an admin');
    const [row] = await database.db.select().from(userTable).where(eq(userTable.id, target.id));
    expect(row?.role).toBe('admin');

    const list = io();
    expect(await runAdminCommand(['list'], database.db, env, list.io)).toBe(0);
    expect(list.out.join('\n')).toContain(target.email.toLowerCase());

    const revoke = io();
    expect(await runAdminCommand(['revoke', target.email], database.db, env, revoke.io)).toBe(0);
    const [after] = await database.db.select().from(userTable).where(eq(userTable.id, target.id));
    expect(after?.role).toBe('user');
  });

  it('fails clearly for an unknown user and wrong usage', async () => {
    const unknown = io();
    expect(
      await runAdminCommand(['grant', 'nobody@example.com'], database.db, { ADMIN_EMAILS: [] }, unknown.io),
    ).toBe(1);
    expect(unknown.err.join('\n')).toContain('No user with the e-mail nobody@example.com');
    const wrong = io();
    expect(await runAdminCommand(['promote'], database.db, { ADMIN_EMAILS: [] }, wrong.io)).toBe(2);
    expect(wrong.err.join('\n')).toContain('Usage:');
  });

  it('refuses while another process holds the embedded database', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'brandloom-cli-'));
    try {
      // This test process stands in for the running server.
      await writeFile(join(dataDir, 'db.lock'), String(process.pid));
      const result = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'apps/server/src/cli/admin.ts', 'list'],
        {
          cwd: repoRoot,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
          encoding: 'utf8',
        },
      );
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`in use by another process (pid ${process.pid})`);
      expect(result.stderr).toContain('Stop it first');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('admin API access', () => {
  it('answers 401 signed out and 403 to non-admins everywhere under /api/admin', async () => {
    const normal = newBrowser();
    const target = await signUpAndVerify(normal);
    const paths = ['/api/admin/users', `/api/admin/users/${target.id}`, '/api/admin/users/not-a-uuid'];
    for (const path of paths) {
      expect((await newBrowser().get(path)).status).toBe(401);
      const forbidden = await normal.get(path);
      expect(forbidden.status).toBe(403);
      expect(await forbidden.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    }
    expect((await normal.request(`/api/admin/users/${target.id}`, json({ method: 'DELETE' }))).status).toBe(
      403,
    );
    expect(
      (await normal.request(`/api/admin/users/${target.id}`, { method: 'PATCH', json: { role: 'admin' } }))
        .status,
    ).toBe(403);
  });

  it('rejects ids that are not UUIDs with a translated 400', async () => {
    const response = await admin.get('/api/admin/users/42', { headers: { 'accept-language': 'de' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'INVALID_USER_ID', message: 'Benutzer-IDs müssen UUIDs sein.' },
    });
    expect((await admin.request('/api/admin/users/x', { method: 'DELETE' })).status).toBe(400);
    expect(
      (await admin.request('/api/admin/users/x', { method: 'PATCH', json: { name: 'Bob Bobson' } })).status,
    ).toBe(400);
    expect((await admin.get('/api/admin/users/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('admin user list', () => {
  it('pages with users, total, nextPage and lastPage, and searches by e-mail', async () => {
    const tag = `page${Date.now()}`;
    for (let i = 0; i < 3; i++) await signUpAndVerify(newBrowser(), newUser(`${tag}.${i}@example.com`));

    const first = await admin.get(`/api/admin/users?search=${tag.toUpperCase()}&perPage=2`);
    expect(first.status).toBe(200);
    const page1 = (await first.json()) as {
      users: { email: string; role: string; plan: string; deleted: boolean }[];
      total: number;
      nextPage: number | null;
      lastPage: number;
    };
    expect(page1).toMatchObject({ total: 3, nextPage: 2, lastPage: 2 });
    // Newest first.
    expect(page1.users.map((u) => u.email)).toEqual([`${tag}.2@example.com`, `${tag}.1@example.com`]);
    expect(page1.users[0]).toMatchObject({ role: 'user', plan: 'free', deleted: false });

    const page2 = (await (await admin.get(`/api/admin/users?search=${tag}&perPage=2&page=2`)).json()) as {
      users: unknown[];
      nextPage: number | null;
    };
    expect(page2.users).toHaveLength(1);
    expect(page2.nextPage).toBeNull();

    const none = await (await admin.get('/api/admin/users?search=%25_nothing_%25')).json();
    expect(none).toEqual({ users: [], total: 0, nextPage: null, lastPage: 1 });
    expect((await admin.get('/api/admin/users?perPage=1000')).status).toBe(400);
  });

  it('totals every user, as the database keeps the count, through sign-ups, soft and hard deletes', async () => {
    const total = async () =>
      ((await (await admin.get('/api/admin/users')).json()) as { total: number }).total;
    const counted = async () => (await database.db.select({ users: count() }).from(userTable))[0]?.users;
    const before = await total();
    expect(before).toBe(await counted());

    const soft = await signUpAndVerify(newBrowser());
    const hard = await signUpAndVerify(newBrowser());
    expect(await total()).toBe(before + 2);
    await admin.request(`/api/admin/users/${soft.id}?soft=true`, { method: 'DELETE' });
    // A soft-deleted account stays listed.
    expect(await total()).toBe(before + 2);
    await admin.request(`/api/admin/users/${hard.id}?soft=false`, { method: 'DELETE' });
    expect(await total()).toBe(before + 1);
    expect(await counted()).toBe(before + 1);

    const rolledBack = new Error('rolled back');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`truncate ${userTable} cascade`);
        expect((await keptTableRows(tx, 'user'))[0]?.total).toBe(0);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await total()).toBe(before + 1);
  });
});

describe('admin edits and deletes', () => {
  it('switches a user’s video access off and on; the user’s profile shows it', async () => {
    const browser = newBrowser();
    const target = await signUpAndVerify(browser);
    expect(await (await admin.get(`/api/admin/users/${target.id}`)).json()).toMatchObject({
      videoAccess: 'beta',
    });
    const off = await admin.request(`/api/admin/users/${target.id}`, {
      method: 'PATCH',
      json: { videoAccess: 'none' },
    });
    expect(await off.json()).toMatchObject({ videoAccess: 'none' });
    expect(await (await browser.get('/api/profile')).json()).toMatchObject({
      profile: { videoAccess: 'none' },
    });
    const bad = await admin.request(`/api/admin/users/${target.id}`, {
      method: 'PATCH',
      json: { videoAccess: 'gold' },
    });
    expect(bad.status).toBe(400);
    await admin.request(`/api/admin/users/${target.id}`, { method: 'PATCH', json: { videoAccess: 'beta' } });
    expect(await (await browser.get('/api/profile')).json()).toMatchObject({
      profile: { videoAccess: 'beta' },
    });
  });

  it('views and edits a user; refuses a taken e-mail', async () => {
    const target = await signUpAndVerify(newBrowser());
    const viewed = await admin.get(`/api/admin/users/${target.id}`);
    expect(await viewed.json()).toMatchObject({ id: target.id, email: target.email.toLowerCase() });

    const edited = await admin.request(`/api/admin/users/${target.id}`, {
      method: 'PATCH',
      json: { name: 'Renamed Person', username: 'Renamed_1', plan: 'plus', role: 'admin' },
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      name: 'Renamed Person',
      username: 'renamed_1',
      plan: 'plus',
      role: 'admin',
    });

    const taken = await admin.request(`/api/admin/users/${target.id}`, {
      method: 'PATCH',
      json: { email: adminEmail },
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ error: { code: 'EMAIL_TAKEN' } });

    const short = await admin.request(`/api/admin/users/${target.id}`, {
      method: 'PATCH',
      json: { name: 'x' },
    });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { name: ['Name must be at least 2 characters.'] } },
    });
  });

  it('will not let an admin demote or delete themself', async () => {
    for (const request of [
      { method: 'PATCH', json: { role: 'user' } },
      { method: 'DELETE' },
      { method: 'DELETE', query: '?soft=false' },
    ] as const) {
      const response = await admin.request(
        `/api/admin/users/${adminUser.id}${'query' in request ? request.query : ''}`,
        {
          method: request.method,
          ...('json' in request && { json: request.json }),
        },
      );
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ error: { code: 'ADMIN_SELF_CHANGE' } });
    }
  });

  it('soft delete signs the user out everywhere and refuses their sign-in', async () => {
    const browser = newBrowser();
    const target = await signUpAndVerify(browser);
    const deleted = await admin.request(`/api/admin/users/${target.id}?soft=true`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);

    expect((await browser.get('/api/profile')).status).toBe(401);
    const signIn = await newBrowser().post('/api/auth/sign-in/email', {
      email: target.email,
      password: target.password,
    });
    expect(signIn.status).toBe(403);
    expect(await signIn.json()).toMatchObject({ code: 'BANNED_USER' });
    expect(await (await admin.get(`/api/admin/users/${target.id}`)).json()).toMatchObject({ deleted: true });
  });

  it('hard delete removes the user and every row of theirs', async () => {
    const target = await signUpAndVerify(newBrowser());
    const deleted = await admin.request(`/api/admin/users/${target.id}?soft=false`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    for (const [table, column] of [
      [userTable, userTable.id],
      [session, session.userId],
      [account, account.userId],
      [userProfile, userProfile.userId],
    ] as const) {
      expect(await database.db.select().from(table).where(eq(column, target.id))).toEqual([]);
    }
    expect((await admin.get(`/api/admin/users/${target.id}`)).status).toBe(404);
  });
});
