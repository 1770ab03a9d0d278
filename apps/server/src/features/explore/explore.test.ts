import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiErrorBody } from '@brandloom/shared/errors';
import { exploreRateLimits } from '@brandloom/shared/explore';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { creative, exploreReport } from '../../db/schema.ts';
import { createTestDatabase } from '../../db/test-database.ts';
import { type Browser, createBrowser } from '../../testing/http-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { newUserFields, signUpVerifiedUser } from '../../testing/test-users.ts';

const adminFields = newUserFields('boss');
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof createTestApp>>;
let webBuildDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  webBuildDir = await mkdtemp(join(tmpdir(), 'brandloom-explore-web-'));
  await writeFile(
    join(webBuildDir, '__spa-fallback.html'),
    '<!doctype html><html><head><title>Brandloom</title><meta name="description" content="x"></head><body></body></html>',
  );
  app = await createTestApp({ db: database.db, adminEmails: [adminFields.email], webBuildDir });
});
afterAll(async () => {
  await app?.cleanup();
  await database?.close();
  if (webBuildDir) await rm(webBuildDir, { recursive: true, force: true });
});

type User = Awaited<ReturnType<typeof signUpVerifiedUser>>;
type FeedItem = { id: string; prompt: string; likeCount: number; remixCount: number } & Record<
  string,
  unknown
>;
type Feed = { creatives: FeedItem[]; nextCursor: string | null };

const errorOf = async (response: Response) => ((await response.json()) as ApiErrorBody).error;
const visitor = () => createBrowser(app.app, { ip: '203.0.113.7' });
const patch = (browser: Browser, path: string, json: unknown) =>
  browser.request(path, { method: 'PATCH', json });
const put = (browser: Browser, path: string) => browser.request(path, { method: 'PUT' });
const del = (browser: Browser, path: string) => browser.request(path, { method: 'DELETE' });

async function feed(query = ''): Promise<Feed> {
  const response = await visitor().get(`/api/explore${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Feed;
}
const feedIds = async (query = '') => (await feed(query)).creatives.map((item) => item.id);

/** A finished creative of `user`, as a worker leaves it (no files: Explore only links them). */
async function seedCreative(user: User, values: Partial<typeof creative.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(creative)
    .values({
      userId: user.id,
      generationId: randomUUID(),
      prompt: `Autumn blend is here ${randomUUID()}`,
      model: 'brand-compositor',
      quality: 'high',
      ratio: '1:1',
      credits: 2,
      status: 'completed',
      imagePath: `folder/${randomUUID()}.png`,
      thumbnailPath: `folder/${randomUUID()}.webp`,
      ...values,
    })
    .returning();
  if (!row) throw new Error('no creative');
  return row;
}

async function publisher(): Promise<User> {
  const user = await signUpVerifiedUser(app.app);
  expect((await patch(user.browser, '/api/profile', { publishToExplore: true })).status).toBe(200);
  return user;
}
async function publish(user: User, id: string, published = true) {
  return patch(user.browser, `/api/creatives/${id}`, { publishedToExplore: published });
}

describe('who may see a creative on Explore', () => {
  it('shows nothing private by default and only what the owner published while allowed', async () => {
    const owner = await signUpVerifiedUser(app.app);
    const made = await seedCreative(owner);
    expect(await feedIds()).not.toContain(made.id);
    // The setting is off: publishing is refused.
    const refused = await publish(owner, made.id);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe('FORBIDDEN');
    expect((await visitor().get(`/api/explore/${made.id}`)).status).toBe(404);

    expect((await patch(owner.browser, '/api/profile', { publishToExplore: true })).status).toBe(200);
    expect((await publish(owner, made.id)).status).toBe(200);
    const page = await visitor().get(`/api/explore/${made.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('public, no-cache');
    const shown = (await page.json()) as Record<string, unknown>;
    expect(shown).toMatchObject({ prompt: made.prompt, ratio: '1:1', username: owner.username });
    const text = JSON.stringify(shown);
    expect(text).not.toContain(owner.email);
    expect(text).not.toContain(owner.id);
    expect(Object.keys(shown)).not.toContain('brandId');
    expect(await feedIds()).toContain(made.id);
    // Its page carries its card for crawlers, in every language's address.
    for (const path of [`/explore/${made.id}`, `/fr/explore/${made.id}`]) {
      const html = await (await visitor().get(path)).text();
      expect(html).toContain(
        `<meta property="og:image" content="http://localhost:3000/storage/${made.imagePath}">`,
      );
      expect(html).toContain(`<title>@${owner.username} on Brandloom Explore</title>`);
      expect(html).not.toContain('<title>Brandloom</title>');
    }

    // Turning the setting off takes every creative of the owner off at once.
    expect((await patch(owner.browser, '/api/profile', { publishToExplore: false })).status).toBe(200);
    expect(await feedIds()).not.toContain(made.id);
    expect((await visitor().get(`/api/explore/${made.id}`)).status).toBe(404);
    expect((await patch(owner.browser, '/api/profile', { publishToExplore: true })).status).toBe(200);
    expect(await feedIds()).toContain(made.id);

    // Unpublishing and deleting take it off at once.
    expect((await publish(owner, made.id, false)).status).toBe(200);
    expect(await feedIds()).not.toContain(made.id);
    expect((await publish(owner, made.id)).status).toBe(200);
    expect((await owner.browser.request(`/api/creatives/${made.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await feedIds()).not.toContain(made.id);
    expect((await visitor().get(`/api/explore/${made.id}`)).status).toBe(404);
    expect((await visitor().get(`/explore/${made.id}`)).status).toBe(404);
  });

  it('never lists unfinished creatives and lets only the owner publish', async () => {
    const owner = await publisher();
    const other = await publisher();
    const queued = await seedCreative(owner, {
      status: 'queued',
      publishedToExplore: true,
      publishedAt: new Date(),
    });
    expect(await feedIds()).not.toContain(queued.id);
    const mine = await seedCreative(owner);
    expect((await publish(other, mine.id)).status).toBe(404);
    expect(await feedIds()).not.toContain(mine.id);
  });

  it('refuses prompts and copy with words on the list, with the words named', async () => {
    const owner = await publisher();
    const rude = await seedCreative(owner, {
      prompt: 'Summer sale',
      copy: { headline: 'Holy SHIT, 50% off', subline: null, callToAction: null },
    });
    const refused = await publish(owner, rude.id);
    expect(refused.status).toBe(400);
    const error = await errorOf(refused);
    expect(error.code).toBe('EXPLORE_WORDS_REFUSED');
    expect(error.details?.words).toBe('shit');
    expect(error.message).toContain('shit');
    // Whole words only: "Scunthorpe" and "class" pass.
    const clean = await seedCreative(owner, { prompt: 'Scunthorpe class reunion' });
    expect((await publish(owner, clean.id)).status).toBe(200);
  });
});

describe('the feed', () => {
  it('pages with cursors in both orders and filters by type, ratio and prompt', async () => {
    const owner = await publisher();
    const marker = `zebra${Date.now()}`;
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const made = await seedCreative(owner, {
        prompt: `${marker} poster ${index}`,
        ratio: index % 2 ? '9:16' : '1:1',
      });
      expect((await publish(owner, made.id)).status).toBe(200);
      ids.push(made.id);
    }
    for (const sort of ['new', 'trending']) {
      const seen: string[] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        const page: Feed = await feed(
          `?sort=${sort}&search=${marker}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...page.creatives.map((item) => item.id));
        cursor = page.nextCursor;
      }
      expect(seen.sort()).toEqual([...ids].sort());
    }
    expect(await feedIds(`?search=${marker}`)).toEqual([...ids].reverse());
    expect((await feedIds(`?search=${marker}&ratio=9:16`)).sort()).toEqual([ids[1], ids[3]].sort());
    expect(await feedIds(`?search=${marker}&mode=video`)).toEqual([]);
    const wrong = await visitor().get('/api/explore?cursor=bm9wZQ');
    expect(wrong.status).toBe(400);
    const otherOrder = (await feed(`?search=${marker}&limit=1`)).nextCursor;
    expect((await visitor().get(`/api/explore?sort=trending&cursor=${otherOrder}`)).status).toBe(400);
  });

  it('ranks by likes and remixes decaying with age', async () => {
    const owner = await publisher();
    const marker = `trend${Date.now()}`;
    const older = await seedCreative(owner, { prompt: `${marker} older` });
    expect((await publish(owner, older.id)).status).toBe(200);
    const newer = await seedCreative(owner, { prompt: `${marker} newer` });
    expect((await publish(owner, newer.id)).status).toBe(200);
    expect(await feedIds(`?sort=trending&search=${marker}`)).toEqual([newer.id, older.id]);
    const fan = await signUpVerifiedUser(app.app);
    expect((await put(fan.browser, `/api/explore/${older.id}/like`)).status).toBe(200);
    expect(await feedIds(`?sort=trending&search=${marker}`)).toEqual([older.id, newer.id]);
    // A day older with the same likes: a day's age outweighs a like.
    await database.db
      .update(creative)
      .set({ publishedAt: new Date(Date.now() - 86_400_000) })
      .where(eq(creative.id, older.id));
    expect((await put(fan.browser, `/api/explore/${older.id}/like`)).status).toBe(200);
    expect(await feedIds(`?sort=trending&search=${marker}`)).toEqual([newer.id, older.id]);
    expect(await feedIds(`?search=${marker}`)).toEqual([newer.id, older.id]);
  });
});

describe('likes and remixes', () => {
  it('counts one like per user, without races', async () => {
    const owner = await publisher();
    const made = await seedCreative(owner);
    expect((await publish(owner, made.id)).status).toBe(200);
    const fans = await Promise.all(Array.from({ length: 6 }, () => signUpVerifiedUser(app.app)));
    const likes = fans.flatMap((fan) =>
      Array.from({ length: 4 }, () => put(fan.browser, `/api/explore/${made.id}/like`)),
    );
    const answers = await Promise.all(likes);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const [row] = await database.db.select().from(creative).where(eq(creative.id, made.id));
    expect(row?.likeCount).toBe(6);
    const [fan] = fans;
    if (!fan) throw new Error('no fan');
    const viewer = await fan.browser.get(`/api/explore/${made.id}/viewer`);
    expect(await viewer.json()).toEqual({ liked: true });
    const unliked = await Promise.all([0, 1, 2].map(() => del(fan.browser, `/api/explore/${made.id}/like`)));
    expect(unliked.every((answer) => answer.status === 200)).toBe(true);
    expect(((await (await visitor().get(`/api/explore/${made.id}`)).json()) as FeedItem).likeCount).toBe(5);
    expect((await put(visitor(), `/api/explore/${made.id}/like`)).status).toBe(401);
  });

  it('answers the settings to remix and counts each user once', async () => {
    const owner = await publisher();
    const made = await seedCreative(owner, { ratio: '4:5', quality: 'medium', templateId: null });
    expect((await publish(owner, made.id)).status).toBe(200);
    const remixer = await signUpVerifiedUser(app.app);
    const first = await remixer.browser.post(`/api/explore/${made.id}/remix`);
    expect(await first.json()).toMatchObject({
      prompt: made.prompt,
      ratio: '4:5',
      quality: 'medium',
      remixCount: 1,
    });
    const again = await remixer.browser.post(`/api/explore/${made.id}/remix`);
    expect(((await again.json()) as { remixCount: number }).remixCount).toBe(1);
    expect((await visitor().post(`/api/explore/${made.id}/remix`)).status).toBe(401);
  });
});

describe('reports and moderation', () => {
  it('queues reports for admins, who hide, unpublish and block, and the author is told', async () => {
    const admin = await signUpVerifiedUser(app.app, adminFields);
    const owner = await publisher();
    const reporter = await signUpVerifiedUser(app.app);
    const first = await seedCreative(owner);
    const second = await seedCreative(owner);
    for (const made of [first, second]) expect((await publish(owner, made.id)).status).toBe(200);

    const report = await reporter.browser.post(`/api/explore/${first.id}/report`, {
      reason: 'offensive',
      note: 'rude',
    });
    expect(report.status).toBe(204);
    expect((await reporter.browser.post(`/api/explore/${first.id}/report`, { reason: 'nope' })).status).toBe(
      400,
    );
    expect((await reporter.browser.get('/api/admin/explore/reports')).status).toBe(403);
    const queue = (await (await admin.browser.get('/api/admin/explore/reports')).json()) as {
      reports: { creativeId: string; reasons: string[]; notes: string[]; reports: number }[];
    };
    expect(queue.reports.find((entry) => entry.creativeId === first.id)).toMatchObject({
      reasons: ['offensive'],
      notes: ['rude'],
      reports: 1,
    });

    const hide = await admin.browser.post(`/api/admin/explore/${first.id}`, { decision: 'hidden' });
    expect(hide.status).toBe(200);
    expect(await feedIds()).not.toContain(first.id);
    expect((await visitor().get(`/api/explore/${first.id}`)).status).toBe(404);
    const [open] = await database.db
      .select()
      .from(exploreReport)
      .where(eq(exploreReport.creativeId, first.id));
    expect(open?.resolvedAt).not.toBeNull();
    const mailbox = await createBrowser(app.app, { ip: '127.0.0.1' }).get(
      `/api/dev/mailbox?to=${encodeURIComponent(owner.email)}`,
    );
    const mails = ((await mailbox.json()) as { emails: { subject: string }[] }).emails;
    expect(mails.map((mail) => mail.subject)).toContain('About your creative on Explore');

    expect(
      (await admin.browser.post(`/api/admin/explore/${second.id}`, { decision: 'unpublished' })).status,
    ).toBe(200);
    const [unpublished] = await database.db.select().from(creative).where(eq(creative.id, second.id));
    expect(unpublished?.publishedToExplore).toBe(false);

    expect((await publish(owner, second.id)).status).toBe(200);
    expect(
      (await admin.browser.post(`/api/admin/explore/${second.id}`, { decision: 'blocked' })).status,
    ).toBe(200);
    expect(await feedIds()).not.toContain(second.id);
    const blocked = await publish(owner, (await seedCreative(owner)).id);
    expect((await errorOf(blocked)).code).toBe('EXPLORE_PUBLISH_BLOCKED');
    expect(
      (await admin.browser.post(`/api/admin/explore/${second.id}`, { decision: 'unblocked' })).status,
    ).toBe(200);
    expect(await feedIds()).toContain(second.id);
    expect(
      (await admin.browser.post(`/api/admin/explore/${randomUUID()}`, { decision: 'hidden' })).status,
    ).toBe(404);
  });

  it('limits reports per user', async () => {
    const owner = await publisher();
    const made = await seedCreative(owner);
    expect((await publish(owner, made.id)).status).toBe(200);
    const reporter = await signUpVerifiedUser(app.app);
    for (let sent = 0; sent < exploreRateLimits.report.max; sent += 1) {
      expect((await reporter.browser.post(`/api/explore/${made.id}/report`, { reason: 'spam' })).status).toBe(
        204,
      );
    }
    const limited = await reporter.browser.post(`/api/explore/${made.id}/report`, { reason: 'spam' });
    expect(limited.status).toBe(429);
  });
});
