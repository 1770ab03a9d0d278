import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiErrorBody } from '@brandloom/shared/errors';
import { asc, desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../adapters/storage/local-storage.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { brand, creative } from '../../db/schema.ts';
import { createTestDatabase } from '../../db/test-database.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { signUpVerifiedUser } from '../../testing/test-users.ts';
import { creativeSchema } from './creative-view.ts';

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof createTestApp>>;
let storage: Storage;
let storageDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  storageDir = await mkdtemp(join(tmpdir(), 'brandloom-creatives-'));
  storage = createLocalStorage(storageDir, 'http://localhost:3000');
  app = await createTestApp({ db: database.db, storage });
});
afterAll(async () => {
  await app?.cleanup();
  await database?.close();
  await rm(storageDir, { recursive: true, force: true });
});

const errorOf = async (response: Response) => ((await response.json()) as ApiErrorBody).error;

/** A creative row as a worker leaves it; `image` stores a 1024² PNG for it. */
async function seedCreative(
  userId: string,
  values: Partial<typeof creative.$inferInsert> & { image?: boolean } = {},
) {
  const { image = true, ...rest } = values;
  const id = randomUUID();
  const imagePath = image ? `${userId}/${id}.png` : null;
  if (imagePath) {
    const png = await sharp({
      create: { width: 1024, height: 1024, channels: 3, background: { r: 30, g: 90, b: 160 } },
    })
      .png()
      .toBuffer();
    await storage.put(imagePath, png, { contentType: 'image/png' });
  }
  const [row] = await database.db
    .insert(creative)
    .values({
      id,
      userId,
      generationId: randomUUID(),
      prompt: 'Autumn blend is here',
      model: 'brand-compositor',
      quality: 'low',
      ratio: '1:1',
      credits: 2,
      status: image ? 'completed' : 'queued',
      imagePath,
      width: image ? 1024 : null,
      height: image ? 1024 : null,
      ...rest,
    })
    .returning();
  if (!row) throw new Error('no creative inserted');
  return row;
}

describe('GET /api/creatives/{id}/download', () => {
  let owner: Awaited<ReturnType<typeof signUpVerifiedUser>>;
  let withBrand: string;
  let withoutBrand: string;

  beforeAll(async () => {
    owner = await signUpVerifiedUser(app.app);
    const [acme] = await database.db
      .insert(brand)
      .values({ userId: owner.id, name: 'Acme Coffée & Co', colors: ['#663300'] })
      .returning();
    withBrand = (
      await seedCreative(owner.id, { brandId: acme?.id, creationDate: new Date('2026-11-22T10:00:00Z') })
    ).id;
    withoutBrand = (
      await seedCreative(owner.id, { ratio: '2:3', creationDate: new Date('2026-11-23T23:30:00Z') })
    ).id;
  });

  it('converts to JPEG, PNG and WebP, as the bytes show', async () => {
    const magic = {
      jpg: (bytes: Buffer) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
      png: (bytes: Buffer) =>
        bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
      webp: (bytes: Buffer) =>
        bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
        bytes.subarray(8, 12).toString('latin1') === 'WEBP',
    };
    const types = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
    for (const format of ['jpg', 'png', 'webp'] as const) {
      const response = await owner.browser.get(`/api/creatives/${withBrand}/download?format=${format}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(types[format]);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(magic[format](bytes)).toBe(true);
      expect(await sharp(bytes).metadata()).toMatchObject({ width: 1024, height: 1024 });
    }
  });

  it('halves or quarters the width at 50 % and 25 %', async () => {
    for (const [size, width] of [
      ['50', 512],
      ['25', 256],
    ] as const) {
      const response = await owner.browser.get(
        `/api/creatives/${withBrand}/download?format=webp&size=${size}`,
      );
      expect(response.status).toBe(200);
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width, height: width });
    }
  });

  it('names the file after brand, day, ratio and size, in ASCII', async () => {
    const branded = await owner.browser.get(`/api/creatives/${withBrand}/download?format=webp&size=50`);
    expect(branded.headers.get('content-disposition')).toBe(
      'attachment; filename="brandloom-acme-coffee-co-2026-11-22-1x1-50pct.webp"',
    );
    const plain = await owner.browser.get(`/api/creatives/${withoutBrand}/download?format=jpg`);
    expect(plain.headers.get('content-disposition')).toBe(
      'attachment; filename="brandloom-2026-11-23-2x3-100pct.jpg"',
    );
  });

  it('answers 404 for another user’s or a missing creative, and 401 signed out', async () => {
    const stranger = await signUpVerifiedUser(app.app);
    for (const path of [
      `/api/creatives/${withBrand}/download?format=png`,
      `/api/creatives/${randomUUID()}/download?format=png`,
      '/api/creatives/not-a-uuid/download?format=png',
    ]) {
      const response = await stranger.browser.get(path);
      expect(response.status).toBe(404);
      expect((await errorOf(response)).message).toBe("Could not find the creative you're looking for.");
    }
    const anonymous = await app.app.request(`/api/creatives/${withBrand}/download?format=png`);
    expect(anonymous.status).toBe(401);
  });

  it('says there is no image for a creative without one, and refuses bad input with a 400', async () => {
    const queued = await seedCreative(owner.id, { image: false });
    const response = await owner.browser.get(`/api/creatives/${queued.id}/download?format=png`);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({
      code: 'NO_IMAGE_URL',
      message: 'No image URL provided.',
    });

    const mp4 = await owner.browser.get(`/api/creatives/${withBrand}/download?format=mp4`);
    expect(mp4.status).toBe(400);
    expect((await errorOf(mp4)).message).toBe('This creative cannot be downloaded as MP4.');
    for (const query of ['format=gif', 'format=png&size=75', '']) {
      const bad = await owner.browser.get(`/api/creatives/${withBrand}/download?${query}`);
      expect(bad.status).toBe(400);
      expect((await errorOf(bad)).code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /api/creatives and GET /api/creatives/{id}', () => {
  it('answers the library its cards’ fields, and a creative’s own address the whole creative', async () => {
    const { browser, id: userId } = await signUpVerifiedUser(app.app);
    const made = await seedCreative(userId, {
      favorite: true,
      copy: { headline: 'Autumn', subline: null, callToAction: null },
    });
    const { creatives } = (await (await browser.get('/api/creatives')).json()) as {
      creatives: Record<string, unknown>[];
    };
    expect(creatives).toEqual([
      {
        id: made.id,
        mode: 'image',
        status: 'completed',
        prompt: 'Autumn blend is here',
        title: null,
        ratio: '1:1',
        width: 1024,
        height: 1024,
        hasLayers: false,
        imageUrl: storage.publicUrl(`${userId}/${made.id}.png`),
        thumbnailUrl: null,
        favorite: true,
        archived: false,
        updatedDate: made.updatedDate.toISOString(),
      },
    ]);
    const whole = (await (await browser.get(`/api/creatives/${made.id}`)).json()) as Record<string, unknown>;
    expect(whole).toMatchObject({
      ...creatives[0],
      model: 'brand-compositor',
      credits: 2,
      copy: { headline: 'Autumn', subline: null, callToAction: null },
      creationDate: made.creationDate.toISOString(),
    });
    expect(Object.keys(whole).sort()).toEqual(Object.keys(creativeSchema.shape).sort());
  });
});

describe('paging through thousands of creatives', () => {
  it('reads 2000 creatives with the cursor: every one once, newest first, in a stable order', async () => {
    const { browser, id: userId } = await signUpVerifiedUser(app.app);
    // Made the way real ones are: variants of one request share their transaction's timestamp, and
    // requests come microseconds apart, so many share a millisecond.
    const rows = Array.from({ length: 2000 }, (_, index) => ({
      userId,
      generationId: randomUUID(),
      prompt: `Creative ${index}`,
      model: 'brand-compositor',
      ratio: '1:1',
      credits: 2,
      variantIndex: index % 4,
      creationDate: sql`now() - make_interval(secs => ${Math.floor(index / 4) * 0.000_37})`,
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await database.db.insert(creative).values(rows.slice(start, start + 500));
    }
    const expected = await database.db
      .select({ id: creative.id })
      .from(creative)
      .where(eq(creative.userId, userId))
      .orderBy(desc(creative.creationDate), desc(creative.id));

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query = new URLSearchParams({ limit: '100', ...(cursor ? { cursor } : {}) });
      const response = await browser.get(`/api/creatives?${query}`);
      expect(response.status).toBe(200);
      const page = (await response.json()) as { creatives: { id: string }[]; nextCursor: string | null };
      seen.push(...page.creatives.map((item) => item.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 50);

    expect(pages).toBe(20);
    expect(new Set(seen).size).toBe(2000);
    expect(seen).toEqual(expected.map((row) => row.id));

    // The same walk again gives the same order.
    const first = (await (await browser.get('/api/creatives?limit=100')).json()) as {
      creatives: { id: string }[];
    };
    expect(first.creatives.map((item) => item.id)).toEqual(seen.slice(0, 100));
    const oldest = await database.db
      .select({ id: creative.id })
      .from(creative)
      .where(eq(creative.userId, userId))
      .orderBy(asc(creative.creationDate), asc(creative.id))
      .limit(1);
    expect(seen.at(-1)).toBe(oldest[0]?.id);
  });
});

describe('GET /api/creatives by type and ratio', () => {
  type Page = { creatives: { id: string; mode: string; ratio: string }[]; nextCursor: string | null };

  it('keeps images or videos of one ratio, with the brand filter and over cursor pages', async () => {
    const { browser, id: userId } = await signUpVerifiedUser(app.app);
    const [acme] = await database.db.insert(brand).values({ userId, name: 'Acme' }).returning();
    const made = [
      { mode: 'image', ratio: '1:1' },
      { mode: 'image', ratio: '2:3' },
      { mode: 'video', ratio: '16:9' },
      { mode: 'video', ratio: '9:16' },
      { mode: 'image', ratio: '1:1', brandId: acme?.id },
      { mode: 'video', ratio: '16:9', brandId: acme?.id },
    ] as const;
    // Five of each kind, a second apart, so the pages below cross them.
    for (let round = 0; round < 5; round += 1)
      for (const [index, values] of made.entries())
        await seedCreative(userId, {
          ...values,
          image: false,
          creationDate: new Date(Date.UTC(2026, 0, 1, 0, round, index)),
        });

    const walk = async (filters: Record<string, string>) => {
      const found: Page['creatives'] = [];
      let cursor: string | null = null;
      do {
        const query = new URLSearchParams({ limit: '2', ...filters, ...(cursor ? { cursor } : {}) });
        const response = await browser.get(`/api/creatives?${query}`);
        expect(response.status).toBe(200);
        const page = (await response.json()) as Page;
        found.push(...page.creatives);
        cursor = page.nextCursor;
      } while (cursor);
      return found;
    };

    const videos = await walk({ mode: 'video' });
    expect(videos).toHaveLength(15);
    expect(new Set(videos.map((item) => item.id)).size).toBe(15);
    expect(videos.every((item) => item.mode === 'video')).toBe(true);
    expect(await walk({ mode: 'image' })).toHaveLength(15);
    const squares = await walk({ ratio: '1:1' });
    expect(squares).toHaveLength(10);
    expect(squares.every((item) => item.ratio === '1:1' && item.mode === 'image')).toBe(true);
    expect(await walk({ mode: 'video', ratio: '16:9' })).toHaveLength(10);
    expect(await walk({ mode: 'image', ratio: '16:9' })).toHaveLength(0);
    expect(await walk({ mode: 'video', ratio: '16:9', brandId: acme?.id ?? '' })).toHaveLength(5);
    expect(await walk({ ratio: '9:16', search: 'autumn' })).toHaveLength(5);
  });

  it('refuses an unknown type or ratio with a 400', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    for (const query of ['mode=gif', 'ratio=4:3', 'ratio=square']) {
      const response = await browser.get(`/api/creatives?${query}`);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('VALIDATION_FAILED');
    }
  });
});
