import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImageProvider } from '../../adapters/image-provider/image-provider.ts';
import { createLocalStorage } from '../../adapters/storage/local-storage.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { creative, generationJob } from '../../db/schema.ts';
import { createTestDatabase } from '../../db/test-database.ts';
import type { Browser } from '../../testing/http-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { creditBalanceOf, signUpVerifiedUser } from '../../testing/test-users.ts';
import { testWorkerDeps } from '../../testing/test-worker-deps.ts';
import { startGenerationWorker } from './generation-worker.ts';
import { claimJob } from './job-queue.repository.ts';
import { runGenerationJob } from './run-generation-job.ts';

/** A provider that paints after `delayMs`; with `hang` it never answers and ignores every abort. */
function slowProvider(behaviour: { delayMs: number; hang?: boolean }) {
  const started: string[] = [];
  const provider: ImageProvider = {
    id: 'brand-compositor',
    async generate(request) {
      started.push(request.prompt);
      if (behaviour.hang) await new Promise(() => {});
      await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
      const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#224466' } })
        .png()
        .toBuffer();
      return {
        png,
        width: 32,
        height: 32,
        copy: { headline: 'Hi', subline: null, callToAction: null },
        detail: {},
      };
    },
  };
  return { provider, started };
}

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof createTestApp>>;
let storageDir: string;
let storage: ReturnType<typeof createLocalStorage>;

beforeAll(async () => {
  database = await createTestDatabase();
  storageDir = await mkdtemp(join(tmpdir(), 'brandloom-hand-back-'));
  storage = createLocalStorage(storageDir, 'http://localhost:3000');
  app = await createTestApp({
    db: database.db,
    storage,
    generation: { availableModels: new Set(['brand-compositor']), onQueued: () => {} },
  });
});
afterAll(async () => {
  await app?.cleanup();
  await database?.close();
  await rm(storageDir, { recursive: true, force: true });
});

const workerFor = (provider: ImageProvider, outcomes: string[]) =>
  startGenerationWorker(
    testWorkerDeps({
      db: database.db,
      storage,
      publish: async () => {},
      providers: new Map([['brand-compositor', provider]]),
    }),
    { concurrency: 1, pollMs: 10, onJobDone: (outcome) => outcomes.push(outcome) },
  );

async function generateOne(browser: Browser, prompt: string): Promise<string> {
  const response = await browser.post('/api/generations', { prompt });
  const { creatives } = (await response.json()) as { creatives: { id: string }[] };
  const id = creatives[0]?.id;
  if (!id) throw new Error(`nothing queued: ${response.status}`);
  return id;
}

async function until(check: () => Promise<boolean>) {
  for (let waited = 0; !(await check()); waited += 10) {
    if (waited > 5_000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const creativeStatus = async (id: string) =>
  (await database.db.select({ status: creative.status }).from(creative).where(eq(creative.id, id)))[0]
    ?.status;

describe('a stopping worker', () => {
  it('hands a job still running after the grace back to the queue, claimable at once, its attempt uncounted', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    const hanging = slowProvider({ delayMs: 0, hang: true });
    const outcomes: string[] = [];
    const worker = workerFor(hanging.provider, outcomes);
    const id = await generateOne(browser, 'Winter boots, warm and dry');
    await until(async () => (await creativeStatus(id)) === 'generating');

    await worker.stop(50);
    expect(outcomes).toEqual(['handed-back']);
    const [job] = await database.db.select().from(generationJob).where(eq(generationJob.creativeId, id));
    expect(job).toMatchObject({ status: 'queued', workerId: null, leaseUntil: null, attempts: 0 });
    expect(await creativeStatus(id)).toBe('queued');

    // Another worker takes it over now, not when a lease would have run out, and finishes it.
    const next = await claimJob(database.db, 'next-worker', 30_000);
    expect(next).toMatchObject({ creativeId: id, attempts: 1 });
    if (!next) throw new Error('not claimable');
    const finisher = testWorkerDeps({
      db: database.db,
      storage,
      publish: async () => {},
      providers: new Map([['brand-compositor', slowProvider({ delayMs: 0 }).provider]]),
    });
    expect(await runGenerationJob(finisher, next, 'next-worker')).toBe('completed');
    expect(await creativeStatus(id)).toBe('completed');
    // Charged once, for the one creative made.
    expect(await creditBalanceOf(browser)).toBe(48);
    const ledger = (await (await browser.get('/api/credits/ledger')).json()) as {
      entries: { state: string }[];
    };
    expect(ledger.entries.map((entry) => entry.state)).toEqual(['committed']);
  });

  it('lets a job that ends within the grace finish instead of handing it back', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    const slow = slowProvider({ delayMs: 200 });
    const outcomes: string[] = [];
    const worker = workerFor(slow.provider, outcomes);
    const id = await generateOne(browser, 'Spring tea tasting');
    await until(async () => slow.started.length > 0);

    await worker.stop(5_000);
    expect(outcomes).toEqual(['completed']);
    expect(await creativeStatus(id)).toBe('completed');
    expect(await claimJob(database.db, 'next-worker', 30_000)).toBeUndefined();
  });
});

describe('a worker warming up', () => {
  const warmingWorker = (warmUp: () => Promise<void>) =>
    startGenerationWorker(
      testWorkerDeps({ db: database.db, storage, publish: async () => {}, providers: new Map() }),
      { concurrency: 1, pollMs: 10, warmUp },
    );

  it('warms up once, a moment after it starts, not on the start itself', async () => {
    let warmed = 0;
    const worker = warmingWorker(async () => {
      warmed += 1;
    });
    expect(warmed).toBe(0);
    await vi.waitFor(() => expect(warmed).toBe(1), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(warmed).toBe(1);
    await worker.stop(0);
  });

  it('does not warm up once stopped', async () => {
    let warmed = 0;
    const worker = warmingWorker(async () => {
      warmed += 1;
    });
    await worker.stop(0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(warmed).toBe(0);
  });
});
