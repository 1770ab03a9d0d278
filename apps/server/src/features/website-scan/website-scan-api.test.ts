import type { BrandScanDraft } from '@brandloom/shared/brands';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { userProfile } from '../../db/schema.ts';
import { createTestDatabase } from '../../db/test-database.ts';
import { parseAllowedHosts } from '../../lib/safe-fetch/address-policy.ts';
import { type FixtureSites, startFixtureSites } from '../../testing/fixture-sites.ts';
import { createBrowser } from '../../testing/http-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { signUpVerifiedUser } from '../../testing/test-users.ts';
import { websiteScanRateLimit } from './limit-website-scans.ts';

let database: DatabaseHandle;
let sites: FixtureSites;
let app: Awaited<ReturnType<typeof createTestApp>>;
let clock = Date.parse('2026-11-22T12:00:00Z');
let ipCounter = 1;
const newBrowser = () => createBrowser(app.app, { ip: `198.51.100.${ipCounter++}` });

beforeAll(async () => {
  database = await createTestDatabase();
  sites = await startFixtureSites();
  app = await createTestApp({
    db: database.db,
    now: () => clock,
    env: { WEBSITE_SCAN_ALLOWED_HOSTS: parseAllowedHosts([sites.allowListEntry]) },
  });
});
afterAll(async () => {
  await app?.cleanup();
  await sites?.close();
  await database?.close();
});

async function signedIn(plan: 'free' | 'plus' | 'flex' = 'free') {
  const user = await signUpVerifiedUser(app.app);
  if (plan !== 'free')
    await database.db.update(userProfile).set({ plan }).where(eq(userProfile.userId, user.id));
  return user.browser;
}

const errorCode = async (response: Response) =>
  ((await response.json()) as { error: { code: string } }).error.code;

describe('POST /api/website-scan', () => {
  it('answers 401 when signed out', async () => {
    const response = await newBrowser().post('/api/website-scan', { url: `${sites.baseUrl}/css-variables/` });
    expect(response.status).toBe(401);
  });

  it('scans a site into a draft for a signed-in user', async () => {
    const browser = await signedIn();
    const response = await browser.post('/api/website-scan', { url: `${sites.baseUrl}/css-variables/` });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const draft = (await response.json()) as BrandScanDraft;
    expect(draft.name).toMatchObject({ value: 'Fjord Coffee Roasters' });
    expect(draft.colors[0]).toEqual({ value: '#0b4f6c', source: { kind: 'theme-color' } });
  });

  it('answers 400 on input that is not a website address', async () => {
    const browser = await signedIn();
    for (const body of [{}, { url: '' }, { url: 42 }, { url: 'ftp://example.com/' }, { url: 'http://' }]) {
      const response = await browser.post('/api/website-scan', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await errorCode(response)).toBe('VALIDATION_FAILED');
    }
  });

  it('answers 422 BRAND_SCAN_FAILED with the URL, for broken sites and internal addresses alike', async () => {
    const browser = await signedIn();
    for (const url of [
      `${sites.baseUrl}/broken/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:127.0.0.1]/',
    ]) {
      const response = await browser.post('/api/website-scan', { url });
      expect(response.status, url).toBe(422);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('BRAND_SCAN_FAILED');
      expect(body.error.message).toBe(
        `Failed to scan your brand URL ${url}. Please try again, or enter your brand data manually.`,
      );
    }
  });

  it(`allows ${websiteScanRateLimit.max} scans per user and window, then 429`, async () => {
    const browser = await signedIn();
    const scan = () => browser.post('/api/website-scan', { url: `${sites.baseUrl}/favicon-only/` });
    for (let i = 0; i < websiteScanRateLimit.max; i++) expect((await scan()).status).toBe(200);
    const limited = await scan();
    expect(limited.status).toBe(429);
    expect(await errorCode(limited)).toBe('RATE_LIMITED');
    // Another user has their own allowance.
    expect(
      (await (await signedIn()).post('/api/website-scan', { url: `${sites.baseUrl}/favicon-only/` })).status,
    ).toBe(200);
    clock += websiteScanRateLimit.windowMs + 1;
    expect((await scan()).status).toBe(200);
  });
});

describe('POST /api/website-scan/images', () => {
  const url = () => `${sites.baseUrl}/shop/`;

  it('answers 401 when signed out', async () => {
    expect((await newBrowser().post('/api/website-scan/images', { url: url() })).status).toBe(401);
  });

  it('answers 403 UPGRADE_REQUIRED to a Free user, naming the plan needed', async () => {
    const browser = await signedIn('free');
    const response = await browser.post('/api/website-scan/images', { url: url() });
    expect(response.status).toBe(403);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('UPGRADE_REQUIRED');
    expect(body.error.message).toBe('This needs the Plus plan. Upgrade to use it.');
  });

  it("lists a site's images for paid plans", async () => {
    for (const plan of ['plus', 'flex'] as const) {
      const browser = await signedIn(plan);
      const response = await browser.post('/api/website-scan/images', { url: url() });
      expect(response.status, plan).toBe(200);
      const list = (await response.json()) as { url: string; images: { url: string; source: string }[] };
      expect(list.url).toBe(url());
      expect(list.images).toContainEqual(
        expect.objectContaining({ url: `${sites.baseUrl}/shop/images/og-banner.jpg`, source: 'og-image' }),
      );
    }
  });

  it('answers 400 on bad input and 422 WEBSITE_IMAGES_FAILED when the site cannot be read', async () => {
    const browser = await signedIn('plus');
    expect((await browser.post('/api/website-scan/images', { url: 'javascript:alert(1)' })).status).toBe(400);
    for (const target of [`${sites.baseUrl}/broken/data`, 'http://10.0.0.1/']) {
      const response = await browser.post('/api/website-scan/images', { url: target });
      expect(response.status, target).toBe(422);
      expect(await errorCode(response)).toBe('WEBSITE_IMAGES_FAILED');
    }
  });
});

describe('POST /api/uploads/import', () => {
  const image = (name: string) => `${sites.baseUrl}/shop/images/${name}`;

  it('imports the picked images into uploads as website images, reporting those that failed', async () => {
    const browser = await signedIn('plus');
    const response = await browser.post('/api/uploads/import', {
      urls: [
        image('og-banner.jpg'),
        `${sites.baseUrl}/shop/images/missing.jpg`,
        'http://10.0.0.1/secret.png',
      ],
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as {
      uploads: { filename: string; source: string; originalUrl: string; contentType: string }[];
      failed: string[];
    };
    expect(body.uploads).toEqual([
      expect.objectContaining({
        filename: 'og-banner.jpg',
        source: 'website',
        originalUrl: image('og-banner.jpg'),
        contentType: 'image/jpeg',
      }),
    ]);
    expect(body.failed).toEqual([`${sites.baseUrl}/shop/images/missing.jpg`, 'http://10.0.0.1/secret.png']);
    const listed = (await (await browser.get('/api/uploads?source=website')).json()) as {
      uploads: unknown[];
    };
    expect(listed.uploads).toHaveLength(1);
  });

  it('needs a paid plan, and says so when nothing could be imported', async () => {
    const free = await signedIn('free');
    const refused = await free.post('/api/uploads/import', { urls: [image('og-banner.jpg')] });
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe('UPGRADE_REQUIRED');
    const plus = await signedIn('plus');
    const failed = await plus.post('/api/uploads/import', {
      urls: ['http://169.254.169.254/latest/meta-data'],
    });
    expect(failed.status).toBe(422);
    expect(await errorCode(failed)).toBe('WEBSITE_IMAGES_FAILED');
    expect((await plus.post('/api/uploads/import', { urls: [] })).status).toBe(400);
  });
});
