import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { videoCreditCost } from '@brandloom/shared/video';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../adapters/storage/local-storage.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import {
  type VideoProvider,
  VideoProviderError,
  type VideoRequest,
} from '../../adapters/video-provider/video-provider.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { creative, generationJob, userProfile, userUpload } from '../../db/schema.ts';
import { createTestDatabase } from '../../db/test-database.ts';
import type { Browser } from '../../testing/http-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { creditBalanceOf, signUpVerifiedUser } from '../../testing/test-users.ts';
import { testWorkerDeps } from '../../testing/test-worker-deps.ts';
import type { PublishedChange } from '../realtime/publish-change.ts';
import { claimJob } from './job-queue.repository.ts';
import { type GenerationWorkerDeps, runGenerationJob } from './run-generation-job.ts';

/** A video model each test scripts: answers a few bytes after reporting two statuses, fails, or hangs. */
function scriptedVideoModel() {
  const requests: VideoRequest[] = [];
  let behaviour: 'succeed' | 'fail' | 'hang' = 'succeed';
  const mp4 = new Uint8Array(4096).map((_, index) => index % 251);
  const provider: VideoProvider = {
    id: 'local-animator',
    async generate(request) {
      requests.push(request);
      if (behaviour === 'hang') return new Promise(() => {});
      if (behaviour === 'fail') throw new VideoProviderError('failed', 'The model gave up');
      request.onProgress?.({ phase: 'queued' });
      request.onProgress?.({ phase: 'rendering', percent: 50 });
      const poster = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#336699' } })
        .png()
        .toBuffer();
      return {
        mp4,
        poster: { bytes: poster, contentType: 'image/png' },
        width: 1280,
        height: 720,
        durationSeconds: request.durationSeconds,
        detail: { camera: 'zoom-in' },
      };
    },
  };
  return { provider, requests, mp4, behave: (next: typeof behaviour) => (behaviour = next) };
}

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof createTestApp>>;
let storage: Storage;
let storageDir: string;
let worker: GenerationWorkerDeps;
const published: PublishedChange[] = [];
const model = scriptedVideoModel();

beforeAll(async () => {
  database = await createTestDatabase();
  storageDir = await mkdtemp(join(tmpdir(), 'brandloom-video-'));
  storage = createLocalStorage(storageDir, 'http://localhost:3000');
  const publish = async (change: PublishedChange) => {
    published.push(change);
  };
  app = await createTestApp({
    db: database.db,
    storage,
    publish,
    generation: { availableModels: new Set(['brand-compositor', 'local-animator']), onQueued: () => {} },
  });
  worker = testWorkerDeps({
    db: database.db,
    storage,
    videoProviders: new Map([['local-animator', model.provider]]),
    publish,
    maxAttempts: 2,
  });
});
afterAll(async () => {
  await app?.cleanup();
  await database?.close();
  await rm(storageDir, { recursive: true, force: true });
});

/** An upload of the user's, a 60×90 portrait photo. */
async function upload(userId: string, filename = 'Summer shoot.jpg') {
  const path = `${userId}/upload-${crypto.randomUUID()}.jpg`;
  const jpeg = await sharp({ create: { width: 60, height: 90, channels: 3, background: '#228866' } })
    .jpeg()
    .toBuffer();
  await storage.put(path, jpeg, { contentType: 'image/jpeg' });
  const [row] = await database.db
    .insert(userUpload)
    .values({
      userId,
      fileId: crypto.randomUUID(),
      filename,
      path,
      contentType: 'image/jpeg',
      sizeBytes: jpeg.length,
    })
    .returning();
  if (!row) throw new Error('no upload');
  return row;
}

const baseCopy = { headline: 'Fresh roast', subline: 'Single-origin beans', callToAction: 'Shop now' };

/** A finished image creative of the user, stored like the worker stores one. */
async function imageCreative(userId: string, mode: 'image' | 'video' = 'image') {
  const path = `${userId}/base-${crypto.randomUUID()}.png`;
  const png = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#cc8844' } })
    .png()
    .toBuffer();
  await storage.put(path, png, { contentType: 'image/png' });
  const [row] = await database.db
    .insert(creative)
    .values({
      userId,
      generationId: crypto.randomUUID(),
      mode,
      status: 'completed',
      prompt: 'Espresso beans',
      model: 'brand-compositor',
      ratio: '3:2',
      credits: 2,
      imagePath: path,
      copy: baseCopy,
      detail: { layoutFamily: 'hero-photo' },
    })
    .returning();
  if (!row) throw new Error('no creative');
  return row;
}

const video = (browser: Browser, body: Record<string, unknown>) =>
  browser.post('/api/generations', { prompt: 'Slow zoom on the beans', mode: 'video', ...body });

async function runQueue() {
  const outcomes: string[] = [];
  for (
    let job = await claimJob(database.db, 'w', 30_000);
    job;
    job = await claimJob(database.db, 'w', 30_000)
  ) {
    outcomes.push(await runGenerationJob(worker, job, 'w'));
    await database.db
      .update(generationJob)
      .set({ runAfter: new Date(0) })
      .where(eq(generationJob.status, 'queued'));
  }
  return outcomes;
}

interface CreativeBody {
  id: string;
  mode: string;
  status: string;
  credits: number;
  ratio: string;
  durationSeconds: number | null;
  videoUrl: string | null;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  errorCode: string | null;
  detail: Record<string, string>;
}

/** The user's newest creative in the library, whole: the library's items carry only its card (0074). */
async function newestCreative(browser: Browser) {
  const [listed] = (await (await browser.get('/api/creatives')).json()).creatives as { id: string }[];
  return (await (await browser.get(`/api/creatives/${listed?.id}`)).json()) as CreativeBody & {
    title: string | null;
    copy: unknown;
  };
}

describe('asking for a video', () => {
  it('queues one video from a creative and reserves the table’s credits', async () => {
    const { browser, id } = await signUpVerifiedUser(app.app);
    const base = await imageCreative(id);
    const response = await video(browser, {
      attachments: [{ kind: 'creative', id: base.id }],
      durationSeconds: 6,
      aspect: '9:16',
    });
    expect(response.status).toBe(202);
    const { creatives } = (await response.json()) as { creatives: CreativeBody[] };
    expect(creatives).toMatchObject([
      { mode: 'video', status: 'queued', ratio: '9:16', durationSeconds: 6, videoUrl: null },
    ]);
    expect(creatives[0]?.credits).toBe(videoCreditCost('local-animator', 6));
    expect(await creditBalanceOf(browser)).toBe(50 - videoCreditCost('local-animator', 6));
    expect(await runQueue()).toEqual(['completed']);
    expect(model.requests.at(-1)).toMatchObject({ aspect: '9:16', durationSeconds: 6 });
  });

  it('refuses a missing, doubled or foreign base image and image-only options, with clear messages', async () => {
    const { browser, id } = await signUpVerifiedUser(app.app);
    const stranger = await signUpVerifiedUser(app.app);
    const base = { kind: 'creative', id: (await imageCreative(id)).id };
    const expectError = async (
      body: Record<string, unknown>,
      status: number,
      error: Record<string, unknown>,
    ) => {
      const response = await video(browser, body);
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ error });
    };
    await expectError({}, 400, {
      code: 'VIDEO_BASE_IMAGE_REQUIRED',
      message: 'Video generation needs a base image: attach one of your creatives or an upload.',
      fields: { attachments: [expect.any(String)] },
    });
    await expectError({ attachments: [base, { kind: 'creative', id: (await imageCreative(id)).id }] }, 400, {
      code: 'VIDEO_ONE_BASE_IMAGE',
    });
    await expectError({ attachments: [base], quality: 'high' }, 400, {
      code: 'VIDEO_IMAGE_OPTION',
      message: 'The option quality is for images only and cannot be used in video mode.',
    });
    await expectError({ attachments: [base], variants: 2 }, 400, { code: 'VIDEO_IMAGE_OPTION' });
    await expectError({ attachments: [base], styleId: 'bold' }, 400, { code: 'VIDEO_IMAGE_OPTION' });
    await expectError({ attachments: [base], durationSeconds: 12 }, 400, {
      code: 'VIDEO_DURATION_NOT_ALLOWED',
      message: 'local-animator makes videos of 4–10 seconds only.',
    });
    await expectError({ attachments: [base], aspect: '4:3' }, 400, { code: 'VALIDATION_FAILED' });
    const aVideo = await imageCreative(id, 'video');
    await expectError({ attachments: [{ kind: 'creative', id: aVideo.id }] }, 400, {
      code: 'VIDEO_BASE_IMAGE_REQUIRED',
    });
    const theirs = await imageCreative(stranger.id);
    await expectError({ attachments: [{ kind: 'creative', id: theirs.id }] }, 404, {
      code: 'CREATIVE_NOT_FOUND',
    });
    await expectError({ attachments: [{ kind: 'upload', id: crypto.randomUUID() }] }, 404, {
      code: 'UPLOAD_NOT_FOUND',
    });
    await expectError({ attachments: [base], model: 'veo-2.0-generate-001' }, 400, {
      code: 'MODEL_NOT_AVAILABLE',
    });
    const german = await browser.post(
      '/api/generations',
      { prompt: 'Zoom', mode: 'video' },
      { headers: { 'accept-language': 'de' } },
    );
    expect(await german.json()).toMatchObject({
      error: {
        message:
          'Für ein Video brauchst du ein Ausgangsbild: Hänge eines deiner Creatives oder einen Upload an.',
      },
    });
    expect(await database.db.select().from(creative).where(eq(creative.mode, 'video'))).not.toContainEqual(
      expect.objectContaining({ userId: id, status: 'queued' }),
    );
    expect(await creditBalanceOf(browser)).toBe(50);
  });

  it('animates an upload of the user’s own, named after its file, and refuses another user’s', async () => {
    model.behave('succeed');
    const { browser, id } = await signUpVerifiedUser(app.app);
    const stranger = await signUpVerifiedUser(app.app);
    const photo = await upload(id);
    const response = await video(browser, { attachments: [{ kind: 'upload', id: photo.id }] });
    expect(response.status).toBe(202);
    const { creatives } = (await response.json()) as { creatives: (CreativeBody & { title: string })[] };
    expect(creatives[0]?.title).toBe('Summer shoot');
    expect(await runQueue()).toEqual(['completed']);
    expect(model.requests.at(-1)).toMatchObject({
      prompt: 'Slow zoom on the beans',
      baseImage: { width: 60, height: 90 },
      base: { kind: 'picture', branded: true },
      copy: null,
    });

    const theirs = await upload(stranger.id);
    const refused = await video(browser, { attachments: [{ kind: 'upload', id: theirs.id }] });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({
      error: { code: 'UPLOAD_NOT_FOUND', message: expect.any(String) },
    });
    const foreign = await video(stranger.browser, {
      attachments: [{ kind: 'creative', id: (await imageCreative(id)).id }],
    });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ error: { code: 'CREATIVE_NOT_FOUND' } });
  });

  it('lays a compositor creative out again with its own copy, and names the video after its headline', async () => {
    model.behave('succeed');
    const { browser, id } = await signUpVerifiedUser(app.app);
    const base = await imageCreative(id);
    const response = await video(browser, {
      prompt: 'Slow zoom in, headline slides up',
      attachments: [{ kind: 'creative', id: base.id }],
    });
    const { creatives } = (await response.json()) as { creatives: (CreativeBody & { title: string })[] };
    expect(creatives[0]?.title).toBe('Fresh roast');
    expect(await runQueue()).toEqual(['completed']);
    const request = model.requests.at(-1);
    expect(request).toMatchObject({
      prompt: 'Slow zoom in, headline slides up',
      copy: baseCopy,
      base: { kind: 'layout', family: 'hero-photo', request: { prompt: 'Espresso beans', copy: baseCopy } },
    });
    const made = await newestCreative(browser);
    expect(made).toMatchObject({ mode: 'video', title: 'Fresh roast', copy: baseCopy });
  });

  it('says why a user without video access is refused', async () => {
    const { browser, id } = await signUpVerifiedUser(app.app);
    await database.db.update(userProfile).set({ videoAccess: 'none' }).where(eq(userProfile.userId, id));
    const response = await video(browser, {
      attachments: [{ kind: 'creative', id: (await imageCreative(id)).id }],
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: {
        code: 'VIDEO_ACCESS_DENIED',
        message:
          'Video creatives are in open beta and your account has no video access yet. Ask us for beta access.',
      },
    });
  });
});

describe('making a video', () => {
  it('stores the MP4, poster and thumbnail, reports progress, commits the credits and serves ranges', async () => {
    model.behave('succeed');
    const { browser, id } = await signUpVerifiedUser(app.app);
    const stranger = await signUpVerifiedUser(app.app);
    await video(browser, {
      attachments: [{ kind: 'creative', id: (await imageCreative(id)).id }],
      durationSeconds: 8,
    });
    expect(await runQueue()).toEqual(['completed']);
    const request = model.requests.at(-1);
    expect(request).toMatchObject({
      durationSeconds: 8,
      aspect: '16:9',
      baseImage: { width: 90, height: 60 },
    });

    const made = await newestCreative(browser);
    expect(made).toMatchObject({
      mode: 'video',
      status: 'completed',
      durationSeconds: 8,
      videoUrl: `/api/creatives/${made?.id}/video`,
      detail: { camera: 'zoom-in' },
    });
    expect(made?.thumbnailUrl).toMatch(/\.webp$/);
    expect(made?.imageUrl).toMatch(/\.png$/);
    for (const url of [made?.thumbnailUrl, made?.imageUrl]) expect(url).not.toContain(id);
    const statuses = published
      .filter(
        (change) =>
          change.id === made?.id && change.changes.includes('detail') && !change.changes.includes('status'),
      )
      .map((change) => change.changes);
    expect(statuses).toHaveLength(2);
    expect(await creditBalanceOf(browser)).toBe(50 - videoCreditCost('local-animator', 8));

    const whole = await browser.get(made?.videoUrl ?? '');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(model.mp4);
    const part = await browser.get(made?.videoUrl ?? '', { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${model.mp4.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(model.mp4.slice(100, 200));
    const tail = await browser.get(made?.videoUrl ?? '', { headers: { range: 'bytes=-10' } });
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(model.mp4.slice(-10));
    const past = await browser.get(made?.videoUrl ?? '', {
      headers: { range: `bytes=${model.mp4.length}-` },
    });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${model.mp4.length}`);
    const download = await browser.get(`${made?.videoUrl}?download=true`);
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="brandloom-\d{4}-\d{2}-\d{2}-16x9-\d+s\.mp4"$/,
    );
    // The download dialog's MP4 is the same file, named the same way.
    const fromDialog = await browser.get(`/api/creatives/${made?.id}/download?format=mp4`);
    expect(fromDialog.status).toBe(200);
    expect(fromDialog.headers.get('content-disposition')).toBe(download.headers.get('content-disposition'));
    expect(new Uint8Array(await fromDialog.arrayBuffer())).toEqual(model.mp4);

    expect((await stranger.browser.get(made?.videoUrl ?? '')).status).toBe(404);
    const [row] = await database.db
      .select()
      .from(creative)
      .where(eq(creative.id, made?.id ?? ''));
    await storage.remove(row?.videoPath ?? '');
    const gone = await browser.get(made?.videoUrl ?? '');
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({
      error: { code: 'VIDEO_DOWNLOAD_FAILED', message: 'Failed to download video' },
    });
    expect(row?.videoPath).not.toContain(id);

    // Deleting it removes the poster and the thumbnail with it.
    expect((await browser.request(`/api/creatives/${made?.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await storage.get(row?.imagePath ?? '')).toBeNull();
    expect(await storage.get(row?.thumbnailPath ?? '')).toBeNull();
  });

  it('refunds the credits when the model fails', async () => {
    model.behave('fail');
    const { browser, id } = await signUpVerifiedUser(app.app);
    await video(browser, { attachments: [{ kind: 'creative', id: (await imageCreative(id)).id }] });
    expect(await creditBalanceOf(browser)).toBe(50 - videoCreditCost('local-animator', 6));
    expect(await runQueue()).toEqual(['failed']);
    const made = await newestCreative(browser);
    expect(made).toMatchObject({ status: 'failed', errorCode: 'failed', videoUrl: null });
    expect(await creditBalanceOf(browser)).toBe(50);

    // The card's retry makes the same video again: same base, length and frame, paid again.
    model.behave('succeed');
    const retried = await browser.post(`/api/creatives/${made?.id}/regenerate`, {});
    expect(retried.status).toBe(202);
    const { creatives } = (await retried.json()) as { creatives: CreativeBody[] };
    expect(creatives).toMatchObject([{ mode: 'video', status: 'queued', ratio: '16:9', durationSeconds: 6 }]);
    expect(await creditBalanceOf(browser)).toBe(50 - videoCreditCost('local-animator', 6));
    expect(await runQueue()).toEqual(['completed']);
  });

  it('retries a model that hangs past the timeout, then fails it and refunds the credits', async () => {
    model.behave('hang');
    const { browser, id } = await signUpVerifiedUser(app.app);
    await video(browser, { attachments: [{ kind: 'creative', id: (await imageCreative(id)).id }] });
    const impatient = { ...worker, videoJobTimeoutMs: 50 };
    const outcomes: string[] = [];
    for (
      let job = await claimJob(database.db, 'w', 30_000);
      job;
      job = await claimJob(database.db, 'w', 30_000)
    ) {
      outcomes.push(await runGenerationJob(impatient, job, 'w'));
      await database.db
        .update(generationJob)
        .set({ runAfter: new Date(0) })
        .where(eq(generationJob.status, 'queued'));
    }
    expect(outcomes).toEqual(['retry', 'failed']);
    const made = await newestCreative(browser);
    expect(made).toMatchObject({ status: 'failed', errorCode: 'timeout' });
    expect(await creditBalanceOf(browser)).toBe(50);
  });
});
