import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { analyticsEvent, analyticsSalt } from '../../db/schema.ts';
import { createTestDatabase } from '../../db/test-database.ts';
import { type Browser, createBrowser } from '../../testing/http-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { signUpVerifiedUser } from '../../testing/test-users.ts';
import { recordKeyEvent } from './index.ts';

const adminEmail = 'analytics-admin@example.com';
const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof createTestApp>>;
let clock = Date.parse('2026-11-20T10:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp({ db: database.db, adminEmails: [adminEmail], now: () => clock });
});
afterAll(async () => {
  await app?.cleanup();
  await database?.close();
});

function visitor(ip: string, userAgent = chrome) {
  const browser = createBrowser(app.app, { ip });
  const view = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    browser.post('/api/analytics/page-view', body, { headers: { 'user-agent': userAgent, ...headers } });
  return { browser, view };
}

const pageViews = () => database.db.select().from(analyticsEvent).where(eq(analyticsEvent.kind, 'page_view'));

async function report(browser: Browser, days = 30) {
  const response = await browser.get(`/api/admin/analytics?days=${days}`);
  expect(response.status).toBe(200);
  return (await response.json()) as {
    days: {
      day: string;
      visitors: number;
      pageViews: number;
      signUps: number;
      firstCreatives: number;
      paid: number;
    }[];
    languages: { language: string; visitors: number; pageViews: number; signUps: number }[];
    totals: { visitors: number; pageViews: number; signUps: number; firstCreatives: number; paid: number };
    conversion: {
      signUps: number;
      firstCreative: number;
      paid: number;
      signUpToFirstCreative: number | null;
    };
    pages: { path: string; pageViews: number }[];
    referrers: { host: string; pageViews: number }[];
  };
}

describe('POST /api/analytics/page-view', () => {
  it('records a view without setting a cookie, hashing the visitor instead of storing the address', async () => {
    const { view } = visitor('198.51.100.7');
    const response = await view({
      path: '/de/blog/guides/ad-sizes/',
      referrer: 'https://www.google.com/search?q=brandloom',
      language: 'de',
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ recorded: true });
    expect(response.headers.get('set-cookie')).toBeNull();
    const [row] = await pageViews();
    expect(row).toMatchObject({
      path: '/de/blog/guides/ad-sizes',
      language: 'de',
      referrer: 'google.com',
      day: '2026-11-20',
      userId: null,
    });
    expect(row?.visitor).toMatch(/^[\w-]{22}$/);
    expect(JSON.stringify(row)).not.toContain('198.51.100.7');
    expect(JSON.stringify(row)).not.toContain('Chrome');
  });

  it('leaves out the paths spec §2 excludes, Do Not Track, Global Privacy Control and bots', async () => {
    const before = (await pageViews()).length;
    const { view } = visitor('198.51.100.8');
    for (const path of ['/auth/login', '/', '/en', '/de', '/fr', '/es', '/de/']) {
      expect(await (await view({ path })).json(), path).toEqual({ recorded: false });
    }
    expect(await (await view({ path: '/pricing' }, { dnt: '1' })).json()).toEqual({ recorded: false });
    expect(await (await view({ path: '/pricing' }, { 'sec-gpc': '1' })).json()).toEqual({ recorded: false });
    const bot = visitor(
      '198.51.100.9',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    );
    expect(await (await bot.view({ path: '/pricing' })).json()).toEqual({ recorded: false });
    expect((await pageViews()).length).toBe(before);
    // Not excluded: the sign-up page, a blog post, the app.
    for (const path of ['/auth/signup', '/blog', '/app/brands/0b6a3f0e-8a7e-4f57-9d5b-3f4a1c2d9e10']) {
      expect(await (await view({ path })).json(), path).toEqual({ recorded: true });
    }
    expect((await pageViews()).map((row) => row.path)).toContain('/app/brands/:id');
  });

  it('refuses bad input with a 4xx and limits page views per visitor', async () => {
    const { view } = visitor('198.51.100.10');
    for (const body of [
      {},
      { path: 'no-slash' },
      { path: '/a?token=secret' },
      { path: `/${'x'.repeat(400)}` },
      { path: 42 },
    ]) {
      const response = await view(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const notJson = await createBrowser(app.app, { ip: '198.51.100.10' }).request(
      '/api/analytics/page-view',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': chrome },
        body: '[1,2]',
      },
    );
    expect(notJson.status).toBe(400);
    let status = 0;
    for (let sent = 0; sent < 61 && status !== 429; sent += 1)
      status = (await view({ path: '/help' })).status;
    expect(status).toBe(429);
    // Another visitor is not held back.
    expect((await visitor('198.51.100.11').view({ path: '/help' })).status).toBe(202);
  });

  it('counts a signed-in user by their account and someone else after sign-out', async () => {
    clock += 61_000;
    const user = await signUpVerifiedUser(app.app);
    const send = () =>
      user.browser.post(
        '/api/analytics/page-view',
        { path: '/app/create' },
        { headers: { 'user-agent': chrome } },
      );
    expect((await send()).status).toBe(202);
    expect((await user.browser.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await send()).status).toBe(202);
    const rows = (await pageViews()).filter((row) => row.path === '/app/create');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.visitor).not.toBe(rows[1]?.visitor);
  });

  it('rotates the salt daily and keeps no salt older than yesterday', async () => {
    const { view } = visitor('198.51.100.12');
    await view({ path: '/terms' });
    clock += 86_400_000;
    await view({ path: '/terms' });
    clock += 86_400_000;
    await view({ path: '/terms' });
    const hashes = (await pageViews()).filter((row) => row.path === '/terms').map((row) => row.visitor);
    expect(new Set(hashes).size).toBe(3);
    const salts = await database.db.select().from(analyticsSalt);
    expect(salts.map((salt) => salt.day).sort()).toEqual(['2026-11-21', '2026-11-22']);
  });
});

describe('key events', () => {
  it('records sign-up at sign-up and a paid subscription once per user', async () => {
    const user = await signUpVerifiedUser(app.app);
    const checkout = await user.browser.post('/api/stripe/create-checkout', { plan: 'plus' });
    expect(checkout.status).toBe(200);
    const path = new URL(((await checkout.json()) as { url: string }).url).pathname;
    const paid = await user.browser.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        action: 'pay',
        number: '4242 4242 4242 4242',
        expiry: '12/30',
        cvc: '123',
      }).toString(),
    });
    expect(paid.status).toBe(303);
    await recordKeyEvent(database.db, user.id, 'first_creative', new Date(clock));
    await recordKeyEvent(database.db, user.id, 'first_creative', new Date(clock + 1000));
    const events = await database.db.select().from(analyticsEvent).where(eq(analyticsEvent.userId, user.id));
    expect(events.map((event) => event.kind).sort()).toEqual(['first_creative', 'paid', 'sign_up']);
  });
});

describe('GET /api/admin/analytics', () => {
  it('is for admins only', async () => {
    expect((await createBrowser(app.app).get('/api/admin/analytics')).status).toBe(401);
    const user = await signUpVerifiedUser(app.app);
    expect((await user.browser.get('/api/admin/analytics')).status).toBe(403);
  });

  it('counts by day and language over 7, 30 or 90 days, with conversions', async () => {
    const admin = await signUpVerifiedUser(app.app, {
      name: 'Admin',
      username: 'analytics_admin',
      email: adminEmail,
      password: 'correct horse battery',
    });
    expect((await admin.browser.get('/api/admin/analytics?days=14')).status).toBe(400);
    const week = await report(admin.browser, 7);
    expect(week.days).toHaveLength(7);
    expect(week.days.at(-1)?.day).toBe('2026-11-22');
    expect(week.languages.map((row) => row.language)).toEqual(['en', 'de', 'fr', 'es']);

    const month = await report(admin.browser, 30);
    const day20 = month.days.find((row) => row.day === '2026-11-20');
    // Nov 20: a German post, three pages of one visitor, /help 60 times (then refused) by one
    // visitor and once by another, the user before and after sign-out, the first /terms.
    expect(day20?.pageViews).toBe(1 + 3 + 61 + 2 + 1);
    expect(day20?.visitors).toBe(1 + 1 + 2 + 2 + 1);
    expect(month.days.find((row) => row.day === '2026-11-21')).toMatchObject({ pageViews: 1, visitors: 1 });
    expect(month.totals.pageViews).toBe(month.days.reduce((sum, row) => sum + row.pageViews, 0));
    expect(month.languages.find((row) => row.language === 'de')?.pageViews).toBe(1);
    expect(month.referrers).toEqual([{ host: 'google.com', pageViews: 1 }]);
    expect(month.pages[0]).toEqual({ path: '/help', pageViews: 61 });

    // Sign-ups: the user of the sign-out test (Nov 20), the payer, the non-admin and the admin (Nov 22).
    expect(month.totals.signUps).toBe(4);
    expect(month.totals.paid).toBe(1);
    expect(month.conversion).toMatchObject({
      signUps: 4,
      firstCreative: 1,
      paid: 1,
      signUpToFirstCreative: 0.25,
    });
  });
});
