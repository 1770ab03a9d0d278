import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Brand, BrandFile, BrandFontFile } from '@brandloom/shared/brands';
import { fontCatalog } from '@brandloom/shared/font-catalog';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../adapters/storage/local-storage.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { creative, user, userProfile, userRowCount, userUpload } from '../../db/schema.ts';
import { createTestDatabase } from '../../db/test-database.ts';
import { type Browser, createBrowser } from '../../testing/http-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { signUpVerifiedUser } from '../../testing/test-users.ts';
import { catalogFontFile } from '../fonts/font-files.ts';
import { findStorageFolder } from '../storage/stored-files.repository.ts';
import type { FetchImage } from './add-brand-logo-from-url.ts';

let database: DatabaseHandle;
let storage: Storage;
let storageRoot: string;
let app: Awaited<ReturnType<typeof createTestApp>>;
const fetched: string[] = [];
const fakeImages: Record<string, Uint8Array> = {};
const fetchImage: FetchImage = async (url) => {
  fetched.push(url);
  const bytes = fakeImages[url];
  if (!bytes) throw new Error(`404 ${url}`);
  return { bytes, contentType: 'image/png' };
};

let ipCounter = 1;
const newBrowser = () => createBrowser(app.app, { ip: `198.51.100.${ipCounter++}` });

beforeAll(async () => {
  database = await createTestDatabase();
  storageRoot = await mkdtemp(join(tmpdir(), 'brandloom-brands-'));
  storage = createLocalStorage(storageRoot, 'http://localhost:3000');
  app = await createTestApp({ db: database.db, storage, fetchImage });
});
afterAll(async () => {
  await app?.cleanup();
  await database?.close();
  await rm(storageRoot, { recursive: true, force: true });
});

const folderOf = (userId: string) => findStorageFolder(database.db, userId);

async function signedIn(plan: 'free' | 'plus' | 'flex' = 'free') {
  const { browser, ...user } = await signUpVerifiedUser(app.app);
  await database.db.update(userProfile).set({ plan }).where(eq(userProfile.userId, user.id));
  return { browser, user };
}

interface ErrorBody {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string[]>;
    details?: Record<string, unknown>;
  };
}
const body = <T>(response: Response) => response.json() as Promise<T>;
const put = (browser: Browser, path: string, json: unknown) => browser.request(path, { method: 'PUT', json });
const del = (browser: Browser, path: string) => browser.request(path, { method: 'DELETE' });

async function createBrand(browser: Browser, input: Record<string, unknown>): Promise<Brand> {
  const response = await browser.post('/api/brands', input);
  expect(response.status, await response.clone().text()).toBe(201);
  return body<Brand>(response);
}

function upload(
  browser: Browser,
  path: string,
  file: { name: string; bytes: Uint8Array<ArrayBuffer> },
  extra = {},
) {
  const form = new FormData();
  form.set('file', new File([file.bytes], file.name));
  for (const [key, value] of Object.entries(extra)) form.set(key, String(value));
  return browser.request(path, { method: 'POST', body: form });
}

const pngBytes = async () =>
  new Uint8Array(
    await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0055ff' } })
      .png()
      .toBuffer(),
  );
const webpBytes = async () =>
  new Uint8Array(
    await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ff5500' } })
      .webp()
      .toBuffer(),
  );
const interFile = () => readFile(catalogFontFile('inter', 700) ?? '');
const text = (value: string) => new TextEncoder().encode(value) as Uint8Array<ArrayBuffer>;
const stored = async (path: string) => {
  const object = await storage.get(path);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

describe('brands: signed out', () => {
  it('answers 401 on every endpoint', async () => {
    const browser = newBrowser();
    const id = '4f1c2a9e-8a7b-4b8e-9d61-2f0c3b5a7e10';
    const calls = [
      browser.get('/api/brands'),
      browser.post('/api/brands', { name: 'Acme' }),
      browser.get(`/api/brands/${id}`),
      put(browser, `/api/brands/${id}`, { name: 'Acme' }),
      del(browser, `/api/brands/${id}`),
      upload(browser, '/api/brands/logos', { name: 'logo.png', bytes: await pngBytes() }),
      browser.post('/api/brands/logos/from-svg', { svg: '<svg/>' }),
      browser.post('/api/brands/logos/from-url', { url: 'https://example.com/logo.png' }),
      upload(browser, '/api/brands/fonts', { name: 'font.ttf', bytes: text('x') }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(401);
      expect((await body<ErrorBody>(response)).error.code).toBe('UNAUTHORIZED');
    }
  });
});

describe('brands: create, read, update, delete', () => {
  it('creates a brand with normalised colours and reads it back in the list', async () => {
    const { browser } = await signedIn();
    const brand = await createBrand(browser, {
      name: '  Acme Coffee ',
      websiteUrl: 'https://acme.example',
      brief: { description: 'Roastery', toneOfVoice: 'Warm', audience: 'Commuters', offer: '2 for 1' },
      colors: ['#FF5500', '#0055ff'],
      fonts: [{ source: 'catalog', fontId: 'playfair-display', family: 'Playfair Display', role: 'heading' }],
    });
    expect(brand).toMatchObject({
      name: 'Acme Coffee',
      colors: ['#ff5500', '#0055ff'],
      brief: { offer: '2 for 1' },
      fonts: [{ fontId: 'playfair-display', url: null }],
    });
    expect(await body(await browser.get(`/api/brands/${brand.id}`))).toEqual(brand);
    const listResponse = await browser.get('/api/brands');
    expect(listResponse.headers.get('cache-control')).toBe('no-store');
    const list = await body<{ brands: Brand[]; maxBrands: number }>(listResponse);
    expect(list.brands.map((b) => b.id)).toEqual([brand.id]);
    expect(list.maxBrands).toBe(1);
  });

  it('refuses an empty name with the spec message, on the name field too', async () => {
    const { browser } = await signedIn();
    for (const name of ['', '   ']) {
      const response = await browser.post('/api/brands', { name });
      expect(response.status).toBe(400);
      const { error } = await body<ErrorBody>(response);
      expect(error.code).toBe('BRAND_NAME_REQUIRED');
      expect(error.message).toBe('Please enter your brand name.');
      expect(error.fields).toEqual({ name: ['Please enter your brand name.'] });
    }
    const german = await browser.post('/api/brands', { name: '' }, { headers: { 'accept-language': 'de' } });
    expect((await body<ErrorBody>(german)).error.message).not.toBe('Please enter your brand name.');
  });

  it('refuses a catalogue font the catalogue does not have and a bad colour', async () => {
    const { browser } = await signedIn('flex');
    const font = await browser.post('/api/brands', {
      name: 'Fonts',
      fonts: [{ source: 'catalog', fontId: 'comic-sans', family: 'Comic Sans', role: 'body' }],
    });
    expect(font.status).toBe(400);
    const color = await browser.post('/api/brands', { name: 'Colours', colors: ['red'] });
    expect((await body<ErrorBody>(color)).error.fields).toHaveProperty('colors.0');
  });

  it('refuses a second brand of the same name, whatever its case, naming the existing one', async () => {
    const { browser } = await signedIn('plus');
    const first = await createBrand(browser, { name: 'Northwind' });
    const again = await browser.post('/api/brands', { name: ' NORTHWIND ' });
    expect(again.status).toBe(409);
    const { error } = await body<ErrorBody>(again);
    expect(error.code).toBe('BRAND_EXISTS');
    expect(error.details).toEqual({ brandId: first.id });

    const second = await createBrand(browser, { name: 'Southwind' });
    const rename = await put(browser, `/api/brands/${second.id}`, { name: 'northWind' });
    expect(rename.status).toBe(409);
    expect((await body<ErrorBody>(rename)).error.details).toEqual({ brandId: first.id });
    // Renaming a brand to its own name in another case is fine.
    expect((await put(browser, `/api/brands/${first.id}`, { name: 'NorthWind' })).status).toBe(200);
  });

  it('lets two users have brands of the same name', async () => {
    const a = await signedIn();
    const b = await signedIn();
    await createBrand(a.browser, { name: 'Contoso' });
    await createBrand(b.browser, { name: 'Contoso' });
  });

  it('updates and deletes a brand', async () => {
    const { browser } = await signedIn();
    const brand = await createBrand(browser, { name: 'Fabrikam', colors: ['#111111'] });
    const updated = await put(browser, `/api/brands/${brand.id}`, {
      name: 'Fabrikam Inc',
      colors: ['#222222', '#111111'],
    });
    expect(updated.status).toBe(200);
    expect(await body(updated)).toMatchObject({ name: 'Fabrikam Inc', colors: ['#222222', '#111111'] });
    expect((await del(browser, `/api/brands/${brand.id}`)).status).toBe(204);
    expect((await browser.get(`/api/brands/${brand.id}`)).status).toBe(404);
  });
});

describe('brands: caps per plan', () => {
  it('free allows one brand: the next is Too Many Brands with the maximum', async () => {
    const { browser } = await signedIn('free');
    await createBrand(browser, { name: 'One' });
    const response = await browser.post('/api/brands', { name: 'Two' });
    expect(response.status).toBe(403);
    const { error } = await body<ErrorBody>(response);
    expect(error.code).toBe('TOO_MANY_BRANDS');
    expect(error.details).toMatchObject({ max: 1 });
    expect(error.message).toContain('1');
  });

  it('plus allows five, even when many creates arrive at once', async () => {
    const { browser } = await signedIn('plus');
    const responses = await Promise.all(
      Array.from({ length: 9 }, (_, index) => browser.post('/api/brands', { name: `Brand ${index}` })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 403, 403, 403, 403]);
    expect((await body<{ brands: Brand[] }>(await browser.get('/api/brands'))).brands).toHaveLength(5);
  });

  it('concurrent creates of one name make one brand', async () => {
    const { browser } = await signedIn('flex');
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => browser.post('/api/brands', { name: 'Same' })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409]);
  });

  it('flex is unlimited', async () => {
    const { browser } = await signedIn('flex');
    for (let index = 0; index < 8; index += 1) await createBrand(browser, { name: `Flex ${index}` });
    const list = await body<{ brands: Brand[]; maxBrands: number | null }>(await browser.get('/api/brands'));
    expect(list.brands).toHaveLength(8);
    expect(list.maxBrands).toBeNull();
  });

  it('answers a page at a time by name, with how many there are in all', async () => {
    const { browser } = await signedIn('flex');
    for (const name of ['delta', 'Alpha', 'charlie', 'Bravo', 'echo']) await createBrand(browser, { name });
    type Page = { brands: Brand[]; nextCursor: string | null; total: number };
    const first = await body<Page>(await browser.get('/api/brands?limit=2'));
    expect({ names: first.brands.map((b) => b.name), total: first.total }).toEqual({
      names: ['Alpha', 'Bravo'],
      total: 5,
    });
    const second = await body<Page>(await browser.get(`/api/brands?limit=2&cursor=${first.nextCursor}`));
    const third = await body<Page>(await browser.get(`/api/brands?limit=2&cursor=${second.nextCursor}`));
    expect([...second.brands, ...third.brands].map((b) => b.name)).toEqual(['charlie', 'delta', 'echo']);
    expect(third.nextCursor).toBeNull();
  });

  it("counts the user's brands as they are made and deleted, and forgets the count with the user", async () => {
    const { browser, user: owner } = await signedIn('flex');
    const total = async () => (await body<{ total: number }>(await browser.get('/api/brands'))).total;
    expect(await total()).toBe(0);
    const made = await Promise.all(['One', 'Two', 'Three'].map((name) => createBrand(browser, { name })));
    expect(await total()).toBe(3);
    expect((await del(browser, `/api/brands/${made[1]?.id}`)).status).toBe(204);
    expect(await total()).toBe(2);
    await database.db.delete(user).where(eq(user.id, owner.id));
    expect(await database.db.select().from(userRowCount).where(eq(userRowCount.userId, owner.id))).toEqual(
      [],
    );
  });
});

describe('brands: other users', () => {
  it("answers 404 for another user's brand on every endpoint and leaves it alone", async () => {
    const owner = await signedIn();
    const brand = await createBrand(owner.browser, { name: 'Private' });
    const intruder = await signedIn();
    for (const response of [
      await intruder.browser.get(`/api/brands/${brand.id}`),
      await put(intruder.browser, `/api/brands/${brand.id}`, { name: 'Mine now' }),
      await del(intruder.browser, `/api/brands/${brand.id}`),
      await intruder.browser.get('/api/brands/not-a-uuid'),
    ]) {
      expect(response.status).toBe(404);
      expect((await body<ErrorBody>(response)).error.code).toBe('BRAND_NOT_FOUND');
    }
    expect((await body<{ brands: Brand[] }>(await intruder.browser.get('/api/brands'))).brands).toEqual([]);
    expect(await body(await owner.browser.get(`/api/brands/${brand.id}`))).toEqual(brand);
  });

  it("refuses a brand that points at another user's files", async () => {
    const owner = await signedIn();
    const logo = await body<BrandFile>(
      await upload(owner.browser, '/api/brands/logos', { name: 'logo.png', bytes: await pngBytes() }),
    );
    const intruder = await signedIn();
    const response = await intruder.browser.post('/api/brands', {
      name: 'Thief',
      assets: [{ kind: 'logo', variant: 'light', path: logo.path, contentType: 'image/png' }],
    });
    expect(response.status).toBe(400);
    const traversal = await intruder.browser.post('/api/brands', {
      name: 'Thief',
      assets: [
        {
          kind: 'logo',
          variant: 'light',
          path: `${await folderOf(intruder.user.id)}/../${logo.path}`,
          contentType: 'image/png',
        },
      ],
    });
    expect(traversal.status).toBe(400);
    // The folder named by the user id is not theirs any more (0031).
    const legacy = await intruder.browser.post('/api/brands', {
      name: 'Legacy',
      assets: [
        { kind: 'logo', variant: 'light', path: `${intruder.user.id}/logo.png`, contentType: 'image/png' },
      ],
    });
    expect(legacy.status).toBe(400);
  });
});

describe('brands: logos and icons', () => {
  it('stores PNG and WebP files in the user’s storage folder, not one named by the user id', async () => {
    const { browser, user } = await signedIn();
    for (const file of [
      { name: 'logo.PNG', bytes: await pngBytes(), type: 'image/png' },
      { name: 'icon.webp', bytes: await webpBytes(), type: 'image/webp' },
    ]) {
      const response = await upload(browser, '/api/brands/logos', file);
      expect(response.status).toBe(201);
      const saved = await body<BrandFile>(response);
      expect(saved.contentType).toBe(file.type);
      expect(saved.path).toMatch(new RegExp(`^${await folderOf(user.id)}/[\\w-]{22}\\.(png|webp)$`));
      expect(saved.url).toBe(`http://localhost:3000/storage/${saved.path}`);
      expect(saved.url).not.toContain(user.id);
    }
  });

  it('refuses files whose bytes are not what their name says', async () => {
    const { browser } = await signedIn();
    const cases = [
      { name: 'logo.png', bytes: text('<!doctype html><html><script>alert(1)</script></html>') },
      { name: 'logo.png', bytes: text('<svg xmlns="http://www.w3.org/2000/svg"/>') },
      { name: 'logo.svg', bytes: await pngBytes() },
      { name: 'logo.gif', bytes: await pngBytes() },
      { name: 'logo.svg', bytes: text('<html><body><svg/></body></html>') },
      { name: 'logo.png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]) },
    ];
    for (const file of cases) {
      const response = await upload(browser, '/api/brands/logos', file);
      expect(response.status, file.name).toBe(415);
      const { error } = await body<ErrorBody>(response);
      expect(error.code).toBe('LOGO_NOT_SUPPORTED');
      expect(error.message).toContain(file.name);
    }
  });

  it('sanitises an uploaded SVG before storing it', async () => {
    const { browser } = await signedIn();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script>' +
      '<a href="javascript:alert(3)"><rect width="4" height="4"/></a></svg>';
    const response = await upload(browser, '/api/brands/logos', { name: 'logo.svg', bytes: text(svg) });
    expect(response.status).toBe(201);
    const saved = await body<BrandFile>(response);
    expect(saved.contentType).toBe('image/svg+xml');
    const content = await stored(saved.path);
    expect(content).toContain('<rect width="4" height="4"/>');
    expect(content).not.toMatch(/alert|script|onload|javascript/);
  });

  it('stores inline SVG markup from a scan, sanitised', async () => {
    const { browser } = await signedIn();
    const response = await browser.post('/api/brands/logos/from-svg', {
      svg: '<svg viewBox="0 0 2 2"><foreignObject><p>x</p></foreignObject><circle r="1"/></svg>',
    });
    expect(response.status).toBe(201);
    const content = await stored((await body<BrandFile>(response)).path);
    expect(content).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><circle r="1"/></svg>');
    const notSvg = await browser.post('/api/brands/logos/from-svg', { svg: '<p>hello</p>' });
    expect(notSvg.status).toBe(415);
  });

  it('stores a logo candidate URL through the injected fetcher, judged by its bytes', async () => {
    const { browser } = await signedIn();
    fakeImages['https://acme.example/logo.png'] = await pngBytes();
    fakeImages['https://acme.example/fake.png'] = text('<html></html>');
    const response = await browser.post('/api/brands/logos/from-url', {
      url: 'https://acme.example/logo.png',
    });
    expect(response.status).toBe(201);
    expect((await body<BrandFile>(response)).contentType).toBe('image/png');
    expect(fetched).toContain('https://acme.example/logo.png');
    for (const url of ['https://acme.example/fake.png', 'https://acme.example/missing.png']) {
      const refused = await browser.post('/api/brands/logos/from-url', { url });
      expect(refused.status).toBe(415);
    }
    const notHttp = await browser.post('/api/brands/logos/from-url', { url: 'file:///etc/passwd' });
    expect(notHttp.status).toBe(400);
  });

  it('downloads URL logos through the safe fetch by default, which refuses internal addresses', async () => {
    const bare = await createTestApp({ db: database.db, storage });
    try {
      const { browser } = await signUpVerifiedUser(bare.app);
      const response = await browser.post('/api/brands/logos/from-url', {
        url: 'http://127.0.0.1:9/logo.png',
      });
      expect(response.status).toBe(422);
      expect(((await response.json()) as ErrorBody).error.code).toBe('WEBSITE_IMAGES_FAILED');
    } finally {
      await bare.cleanup();
    }
  });
});

describe('brands: fonts', () => {
  it('serves the catalogue and its files with long cache headers', async () => {
    const browser = newBrowser();
    const response = await browser.get('/api/fonts');
    expect(response.status).toBe(200);
    const { fonts } = await body<{
      fonts: { id: string; category: string; files: Record<string, string> }[];
    }>(response);
    expect(fonts).toHaveLength(fontCatalog.length);
    expect(fonts.length).toBeGreaterThanOrEqual(20);
    expect(new Set(fonts.map((font) => font.category))).toEqual(
      new Set(['sans', 'serif', 'display', 'script', 'mono']),
    );
    const inter = fonts.find((font) => font.id === 'inter');
    expect(inter?.files).toEqual({ 400: '/api/fonts/inter/400.woff2', 700: '/api/fonts/inter/700.woff2' });

    const file = await browser.get('/api/fonts/inter/700.woff2');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('font/woff2');
    expect(file.headers.get('cache-control')).toContain('max-age=31536000');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('wOF2');
    for (const missing of [
      '/api/fonts/inter/300.woff2',
      '/api/fonts/pacifico/700.woff2',
      '/api/fonts/nope/400.woff2',
    ]) {
      expect((await browser.get(missing)).status).toBe(404);
    }
    // Every catalogue entry resolves to files on disk, for the compositor too.
    for (const font of fontCatalog) {
      for (const weight of font.weights) {
        expect(catalogFontFile(font.id, weight, 'woff')).toMatch(/\.woff$/);
      }
    }
  });

  it('stores an uploaded font and reads its family name from it', async () => {
    const { browser, user } = await signedIn();
    const response = await upload(browser, '/api/brands/fonts', {
      name: 'Brand.woff2',
      bytes: await interFile(),
    });
    expect(response.status).toBe(201);
    const font = await body<BrandFontFile>(response);
    expect(font).toMatchObject({ family: 'Inter', contentType: 'font/woff2' });
    expect(font.path.startsWith(`${await folderOf(user.id)}/`)).toBe(true);
    expect(font.url).not.toContain(user.id);
    const named = await upload(
      browser,
      '/api/brands/fonts',
      { name: 'brand.woff2', bytes: await interFile() },
      { family: 'House Sans' },
    );
    expect((await body<BrandFontFile>(named)).family).toBe('House Sans');
  });

  it('refuses files that are not fonts, whatever their name', async () => {
    const { browser } = await signedIn();
    for (const file of [
      { name: 'font.ttf', bytes: text('<html>not a font</html>') },
      { name: 'font.woff2', bytes: await pngBytes() },
      { name: 'font.woff2', bytes: text('wOF2 and then garbage') },
    ]) {
      const response = await upload(browser, '/api/brands/fonts', file);
      expect(response.status).toBe(415);
      expect((await body<ErrorBody>(response)).error.code).toBe('FONT_NOT_SUPPORTED');
    }
  });
});

describe('brands: files follow the brand', () => {
  it('delete removes the brand logo and font files and unassigns its uploads', async () => {
    const { browser, user } = await signedIn();
    const logo = await body<BrandFile>(
      await upload(browser, '/api/brands/logos', { name: 'logo.png', bytes: await pngBytes() }),
    );
    const font = await body<BrandFontFile>(
      await upload(browser, '/api/brands/fonts', { name: 'a.woff2', bytes: await interFile() }),
    );
    const brand = await createBrand(browser, {
      name: 'Doomed',
      assets: [{ kind: 'logo', variant: 'light', path: logo.path, contentType: 'image/png' }],
      fonts: [{ source: 'upload', path: font.path, family: font.family, role: 'body' }],
    });
    expect(brand.assets[0]?.url).toBe(logo.url);
    expect(brand.fonts[0]?.url).toBe(font.url);
    const [photo] = await database.db
      .insert(userUpload)
      .values({
        userId: user.id,
        fileId: 'photo',
        filename: 'photo.png',
        path: `${user.id}/photo.png`,
        contentType: 'image/png',
        sizeBytes: 1,
        brandId: brand.id,
      })
      .returning();

    expect((await del(browser, `/api/brands/${brand.id}`)).status).toBe(204);
    expect(await storage.get(logo.path)).toBeNull();
    expect(await storage.get(font.path)).toBeNull();
    const [after] = await database.db
      .select()
      .from(userUpload)
      .where(eq(userUpload.id, photo?.id ?? ''));
    expect(after?.brandId).toBeNull();
  });

  it('update removes a replaced logo but keeps one another brand still uses', async () => {
    const { browser } = await signedIn('plus');
    const logoFile = async () =>
      body<BrandFile>(
        await upload(browser, '/api/brands/logos', { name: 'logo.png', bytes: await pngBytes() }),
      );
    const [shared, replaced, replacement] = [await logoFile(), await logoFile(), await logoFile()];
    const asset = (file: BrandFile) => ({
      kind: 'logo',
      variant: 'dark',
      path: file.path,
      contentType: 'image/png',
    });
    const brand = await createBrand(browser, { name: 'One', assets: [asset(shared), asset(replaced)] });
    await createBrand(browser, { name: 'Two', assets: [asset(shared)] });

    await put(browser, `/api/brands/${brand.id}`, { name: 'One', assets: [asset(replacement)] });
    expect(await storage.get(replaced.path)).toBeNull();
    expect(await storage.get(shared.path)).not.toBeNull();
    expect(await storage.get(replacement.path)).not.toBeNull();
  });

  it('delete keeps a creative’s image the brand used as its logo', async () => {
    const { browser, user } = await signedIn();
    const imagePath = `${await folderOf(user.id)}/creative.png`;
    await storage.put(imagePath, await pngBytes(), { contentType: 'image/png' });
    await database.db.insert(creative).values({
      userId: user.id,
      generationId: crypto.randomUUID(),
      status: 'completed',
      prompt: 'An ad',
      model: 'brand-compositor',
      ratio: '1:1',
      credits: 1,
      imagePath,
    });
    const brand = await createBrand(browser, {
      name: 'Borrows',
      assets: [{ kind: 'logo', variant: 'light', path: imagePath, contentType: 'image/png' }],
    });
    expect((await del(browser, `/api/brands/${brand.id}`)).status).toBe(204);
    expect(await storage.get(imagePath)).not.toBeNull();
  });
});
