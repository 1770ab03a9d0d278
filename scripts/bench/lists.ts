import { randomBytes, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/client.ts';
import * as schema from '../../apps/server/src/db/schema.ts';
import { fromAddress } from '../../apps/server/src/testing/http-client.ts';
import { fillLists } from '../../apps/server/src/testing/list-rows.ts';
import { createTestApp } from '../../apps/server/src/testing/test-app.ts';
import { startProductServer } from './product-server.ts';
import type { BenchRow } from './rows.ts';
import { signedInCookie } from './sign-in.ts';

/**
 * Every list endpoint of the product on Postgres, over 10,000 rows of the signed-in user (and as
 * many of another user): its rate at 10 connections for a few seconds against the floor of the
 * same SQL (every statement the request sends, sessions included, captured from the app itself)
 * run through `pg` at 10 connections; and its p99 (0044).
 */
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const rowsPerList = 10_000;
const connections = 10;
const seconds = Number(process.env.BENCH_LIST_SECONDS ?? 5);

const endpoints: [name: string, path: string][] = [
  ['creatives', '/api/creatives'],
  ['uploads', '/api/uploads'],
  ['templates', '/api/templates'],
  ['templates, page 300', '/api/templates?page=300'],
  ['templates, favourites', '/api/templates?view=favorites'],
  ['brands', '/api/brands'],
  ['styles', '/api/styles'],
  ['chats', '/api/conversations'],
  ['credit ledger', '/api/credits/ledger'],
  ['invoices', '/api/stripe/invoices'],
  ['admin users, page 100', '/api/admin/users?page=100'],
];

interface Statement {
  query: string;
  params: unknown[];
}

async function adminQuery(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** Runs `work` from `connections` loops for the bench's time: answers how many ran a second. */
async function rateOf(work: () => Promise<void>): Promise<number> {
  let done = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        await work();
        done += 1;
      }
    }),
  );
  return done / seconds;
}

async function loadOf(url: string, cookie: string): Promise<{ rate: number; p99: number }> {
  const result = await autocannon({ url, connections, duration: seconds, headers: { cookie } });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${url}: ${failed} of ${result.requests.total} requests failed`);
  return { rate: result.requests.average, p99: result.latency.p99 };
}

export async function measureLists(): Promise<BenchRow[]> {
  const name = `brandloom_bench_${randomUUID().replaceAll('-', '')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const authSecret = randomBytes(32).toString('hex');
  await adminQuery(`create database ${name}`);
  const pool = new pg.Pool({ connectionString: url.href, max: connections });
  const server = await startProductServer(undefined, {
    DATABASE_URL: url.href,
    AUTH_SECRET: authSecret,
    GENERATION_WORKERS: '0',
  });
  try {
    const cookie = await signedInCookie(server.baseUrl);
    const profile = await fetch(`${server.baseUrl}/api/profile`, { headers: { cookie } });
    const { user } = (await profile.json()) as { user: { id: string } };

    const db = drizzle({ client: pool, schema }) as unknown as Database;
    const other = (await db.execute(
      sql`insert into "user" (name, email, email_verified) values ('Other', 'other.lists@example.com', true) returning id`,
    )) as unknown as { rows: { id: string }[] };
    for (const userId of [other.rows[0]?.id ?? '', user.id]) await fillLists(db, userId, rowsPerList);
    await db.execute(sql`update "user" set role = 'admin' where id = ${user.id}`);

    // The same requests in this process, on a database handle that writes down what it sends.
    const statements: Statement[] = [];
    const capturing = drizzle({
      client: pool,
      schema,
      logger: { logQuery: (query, params) => statements.push({ query, params }) },
    }) as unknown as Database;
    const inProcess = await createTestApp({ db: capturing, authSecret });

    const rows: BenchRow[] = [];
    try {
      for (const [label, path] of endpoints) {
        statements.length = 0;
        const response = await inProcess.app.request(path, { headers: { cookie } }, fromAddress('127.0.0.1'));
        if (response.status !== 200) throw new Error(`${path} answered ${response.status} in process`);
        const sent = [...statements];
        const floor = await rateOf(async () => {
          for (const { query, params } of sent) await pool.query(query, params as unknown[]);
        });
        const { rate, p99 } = await loadOf(`${server.baseUrl}${path}`, cookie);
        rows.push(
          {
            name: `list ${label}, rate at ${connections} connections (${sent.length} statements)`,
            value: rate,
            unit: 'req/s',
            floor: { name: 'its SQL through pg', value: floor },
            budget: 0.5,
            goal: 'at least',
          },
          { name: `list ${label}, p99 at ${connections} connections`, value: p99, unit: 'ms', budget: 50 },
        );
      }
    } finally {
      await inProcess.cleanup();
    }
    return rows;
  } finally {
    await server.stop();
    await pool.end();
    await adminQuery(`drop database if exists ${name} with (force)`);
  }
}
