import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Template, TemplatePage } from '@brandloom/shared/templates';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../adapters/storage/local-storage.ts';
import { createBrandCompositor } from '../../brand-layer/brand-layer.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { keptTableRows } from '../../db/kept-counts.ts';
import {
  appMeta,
  creative,
  template,
  templateFavorite,
  templateUse,
  user,
  userProfile,
  userRowCount,
} from '../../db/schema.ts';
import { createTestDatabase } from '../../db/test-database.ts';
import { type Browser, createBrowser } from '../../testing/http-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { newUserFields, signUpVerifiedUser } from '../../testing/test-users.ts';
import { testWorkerDeps } from '../../testing/test-worker-deps.ts';
import { claimJob } from '../generation/job-queue.repository.ts';
import { type GenerationWorkerDeps, runGenerationJob } from '../generation/run-generation-job.ts';
import { templateCatalogue, templateLook } from './catalog/catalog.ts';
import { previewSizes } from './render-template-preview.ts';
import { seedTemplates } from './seed-templates.ts';

const adminEmail = 'curator@example.com';
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof createTestApp>>;
let storageDir: string;
let worker: GenerationWorkerDeps;
let admin: Browser;

beforeAll(async () => {
  database = await createTestDatabase();
  storageDir = await mkdtemp(join(tmpdir(), 'brandloom-templates-'));
  const storage = createLocalStorage(storageDir, 'http://localhost:3000');
  app = await createTestApp({
    db: database.db,
    storage,
    adminEmails: [adminEmail],
    generation: { availableModels: new Set(['brand-compositor']), onQueued: () => {} },
  });
  worker = testWorkerDeps({
    db: database.db,
    storage,
    publish: async () => {},
    providers: new Map([['brand-compositor', createBrandCompositor()]]),
    templateLook: (id) => templateLook(templateCatalogue, id),
  });
  admin = (await signUpVerifiedUser(app.app, { ...newUserFields('curator'), email: adminEmail })).browser;
});
afterAll(async () => {
  await app?.cleanup();
  await database?.close();
  await rm(storageDir, { recursive: true, force: true });
});

const live = templateCatalogue.templates.length;
const free = templateCatalogue.templates.filter((item) => !item.premium);
const premium = templateCatalogue.templates.filter((item) => item.premium);
const never = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error('the catalogue lacks a template this test needs');
  return value;
};

async function page(browser: Browser, query = '', language = 'en'): Promise<TemplatePage> {
  const response = await browser.get(`/api/templates${query}`, { headers: { 'accept-language': language } });
  expect(response.status).toBe(200);
  return (await response.json()) as TemplatePage;
}

async function setPlan(userId: string, plan: 'free' | 'plus' | 'flex') {
  await database.db.update(userProfile).set({ plan }).where(eq(userProfile.userId, userId));
}

async function drainQueue() {
  for (
    let job = await claimJob(database.db, 'test-worker', 30_000);
    job;
    job = await claimJob(database.db, 'test-worker', 30_000)
  ) {
    await runGenerationJob(worker, job, 'test-worker');
  }
}

describe('the library', () => {
  it('lists every template, featured first, 24 a page, with the count and page count', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    const first = await page(browser);
    expect(first).toMatchObject({ page: 1, total: live, pageCount: Math.ceil(live / 24) });
    expect(first.templates).toHaveLength(24);
    expect(first.templates.every((item) => item.featured)).toBe(true);
    expect(new Set(first.templates.map((item) => item.category)).size).toBeGreaterThanOrEqual(12);
    const [item] = first.templates;
    expect(item).toMatchObject({
      favorite: false,
      lastUsedAt: null,
      previewUrl: `/api/templates/${item?.id}/preview?lang=en&v=${templateCatalogue.version}`,
    });
    const ids = new Set(first.templates.map((entry) => entry.id));
    const second = await page(browser, '?page=2');
    expect(second.templates.some((entry) => ids.has(entry.id))).toBe(false);
  });

  it('answers a page past the end empty, with the true page count', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    const past = await page(browser, '?category=pets&page=400&pageSize=60');
    const pets = templateCatalogue.templates.filter((item) => item.category === 'pets').length;
    expect(past).toEqual({ templates: [], page: 400, total: pets, pageCount: Math.ceil(pets / 60) });
    expect((await browser.get('/api/templates?page=0')).status).toBe(400);
  });

  it('filters by category, aspect, ad format and featured, together', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    const count = (filter: (item: (typeof templateCatalogue.templates)[number]) => boolean) =>
      templateCatalogue.templates.filter(filter).length;

    const food = await page(browser, '?category=food-drinks&pageSize=60');
    expect(food.total).toBe(count((item) => item.category === 'food-drinks'));
    expect(food.templates.every((item) => item.category === 'food-drinks')).toBe(true);

    const landscape = await page(browser, '?aspect=landscape');
    expect(landscape.total).toBe(count((item) => item.aspect === 'landscape'));
    expect(landscape.templates.every((item) => item.aspect === 'landscape' && item.ratio === '3:2')).toBe(
      true,
    );

    const stories = await page(browser, '?format=instagram-story');
    expect(stories.total).toBe(count((item) => item.aspect === 'portrait'));
    expect(stories.templates.every((item) => item.ratio === '2:3')).toBe(true);
    expect((await page(browser, '?format=instagram-story&aspect=square')).total).toBe(0);

    const featured = await page(browser, '?featured=true&category=pets&aspect=square');
    expect(featured.total).toBe(
      count((item) => item.featured && item.category === 'pets' && item.aspect === 'square'),
    );
    expect(featured.templates.every((item) => item.featured)).toBe(true);
  });

  it('searches titles, prompts and category names in the caller’s language and English, ignoring accents', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    const theme = never(
      templateCatalogue.templates
        .map((item) => templateCatalogue.theme(item.themeKey))
        .find((found) => found && /[äöüÄÖÜß]/u.test(found.theme.text.de.title)),
    );
    const plain = theme.theme.text.de.title
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replaceAll('ß', 'ss')
      .toLowerCase();
    const german = await page(browser, `?search=${encodeURIComponent(plain)}&pageSize=60`, 'de');
    expect(german.total).toBeGreaterThan(0);
    expect(german.templates.map((item) => item.title)).toContain(theme.theme.text.de.title);

    const english = await page(browser, `?search=${encodeURIComponent(theme.theme.text.en.title)}`, 'de');
    expect(english.templates.some((item) => item.title === theme.theme.text.de.title)).toBe(true);

    const byCategory = await page(browser, '?search=haustiere', 'de');
    expect(byCategory.total).toBe(
      templateCatalogue.templates.filter((item) => item.category === 'pets').length,
    );

    expect(await page(browser, '?search=qqqzzzxx')).toEqual({
      templates: [],
      page: 1,
      pageCount: 1,
      total: 0,
    });
  });

  it('answers one template in the caller’s language, and 404 for an unknown id', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    const item = never(free[0]);
    const response = await browser.get(`/api/templates/${item.id}`, { headers: { 'accept-language': 'de' } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Template;
    expect(body).toMatchObject({
      id: item.id,
      title: templateCatalogue.theme(item.themeKey)?.theme.text.de.title,
      previewUrl: expect.stringContaining('lang=de'),
    });
    const missing = await browser.get('/api/templates/no-such-template', {
      headers: { 'accept-language': 'fr' },
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      error: { code: 'TEMPLATE_NOT_FOUND', message: 'Impossible de trouver le modèle que vous cherchez.' },
    });
    expect((await createBrowser(app.app).get(`/api/templates/${item.id}`)).status).toBe(401);
  });

  it('locks premium templates on Free and opens them on Plus', async () => {
    const { browser, id } = await signUpVerifiedUser(app.app);
    const premiumId = never(premium[0]).id;
    const freeId = never(free[0]).id;
    const locked = async (templateId: string) =>
      ((await (await browser.get(`/api/templates/${templateId}`)).json()) as Template).locked;
    expect(await locked(premiumId)).toBe(true);
    expect(await locked(freeId)).toBe(false);
    await setPlan(id, 'plus');
    expect(await locked(premiumId)).toBe(false);
  });
});

describe('favourites', () => {
  it('are marked and unmarked idempotently, per user', async () => {
    const owner = await signUpVerifiedUser(app.app);
    const other = await signUpVerifiedUser(app.app);
    const [first, second] = [never(free[3]), never(premium[5])];
    const put = (browser: Browser, id: string) =>
      browser.request(`/api/templates/${id}/favorite`, { method: 'PUT' });
    const remove = (browser: Browser, id: string) =>
      browser.request(`/api/templates/${id}/favorite`, { method: 'DELETE' });

    expect((await put(owner.browser, first.id)).status).toBe(204);
    expect((await put(owner.browser, first.id)).status).toBe(204);
    expect((await put(owner.browser, second.id)).status).toBe(204);
    const favourites = await page(owner.browser, '?view=favorites');
    expect(favourites.total).toBe(2);
    // Newest first.
    expect(favourites.templates.map((item) => [item.id, item.favorite])).toEqual([
      [second.id, true],
      [first.id, true],
    ]);
    expect(
      (await page(owner.browser, `?view=favorites&aspect=${first.aspect}`)).templates.map((t) => t.id),
    ).toContain(first.id);

    expect((await page(other.browser, '?view=favorites')).total).toBe(0);
    const seenByOther = (await (await other.browser.get(`/api/templates/${first.id}`)).json()) as Template;
    expect(seenByOther.favorite).toBe(false);

    expect((await remove(owner.browser, first.id)).status).toBe(204);
    expect((await remove(owner.browser, first.id)).status).toBe(204);
    expect((await page(owner.browser, '?view=favorites')).templates.map((item) => item.id)).toEqual([
      second.id,
    ]);
    const unknown = await put(owner.browser, 'no-such-template');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'TEMPLATE_NOT_FOUND' } });
  });
});

describe('previews', () => {
  it('are WebP of the template’s shape, public and long-cached, drawn once then served from the store', async () => {
    const item = never(templateCatalogue.templates.find((entry) => entry.aspect === 'landscape'));
    const url = `http://localhost:3000/api/templates/${item.id}/preview?lang=de&v=${templateCatalogue.version}`;
    const first = await app.app.request(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('x-image-cache')).toBe('miss');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', ...previewSizes.landscape });

    const second = await app.app.request(url);
    expect(second.headers.get('x-image-cache')).toBe('hit');
    expect(Buffer.from(await second.arrayBuffer()).equals(bytes)).toBe(true);

    const portrait = never(templateCatalogue.templates.find((entry) => entry.aspect === 'portrait'));
    const tall = await app.app.request(`http://localhost:3000/api/templates/${portrait.id}/preview`);
    expect(await sharp(Buffer.from(await tall.arrayBuffer())).metadata()).toMatchObject(
      previewSizes.portrait,
    );
    // Without the current version: the same picture, not cached for long.
    expect(tall.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await app.app.request('http://localhost:3000/api/templates/nope/preview')).status).toBe(404);
  });
});

describe('admins', () => {
  it('feature and unfeature a template; others get 403', async () => {
    const item = never(
      templateCatalogue.templates.find((entry) => !entry.featured && entry.category === 'religions'),
    );
    const patch = (browser: Browser, featured: boolean) =>
      browser.request(`/api/admin/templates/${item.id}`, { method: 'PATCH', json: { featured } });
    const featured = await patch(admin, true);
    expect(featured.status).toBe(200);
    expect(await featured.json()).toMatchObject({ id: item.id, featured: true });
    const listed = await page(admin, '?featured=true&category=religions&pageSize=60');
    expect(listed.templates.map((entry) => entry.id)).toContain(item.id);

    expect((await patch(admin, false)).status).toBe(200);
    const unlisted = await page(admin, '?featured=true&category=religions&pageSize=60');
    expect(unlisted.templates.map((entry) => entry.id)).not.toContain(item.id);

    const { browser } = await signUpVerifiedUser(app.app);
    expect((await patch(browser, true)).status).toBe(403);
    expect((await browser.request(`/api/admin/templates/${item.id}`, { method: 'DELETE' })).status).toBe(403);
    expect(
      (
        await admin.request('/api/admin/templates/no-such-template', {
          method: 'PATCH',
          json: { featured: true },
        })
      ).status,
    ).toBe(404);
    expect(
      (await admin.request(`/api/admin/templates/${item.id}`, { method: 'PATCH', json: {} })).status,
    ).toBe(400);
  });

  it('delete a template: gone from lists, previews and new generations, and a new seed keeps it gone', async () => {
    const item = never(free.find((entry) => entry.category === 'cities' && !entry.featured));
    const user = await signUpVerifiedUser(app.app);
    await user.browser.request(`/api/templates/${item.id}/favorite`, { method: 'PUT' });
    const before = await page(user.browser, '?category=cities');

    expect((await admin.request(`/api/admin/templates/${item.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await admin.request(`/api/admin/templates/${item.id}`, { method: 'DELETE' })).status).toBe(404);

    expect((await page(user.browser, '?category=cities')).total).toBe(before.total - 1);
    expect((await page(user.browser, '?view=favorites')).total).toBe(0);
    expect((await user.browser.get(`/api/templates/${item.id}`)).status).toBe(404);
    expect((await app.app.request(`http://localhost:3000/api/templates/${item.id}/preview`)).status).toBe(
      404,
    );
    const refused = await user.browser.post('/api/generations', { prompt: 'City tour', templateId: item.id });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ error: { code: 'TEMPLATE_NOT_FOUND' } });

    await database.db.delete(appMeta).where(eq(appMeta.key, 'templates_catalogue_version'));
    await database.db.delete(template).where(eq(template.id, never(free[1]).id));
    expect(await seedTemplates(database.db, templateCatalogue)).toBe('seeded');
    const [row] = await database.db.select().from(template).where(eq(template.id, item.id));
    expect(row?.deletedAt).not.toBeNull();
    const [restored] = await database.db
      .select()
      .from(template)
      .where(eq(template.id, never(free[1]).id));
    expect(restored?.deletedAt).toBeNull();
    expect(await seedTemplates(database.db, templateCatalogue)).toBe('current');
  });
});

describe("the live templates' count, kept by the database", () => {
  const kept = async () => (await keptTableRows(database.db, 'live_template'))[0]?.total;
  const counted = async () =>
    (await database.db.select({ live: count() }).from(template).where(isNull(template.deletedAt)))[0]?.live;
  const someIds = async (limit: number) =>
    (
      await database.db
        .select({ id: template.id })
        .from(template)
        .where(isNull(template.deletedAt))
        .orderBy(template.id)
        .limit(limit)
    ).map((row) => row.id);

  it('follows deletes, restores, new rows and removed rows, and answers the unfiltered total', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    const before = await counted();
    expect(await kept()).toBe(before);
    expect((await page(browser)).total).toBe(before);

    const ids = await someIds(3);
    await database.db.update(template).set({ deletedAt: new Date() }).where(inArray(template.id, ids));
    expect(await kept()).toBe(Number(before) - 3);
    expect((await page(browser)).total).toBe(Number(before) - 3);
    // A change that leaves them deleted counts nothing.
    await database.db.update(template).set({ featured: true }).where(inArray(template.id, ids));
    expect(await kept()).toBe(Number(before) - 3);
    await database.db.update(template).set({ deletedAt: null }).where(inArray(template.id, ids));
    expect(await kept()).toBe(before);

    const [source] = await database.db
      .select()
      .from(template)
      .where(eq(template.id, never(ids[0])));
    await database.db.insert(template).values({ ...never(source), id: 'count-test--extra' });
    expect(await kept()).toBe(Number(before) + 1);
    await database.db.delete(template).where(eq(template.id, 'count-test--extra'));
    expect(await kept()).toBe(before);
  });

  it('adds up changes of transactions that overlap', async () => {
    const before = Number(await counted());
    const ids = await someIds(2);
    // On Postgres the second waits for the first's lock on the count; on PGlite they take turns.
    await Promise.all(
      ids.map((id) =>
        database.db.transaction(async (tx) => {
          await tx.update(template).set({ deletedAt: new Date() }).where(eq(template.id, id));
          await new Promise((resolve) => setTimeout(resolve, 50));
        }),
      ),
    );
    expect(await kept()).toBe(before - 2);
    expect(await counted()).toBe(before - 2);
    await database.db.update(template).set({ deletedAt: null }).where(inArray(template.id, ids));
    expect(await kept()).toBe(before);
  });

  it('is 0 after the table is emptied', async () => {
    const rolledBack = new Error('rolled back');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`truncate ${template} cascade`);
        expect((await keptTableRows(tx, 'live_template'))[0]?.total).toBe(0);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await kept()).toBe(await counted());
  });
});

describe("each user's favourites and uses, counted by the database", () => {
  const keptMarks = async (userId: string, mark: 'favorite' | 'use') =>
    (
      await database.db
        .select({ rows: userRowCount.rows })
        .from(userRowCount)
        .where(and(eq(userRowCount.userId, userId), eq(userRowCount.counted, `template_${mark}`)))
    )[0]?.rows ?? 0;
  const favourite = (browser: Browser, id: string, method: 'PUT' | 'DELETE') =>
    browser.request(`/api/templates/${id}/favorite`, { method });

  it("follows a user's favourites, and the total leaves out those on deleted templates", async () => {
    const owner = await signUpVerifiedUser(app.app);
    const other = await signUpVerifiedUser(app.app);
    const [first, second, third] = [never(free[10]), never(free[11]), never(free[12])];
    for (const item of [first, second, third]) await favourite(owner.browser, item.id, 'PUT');
    // Marked again: no new row, nothing counted.
    await favourite(owner.browser, first.id, 'PUT');
    await favourite(other.browser, first.id, 'PUT');
    expect(await keptMarks(owner.id, 'favorite')).toBe(3);
    expect(await keptMarks(other.id, 'favorite')).toBe(1);
    expect((await page(owner.browser, '?view=favorites')).total).toBe(3);

    await favourite(owner.browser, second.id, 'DELETE');
    await favourite(owner.browser, second.id, 'DELETE');
    expect(await keptMarks(owner.id, 'favorite')).toBe(2);
    expect((await page(owner.browser, '?view=favorites')).total).toBe(2);

    // A deleted template keeps its marks (restoring it brings them back) but is not counted.
    await database.db.update(template).set({ deletedAt: new Date() }).where(eq(template.id, third.id));
    expect(await keptMarks(owner.id, 'favorite')).toBe(2);
    const whileDeleted = await page(owner.browser, '?view=favorites');
    expect(whileDeleted.total).toBe(1);
    expect(whileDeleted.templates.map((item) => item.id)).toEqual([first.id]);
    // The same number as counting through a filter, which reads the marks themselves.
    expect((await page(owner.browser, `?view=favorites&category=${first.category}`)).total).toBe(1);
    await database.db.update(template).set({ deletedAt: null }).where(eq(template.id, third.id));
    expect((await page(owner.browser, '?view=favorites')).total).toBe(2);
    expect((await page(other.browser, '?view=favorites')).total).toBe(1);
  });

  it('counts a template used once however often it is used again', async () => {
    const { browser, id } = await signUpVerifiedUser(app.app);
    const item = never(free[13]);
    for (let time = 0; time < 2; time += 1) {
      const response = await browser.post('/api/generations', { prompt: 'Fresh bread', templateId: item.id });
      expect(response.status).toBe(202);
    }
    expect(await keptMarks(id, 'use')).toBe(1);
    expect((await page(browser, '?view=recent')).total).toBe(1);
    await drainQueue();
  });

  it("follows marks removed with their template or their user, and adds up overlapping transactions' marks", async () => {
    const owner = await signUpVerifiedUser(app.app);
    const ids = [never(free[14]).id, never(free[15]).id];
    await Promise.all(
      ids.map((templateId) =>
        database.db.transaction(async (tx) => {
          await tx.insert(templateFavorite).values({ userId: owner.id, templateId });
          await tx.insert(templateUse).values({ userId: owner.id, templateId });
          await new Promise((resolve) => setTimeout(resolve, 50));
        }),
      ),
    );
    expect(await keptMarks(owner.id, 'favorite')).toBe(2);
    expect(await keptMarks(owner.id, 'use')).toBe(2);

    const [source] = await database.db
      .select()
      .from(template)
      .where(eq(template.id, never(ids[0])));
    await database.db.insert(template).values({ ...never(source), id: 'mark-count-test--extra' });
    await database.db
      .insert(templateFavorite)
      .values({ userId: owner.id, templateId: 'mark-count-test--extra' });
    expect(await keptMarks(owner.id, 'favorite')).toBe(3);
    await database.db.delete(template).where(eq(template.id, 'mark-count-test--extra'));
    expect(await keptMarks(owner.id, 'favorite')).toBe(2);

    await database.db.delete(user).where(eq(user.id, owner.id));
    const rows = await database.db.select().from(userRowCount).where(eq(userRowCount.userId, owner.id));
    expect(rows).toEqual([]);
  });

  it('has no counts after the marks are emptied', async () => {
    const { browser, id } = await signUpVerifiedUser(app.app);
    await favourite(browser, never(free[16]).id, 'PUT');
    const rolledBack = new Error('rolled back');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`truncate ${templateFavorite}`);
        const left = await tx
          .select()
          .from(userRowCount)
          .where(eq(userRowCount.counted, 'template_favorite'));
        expect(left).toEqual([]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await keptMarks(id, 'favorite')).toBe(1);
  });
});

describe('generations from a template', () => {
  it('are laid out in its family, and the template is recently used', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    const item = never(free.find((entry) => entry.family === 'quote' && entry.aspect === 'portrait'));
    const response = await browser.post('/api/generations', {
      prompt: 'Testimonial for our bakery',
      ratio: '2:3',
      templateId: item.id,
      variants: 2,
    });
    expect(response.status).toBe(202);
    const recent = await page(browser, '?view=recent');
    expect(recent.templates.map((entry) => entry.id)).toEqual([item.id]);
    expect(recent.templates[0]?.lastUsedAt).toEqual(expect.any(String));

    await drainQueue();
    const rows = await database.db
      .select({ detail: creative.detail, templateId: creative.templateId, variant: creative.variantIndex })
      .from(creative)
      .where(eq(creative.templateId, item.id));
    expect(rows.sort((a, b) => a.variant - b.variant).map((row) => row.detail.layoutFamily)).toEqual([
      'quote',
      'quote',
    ]);
  });

  it('refuses a premium template on Free before reserving credits', async () => {
    const { browser, id } = await signUpVerifiedUser(app.app);
    const item = never(premium[0]);
    const balance = async () =>
      ((await (await browser.get('/api/credits')).json()) as { balance: number }).balance;
    const before = await balance();
    const refused = await browser.post('/api/generations', { prompt: 'Spring sale', templateId: item.id });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: {
        code: 'TEMPLATE_NOT_IN_PLAN',
        message: 'This template is part of the Plus and Flex plans. Upgrade to use it.',
      },
    });
    expect(await balance()).toBe(before);
    const [made] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(creative)
      .where(eq(creative.userId, id));
    expect(made?.count).toBe(0);
    expect((await page(browser, '?view=recent')).total).toBe(0);
  });

  it('are regenerated without a template deleted since', async () => {
    const { browser, id } = await signUpVerifiedUser(app.app);
    const item = never(free.find((entry) => entry.category === 'industry' && !entry.featured));
    const made = await browser.post('/api/generations', { prompt: 'Factory open day', templateId: item.id });
    const [original] = ((await made.json()) as { creatives: { id: string }[] }).creatives;
    await drainQueue();
    await admin.request(`/api/admin/templates/${item.id}`, { method: 'DELETE' });
    const again = await browser.post(`/api/creatives/${original?.id}/regenerate`);
    expect(again.status).toBe(202);
    const rows = await database.db
      .select({ templateId: creative.templateId })
      .from(creative)
      .where(and(eq(creative.userId, id)));
    expect(rows.map((row) => row.templateId).sort()).toEqual([item.id, null]);
  });
});
