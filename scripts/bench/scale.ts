import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ChangeMessage, realtimeEvents } from '@brandloom/shared/realtime';
import { templateCategories } from '@brandloom/shared/templates';
import pg from 'pg';
import { readEventStream } from '../../apps/server/src/testing/sse-client.ts';
import type { BenchRow } from './rows.ts';
import { signedInCookie } from './sign-in.ts';

/**
 * Scale-out on one machine: two server processes (GENERATION_WORKERS=0) and two `npm run worker`
 * processes on one Postgres database made for the run, with virtual users on loopback browsing the
 * library and templates and each generating once. Judged: errors, read latency, the servers keeping
 * up with the offered load next to a bare Node server under the same users (the floor), every
 * creative made exactly once, the ledger, and realtime events reaching the instance a user's
 * browser is on although a worker process made the creative.
 *
 * Tunable for development: SCALE_USERS (200), SCALE_SECONDS (60), SCALE_THINK_MS (1000, each
 * user's pause between requests), SCALE_WATCHERS (20, users with an open realtime stream).
 * Ports: the three after BENCH_PORT (servers, second server, bare floor server): the bench's own
 * product server holds BENCH_PORT while the parts run.
 */

const users = Number(process.env.SCALE_USERS ?? 200);
const seconds = Number(process.env.SCALE_SECONDS ?? 60);
const thinkMs = Number(process.env.SCALE_THINK_MS ?? 1000);
const watchers = Math.min(users, Number(process.env.SCALE_WATCHERS ?? 20));
const firstPort = Number(process.env.BENCH_PORT ?? 3108) + 1;
const adminUrl = process.env.SCALE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// The floor needs no minute: its rate settles within seconds.
const floorSeconds = Math.min(seconds, 15);
// Creatives still queued when the load stops get this long to be made.
const drainTimeoutMs = 240_000;
const signUpConcurrency = 6;

/** How a server or worker process is started: the compiled server, as `npm run serve` runs it. */
const serverProcess = (entry: 'main' | 'worker') => [`apps/server/dist/${entry}.js`];

interface Started {
  child: ChildProcess;
  name: string;
}

function start(name: string, args: string[], env: Record<string, string>): Started {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return { child, name };
}

async function stop({ child, name }: Started): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killed = setTimeout(() => {
    console.warn(`${name} did not stop within 30 s of SIGTERM; killing it`);
    child.kill('SIGKILL');
  }, 30_000);
  await exited;
  clearTimeout(killed);
}

async function untilReady(process: Started, url: string, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (true) {
    if (process.child.exitCode !== null)
      throw new Error(`${process.name} exited with ${process.child.exitCode}`);
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`${process.name} was not ready within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pause = () => sleep(thinkMs * (0.5 + Math.random()));
const percentile = (sorted: number[], share: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] as number);
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

interface Load {
  reads: number[];
  /** Read latencies by path and query keys, printed to tell which screen is slow. */
  readsByKind: Map<string, number[]>;
  requests: number;
  errors: string[];
  seconds: number;
}

interface VirtualUser {
  baseUrl: string;
  headers: Record<string, string>;
}

/** What a user browses: the library, the templates (all, by category, a search) and their credits. */
function readPath(): string {
  const category = templateCategories[Math.floor(Math.random() * templateCategories.length)];
  const paths = [
    '/api/creatives?limit=24',
    '/api/templates',
    `/api/templates?category=${category}`,
    '/api/templates?search=sale',
    '/api/credits',
  ];
  return paths[Math.floor(Math.random() * paths.length)] as string;
}

/**
 * Every user browses with a pause between requests until `durationS` is over, and generates once
 * (if `generate`) at a random moment of the first 80 %. Answers latencies of reads, every request
 * and every error.
 */
async function runLoad(
  virtualUsers: VirtualUser[],
  durationS: number,
  generate: ((user: VirtualUser, index: number) => Promise<void>) | undefined,
  readUrl: (user: VirtualUser) => string,
): Promise<Load> {
  const load: Load = { reads: [], readsByKind: new Map(), requests: 0, errors: [], seconds: durationS };
  const started = performance.now();
  const deadline = started + durationS * 1000;
  await Promise.all(
    virtualUsers.map(async (user, index) => {
      // Users arrive over the first pause, not all in the same millisecond.
      await sleep(Math.random() * thinkMs);
      let generateAt = generate ? started + Math.random() * durationS * 800 : Number.POSITIVE_INFINITY;
      while (performance.now() < deadline) {
        const sent = performance.now();
        load.requests += 1;
        try {
          if (sent >= generateAt && generate) {
            generateAt = Number.POSITIVE_INFINITY;
            await generate(user, index);
          } else {
            const url = readUrl(user);
            const response = await fetch(url, { headers: user.headers });
            await response.arrayBuffer();
            if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
            const ms = performance.now() - sent;
            load.reads.push(ms);
            const { pathname, searchParams } = new URL(url);
            const kind = [pathname, ...searchParams.keys()].join(' ');
            load.readsByKind.set(kind, [...(load.readsByKind.get(kind) ?? []), ms]);
          }
        } catch (error) {
          load.errors.push((error as Error).message);
        }
        await pause();
      }
    }),
  );
  load.seconds = (performance.now() - started) / 1000;
  return load;
}

/** A bare Node server answering a static JSON: what the same users cost at the very least. */
function startFloorServer(port: number): Started {
  const source = `require('node:http').createServer((request, response) => {
    request.resume();
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"creatives":[],"nextCursor":null}');
  }).listen(${port}, '127.0.0.1');`;
  return start('the floor server', ['-e', source], {});
}

/** One user's realtime stream, kept open: the creatives it heard completed. */
function watchRealtime(baseUrl: string, headers: Record<string, string>) {
  const completed = new Set<string>();
  const controller = new AbortController();
  let dropped: string | undefined;
  const opened = fetch(`${baseUrl}/api/realtime`, { headers, signal: controller.signal }).then(
    async (response) => {
      if (!response.ok) throw new Error(`GET /api/realtime answered ${response.status}`);
      const stream = readEventStream(response);
      (async () => {
        while (!controller.signal.aborted) {
          const event = await stream.next(60_000);
          if (event.event !== realtimeEvents.change) continue;
          const change = JSON.parse(event.data) as ChangeMessage;
          if (change.table === 'adcreative' && change.values?.status === 'completed')
            completed.add(change.rowId);
        }
      })().catch((error: unknown) => {
        if (!controller.signal.aborted) dropped = (error as Error).message;
      });
    },
  );
  return { opened, completed, dropped: () => dropped, close: () => controller.abort() };
}

interface Outcome {
  accepted: number;
  completedOnce: number;
  notExactlyOnce: number;
  firstQueuedAt: Date;
  lastCompletedAt: Date;
}

/** Waits for the queue to empty, then counts what the database holds of each creative. */
async function settleCreatives(db: pg.Client, accepted: number): Promise<Outcome> {
  const deadline = Date.now() + drainTimeoutMs;
  while (true) {
    const { rows } = await db.query<{ pending: string }>(
      // A worker marks the creative completed, then commits its credits and ends its job.
      `select (select count(*) from adcreative where status in ('queued', 'generating'))
         + (select count(*) from generation_job where status in ('queued', 'running')) as pending`,
    );
    if (Number(rows[0]?.pending) === 0) break;
    if (Date.now() > deadline) throw new Error(`${rows[0]?.pending} creatives still queued after the drain`);
    await sleep(500);
  }
  const { rows } = await db.query<{
    total: number;
    completed_once: number;
    first_queued: Date;
    last_completed: Date;
  }>(`
    with completions as (
      select row_id, count(*) as times from change_log
      where table_name = 'adcreative' and "values"->>'status' = 'completed' group by row_id
    )
    select count(*)::int as total,
      count(*) filter (where c.status = 'completed' and j.status = 'done' and completions.times = 1)::int as completed_once,
      min(c.creation_date) as first_queued, max(c.completed_at) as last_completed
    from adcreative c
    join generation_job j on j.creative_id = c.id
    left join completions on completions.row_id = c.id::text`);
  const row = rows[0];
  if (!row) throw new Error('no creatives');
  if (row.total !== accepted || row.completed_once !== row.total) {
    const { rows: odd } = await db.query(`
      select c.id, c.status, j.status as job, j.attempts, j.last_error,
        (select count(*)::int from change_log l where l.table_name = 'adcreative' and l.row_id = c.id::text
           and l."values"->>'status' = 'completed') as completions
      from adcreative c join generation_job j on j.creative_id = c.id
      where c.status <> 'completed' or j.status <> 'done' or (select count(*) from change_log l
        where l.table_name = 'adcreative' and l.row_id = c.id::text and l."values"->>'status' = 'completed') <> 1`);
    console.warn(
      `scale: ${accepted} creatives accepted, ${row.total} in the database; not made exactly once:`,
      odd,
    );
  }
  return {
    accepted,
    completedOnce: row.completed_once,
    notExactlyOnce: Math.max(accepted, row.total) - row.completed_once,
    firstQueuedAt: row.first_queued,
    lastCompletedAt: row.last_completed,
  };
}

/**
 * Ledger problems: creatives without exactly one committed spend, refunds (nothing failed), and
 * users whose credits used as they see them (GET /api/credits) differ from the sum of their spends.
 */
async function ledgerMismatches(db: pg.Client, virtualUsers: VirtualUser[]): Promise<number> {
  const { rows: spends } = await db.query<{ wrong: number }>(`
    select count(*)::int as wrong from adcreative c
    where (select count(*) from event e where e.type = 'credits-spent' and e.data->>'creativeId' = c.id::text
             and e.data->>'state' = 'committed') <> 1`);
  const { rows: refunds } = await db.query<{ refunds: number }>(
    `select count(*)::int as refunds from event where type = 'credits-refunded'`,
  );
  const { rows: sums } = await db.query<{ user_id: string; spent: number }>(`
    select user_id::text, sum((data->>'credits')::int)::int as spent
    from event where type = 'credits-spent' group by user_id`);
  const recorded = new Map(sums.map((row) => [row.user_id, row.spent]));
  const wrongUsers = await Promise.all(
    virtualUsers.map(async (user) => {
      const get = async <T>(path: string) =>
        (await (await fetch(`${user.baseUrl}${path}`, { headers: user.headers })).json()) as T;
      const session = await get<{ user: { id: string } }>('/api/auth/get-session');
      const credits = await get<{ spent: number }>('/api/credits');
      return credits.spent === (recorded.get(session.user.id) ?? 0) ? 0 : 1;
    }),
  );
  return (
    (spends[0]?.wrong ?? 0) +
    (refunds[0]?.refunds ?? 0) +
    wrongUsers.reduce<number>((sum, wrong) => sum + wrong, 0)
  );
}

export async function measureScaleOut(): Promise<BenchRow[]> {
  const [portA, portB, floorPort] = [firstPort, firstPort + 1, firstPort + 2];
  const publicUrl = `http://127.0.0.1:${portA}`;
  const databaseName = `brandloom_bench_scale_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${databaseName}`);
  // One data folder for every process: the local file storage and the e-mail outbox are shared
  // the way an S3 bucket and an SMTP server would be.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brandloom-bench-scale-'));
  const shared = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: publicUrl,
    // The users' addresses arrive as X-Forwarded-For, as behind a reverse proxy.
    TRUSTED_PROXIES: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  };
  const processes: Started[] = [];
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    // The first server migrates and seeds the templates; the others start on a ready database.
    const serverA = start('server A', serverProcess('main'), {
      ...shared,
      PORT: String(portA),
      GENERATION_WORKERS: '0',
    });
    processes.push(serverA);
    await untilReady(serverA, `${publicUrl}/api/ready`);
    const serverB = start('server B', serverProcess('main'), {
      ...shared,
      PORT: String(portB),
      GENERATION_WORKERS: '0',
    });
    processes.push(serverB);
    for (const name of ['worker 1', 'worker 2'])
      processes.push(start(name, serverProcess('worker'), { ...shared, GENERATION_WORKERS: '1' }));
    await untilReady(serverB, `http://127.0.0.1:${portB}/api/ready`);
    await db.connect();

    // Users alternate between the servers, as a balancer would spread their browsers.
    const virtualUsers: VirtualUser[] = new Array(users);
    for (let next = 0; next < users; ) {
      const batch = Array.from(
        { length: Math.min(signUpConcurrency, users - next) },
        (_, offset) => next + offset,
      );
      next += batch.length;
      await Promise.all(
        batch.map(async (index) => {
          const baseUrl = index % 2 === 0 ? publicUrl : `http://127.0.0.1:${portB}`;
          const clientAddress = `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;
          const cookie = await signedInCookie(baseUrl, { clientAddress, origin: publicUrl });
          virtualUsers[index] = {
            baseUrl,
            headers: { cookie, origin: publicUrl, 'x-forwarded-for': clientAddress },
          };
        }),
      );
    }

    const streams = virtualUsers.slice(0, watchers).map((user) => watchRealtime(user.baseUrl, user.headers));
    await Promise.all(streams.map((stream) => stream.opened));

    let accepted = 0;
    const load = await runLoad(
      virtualUsers,
      seconds,
      async (user, index) => {
        const response = await fetch(`${user.baseUrl}/api/generations`, {
          method: 'POST',
          headers: { ...user.headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            prompt: `Autumn sale on coffee beans, ${10 + (index % 40)}% off`,
            variants: 1,
          }),
        });
        const body = (await response.json()) as { creatives?: unknown[] };
        if (response.status !== 202) throw new Error(`POST /api/generations answered ${response.status}`);
        accepted += body.creatives?.length ?? 0;
      },
      (user) => `${user.baseUrl}${readPath()}`,
    );
    // Printed before the queue drains, so a drain that times out on a loaded machine still tells
    // how the reads went.
    for (const [kind, times] of load.readsByKind) {
      const sorted = [...times].sort((a, b) => a - b);
      console.log(
        `scale: ${kind}: p50 ${round(percentile(sorted, 0.5))} ms, p99 ${round(percentile(sorted, 0.99))} ms (${sorted.length})`,
      );
    }
    const outcome = await settleCreatives(db, accepted);
    // The last completions' events are on their way through NOTIFY.
    await sleep(2_000);
    const expectedByStream = await Promise.all(
      virtualUsers.slice(0, watchers).map(async (user) => {
        const response = await fetch(`${user.baseUrl}/api/creatives?limit=100`, { headers: user.headers });
        const page = (await response.json()) as { creatives: { id: string; status: string }[] };
        return page.creatives
          .filter((creative) => creative.status === 'completed')
          .map((creative) => creative.id);
      }),
    );
    let missed = 0;
    for (const [index, stream] of streams.entries()) {
      for (const id of expectedByStream[index] ?? []) if (!stream.completed.has(id)) missed += 1;
      const dropped = stream.dropped();
      if (dropped) load.errors.push(`realtime stream dropped: ${dropped}`);
      stream.close();
    }
    const mismatches = await ledgerMismatches(db, virtualUsers);

    const floor = startFloorServer(floorPort);
    processes.push(floor);
    await untilReady(floor, `http://127.0.0.1:${floorPort}/`);
    const floorLoad = await runLoad(
      virtualUsers,
      floorSeconds,
      undefined,
      () => `http://127.0.0.1:${floorPort}/`,
    );

    if (load.errors.length > 0) {
      const kinds = [...new Set(load.errors)].slice(0, 5);
      console.warn(`scale: ${load.errors.length} errors, e.g.\n  ${kinds.join('\n  ')}`);
    }
    const reads = [...load.reads].sort((a, b) => a - b);
    const creativeSeconds = (outcome.lastCompletedAt.getTime() - outcome.firstQueuedAt.getTime()) / 1000;
    const label = `${users} users, ${seconds} s, 2 servers + 2 workers`;
    return [
      {
        name: `scale: requests/s (${label})`,
        value: round(load.requests / load.seconds),
        unit: 'req/s',
        floor: { name: 'bare node server, same users', value: round(floorLoad.requests / floorLoad.seconds) },
        budget: 0.9,
        goal: 'at least',
      },
      { name: 'scale: errors', value: load.errors.length, unit: 'errors', budget: 0 },
      { name: `scale: reads p50 (${reads.length})`, value: round(percentile(reads, 0.5)), unit: 'ms' },
      {
        name: `scale: reads p99 (${reads.length})`,
        value: round(percentile(reads, 0.99)),
        unit: 'ms',
        budget: 500,
      },
      {
        name: `scale: creatives/s (${outcome.accepted} queued, 2 workers)`,
        value: round(outcome.completedOnce / Math.max(creativeSeconds, 0.001), 2),
        unit: 'creatives/s',
      },
      {
        name: 'scale: creatives not made exactly once',
        value: outcome.notExactlyOnce,
        unit: 'creatives',
        budget: 0,
      },
      { name: 'scale: ledger mismatches', value: mismatches, unit: 'entries', budget: 0 },
      {
        name: `scale: completions missed by realtime streams (${watchers} users)`,
        value: missed,
        unit: 'events',
        budget: 0,
      },
    ];
  } finally {
    await Promise.all(processes.map(stop));
    await db.end().catch(() => {});
    await admin.query(`drop database if exists ${databaseName} with (force)`).catch(() => {});
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
