import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChangeMessage } from '@brandloom/shared/realtime';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageProvider } from '../../adapters/image-provider/image-provider.ts';
import { createLocalStorage } from '../../adapters/storage/local-storage.ts';
import { type DatabaseHandle, postgresDatabase } from '../../db/client.ts';
import { changeLog } from '../../db/schema.ts';
import { createTestDatabase } from '../../db/test-database.ts';
import { type Browser, createBrowser } from '../../testing/http-client.ts';
import { readEventStream } from '../../testing/sse-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { newUserFields, signUpVerifiedUser } from '../../testing/test-users.ts';
import { generationWorkerDeps } from '../generation/generation-worker-deps.ts';
import { claimJob } from '../generation/job-queue.repository.ts';
import { runGenerationJob } from '../generation/run-generation-job.ts';
import { changePublisher, type PublishedChange, publishChange } from './publish-change.ts';
import { createRealtimeHub, type RealtimeHub } from './realtime-hub.ts';

const logger = pino({ level: 'silent' });
const heartbeatMs = 200;
const adminEmail = 'realtime-admin@example.com';
const driver = process.env.TEST_DATABASE_URL ? 'Postgres' : 'PGlite';

function profileChange(userId: string, changes = ['plan']): PublishedChange {
  return { userId, table: 'userprofile', id: userId, updatedDate: new Date(), changes };
}

/** Opens the user's stream and waits for its first message, after which changes are delivered. */
async function openStream(browser: Browser, headers: Record<string, string> = {}, query = '') {
  const response = await browser.get(`/api/realtime${query}`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const stream = readEventStream(response);
  const opening = await stream.next();
  return { stream, opening };
}

const changeOf = (data: string) => JSON.parse(data) as ChangeMessage;
// Both drivers answer raw queries with `rows`; Drizzle types the result per driver.
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

describe(`realtime stream (${driver})`, () => {
  let database: DatabaseHandle;
  let hub: RealtimeHub;
  let app: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    hub = createRealtimeHub({ listen: database.listen, logger, heartbeatMs });
    app = await createTestApp({ db: database.db, realtime: hub, adminEmails: [adminEmail] });
  });
  afterAll(async () => {
    await hub?.close();
    await app?.cleanup();
    await database?.close();
  });

  it('answers 401 when signed out', async () => {
    const browser = createBrowser(app.app);
    expect((await browser.get('/api/realtime')).status).toBe(401);
    expect((await browser.get(`/api/realtime/changes?since=${new Date().toISOString()}`)).status).toBe(401);
  });

  it("opens with a heartbeat that carries the retry hint and the user's latest change id", async () => {
    const user = await signUpVerifiedUser(app.app);
    const published = await publishChange(database.db, profileChange(user.id));
    const { stream, opening } = await openStream(user.browser);
    expect(opening).toMatchObject({ event: 'heartbeat', retry: 1000, id: String(published) });
    await stream.close();
  });

  it('delivers a change to its owner only, with the changed properties and small values', async () => {
    const ada = await signUpVerifiedUser(app.app);
    const bob = await signUpVerifiedUser(app.app);
    const adaStream = (await openStream(ada.browser)).stream;
    const bobStream = (await openStream(bob.browser)).stream;

    const updatedDate = new Date('2026-11-22T10:00:00.000Z');
    const id = await publishChange(database.db, {
      userId: ada.id,
      table: 'adcreative',
      id: 'creative-1',
      updatedDate,
      changes: ['status', 'updated_date'],
      values: { status: 'completed' },
    });
    const received = await adaStream.nextOf('change');
    expect(received.id).toBe(String(id));
    expect(changeOf(received.data)).toEqual({
      id: String(id),
      table: 'adcreative',
      rowId: 'creative-1',
      updatedDate: updatedDate.toISOString(),
      changes: ['status', 'updated_date'],
      values: { status: 'completed' },
    });

    // Bob's next change is his own: Ada's never reached him.
    await publishChange(database.db, profileChange(bob.id));
    expect(changeOf((await bobStream.nextOf('change')).data)).toMatchObject({ rowId: bob.id });
    await Promise.all([adaStream.close(), bobStream.close()]);
  });

  it('sends a heartbeat at the configured interval', async () => {
    const user = await signUpVerifiedUser(app.app);
    const { stream } = await openStream(user.browser);
    const started = Date.now();
    const heartbeat = await stream.next(heartbeatMs * 10);
    expect(heartbeat.event).toBe('heartbeat');
    expect(Number.isNaN(Date.parse(heartbeat.data))).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(heartbeatMs / 2);
    await stream.close();
  });

  it('announces profile settings saved through PATCH /api/profile', async () => {
    const user = await signUpVerifiedUser(app.app);
    const { stream } = await openStream(user.browser);
    const saved = await user.browser.request('/api/profile', {
      method: 'PATCH',
      json: { publishToExplore: true, language: 'de' },
    });
    expect(saved.status).toBe(200);
    const { profile } = (await saved.json()) as { profile: { updatedDate: string } };
    expect(changeOf((await stream.nextOf('change')).data)).toMatchObject({
      table: 'userprofile',
      rowId: user.id,
      updatedDate: profile.updatedDate,
      changes: ['publishToExplore', 'language'],
      values: { publishToExplore: true, language: 'de' },
    });
    await stream.close();
  });

  it('announces a plan and credits an admin gives the user', async () => {
    const admin = await signUpVerifiedUser(app.app, { ...newUserFields('boss'), email: adminEmail });
    const user = await signUpVerifiedUser(app.app);
    const { stream } = await openStream(user.browser);
    const edited = await admin.browser.request(`/api/admin/users/${user.id}`, {
      method: 'PATCH',
      json: { plan: 'plus' },
    });
    expect(edited.status).toBe(200);
    expect(changeOf((await stream.nextOf('change')).data)).toMatchObject({
      table: 'userprofile',
      rowId: user.id,
      changes: ['plan', 'tokenAmount'],
      values: { plan: 'plus', tokenAmount: null },
    });

    // A gift of credits adds a ledger row (spec `event`).
    expect((await admin.browser.post('/api/admin/credits', { user: user.id, credits: 5 })).status).toBe(200);
    expect(changeOf((await stream.nextOf('change')).data)).toMatchObject({
      table: 'event',
      changes: ['type', 'data'],
    });
    await stream.close();
  });

  it('replays the changes after Last-Event-ID on reconnect, then goes live', async () => {
    const user = await signUpVerifiedUser(app.app);
    const first = await openStream(user.browser);
    await first.stream.close();
    const missed = [
      await publishChange(database.db, profileChange(user.id, ['language'])),
      await publishChange(database.db, profileChange(user.id, ['imageModel'])),
    ];

    const { stream, opening } = await openStream(user.browser, { 'last-event-id': first.opening.id ?? '' });
    const replayed = [opening, await stream.next()];
    expect(replayed.map((event) => [event.event, event.id])).toEqual(
      missed.map((id) => ['change', String(id)]),
    );
    expect(await stream.next()).toMatchObject({ event: 'heartbeat', id: String(missed[1]) });
    const live = await publishChange(database.db, profileChange(user.id));
    expect((await stream.nextOf('change')).id).toBe(String(live));
    await stream.close();

    // The same through the query parameter, for an EventSource reopened by hand.
    const again = await openStream(user.browser, {}, `?lastEventId=${missed[0]}`);
    expect(again.opening.id).toBe(String(missed[1]));
    await again.stream.close();
  });

  it('asks the client to re-fetch when its Last-Event-ID is no longer kept', async () => {
    const user = await signUpVerifiedUser(app.app);
    const { stream, opening } = await openStream(user.browser, { 'last-event-id': '999999999' });
    expect(opening.event).toBe('resync');
    await stream.close();
    expect((await user.browser.get('/api/realtime?lastEventId=abc')).status).toBe(400);
  });

  it("lists the caller's own changes since a time", async () => {
    const ada = await signUpVerifiedUser(app.app);
    const bob = await signUpVerifiedUser(app.app);
    const since = new Date(Date.now() - 1000).toISOString();
    const adaChange = await publishChange(database.db, profileChange(ada.id, ['language']));
    await publishChange(database.db, profileChange(bob.id));

    const response = await ada.browser.get(`/api/realtime/changes?since=${encodeURIComponent(since)}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      changes: [expect.objectContaining({ id: String(adaChange), rowId: ada.id, changes: ['language'] })],
      complete: true,
    });

    const later = new Date(Date.now() + 60_000).toISOString();
    expect(await (await ada.browser.get(`/api/realtime/changes?since=${later}`)).json()).toEqual({
      changes: [],
      complete: true,
    });
    const tooOld = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
    expect(await (await ada.browser.get(`/api/realtime/changes?since=${tooOld}`)).json()).toMatchObject({
      complete: false,
    });
    expect((await ada.browser.get('/api/realtime/changes?since=yesterday')).status).toBe(400);
  });

  it('announces nothing from a transaction that rolls back', async () => {
    const user = await signUpVerifiedUser(app.app);
    const { stream } = await openStream(user.browser);
    await expect(
      database.db.transaction(async (tx) => {
        await publishChange(tx, profileChange(user.id, ['rolled-back']));
        tx.rollback();
      }),
    ).rejects.toThrow();
    const committed = await publishChange(database.db, profileChange(user.id, ['committed']));
    const received = await stream.nextOf('change');
    expect([received.id, changeOf(received.data).changes]).toEqual([String(committed), ['committed']]);
    const kept = await database.db
      .select({ changes: changeLog.changes })
      .from(changeLog)
      .where(sql`${changeLog.userId} = ${user.id}`);
    expect(kept).toEqual([{ changes: ['committed'] }]);
    await stream.close();
  });

  it('tells the client and closes the stream when the session is signed out', async () => {
    const user = await signUpVerifiedUser(app.app);
    const response = await user.browser.get('/api/realtime');
    const stream = readEventStream(response);
    await stream.next();
    expect((await user.browser.post('/api/auth/sign-out')).status).toBe(200);
    await expect(stream.nextOf('signed-out', heartbeatMs * 10)).resolves.toMatchObject({
      event: 'signed-out',
    });
    await stream.ended();
  });
});

/** A second connection pool on the same database, as another instance or a worker process has. */
async function secondHandle(database: DatabaseHandle): Promise<DatabaseHandle> {
  const [row] = rowsOf<{ name: string }>(await database.db.execute(sql`select current_database() as name`));
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${row?.name}`;
  return postgresDatabase(url.href);
}

describe.runIf(process.env.TEST_DATABASE_URL)('realtime across instances (Postgres)', () => {
  let database: DatabaseHandle;
  let instanceB: DatabaseHandle;
  let worker: DatabaseHandle;
  let hubA: RealtimeHub;
  let hubB: RealtimeHub;
  let appA: Awaited<ReturnType<typeof createTestApp>>;
  let appB: Awaited<ReturnType<typeof createTestApp>>;
  let storageDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    instanceB = await secondHandle(database);
    worker = await secondHandle(database);
    storageDir = await mkdtemp(join(tmpdir(), 'brandloom-realtime-'));
    hubA = createRealtimeHub({ listen: database.listen, logger, heartbeatMs: 5_000 });
    hubB = createRealtimeHub({ listen: instanceB.listen, logger, heartbeatMs: 5_000 });
    appA = await createTestApp({
      db: database.db,
      realtime: hubA,
      storage: createLocalStorage(storageDir, 'http://localhost:3000'),
      publish: changePublisher(database.db),
      generation: { availableModels: new Set(['brand-compositor']), onQueued: () => {} },
    });
    appB = await createTestApp({ db: instanceB.db, realtime: hubB });
  });
  afterAll(async () => {
    await Promise.all([hubA?.close(), hubB?.close()]);
    await Promise.all([appA?.cleanup(), appB?.cleanup()]);
    await Promise.all([instanceB?.close(), worker?.close()]);
    await database?.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  it("delivers to instance A's stream the completion of a job a worker process ran", async () => {
    const user = await signUpVerifiedUser(appA.app);
    const { stream } = await openStream(user.browser);
    const queued = await user.browser.post('/api/generations', { prompt: 'Summer sale', quality: 'low' });
    expect(queued.status).toBe(202);
    const [created] = ((await queued.json()) as { creatives: { id: string }[] }).creatives;

    const flatImage: ImageProvider = {
      id: 'brand-compositor',
      generate: async () => ({
        png: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
          .png()
          .toBuffer(),
        width: 8,
        height: 8,
        copy: { headline: 'Summer sale', subline: null, callToAction: null },
        detail: {},
      }),
    };
    const workerDeps = generationWorkerDeps({
      db: worker.db,
      storage: createLocalStorage(storageDir, 'http://localhost:3000'),
      logger,
      providers: new Map([['brand-compositor', flatImage]]),
      videoProviders: new Map(),
      publish: changePublisher(worker.db),
    });
    const job = await claimJob(worker.db, 'worker-process', 30_000);
    expect(job && (await runGenerationJob(workerDeps, job, 'worker-process'))).toBe('completed');

    // Queued (by instance A's route), generating and completed (by the worker).
    const announced: string[][] = [];
    while (announced.length < 3) {
      const change = changeOf((await stream.nextOf('change')).data);
      if (change.rowId === created?.id) announced.push(change.changes);
    }
    expect(announced.every((changes) => changes.includes('status'))).toBe(true);
    const shown = await user.browser.get(`/api/creatives/${created?.id}`);
    expect(((await shown.json()) as { status: string }).status).toBe('completed');
    await stream.close();
  });

  it("delivers to instance A's stream what instance B and a worker publish", async () => {
    const user = await signUpVerifiedUser(appA.app);
    const { stream } = await openStream(user.browser);

    const browserOnB = createBrowser(appB.app);
    for (const [name, value] of user.browser.cookies) browserOnB.cookies.set(name, value);
    expect(
      (await browserOnB.request('/api/profile', { method: 'PATCH', json: { publishToExplore: true } }))
        .status,
    ).toBe(200);
    expect(changeOf((await stream.nextOf('change')).data).changes).toEqual(['publishToExplore']);

    const fromWorker = await worker.db.transaction((tx) =>
      publishChange(tx, { ...profileChange(user.id), table: 'adcreative', id: 'creative-9' }),
    );
    expect((await stream.nextOf('change')).id).toBe(String(fromWorker));
    await stream.close();
  });

  it('recovers when the listening connection is killed, catching up on what was sent meanwhile', async () => {
    const user = await signUpVerifiedUser(appA.app);
    const { stream } = await openStream(user.browser);
    const killed = rowsOf(
      await worker.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen %'`),
    );
    expect(killed.length).toBeGreaterThanOrEqual(1);

    // Sent while no connection listens: delivered by the catch-up after the reconnect.
    const duringOutage = await publishChange(worker.db, profileChange(user.id, ['during-outage']));
    expect((await stream.nextOf('change', 10_000)).id).toBe(String(duringOutage));
    const afterwards = await publishChange(worker.db, profileChange(user.id, ['afterwards']));
    expect((await stream.nextOf('change', 10_000)).id).toBe(String(afterwards));
    await stream.close();
  });
});
