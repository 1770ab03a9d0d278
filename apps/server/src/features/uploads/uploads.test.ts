import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { maxFilesPerUploadBatch, uploadsBucket } from '@brandloom/shared/uploads';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBucket } from '../../adapters/storage/bucket.ts';
import { createLocalStorage } from '../../adapters/storage/local-storage.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { brand, userUpload } from '../../db/schema.ts';
import { createTestDatabase } from '../../db/test-database.ts';
import { type Browser, createBrowser } from '../../testing/http-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { newUserFields, signUpVerifiedUser } from '../../testing/test-users.ts';
import { findStorageFolder } from '../storage/stored-files.repository.ts';
import { checkUploadSetup } from './check-upload-setup.ts';
import { saveUpload } from './save-upload.ts';

const adminEmail = 'uploads-admin@example.com';
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof createTestApp>>;
let storageRoot: string;
let ipCounter = 1;
const newBrowser = () => createBrowser(app.app, { ip: `198.51.100.${ipCounter++}` });

beforeAll(async () => {
  database = await createTestDatabase();
  storageRoot = await mkdtemp(join(tmpdir(), 'brandloom-uploads-'));
  app = await createTestApp({
    db: database.db,
    storage: createLocalStorage(storageRoot, 'http://localhost:3000'),
    adminEmails: [adminEmail],
  });
});
afterAll(async () => {
  await app?.cleanup();
  await database?.close();
  await rm(storageRoot, { recursive: true, force: true });
});

const image = (format: 'png' | 'jpeg' | 'webp', width = 8, height = 6) =>
  sharp({ create: { width, height, channels: 3, background: '#3366ff' } })
    .toFormat(format)
    .toBuffer();
const text = (content: string) => new TextEncoder().encode(content);
const htmlPage = text('<!doctype html><html><body><script>alert(1)</script></body></html>');
const svgImage = text(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
);

function form(field: string, files: [name: string, bytes: Uint8Array][], extra: Record<string, string> = {}) {
  const body = new FormData();
  for (const [name, bytes] of files) body.append(field, new File([new Uint8Array(bytes)], name));
  for (const [key, value] of Object.entries(extra)) body.append(key, value);
  return body;
}

interface Upload {
  id: string;
  filename: string;
  path: string;
  url: string;
  thumbnailUrl: string;
  tag: string | null;
  brandId: string | null;
  source: string;
  status: string;
  width: number;
  height: number;
  contentType: string;
}
interface ErrorBody {
  error: { code: string; message: string };
}

const check = (browser: Browser, files: [string, Uint8Array][]) =>
  browser.request('/api/uploads/check', { method: 'POST', body: form('files', files) });
const upload = (browser: Browser, name: string, bytes: Uint8Array, extra?: Record<string, string>) =>
  browser.request('/api/uploads', { method: 'POST', body: form('file', [[name, bytes]], extra) });
async function uploaded(browser: Browser, name: string, bytes: Uint8Array): Promise<Upload> {
  const response = await upload(browser, name, bytes);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Upload;
}
const list = async (browser: Browser, query = '') =>
  (await (await browser.get(`/api/uploads${query}`)).json()) as {
    uploads: Upload[];
    nextCursor: string | null;
  };
const rowsOf = (userId: string) => database.db.select().from(userUpload).where(eq(userUpload.userId, userId));
const folderOf = (userId: string) => findStorageFolder(database.db, userId);
async function filesIn(folder: string): Promise<string[]> {
  return readdir(join(storageRoot, 'objects', folder)).catch(() => []);
}
const storedFiles = async (userId: string) => filesIn(await folderOf(userId));

async function signedIn() {
  const user = await signUpVerifiedUser(app.app);
  return { browser: user.browser, user };
}

describe('checking a batch before anything is stored', () => {
  it('accepts real images of the types their names say, any case, and stores nothing', async () => {
    const { browser, user } = await signedIn();
    const response = await check(browser, [
      ['photo.PNG', await image('png', 30, 20)],
      ['shot.jpeg', await image('jpeg')],
      ['pic.JPG', await image('jpeg')],
      ['art.webp', await image('webp')],
    ]);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      files: { filename: string; contentType: string; width: number }[];
    };
    expect(body.files.map((file) => [file.filename, file.contentType])).toEqual([
      ['photo.PNG', 'image/png'],
      ['shot.jpeg', 'image/jpeg'],
      ['pic.JPG', 'image/jpeg'],
      ['art.webp', 'image/webp'],
    ]);
    expect(body.files[0]).toMatchObject({ width: 30, height: 20 });
    expect(await rowsOf(user.id)).toEqual([]);
    expect(await storedFiles(user.id)).toEqual([]);
  });

  it.each([
    ['a .png that is really HTML', 'evil.png', htmlPage],
    ['a .png that is really SVG', 'vector.png', svgImage],
    ['a .svg', 'vector.svg', svgImage],
    ['a .gif', 'anim.gif', new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])],
    ['a name without an extension', 'photo', new Uint8Array([1])],
  ])('refuses the whole batch for %s, naming the file', async (_, name, bytes) => {
    const { browser, user } = await signedIn();
    const response = await check(browser, [
      ['good.png', await image('png')],
      [name, bytes],
    ]);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error).toEqual({
      code: 'UPLOAD_NOT_AN_IMAGE',
      message: `File does not seem to be an image: ${name}`,
    });
    expect(await rowsOf(user.id)).toEqual([]);
    expect(await storedFiles(user.id)).toEqual([]);
  });

  it('refuses images whose bytes are another type than their name says (a PNG named .jpg)', async () => {
    const { browser } = await signedIn();
    for (const [name, bytes] of [
      ['really-a-png.jpg', await image('png')],
      ['really-a-jpeg.webp', await image('jpeg')],
      ['really-a-webp.png', await image('webp')],
    ] as const) {
      const response = await check(browser, [[name, bytes]]);
      expect(((await response.json()) as ErrorBody).error.code, name).toBe('UPLOAD_NOT_AN_IMAGE');
    }
  });

  it('refuses a file over the size limit and a batch with too many files', async () => {
    const { browser } = await signedIn();
    const tooBig = new Uint8Array(uploadsBucket.fileSizeLimit + 1);
    tooBig.set(await image('png'));
    const large = await check(browser, [['huge.png', tooBig]]);
    expect(large.status).toBe(413);
    expect(((await large.json()) as ErrorBody).error).toEqual({
      code: 'UPLOAD_TOO_LARGE',
      message: 'The file huge.png is larger than 10 MB.',
    });

    const png = await image('png');
    const many = Array.from(
      { length: maxFilesPerUploadBatch + 1 },
      (_, i) => [`p${i}.png`, png] as [string, Uint8Array],
    );
    const batch = await check(browser, many);
    expect(batch.status).toBe(400);
    expect(((await batch.json()) as ErrorBody).error).toEqual({
      code: 'UPLOAD_BATCH_TOO_LARGE',
      message: `You can upload at most ${maxFilesPerUploadBatch} files at once.`,
    });
  });
});

describe('uploading one file', () => {
  it('stores it at {storageFolder}/{random}.{ext} with cache control 3600 and records it as active and manual', async () => {
    const { browser, user } = await signedIn();
    const bytes = await image('png', 40, 30);
    const saved = await uploaded(browser, 'Product Shot.PNG', bytes);
    expect(saved).toMatchObject({
      filename: 'Product Shot.PNG',
      contentType: 'image/png',
      width: 40,
      height: 30,
      status: 'active',
      source: 'manual',
      tag: null,
      brandId: null,
    });
    expect(saved.path).toMatch(new RegExp(`^${await folderOf(user.id)}/[0-9a-f-]{36}\\.png$`));
    // The URL names a random folder, never the owner (0031).
    expect(saved.url).not.toContain(user.id);
    expect(saved.url).toBe(`http://localhost:3000/storage/${saved.path}`);
    expect(saved.thumbnailUrl).toBe(
      `http://localhost:3000/storage/${saved.path}?w=480&h=480&fit=cover&format=webp&q=75`,
    );

    const file = await browser.get(`/storage/${saved.path}`);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
    const thumbnail = await browser.get(
      new URL(saved.thumbnailUrl).pathname + new URL(saved.thumbnailUrl).search,
    );
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
  });

  it('checks the bytes again: a fake image sent straight to the upload is refused and nothing stored', async () => {
    const { browser, user } = await signedIn();
    const response = await upload(browser, 'sneaky.png', htmlPage);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.code).toBe('UPLOAD_NOT_AN_IMAGE');
    expect(await rowsOf(user.id)).toEqual([]);
    expect(await storedFiles(user.id)).toEqual([]);
  });

  it('assigns it to a brand only when the brand is the user’s own', async () => {
    const { browser, user } = await signedIn();
    const other = await signedIn();
    const [mine] = await database.db.insert(brand).values({ userId: user.id, name: 'Mine' }).returning();
    const [theirs] = await database.db
      .insert(brand)
      .values({ userId: other.user.id, name: 'Theirs' })
      .returning();
    const png = await image('png');
    const withBrand = await upload(browser, 'a.png', png, { brandId: mine?.id ?? '' });
    expect(((await withBrand.json()) as Upload).brandId).toBe(mine?.id);
    const foreign = await upload(browser, 'b.png', png, { brandId: theirs?.id ?? '' });
    expect(foreign.status).toBe(404);
    expect(await rowsOf(user.id)).toHaveLength(1);
    expect(await storedFiles(user.id)).toHaveLength(1);
  });
});

describe('failures leave nothing behind', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'brandloom-uploads-fail-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('a database failure removes the stored file again (UPLOAD_SAVE_FAILED)', async () => {
    const bucket = openBucket(createLocalStorage(root, 'http://x'), uploadsBucket);
    const { user } = await signedIn();
    const failingDb = new Proxy(database.db, {
      get: (target, property) =>
        property === 'insert'
          ? () => {
              throw new Error('database went away');
            }
          : Reflect.get(target, property),
    }) as Database;
    await expect(
      saveUpload(
        { db: failingDb, bucket },
        { userId: user.id, filename: 'a.png', bytes: await image('png'), source: 'manual' },
      ),
    ).rejects.toMatchObject({ code: 'UPLOAD_SAVE_FAILED' });
    expect(await readdir(join(root, 'objects', await folderOf(user.id)))).toEqual([]);
  });

  it('a storage failure inserts no row (UPLOAD_FAILED, "Failed to upload the file")', async () => {
    const real = createLocalStorage(storageRoot, 'http://localhost:3000');
    const failing: Storage = { ...real, put: () => Promise.reject(new Error('disk full')) };
    const broken = await createTestApp({ db: database.db, storage: failing });
    try {
      const { browser, ...user } = await signUpVerifiedUser(broken.app);
      const response = await browser.request('/api/uploads', {
        method: 'POST',
        body: form('file', [['a.png', await image('png')]]),
      });
      expect(response.status).toBe(500);
      expect(((await response.json()) as ErrorBody).error).toEqual({
        code: 'UPLOAD_FAILED',
        message: 'Failed to upload the file',
      });
      expect(await rowsOf(user.id)).toEqual([]);
    } finally {
      await broken.cleanup();
    }
  });
});

describe('the library', () => {
  let browser: Browser;
  let userId: string;
  let cat: Upload;
  let dog: Upload;
  let web: Upload;
  beforeAll(async () => {
    ({
      browser,
      user: { id: userId },
    } = await signedIn());
    cat = await uploaded(browser, 'Cat_100%.png', await image('png'));
    dog = await uploaded(browser, 'dog.JPG', await image('jpeg'));
    const row = await saveUpload(
      {
        db: database.db,
        bucket: openBucket(createLocalStorage(storageRoot, 'http://localhost:3000'), uploadsBucket),
      },
      {
        userId,
        filename: 'hero.webp',
        bytes: await image('webp'),
        source: 'website',
        originalUrl: 'https://shop.example/hero.webp',
      },
    );
    web = (await (await browser.get(`/api/uploads/${row.id}`)).json()) as Upload;
  });

  it('lists the owner’s uploads newest first', async () => {
    expect((await list(browser)).uploads.map((u) => u.id)).toEqual([web.id, dog.id, cat.id]);
  });

  it('filters by source and searches file names in any case, with wildcards taken literally', async () => {
    expect((await list(browser, '?source=website')).uploads.map((u) => u.filename)).toEqual(['hero.webp']);
    expect((await list(browser, '?source=manual')).uploads.map((u) => u.filename)).toEqual([
      'dog.JPG',
      'Cat_100%.png',
    ]);
    expect((await list(browser, '?search=CAT')).uploads.map((u) => u.id)).toEqual([cat.id]);
    expect((await list(browser, '?search=100%25')).uploads.map((u) => u.id)).toEqual([cat.id]);
    expect((await list(browser, '?search=%25')).uploads.map((u) => u.id)).toEqual([cat.id]);
    expect((await list(browser, '?search=_')).uploads.map((u) => u.id)).toEqual([cat.id]);
    expect((await list(browser, '?search=o_g')).uploads).toEqual([]);
  });

  it('tags an upload, lists the tags and filters by tag; a blank tag removes it', async () => {
    const tagged = await browser.request(`/api/uploads/${dog.id}`, {
      method: 'PATCH',
      json: { tag: '  pets ' },
    });
    expect(((await tagged.json()) as Upload).tag).toBe('pets');
    await browser.request(`/api/uploads/${cat.id}`, { method: 'PATCH', json: { tag: 'pets' } });
    await browser.request(`/api/uploads/${web.id}`, { method: 'PATCH', json: { tag: 'hero' } });
    expect(await (await browser.get('/api/uploads/tags')).json()).toEqual({ tags: ['hero', 'pets'] });
    expect((await list(browser, '?tag=pets')).uploads.map((u) => u.id)).toEqual([dog.id, cat.id]);
    const cleared = await browser.request(`/api/uploads/${web.id}`, { method: 'PATCH', json: { tag: ' ' } });
    expect(((await cleared.json()) as Upload).tag).toBeNull();
    expect(await (await browser.get('/api/uploads/tags')).json()).toEqual({ tags: ['pets'] });
  });

  it('assigns to the user’s own brand and filters by it; another user’s brand is not found', async () => {
    const [mine] = await database.db.insert(brand).values({ userId, name: 'Library brand' }).returning();
    const stranger = await signedIn();
    const [theirs] = await database.db
      .insert(brand)
      .values({ userId: stranger.user.id, name: 'X' })
      .returning();
    const assigned = await browser.request(`/api/uploads/${cat.id}`, {
      method: 'PATCH',
      json: { brandId: mine?.id },
    });
    expect(((await assigned.json()) as Upload).brandId).toBe(mine?.id);
    expect((await list(browser, `?brandId=${mine?.id}`)).uploads.map((u) => u.id)).toEqual([cat.id]);
    const foreign = await browser.request(`/api/uploads/${cat.id}`, {
      method: 'PATCH',
      json: { brandId: theirs?.id },
    });
    expect(foreign.status).toBe(404);
    const unassigned = await browser.request(`/api/uploads/${cat.id}`, {
      method: 'PATCH',
      json: { brandId: null },
    });
    expect(((await unassigned.json()) as Upload).brandId).toBeNull();
  });

  it('pages with a cursor', async () => {
    const first = await list(browser, '?limit=2');
    expect(first.uploads.map((u) => u.id)).toEqual([web.id, dog.id]);
    expect(first.nextCursor).toBe(dog.id);
    const second = await list(browser, `?limit=2&after=${first.nextCursor}`);
    expect(second).toEqual({ uploads: [expect.objectContaining({ id: cat.id })], nextCursor: null });
  });
});

describe('only the signed-in owner', () => {
  it('another user’s ids answer 404 on every endpoint and change nothing', async () => {
    const owner = await signedIn();
    const mine = await uploaded(owner.browser, 'private.png', await image('png'));
    const { browser: other } = await signedIn();
    const notFound = { code: 'UPLOAD_NOT_FOUND', message: 'This upload was not found.' };
    for (const response of [
      await other.get(`/api/uploads/${mine.id}`),
      await other.request(`/api/uploads/${mine.id}`, { method: 'PATCH', json: { tag: 'stolen' } }),
      await other.request(`/api/uploads/${mine.id}`, { method: 'DELETE' }),
    ]) {
      expect(response.status).toBe(404);
      expect(((await response.json()) as ErrorBody).error).toEqual(notFound);
    }
    expect((await list(other)).uploads).toEqual([]);
    expect((await list(other, `?after=${mine.id}`)).uploads).toEqual([]);
    const [row] = await rowsOf(owner.user.id);
    expect(row?.tag).toBeNull();
    expect(await storedFiles(owner.user.id)).toHaveLength(1);
  });

  it('signed out: 401 everywhere, and deleting says "You must be logged in to delete files"', async () => {
    const owner = await signedIn();
    const mine = await uploaded(owner.browser, 'private.png', await image('png'));
    const anonymous = newBrowser();
    const deleted = await anonymous.request(`/api/uploads/${mine.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(401);
    expect(((await deleted.json()) as ErrorBody).error).toEqual({
      code: 'UPLOAD_SIGN_IN_REQUIRED',
      message: 'You must be logged in to delete files',
    });
    for (const response of [
      await anonymous.get('/api/uploads'),
      await anonymous.get('/api/uploads/tags'),
      await anonymous.get(`/api/uploads/${mine.id}`),
      await anonymous.request(`/api/uploads/${mine.id}`, { method: 'PATCH', json: { tag: 'x' } }),
      await check(anonymous, [['a.png', await image('png')]]),
      await upload(anonymous, 'a.png', await image('png')),
    ]) {
      expect(response.status).toBe(401);
    }
    expect(await rowsOf(owner.user.id)).toHaveLength(1);
  });

  it('deleting removes the row and the stored file', async () => {
    const { browser, user } = await signedIn();
    const keep = await uploaded(browser, 'keep.png', await image('png'));
    const gone = await uploaded(browser, 'gone.png', await image('png'));
    expect((await browser.request(`/api/uploads/${gone.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await rowsOf(user.id)).map((row) => row.id)).toEqual([keep.id]);
    expect(await storedFiles(user.id)).toEqual([keep.path.split('/')[1]]);
    expect((await browser.get(`/storage/${gone.path}`)).status).toBe(404);
    expect((await browser.request(`/api/uploads/${gone.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('deleting an upload a brand uses as its logo keeps the file for the brand', async () => {
    const { browser, user } = await signedIn();
    const logo = await uploaded(browser, 'logo.png', await image('png'));
    await database.db.insert(brand).values({
      userId: user.id,
      name: 'Uses the upload',
      assets: [{ kind: 'logo', variant: 'light', path: logo.path, contentType: 'image/png' }],
    });
    expect((await browser.request(`/api/uploads/${logo.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await rowsOf(user.id)).toEqual([]);
    expect((await browser.get(`/storage/${logo.path}`)).status).toBe(200);
  });

  it('deleting the account removes the user’s uploads folder', async () => {
    const { browser, user } = await signedIn();
    const folder = await folderOf(user.id);
    await uploaded(browser, 'mine.png', await image('png'));
    expect((await browser.post('/api/account/delete', { confirm: 'delete' })).ok).toBe(true);
    expect(await rowsOf(user.id)).toEqual([]);
    expect(await filesIn(folder)).toEqual([]);
  });
});

describe('admin setup notices', () => {
  it('are for admins only', async () => {
    const { browser } = await signedIn();
    expect((await browser.get('/api/admin/upload-setup')).status).toBe(403);
    expect((await newBrowser().get('/api/admin/upload-setup')).status).toBe(401);
  });

  it('report a working table and bucket, leaving no probe file behind', async () => {
    const { browser: admin } = await signUpVerifiedUser(app.app, { ...newUserFields(), email: adminEmail });
    const response = await admin.get('/api/admin/upload-setup');
    expect(await response.json()).toEqual({
      table: { exists: true },
      bucket: { id: 'uploads', reachable: true, writable: true },
    });
    expect(await readdir(join(storageRoot, 'objects', 'setup-check'))).toEqual([]);
  });

  it('report a missing table, an unreachable bucket and a bucket that refuses writes', async () => {
    const bare = await createTestDatabase();
    try {
      await bare.db.execute('drop table user_upload');
      const real = createLocalStorage(storageRoot, 'http://x');
      const readOnly = openBucket({ ...real, put: () => Promise.reject(new Error('EACCES')) }, uploadsBucket);
      expect(await checkUploadSetup({ db: bare.db, bucket: readOnly })).toEqual({
        table: { exists: false },
        bucket: { id: 'uploads', reachable: true, writable: false },
      });
      const unreachable = openBucket({ ...real, check: async () => false }, uploadsBucket);
      expect((await checkUploadSetup({ db: database.db, bucket: unreachable })).bucket).toEqual({
        id: 'uploads',
        reachable: false,
        writable: false,
      });
    } finally {
      await bare.close();
    }
  });
});
