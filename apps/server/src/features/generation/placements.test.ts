import { adFormatPresets } from '@brandloom/shared/ad-formats';
import { layerDocumentSchema } from '@brandloom/shared/layers';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readObjectBytes } from '../../adapters/storage/storage.ts';
import { createBrandCompositor } from '../../brand-layer/brand-layer.ts';
import { creative } from '../../db/schema.ts';
import { createGenerationTestBed, type GenerationTestBed } from '../../testing/generation-test-bed.ts';
import type { Browser } from '../../testing/http-client.ts';
import { creditBalanceOf, signUpVerifiedUser } from '../../testing/test-users.ts';
import { drainGenerationQueue } from '../../testing/test-worker-deps.ts';
import type { PublishChange } from '../realtime/index.ts';

interface CreativeAnswer {
  id: string;
  status: string;
  ratio: string;
  width: number;
  height: number;
  credits: number;
  imageUrl: string | null;
}

let bed: GenerationTestBed;
let database: GenerationTestBed['database'];
let app: GenerationTestBed['app'];
let worker: GenerationTestBed['worker'];
let storage: GenerationTestBed['storage'];
type PublishedChange = Parameters<PublishChange>[0];
const published: PublishedChange[] = [];

beforeAll(async () => {
  bed = await createGenerationTestBed('placements', {
    provider: createBrandCompositor(),
    publish: async (...changes: PublishedChange[]) => void published.push(...changes),
  });
  ({ database, app, worker, storage } = bed);
});
afterAll(async () => {
  await bed?.cleanup();
});

async function generate(browser: Browser, body: Record<string, unknown>): Promise<CreativeAnswer> {
  const response = await browser.post('/api/generations', { prompt: 'Autumn sale on hiking boots', ...body });
  expect(response.status).toBe(202);
  const [queued] = ((await response.json()) as { creatives: CreativeAnswer[] }).creatives;
  await drainGenerationQueue(worker);
  const answer = await browser.get(`/api/creatives/${queued?.id}`);
  return (await answer.json()) as CreativeAnswer;
}

async function rowOf(id: string) {
  const [row] = await database.db.select().from(creative).where(eq(creative.id, id));
  if (!row) throw new Error('no row');
  return row;
}

describe('layers and placements', () => {
  it('stores the layer document a finished image was rendered from', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    const made = await generate(browser, { ratio: '3:2' });
    const row = await rowOf(made.id);
    const document = layerDocumentSchema.parse(row.layers);
    expect([document.width, document.height]).toEqual([1536, 1024]);
    expect(document.layers.map((layer) => layer.role)).toEqual(expect.arrayContaining(['headline']));
    expect(document.copy).toEqual(row.copy);
  });

  it('makes a composer placement at its own size: a 9:16 story from the layers', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    const made = await generate(browser, { placement: 'meta-stories' });
    const row = await rowOf(made.id);
    expect(row).toMatchObject({
      status: 'completed',
      ratio: '9:16',
      placement: 'meta-stories',
      width: 1080,
      height: 1920,
    });
    const object = await storage.get(row.imagePath as string);
    if (!object) throw new Error('no image stored');
    const meta = await sharp(await readObjectBytes(object, 50 * 1024 * 1024)).metadata();
    expect([meta.width, meta.height]).toEqual([1080, 1920]);
  });

  it('queues a resize for a Meta and Google set, lays each out once at no cost, and zips them', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    const made = await generate(browser, { ratio: '1:1' });
    const before = await creditBalanceOf(browser);
    const ledgerBefore = await browser.get('/api/credits/ledger').then((answer) => answer.json());
    const placements = [...adFormatPresets.meta, ...adFormatPresets['google-display']];
    published.length = 0;
    const response = await browser.post(`/api/creatives/${made.id}/resize`, { placements });
    expect(response.status).toBe(201);
    const { creatives } = (await response.json()) as { creatives: CreativeAnswer[] };
    expect(creatives.map((item) => [item.width, item.height])).toEqual([
      [1080, 1080],
      [1080, 1350],
      [1080, 1920],
      [1080, 1920],
      [1200, 628],
      [1200, 1200],
      [300, 250],
      [728, 90],
    ]);
    // Queued at once, in the original's chat as one group, each announced to the user's screens.
    expect(creatives.every((item) => item.status === 'queued' && item.credits === 0)).toBe(true);
    const original = await rowOf(made.id);
    const rows = await Promise.all(creatives.map((item) => rowOf(item.id)));
    expect(new Set(rows.map((row) => row.generationId)).size).toBe(1);
    expect(rows.every((row) => row.conversationId === original.conversationId)).toBe(true);
    expect(published.filter((change) => change.values?.status === 'queued')).toHaveLength(8);
    const pending = await browser.get(`/api/creatives/${made.id}/placements`);
    expect(((await pending.json()) as { creatives: CreativeAnswer[] }).creatives).toHaveLength(8);

    await drainGenerationQueue(worker);
    const done = await Promise.all(creatives.map((item) => rowOf(item.id)));
    expect(done.every((row) => row.status === 'completed' && row.imagePath && row.layers)).toBe(true);
    expect(published.filter((change) => change.values?.status === 'completed')).toHaveLength(8);
    // Exactly once: a second drain finds nothing, and every row keeps its one image.
    await drainGenerationQueue(worker);
    expect((await Promise.all(creatives.map((item) => rowOf(item.id)))).map((row) => row.imagePath)).toEqual(
      done.map((row) => row.imagePath),
    );
    expect(published.filter((change) => change.values?.status === 'completed')).toHaveLength(8);
    // Free: no reservation, no ledger entry, the same balance.
    expect(await creditBalanceOf(browser)).toBe(before);
    expect(await browser.get('/api/credits/ledger').then((answer) => answer.json())).toEqual(ledgerBefore);

    const listed = await browser.get(`/api/creatives/${made.id}/placements`);
    expect(((await listed.json()) as { creatives: unknown[] }).creatives).toHaveLength(8);

    const zip = await browser.get(`/api/creatives/${made.id}/placements.zip`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toMatch(
      /attachment; filename="brandloom-.*placements\.zip"/,
    );
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const names = Object.keys(entries);
    expect(names).toHaveLength(8);
    expect(names.some((name) => /meta-stories-1080x1920\.png$/.test(name))).toBe(true);
    // Google's uploaded banners take 150 KB at most: a bigger PNG goes in as a JPEG under it.
    const banner = names.find((name) => name.includes('google-728x90'));
    expect(banner).toBeDefined();
    expect(entries[banner as string]?.byteLength).toBeLessThanOrEqual(150 * 1024);
  }, 90_000);

  it('fails a queued resize whose original can no longer be laid out, with nothing to refund', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    const made = await generate(browser, { ratio: '1:1' });
    const response = await browser.post(`/api/creatives/${made.id}/resize`, { placements: ['meta-stories'] });
    const [queued] = ((await response.json()) as { creatives: CreativeAnswer[] }).creatives;
    await database.db.update(creative).set({ layers: null }).where(eq(creative.id, made.id));
    await drainGenerationQueue(worker);
    expect((await rowOf(queued?.id as string)).status).toBe('failed');
    const ledger = (await browser.get('/api/credits/ledger').then((answer) => answer.json())) as {
      entries: { type: string }[];
    };
    expect(ledger.entries.some((entry) => entry.type === 'credits-refunded')).toBe(false);
  }, 60_000);

  it('rebuilds the layers of a compositor creative made before they were kept, when they give its image', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    const made = await generate(browser, { ratio: '1:1' });
    const kept = (await rowOf(made.id)).layers;
    await database.db.update(creative).set({ layers: null }).where(eq(creative.id, made.id));
    const response = await browser.post(`/api/creatives/${made.id}/resize`, { placements: ['meta-stories'] });
    expect(response.status).toBe(201);
    expect((await rowOf(made.id)).layers).toEqual(kept);
    await drainGenerationQueue(worker);
    const [queued] = ((await response.json()) as { creatives: CreativeAnswer[] }).creatives;
    expect((await rowOf(queued?.id as string)).status).toBe('completed');
  }, 60_000);

  it('refuses other users, unknown placements and creatives without layers', async () => {
    const owner = await signUpVerifiedUser(app.app);
    const other = await signUpVerifiedUser(app.app);
    const made = await generate(owner.browser, { ratio: '1:1' });
    expect(
      (await other.browser.post(`/api/creatives/${made.id}/resize`, { placements: ['meta-stories'] })).status,
    ).toBe(404);
    expect((await other.browser.get(`/api/creatives/${made.id}/placements.zip`)).status).toBe(404);
    expect(
      (await owner.browser.post(`/api/creatives/${made.id}/resize`, { placements: ['nope'] })).status,
    ).toBe(400);
    expect((await owner.browser.post(`/api/creatives/${made.id}/resize`, { placements: [] })).status).toBe(
      400,
    );
    expect(
      (await owner.browser.post('/api/creatives/not-a-uuid/resize', { placements: ['meta-stories'] })).status,
    ).toBe(404);
    const zip = await owner.browser.get(`/api/creatives/${made.id}/placements.zip`);
    expect(zip.status).toBe(404);
    expect(((await zip.json()) as { error: { code: string } }).error.code).toBe('NO_PLACEMENTS');
    // Made before layers were kept, and no longer rendering as stored (here: another variant).
    await database.db.update(creative).set({ layers: null, variantIndex: 3 }).where(eq(creative.id, made.id));
    const refused = await owner.browser.post(`/api/creatives/${made.id}/resize`, {
      placements: ['meta-stories'],
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('RESIZE_UNAVAILABLE');
  }, 60_000);
});
