import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrationScript } from '../../apps/server/src/db/client.ts';
import { templateCatalogue } from '../../apps/server/src/features/templates/catalog/catalog.ts';
import { upsertTemplatesStatement } from '../../apps/server/src/features/templates/templates.repository.ts';
import { type HealthyProcess, startUntilHealthy } from './healthy-process.ts';
import { productServerArgs, productServerEnv } from './product-server.ts';
import { type BenchRow, median } from './rows.ts';
import { signedInCookie } from './sign-in.ts';

/** The floor: Node opening the same database and answering /api/health, nothing else. */
const bareServerArgs = ['scripts/bench/bare-server.mjs'];
const runs = { newData: 2, existingData: 3 };
// Goals of issue 17: healthy within 3× the bare server; idle memory in MB.
const startUpBudget = 3;
const idleRssBudgetMb = { pglite: 450, postgres: 250 };

function residentMb(pid: number | undefined): number {
  return Math.round(
    Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' })) / 1024,
  );
}

interface StartTimes {
  healthy: number;
  ready: number;
}

async function timedStart(args: string[], port: number, env: Record<string, string>): Promise<StartTimes> {
  const server = await startUntilHealthy(args, { port, env, waitForReady: args === productServerArgs });
  await server.stop();
  return { healthy: server.healthyAfterMs, ready: server.readyAfterMs };
}

/** What a user does first: the home page, signing up and in, a page of templates; then a pause. */
async function idleAfterUse(server: HealthyProcess): Promise<number> {
  const { baseUrl } = server;
  const cookie = await signedInCookie(baseUrl);
  for (const path of ['/', '/app', '/api/templates', '/api/creatives', '/api/brands', '/api/profile']) {
    const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    await response.arrayBuffer();
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));
  return residentMb(server.child.pid);
}

interface StartUpFigures {
  /** `writingFloor`: the bare server that first writes the new database's schema and catalogue. */
  newData: { product: StartTimes; floor: number; writingFloor?: number };
  existingData: { product: StartTimes; floor: number };
  idleRssMb: number;
}

function medianTimes(times: StartTimes[]): StartTimes {
  return {
    healthy: median(times.map((time) => time.healthy)),
    ready: median(times.map((time) => time.ready)),
  };
}

/**
 * Starts on new and on existing data, each timed against the bare server opening the same
 * database, alternating product and floor so both see the same load. `database(run)` gives each
 * new-data run its configuration; the last product run's database is the existing data.
 */
async function measureStarts(
  port: number,
  database: (run: number) => Promise<{ env: Record<string, string>; dispose: () => Promise<void> }>,
  /** The statements a new database's readiness waits on, for a floor that sends them (Postgres). */
  setupFile?: string,
): Promise<StartUpFigures> {
  const newData = { product: [] as StartTimes[], floor: [] as number[], writingFloor: [] as number[] };
  const disposals: (() => Promise<void>)[] = [];
  let existing: Record<string, string> = {};
  try {
    for (let run = 0; run < runs.newData; run += 1) {
      const forFloor = await database(run);
      disposals.push(forFloor.dispose);
      newData.floor.push((await timedStart(bareServerArgs, port, forFloor.env)).healthy);
      if (setupFile) {
        const forWritingFloor = await database(run);
        disposals.push(forWritingFloor.dispose);
        const env = { ...forWritingFloor.env, BENCH_SETUP_FILE: setupFile };
        newData.writingFloor.push((await timedStart(bareServerArgs, port, env)).healthy);
      }
      const forProduct = await database(run);
      disposals.push(forProduct.dispose);
      newData.product.push(await timedStart(productServerArgs, port, forProduct.env));
      existing = forProduct.env;
    }
    const existingData = { product: [] as StartTimes[], floor: [] as number[] };
    let idleRssMb = 0;
    for (let run = 0; run < runs.existingData; run += 1) {
      existingData.floor.push((await timedStart(bareServerArgs, port, existing)).healthy);
      const server = await startUntilHealthy(productServerArgs, { port, env: existing, waitForReady: true });
      existingData.product.push({ healthy: server.healthyAfterMs, ready: server.readyAfterMs });
      try {
        if (run === runs.existingData - 1) idleRssMb = await idleAfterUse(server);
      } finally {
        await server.stop();
      }
    }
    return {
      newData: {
        product: medianTimes(newData.product),
        floor: median(newData.floor),
        writingFloor: setupFile ? median(newData.writingFloor) : undefined,
      },
      existingData: { product: medianTimes(existingData.product), floor: median(existingData.floor) },
      idleRssMb,
    };
  } finally {
    for (const dispose of disposals) await dispose();
  }
}

/**
 * Healthy is the goal issue 17 names; ready (the whole application loaded and serving) is held to
 * the same goal, so answering the health check early cannot pass for a fast start. On a new
 * Postgres database, ready is measured against a bare server that first writes the same schema and
 * catalogue (where there is one): that work is Postgres's and no server is ready before it (0081).
 */
function rowsOf(label: string, figures: StartUpFigures, rssBudgetMb: number): BenchRow[] {
  const floor = (value: number) => ({ name: 'bare server, same database', value: Math.round(value) });
  const { writingFloor } = figures.newData;
  const floorOf = (data: 'newData' | 'existingData', stage: 'healthy' | 'ready') =>
    data === 'newData' && stage === 'ready' && writingFloor !== undefined
      ? { name: 'bare server writing the same schema and catalogue', value: Math.round(writingFloor) }
      : floor(figures[data].floor);
  return [
    ...(['newData', 'existingData'] as const).flatMap((data) =>
      (['healthy', 'ready'] as const).map((stage) => ({
        name: `start-up to ${stage}, ${label}, ${data === 'newData' ? 'new' : 'existing'} data`,
        value: Math.round(figures[data].product[stage]),
        unit: 'ms',
        floor: floorOf(data, stage),
        budget: startUpBudget,
      })),
    ),
    {
      name: `idle memory (RSS), ${label}, after use`,
      value: figures.idleRssMb,
      unit: 'MB',
      budget: rssBudgetMb,
    },
  ];
}

/**
 * What the product sends a new database before it is ready, as the floor sends it: the migrations
 * in one script, the catalogue's rows in one statement in a transaction, then fresh statistics.
 * Written to a file in `folder`, answered by its path.
 */
function newDatabaseWork(folder: string): string {
  const seed = new PgDialect().sqlToQuery(upsertTemplatesStatement(templateCatalogue.templates));
  const statements = [
    { text: migrationScript(0) },
    { text: 'begin' },
    { text: seed.sql, params: seed.params },
    { text: 'commit' },
    { text: 'analyze template' },
  ];
  const file = path.join(folder, 'new-database.json');
  writeFileSync(file, JSON.stringify(statements));
  return file;
}

async function adminQuery(url: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/**
 * The server's start-up and memory on the embedded database and, with BENCH_DATABASE_URL or
 * TEST_DATABASE_URL (a Postgres server on this machine), on Postgres: each run in a database of
 * its own, dropped afterwards.
 */
export async function measureStartUp(): Promise<BenchRow[]> {
  const port = Number(process.env.BENCH_PORT ?? 3108) + 1;
  const pglite = await measureStarts(port, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brandloom-start-'));
    return {
      env: productServerEnv(port, dataDir),
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  });
  const rows = rowsOf('PGlite', pglite, idleRssBudgetMb.pglite);

  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.warn('start-up: no Postgres rows (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    return rows;
  }
  const workFolder = mkdtempSync(path.join(os.tmpdir(), 'brandloom-start-work-'));
  try {
    const postgres = await measureStarts(
      port,
      async () => {
        const name = `brandloom_bench_${randomUUID().replaceAll('-', '')}`;
        await adminQuery(serverUrl, `create database ${name}`);
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brandloom-start-'));
        return {
          env: { ...productServerEnv(port, dataDir), DATABASE_URL: url.href },
          dispose: async () => {
            await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
            rmSync(dataDir, { recursive: true, force: true });
          },
        };
      },
      newDatabaseWork(workFolder),
    );
    return [...rows, ...rowsOf('Postgres', postgres, idleRssBudgetMb.postgres)];
  } finally {
    rmSync(workFolder, { recursive: true, force: true });
  }
}
