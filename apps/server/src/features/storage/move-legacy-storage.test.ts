import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../adapters/storage/local-storage.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { brand, creative, userProfile, userUpload } from '../../db/schema.ts';
import { createTestDatabase } from '../../db/test-database.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { signUpVerifiedUser } from '../../testing/test-users.ts';
import { moveLegacyStorage } from './move-legacy-storage.ts';
import { findStorageFolder } from './stored-files.repository.ts';

let database: DatabaseHandle;
let storage: Storage;
let storageRoot: string;
let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  storageRoot = await mkdtemp(join(tmpdir(), 'brandloom-legacy-storage-'));
  storage = createLocalStorage(storageRoot, 'http://localhost:3000');
  app = await createTestApp({ db: database.db, storage });
});
afterAll(async () => {
  await app?.cleanup();
  await database?.close();
  await rm(storageRoot, { recursive: true, force: true });
});

/** A user as an install before migration 0014 left them: files under `{userId}/`, rows pointing there. */
async function legacyUser() {
  const user = await signUpVerifiedUser(app.app);
  const { db } = database;
  await db.update(userProfile).set({ legacyStorage: true }).where(eq(userProfile.userId, user.id));
  const paths = {
    upload: `${user.id}/upload.png`,
    image: `${user.id}/image.png`,
    thumbnail: `${user.id}/thumb.webp`,
    logo: `${user.id}/logo.png`,
    font: `${user.id}/font.woff2`,
  };
  for (const [name, path] of Object.entries(paths)) {
    await storage.put(path, new TextEncoder().encode(name), { contentType: 'image/png' });
  }
  await db.insert(userUpload).values({
    userId: user.id,
    fileId: 'upload',
    filename: 'upload.png',
    path: paths.upload,
    contentType: 'image/png',
    sizeBytes: 6,
  });
  await db.insert(creative).values({
    userId: user.id,
    generationId: randomUUID(),
    status: 'completed',
    prompt: 'An ad',
    model: 'brand-compositor',
    ratio: '1:1',
    credits: 1,
    imagePath: paths.image,
    thumbnailPath: paths.thumbnail,
  });
  await db.insert(brand).values({
    userId: user.id,
    name: 'Legacy',
    assets: [
      { kind: 'logo', variant: 'light', path: paths.logo, contentType: 'image/png' },
      // A brand may use an upload's file: it follows the upload to the same new path.
      { kind: 'icon', variant: 'dark', path: paths.upload, contentType: 'image/png' },
    ],
    fonts: [
      { source: 'upload', path: paths.font, family: 'House', role: 'body' },
      { source: 'catalog', fontId: 'inter', family: 'Inter', role: 'heading' },
    ],
  });
  return { ...user, paths };
}

async function rowsOf(userId: string) {
  const { db } = database;
  return {
    uploads: await db.select().from(userUpload).where(eq(userUpload.userId, userId)),
    creatives: await db.select().from(creative).where(eq(creative.userId, userId)),
    brands: await db.select().from(brand).where(eq(brand.userId, userId)),
    profile: await db.select().from(userProfile).where(eq(userProfile.userId, userId)),
  };
}

describe('moving files out of the user-id folders (migration 0014, decision 0031)', () => {
  it('moves the objects, rewrites the rows, and a second run changes nothing', async () => {
    const user = await legacyUser();
    const untouched = await signUpVerifiedUser(app.app);
    const folder = await findStorageFolder(database.db, user.id);
    const moved = (path: string) => `${folder}/${path.slice(user.id.length + 1)}`;
    // A run cut short after moving this object but before its row changed.
    await storage.move(user.paths.thumbnail, moved(user.paths.thumbnail));

    expect(await moveLegacyStorage({ db: database.db, storage })).toEqual({ users: 1, files: 4 });

    for (const [name, path] of Object.entries(user.paths)) {
      expect(await storage.get(path)).toBeNull();
      const object = await storage.get(moved(path));
      expect(object?.contentType).toBe('image/png');
      expect(object && (await text(object.body))).toBe(name);
    }
    const after = await rowsOf(user.id);
    expect(after.uploads[0]?.path).toBe(moved(user.paths.upload));
    expect(after.creatives[0]).toMatchObject({
      imagePath: moved(user.paths.image),
      thumbnailPath: moved(user.paths.thumbnail),
      videoPath: null,
    });
    expect(after.brands[0]?.assets.map((asset) => asset.path)).toEqual([
      moved(user.paths.logo),
      moved(user.paths.upload),
    ]);
    expect(after.brands[0]?.fonts).toEqual([
      { source: 'upload', path: moved(user.paths.font), family: 'House', role: 'body' },
      { source: 'catalog', fontId: 'inter', family: 'Inter', role: 'heading' },
    ]);
    expect(after.profile[0]?.legacyStorage).toBe(false);

    // Every URL the API gives out now names the random folder, never the user id.
    const urls = [
      ...(
        (await (await user.browser.get('/api/uploads')).json()) as { uploads: { url: string }[] }
      ).uploads.map((upload) => upload.url),
      ...(
        (await (await user.browser.get('/api/creatives')).json()) as {
          creatives: { imageUrl: string; thumbnailUrl: string }[];
        }
      ).creatives.flatMap((item) => [item.imageUrl, item.thumbnailUrl]),
      ...(
        (await (await user.browser.get('/api/brands')).json()) as {
          brands: { assets: { url: string }[]; fonts: { url: string | null }[] }[];
        }
      ).brands.flatMap((item) => [
        ...item.assets.map((asset) => asset.url),
        ...item.fonts.map((font) => font.url),
      ]),
    ].filter((url) => url !== null);
    expect(urls).toHaveLength(6);
    for (const url of urls) {
      expect(url).not.toContain(user.id);
      expect((await user.browser.get(new URL(url).pathname)).status).toBe(200);
    }

    expect(await moveLegacyStorage({ db: database.db, storage })).toEqual({ users: 0, files: 0 });
    expect(await rowsOf(user.id)).toEqual(after);
    expect((await rowsOf(untouched.id)).profile[0]?.legacyStorage).toBe(false);
  });
});
