import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiImageProvider } from '../../adapters/image-provider/openai/openai-image-provider.ts';
import { createLocalStorage } from '../../adapters/storage/local-storage.ts';
import { readObjectBytes } from '../../adapters/storage/storage.ts';
import { createBrandCompositor, createBrandLayer } from '../../brand-layer/brand-layer.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { event } from '../../db/schema.ts';
import { createTestDatabase } from '../../db/test-database.ts';
import type { Browser } from '../../testing/http-client.ts';
import { loopbackOnlyFetch, type OpenAiFake, startOpenAiFake } from '../../testing/openai-fake.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { creditBalanceOf, signUpVerifiedUser } from '../../testing/test-users.ts';
import { drainGenerationQueue, testWorkerDeps } from '../../testing/test-worker-deps.ts';
import { findCreative } from '../creatives/index.ts';
import type { GenerationWorkerDeps } from './run-generation-job.ts';

/** Auto-fix of a cropped square painted by gpt-image-1: an edit on a padded canvas (decision 0059). */

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof createTestApp>>;
let storageDir: string;
let worker: GenerationWorkerDeps;
let fake: OpenAiFake;

beforeAll(async () => {
  fake = await startOpenAiFake();
  database = await createTestDatabase();
  storageDir = await mkdtemp(join(tmpdir(), 'brandloom-auto-fix-'));
  const storage = createLocalStorage(storageDir, 'http://localhost:3000');
  const publish = async () => {};
  const openAi = createOpenAiImageProvider({
    apiKey: fake.apiKey,
    baseUrl: fake.baseUrl,
    fetch: loopbackOnlyFetch,
    timeoutMs: 5_000,
    brandLayer: createBrandLayer(),
  });
  app = await createTestApp({
    db: database.db,
    storage,
    publish,
    generation: { availableModels: new Set(['brand-compositor', 'gpt-image-1']), onQueued: () => {} },
  });
  worker = testWorkerDeps({
    db: database.db,
    storage,
    publish,
    providers: new Map([
      ['brand-compositor', createBrandCompositor()],
      ['gpt-image-1', openAi],
    ]),
  });
});
afterEach(() => {
  fake.requests.length = 0;
});
afterAll(async () => {
  await app?.cleanup();
  await database?.close();
  await fake?.close();
  await rm(storageDir, { recursive: true, force: true });
});

/** A finished gpt-image-1 square, then its auto-fix queued. */
async function squareAndItsFix(browser: Browser) {
  const made = await browser.post('/api/generations', {
    prompt: 'Espresso on a café table',
    model: 'gpt-image-1',
  });
  const squareId = ((await made.json()) as { creatives: { id: string }[] }).creatives[0]?.id ?? '';
  await drainGenerationQueue(worker);
  fake.requests.length = 0;
  const fixed = await browser.post(`/api/creatives/${squareId}/auto-fix`, {});
  expect(fixed.status).toBe(202);
  const fixId = ((await fixed.json()) as { creatives: { id: string; model: string }[] }).creatives[0];
  return { squareId, fix: fixId };
}

async function spendsOf(creativeId: string) {
  const rows = await database.db
    .select({ type: event.type, data: event.data })
    .from(event)
    .where(sql`${event.data}->>'creativeId' = ${creativeId}`);
  return rows.map((row) => [row.type, row.data.state ?? null, row.data.credits]);
}

describe('auto-fix with gpt-image-1', () => {
  it('extends the picture by an edit on a padded canvas, keeps the copy, stores the new picture as the photo and is paid once', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    const { squareId, fix } = await squareAndItsFix(browser);
    expect(fix?.model).toBe('gpt-image-1');
    expect(await creditBalanceOf(browser)).toBe(46);
    await drainGenerationQueue(worker);

    const images = fake.requests.filter((request) => request.endpoint.startsWith('images/'));
    expect(images.map((request) => request.endpoint)).toEqual(['images/edits']);
    expect(images[0]?.files.map((file) => file.field)).toEqual(['image', 'mask']);
    // The copy is the original's: no copy model is asked.
    expect(fake.requests.some((request) => request.endpoint === 'chat/completions')).toBe(false);

    const original = await findCreative(database.db, squareId);
    const fixed = await findCreative(database.db, fix?.id ?? '');
    expect(fixed).toMatchObject({ status: 'completed', fixOf: squareId, copy: original?.copy, ratio: '1:1' });
    expect(fixed?.detail).toMatchObject({ imageEdit: 'outpaint', imageEndpoint: 'edits' });
    expect(fixed?.layers?.variant).toBe(original?.layers?.variant);
    const photo = fixed?.layers?.photos[0] ?? '';
    expect(photo).not.toBe(original?.layers?.photos[0]);
    const stored = await worker.storage.get(photo);
    if (!stored) throw new Error('the extended picture is not stored');
    expect(await sharp(await readObjectBytes(stored, 20_000_000)).metadata()).toMatchObject({
      format: 'png',
      width: 1024,
      height: 1024,
    });

    expect(await spendsOf(fix?.id ?? '')).toEqual([['credits-spent', 'committed', 2]]);
    expect(await creditBalanceOf(browser)).toBe(46);
  });

  it('refunds the fix when the model fails', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    const { fix } = await squareAndItsFix(browser);
    fake.failNext('images/edits', { kind: 'server_error', status: 503 });
    await drainGenerationQueue(worker);

    expect(await findCreative(database.db, fix?.id ?? '')).toMatchObject({ status: 'failed' });
    expect(await spendsOf(fix?.id ?? '')).toEqual(
      expect.arrayContaining([
        ['credits-spent', 'released', 2],
        ['credits-refunded', null, 2],
      ]),
    );
    expect(await creditBalanceOf(browser)).toBe(48);
  });
});
