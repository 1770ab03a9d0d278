import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ImageProvider,
  ImageProviderError,
  type ImageRequest,
} from '../../adapters/image-provider/image-provider.ts';
import { createImageProviders } from '../../adapters/image-provider/index.ts';
import { createLocalStorage } from '../../adapters/storage/local-storage.ts';
import type { DatabaseHandle, Listen } from '../../db/client.ts';
import { analyticsEvent, brand, creative, generationJob, userProfile } from '../../db/schema.ts';
import { createTestDatabase } from '../../db/test-database.ts';
import { loadEnv } from '../../env.ts';
import type { Browser } from '../../testing/http-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { creditBalanceOf, signUpVerifiedUser } from '../../testing/test-users.ts';
import { testWorkerDeps } from '../../testing/test-worker-deps.ts';
import type { PublishedChange as RealtimeChange } from '../realtime/publish-change.ts';
import { startGenerationWorker } from './generation-worker.ts';
import { claimJob } from './job-queue.repository.ts';
import { type GenerationWorkerDeps, runGenerationJob } from './run-generation-job.ts';

/** A provider whose behaviour each test scripts: by default a flat 1024² PNG in the brand's first colour. */
function scriptedProvider() {
  const requests: ImageRequest[] = [];
  let failures: ImageProviderError[] = [];
  const provider: ImageProvider = {
    id: 'brand-compositor',
    async generate(request) {
      requests.push(request);
      const failure = failures.shift();
      if (failure) throw failure;
      const png = await sharp({
        create: { width: 64, height: 64, channels: 3, background: request.brand?.colors[0] ?? '#336699' },
      })
        .png()
        .toBuffer();
      return {
        png,
        width: 64,
        height: 64,
        copy: { headline: 'Hello', subline: null, callToAction: 'Shop now' },
        detail: { layout: 'minimal' },
      };
    },
  };
  return { provider, requests, failWith: (...errors: ImageProviderError[]) => (failures = errors) };
}

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof createTestApp>>;
let storageDir: string;
let worker: GenerationWorkerDeps;
const published: RealtimeChange[] = [];
const script = scriptedProvider();

beforeAll(async () => {
  database = await createTestDatabase();
  storageDir = await mkdtemp(join(tmpdir(), 'brandloom-generation-'));
  const storage = createLocalStorage(storageDir, 'http://localhost:3000');
  const publish = async (...changes: RealtimeChange[]) => {
    published.push(...changes);
  };
  app = await createTestApp({
    db: database.db,
    storage,
    publish,
    generation: { availableModels: new Set(['brand-compositor']), onQueued: () => {} },
  });
  worker = testWorkerDeps({
    db: database.db,
    storage,
    providers: new Map([['brand-compositor', script.provider]]),
    publish,
    maxAttempts: 3,
  });
});
afterAll(async () => {
  await app?.cleanup();
  await database?.close();
  await rm(storageDir, { recursive: true, force: true });
});

async function generate(browser: Browser, body: Record<string, unknown>) {
  return browser.post('/api/generations', { prompt: 'Summer sale on sneakers', ...body });
}

/** Runs queued jobs until none is left, as a worker would. */
async function drainQueue() {
  const outcomes: string[] = [];
  for (
    let job = await claimJob(database.db, 'test-worker', 30_000);
    job;
    job = await claimJob(database.db, 'test-worker', 30_000)
  ) {
    outcomes.push(await runGenerationJob(worker, job, 'test-worker'));
    // A retry is scheduled seconds ahead; make it due now.
    await database.db
      .update(generationJob)
      .set({ runAfter: new Date(0) })
      .where(eq(generationJob.status, 'queued'));
  }
  return outcomes;
}

describe('creating a generation', () => {
  it('queues one creative per variant, reserves their credits and answers at once', async () => {
    const { browser, id } = await signUpVerifiedUser(app.app);
    const response = await generate(browser, { variants: 3, ratio: '2:3' });
    expect(response.status).toBe(202);
    const { creatives } = (await response.json()) as {
      creatives: { id: string; status: string; credits: number }[];
    };
    expect(creatives.map((item) => [item.status, item.credits])).toEqual([
      ['queued', 2],
      ['queued', 2],
      ['queued', 2],
    ]);
    expect(await creditBalanceOf(browser)).toBe(44);
    expect(
      published.filter((change) => change.userId === id && change.changes.includes('status')),
    ).toHaveLength(3);
  });

  it('refuses what the plan does not allow, with the plan to upgrade to', async () => {
    const { browser, id } = await signUpVerifiedUser(app.app);
    const medium = await generate(browser, { quality: 'medium' });
    expect(medium.status).toBe(403);
    expect(await medium.json()).toMatchObject({
      error: { code: 'UPGRADE_REQUIRED', message: 'This needs the Plus plan. Upgrade to use it.' },
    });
    await database.db.update(userProfile).set({ plan: 'plus' }).where(eq(userProfile.userId, id));
    expect((await generate(browser, { quality: 'medium' })).status).toBe(202);
    expect(await (await generate(browser, { quality: 'high' })).json()).toMatchObject({
      error: { code: 'UPGRADE_REQUIRED', message: 'This needs the Flex plan. Upgrade to use it.' },
    });
  });

  it('refuses too many attachments, foreign ids, unknown models and bad input without queueing anything', async () => {
    const { browser, id } = await signUpVerifiedUser(app.app);
    const stranger = await signUpVerifiedUser(app.app);
    const [theirs] = await database.db
      .insert(brand)
      .values({ userId: stranger.id, name: 'Theirs' })
      .returning();
    const attachments = Array.from({ length: 5 }, () => ({ kind: 'upload', id: crypto.randomUUID() }));
    expect(await (await generate(browser, { attachments })).json()).toMatchObject({
      error: { code: 'TOO_MANY_UPLOADS', message: 'Too Many Uploads: a prompt can hold at most 4 files.' },
    });
    expect((await generate(browser, { brandId: theirs?.id })).status).toBe(404);
    expect(
      (await generate(browser, { attachments: [{ kind: 'upload', id: crypto.randomUUID() }] })).status,
    ).toBe(404);
    expect(
      (await generate(browser, { attachments: [{ kind: 'creative', id: crypto.randomUUID() }] })).status,
    ).toBe(404);
    expect(await (await generate(browser, { model: 'gpt-image-1' })).json()).toMatchObject({
      error: { code: 'MODEL_NOT_AVAILABLE' },
    });
    // What the pickers offer: only the models this installation runs.
    expect(await (await browser.get('/api/generations/models')).json()).toEqual({
      image: ['brand-compositor'],
      video: [],
    });
    expect((await generate(browser, { prompt: '   ' })).status).toBe(400);
    expect((await generate(browser, { ratio: '16:9' })).status).toBe(400);
    expect((await generate(browser, { variants: 9 })).status).toBe(400);
    expect(await database.db.select().from(creative).where(eq(creative.userId, id))).toEqual([]);
    expect(await creditBalanceOf(browser)).toBe(50);
  });

  it('stops at the out-of-credits message and queues nothing for that request', async () => {
    const { browser, id } = await signUpVerifiedUser(app.app);
    for (let index = 0; index < 6; index += 1)
      expect((await generate(browser, { variants: 4 })).status).toBe(202);
    const refused = await generate(browser, { variants: 2 });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({
      error: {
        code: 'OUT_OF_CREDITS',
        message:
          "Out of Credits: you don't have enough credits to generate this creative, upgrade or wait for refresh",
      },
    });
    expect(await database.db.select().from(creative).where(eq(creative.userId, id))).toHaveLength(24);
    expect((await generate(browser, { variants: 1 })).status).toBe(202);
    expect(await creditBalanceOf(browser)).toBe(0);
  });

  it('answers 401 signed out and 404 for another user’s creative', async () => {
    const owner = await signUpVerifiedUser(app.app);
    const stranger = await signUpVerifiedUser(app.app);
    const { creatives } = (await (await generate(owner.browser, {})).json()) as {
      creatives: { id: string }[];
    };
    const id = creatives[0]?.id;
    expect((await owner.browser.get(`/api/creatives/${id}`)).status).toBe(200);
    expect((await stranger.browser.get(`/api/creatives/${id}`)).status).toBe(404);
    expect((await stranger.browser.get('/api/creatives/not-a-uuid')).status).toBe(404);
    const anonymous = await app.app.request('/api/generations', { method: 'POST', body: '{}' });
    expect(anonymous.status).toBe(401);
  });
});

describe('running generation jobs', () => {
  // Start from an empty queue: the tests above left queued creatives behind.
  beforeAll(drainQueue);

  it('completes creatives with an image and a thumbnail, keeping their credits spent', async () => {
    const { browser, id } = await signUpVerifiedUser(app.app);
    const [ours] = await database.db
      .insert(brand)
      .values({ userId: id, name: 'Ours', colors: ['#ff0066'] })
      .returning();
    const { creatives } = (await (await generate(browser, { brandId: ours?.id, variants: 2 })).json()) as {
      creatives: { id: string }[];
    };
    expect(await drainQueue()).toEqual(['completed', 'completed']);
    const done = (await (await browser.get(`/api/creatives/${creatives[1]?.id}`)).json()) as Record<
      string,
      unknown
    >;
    expect(done).toMatchObject({ status: 'completed', variantIndex: 1, detail: { layout: 'minimal' } });
    expect(script.requests.at(-1)).toMatchObject({
      variant: 1,
      ratio: '1:1',
      brand: { name: 'Ours', colors: ['#ff0066'] },
    });
    const image = await app.app.request(new URL(done.imageUrl as string).pathname);
    expect(image.headers.get('content-type')).toBe('image/png');
    const thumbnail = await app.app.request(new URL(done.thumbnailUrl as string).pathname);
    expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).format).toBe('webp');
    expect(await creditBalanceOf(browser)).toBe(46);
    const ledger = (await (await browser.get('/api/credits/ledger')).json()) as {
      entries: { state: string }[];
    };
    expect(ledger.entries.map((entry) => entry.state)).toEqual(['committed', 'committed']);
    // Two creatives completed, one first-creative key event (0051).
    const events = await database.db.select().from(analyticsEvent).where(eq(analyticsEvent.userId, id));
    expect(events.map((event) => event.kind).sort()).toEqual(['first_creative', 'sign_up']);

    // Neither URL names the owner (0031); deleting the creative takes its files offline at once.
    for (const url of [done.imageUrl, done.thumbnailUrl]) expect(url).not.toContain(id);
    const deleted = await browser.request(`/api/creatives/${creatives[1]?.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    for (const path of [
      new URL(done.imageUrl as string).pathname,
      new URL(done.thumbnailUrl as string).pathname,
      `${new URL(done.thumbnailUrl as string).pathname}?w=100&format=jpg`,
      `/api/creatives/${creatives[1]?.id}/download?format=jpg`,
    ]) {
      expect((await browser.get(path)).status).toBe(404);
    }
    const kept = (await (await browser.get(`/api/creatives/${creatives[0]?.id}`)).json()) as {
      imageUrl: string;
    };
    expect((await browser.get(new URL(kept.imageUrl).pathname)).status).toBe(200);
  });

  it('asks for copy in the prompt’s language, else the app’s: one language per creative', async () => {
    const { browser, id } = await signUpVerifiedUser(app.app);
    await database.db.update(userProfile).set({ language: 'de' }).where(eq(userProfile.userId, id));
    await generate(browser, { prompt: 'Summer sale 30% off running shoes' });
    await drainQueue();
    expect(script.requests.at(-1)?.language).toBe('en');
    await generate(browser, { prompt: 'Yoga' });
    await drainQueue();
    expect(script.requests.at(-1)?.language).toBe('de');
  });

  it('blocks a creative the provider’s moderation refused and refunds it', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    const { creatives } = (await (await generate(browser, {})).json()) as { creatives: { id: string }[] };
    script.failWith(
      new ImageProviderError('moderation_blocked', 'Your request was rejected by the safety system'),
    );
    expect(await drainQueue()).toEqual(['blocked']);
    expect(await (await browser.get(`/api/creatives/${creatives[0]?.id}`)).json()).toMatchObject({
      status: 'blocked',
      errorCode: 'moderation_blocked',
    });
    expect(await creditBalanceOf(browser)).toBe(50);
  });

  it('retries passing failures with back-off, then completes', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    await generate(browser, {});
    script.failWith(
      new ImageProviderError('rate_limited', 'Too many requests'),
      new ImageProviderError('unavailable', 'Bad gateway'),
    );
    expect(await drainQueue()).toEqual(['retry', 'retry', 'completed']);
    expect(await creditBalanceOf(browser)).toBe(48);
  });

  it('fails for good after the last attempt or on a non-retryable error, refunding once', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    await generate(browser, {});
    await generate(browser, {});
    script.failWith(
      new ImageProviderError('invalid_request', 'Bad size'),
      ...Array.from({ length: 3 }, () => new ImageProviderError('timeout', 'Timed out')),
    );
    expect(await drainQueue()).toEqual(['failed', 'retry', 'retry', 'failed']);
    expect(await creditBalanceOf(browser)).toBe(50);
    const ledger = (await (await browser.get('/api/credits/ledger')).json()) as {
      entries: { type: string; reason: string }[];
    };
    expect(
      ledger.entries
        .filter((entry) => entry.type === 'credits-refunded')
        .map((entry) => entry.reason)
        .sort(),
    ).toEqual(['invalid_request', 'timeout']);
  });

  it('gives a job whose worker died to another worker once its lease runs out', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    const { creatives } = (await (await generate(browser, {})).json()) as { creatives: { id: string }[] };
    const crashed = await claimJob(database.db, 'crashed-worker', 50);
    expect(crashed?.creativeId).toBe(creatives[0]?.id);
    expect(await claimJob(database.db, 'other-worker', 30_000)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 120));
    const recovered = await claimJob(database.db, 'other-worker', 30_000);
    expect(recovered).toMatchObject({ creativeId: creatives[0]?.id, attempts: 2 });
    if (!recovered) throw new Error('not recovered');
    expect(await runGenerationJob(worker, recovered, 'other-worker')).toBe('completed');
    expect(await creditBalanceOf(browser)).toBe(48);
  });

  it('lets concurrent workers take different jobs', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    await generate(browser, { variants: 4 });
    const claims = await Promise.all(
      Array.from({ length: 6 }, (_, index) => claimJob(database.db, `w${index}`, 30_000)),
    );
    const taken = claims.filter((job) => job !== undefined).map((job) => job.creativeId);
    expect(taken).toHaveLength(4);
    expect(new Set(taken).size).toBe(4);
    await database.db.update(generationJob).set({ leaseUntil: new Date(0) });
    await drainQueue();
  });
});

describe('generation workers', () => {
  beforeAll(drainQueue);

  /** Until every job is done or failed, within a bound far below the workers' one-minute poll. */
  async function jobsSettled() {
    for (const started = Date.now(); Date.now() - started < 30_000; ) {
      const open = await database.db
        .select({ id: generationJob.id })
        .from(generationJob)
        .where(inArray(generationJob.status, ['queued', 'running']));
      if (open.length === 0) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  }

  /** Workers that poll once a minute, hearing queued jobs only through NOTIFY; resolves once they listen. */
  async function startListeningWorkers(count: number, concurrency: number) {
    const listening: Promise<unknown>[] = [];
    const listen: Listen = (channel, onMessage, onReconnect) => {
      const started = database.listen(channel, onMessage, onReconnect);
      listening.push(started);
      return started;
    };
    const workers = Array.from({ length: count }, () =>
      startGenerationWorker(worker, { concurrency, pollMs: 60_000, listen }),
    );
    await Promise.all(listening);
    // Each slot has looked at the empty queue and sleeps until woken or a minute passes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    return workers;
  }

  it('wake on NOTIFY when a job is queued, though their poll is a minute away', async () => {
    const [sleeping] = await startListeningWorkers(1, 1);
    try {
      const { browser } = await signUpVerifiedUser(app.app);
      const { creatives } = (await (await generate(browser, {})).json()) as {
        creatives: { id: string }[];
      };
      expect(await jobsSettled()).toBe(true);
      expect(await (await browser.get(`/api/creatives/${creatives[0]?.id}`)).json()).toMatchObject({
        status: 'completed',
      });
    } finally {
      await sleeping?.stop(0);
    }
  });

  it('run each job once when several workers share the queue', async () => {
    const workers = await startListeningWorkers(3, 2);
    const calls = script.requests.length;
    try {
      const { browser } = await signUpVerifiedUser(app.app);
      const { creatives } = (await (await generate(browser, { variants: 4 })).json()) as {
        creatives: { id: string }[];
      };
      await generate(browser, { variants: 4, prompt: 'Winter boots, 20% off' });
      expect(await jobsSettled()).toBe(true);
      const jobs = await database.db
        .select({ status: generationJob.status, attempts: generationJob.attempts })
        .from(generationJob)
        .where(
          inArray(
            generationJob.creativeId,
            creatives.map((row) => row.id),
          ),
        );
      expect(jobs).toEqual(Array.from({ length: 4 }, () => ({ status: 'done', attempts: 1 })));
      expect(script.requests.length - calls).toBe(8);
      expect(await creditBalanceOf(browser)).toBe(34);
    } finally {
      await Promise.all(workers.map((running) => running.stop(0)));
    }
  });
});

describe('conversations', () => {
  it('keeps each prompt of a chat with its variants, in order, for its owner only', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    const first = (await (
      await generate(browser, { prompt: 'Autumn coffee promo', variants: 2 })
    ).json()) as {
      creatives: { conversationId: string }[];
    };
    const conversationId = first.creatives[0]?.conversationId;
    expect(first.creatives[1]?.conversationId).toBe(conversationId);
    expect((await generate(browser, { prompt: 'Now in blue', conversationId })).status).toBe(202);
    await generate(browser, { prompt: 'Something else entirely' });

    const chat = (await (await browser.get(`/api/conversations/${conversationId}`)).json()) as {
      title: string;
      messages: { prompt: string; creatives: unknown[] }[];
    };
    expect(chat.title).toBe('Autumn coffee promo');
    expect(chat.messages.map((message) => [message.prompt, message.creatives.length])).toEqual([
      ['Autumn coffee promo', 2],
      ['Now in blue', 1],
    ]);
    // The list answers what the chat list draws: id and title (0074).
    const list = (await (await browser.get('/api/conversations')).json()) as { conversations: unknown[] };
    expect(list.conversations).toEqual([
      { id: expect.any(String), title: 'Something else entirely' },
      { id: conversationId, title: 'Autumn coffee promo' },
    ]);

    const stranger = await signUpVerifiedUser(app.app);
    expect((await stranger.browser.get(`/api/conversations/${conversationId}`)).status).toBe(404);
    expect((await generate(stranger.browser, { conversationId })).status).toBe(404);
    expect(
      (await stranger.browser.request(`/api/conversations/${conversationId}`, { method: 'DELETE' })).status,
    ).toBe(404);

    const renamed = await browser.request(`/api/conversations/${conversationId}`, {
      method: 'PATCH',
      json: { title: 'Coffee' },
    });
    expect(await renamed.json()).toMatchObject({ title: 'Coffee' });
    expect((await browser.request(`/api/conversations/${conversationId}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await browser.get(`/api/conversations/${conversationId}`)).status).toBe(404);
    const kept = (await browser.get(`/api/creatives/${(first.creatives[0] as unknown as { id: string }).id}`))
      .status;
    expect(kept).toBe(200);
  });
});

describe('with the brand compositor', () => {
  it('renders a finished ad at the asked ratio for a queued creative', async () => {
    const { browser, id } = await signUpVerifiedUser(app.app);
    const [ours] = await database.db
      .insert(brand)
      .values({ userId: id, name: 'Fjord Coffee', colors: ['#0f766e'] })
      .returning();
    await drainQueue();
    const { creatives } = (await (
      await generate(browser, { brandId: ours?.id, ratio: '3:2', prompt: '"Autumn blend is here"' })
    ).json()) as {
      creatives: { id: string }[];
    };
    const job = await claimJob(database.db, 'compositor-worker', 30_000);
    if (!job) throw new Error('no job');
    const compositor = { ...worker, providers: await createImageProviders(loadEnv({}), worker.logger) };
    expect(await runGenerationJob(compositor, job, 'compositor-worker')).toBe('completed');
    const done = (await (await browser.get(`/api/creatives/${creatives[0]?.id}`)).json()) as {
      imageUrl: string;
      copy: { headline: string };
    };
    expect(done.copy.headline).toBe('Autumn blend is here');
    const image = await app.app.request(new URL(done.imageUrl).pathname);
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({
      width: 1536,
      height: 1024,
      format: 'png',
    });
  });
});

describe('auto-fix', () => {
  it('queues a re-laid-out version of a finished square creative, paid like any creative', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    await drainQueue();
    const square = (await (await generate(browser, {})).json()) as { creatives: { id: string }[] };
    const landscape = (await (await generate(browser, { ratio: '3:2' })).json()) as {
      creatives: { id: string }[];
    };
    const squareId = square.creatives[0]?.id;
    expect((await browser.post(`/api/creatives/${squareId}/auto-fix`, {})).status).toBe(409);
    await drainQueue();

    const fixed = await browser.post(`/api/creatives/${squareId}/auto-fix`, {});
    expect(fixed.status).toBe(202);
    const { creatives } = (await fixed.json()) as {
      creatives: { id: string; fixOf: string; variantIndex: number }[];
    };
    expect(creatives).toEqual([
      expect.objectContaining({ fixOf: squareId, variantIndex: 1, status: 'queued' }),
    ]);
    expect(await drainQueue()).toEqual(['completed']);
    expect(await creditBalanceOf(browser)).toBe(44);

    const notSquare = await browser.post(`/api/creatives/${landscape.creatives[0]?.id}/auto-fix`, {});
    expect(await notSquare.json()).toMatchObject({
      error: { code: 'AUTO_FIX_FAILED', message: 'Auto-fix failed' },
    });
    const stranger = await signUpVerifiedUser(app.app);
    expect((await stranger.browser.post(`/api/creatives/${squareId}/auto-fix`, {})).status).toBe(404);
  });
});
