import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { createTestDatabase } from '../../apps/server/src/db/test-database.ts';
import { fromAddress } from '../../apps/server/src/testing/http-client.ts';
import { fillLists, insertListUser, makeListAdmin } from '../../apps/server/src/testing/list-rows.ts';
import { captureStatements, type Statement } from '../../apps/server/src/testing/statement-capture.ts';
import { createTestApp } from '../../apps/server/src/testing/test-app.ts';
import { type HealthyProcess, startUntilHealthy } from './healthy-process.ts';
import { startProductServer } from './product-server.ts';
import { type BenchRow, median } from './rows.ts';
import { signedInCookie } from './sign-in.ts';

/**
 * Every list endpoint of the product on Postgres, over 10,000 rows of the signed-in user (and as
 * many of another user): its rate at 10 connections, a few seconds in each of three rounds taken in
 * turn with the floor's and the bare server's (each figure their median), against the floor of the
 * same SQL (every statement the request sends, sessions included, captured from the app itself
 * and sent under the app's statement names, so both sides skip the same parsing; 0061) run through
 * `pg` at 10 connections; and its p99 (0044). Beside each, without a goal, a bare node:http server
 * sending the same SQL and answering the same bytes: what any Node server reaches against that
 * floor here, so the product's ratio can be read against it (0078). The floor and the bare server
 * run in a fresh process of their own (bare-list-server.mjs), as the product does: run in the
 * bench's process, the floor ran 10–35 % faster after the bench's other parts than alone (0088).
 */
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const rowsPerList = 10_000;
const connections = 10;
const seconds = Number(process.env.BENCH_LIST_SECONDS ?? 3);
// The floor, the product and the bare server are measured in turn this many times and each figure
// is the median: one run of each left a list's ratio to the luck of a few seconds (0085).
const rounds = 3;
// The floor, the product and the bare server each run this long first, unmeasured: the figures are
// of warm code and connections on all three, as the queue's are (0072), not of the JIT's first
// seconds on the server's side only (0076).
const warmUpSeconds = 2;

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

async function loadOf(url: string, cookie: string, duration = seconds) {
  const result = await autocannon({ url, connections, duration, headers: { cookie } });
  return {
    rate: result.requests.average,
    // No answer within the run (a stalled server) is no latency of 0.
    p99: result.requests.total > 0 ? result.latency.p99 : Number.POSITIVE_INFINITY,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

export async function measureLists(): Promise<BenchRow[]> {
  // A new database on the server (dropped at the end), migrated and seeded as at a first start.
  const database = await createTestDatabase(serverUrl);
  const capture = captureStatements(database.db);
  const authSecret = randomBytes(32).toString('hex');
  // Beside the bench's own product server, which holds BENCH_PORT while the parts run.
  const server = await startProductServer(Number(process.env.BENCH_PORT ?? 3108) + 1, {
    DATABASE_URL: capture.connectionString,
    AUTH_SECRET: authSecret,
    GENERATION_WORKERS: '0',
  });
  let bare: HealthyProcess | undefined;
  try {
    bare = await startUntilHealthy(['scripts/bench/bare-list-server.mjs'], {
      port: Number(process.env.BENCH_PORT ?? 3108) + 2,
      env: { DATABASE_URL: capture.connectionString },
      deadlineMs: 60_000,
    });
    const bareUrl = bare.baseUrl;
    // The floor: the list's statements sent from that process, not this one (0088).
    const floorRate = async (duration = seconds) => {
      const measured = await fetch(`${bareUrl}/floor?seconds=${duration}&connections=${connections}`, {
        method: 'POST',
      });
      if (measured.status !== 200) throw new Error(`the floor's process answered ${measured.status}`);
      return ((await measured.json()) as { rate: number }).rate;
    };
    const cookie = await signedInCookie(server.baseUrl);
    const profile = await fetch(`${server.baseUrl}/api/profile`, { headers: { cookie } });
    const { user } = (await profile.json()) as { user: { id: string } };
    for (const userId of [await insertListUser(database.db, 'other.lists'), user.id]) {
      await fillLists(database.db, userId, rowsPerList);
    }
    await makeListAdmin(database.db, user.id);

    // The same requests in this process, through the handle that writes down what it sends, with
    // the session cache as the server has it: the floor is what a request sends once the user's
    // session was looked up (requests repeat until two in a row send as many statements).
    const inProcess = await createTestApp({ db: capture.db, authSecret, sessionChanges: database.listen });
    // Its cache keeps sessions once it listens for their changes.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rows: BenchRow[] = [];
    try {
      for (const [label, path] of endpoints) {
        let sent: Statement[] = [];
        let body = '';
        for (let attempt = 0; attempt < 10; attempt += 1) {
          capture.statements.length = 0;
          const response = await inProcess.app.request(
            path,
            { headers: { cookie } },
            fromAddress('127.0.0.1'),
          );
          if (response.status !== 200) throw new Error(`${path} answered ${response.status} in process`);
          body = await response.text();
          const previous = sent;
          sent = [...capture.statements];
          if (attempt > 0 && previous.length === sent.length) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        const productUrl = `${server.baseUrl}${path}`;
        const configured = await fetch(`${bareUrl}/bare-list`, {
          method: 'PUT',
          body: JSON.stringify({ statements: sent, body }),
        });
        if (configured.status !== 204) throw new Error(`the bare list server answered ${configured.status}`);
        await floorRate(warmUpSeconds);
        await loadOf(productUrl, cookie, warmUpSeconds);
        await loadOf(`${bareUrl}${path}`, cookie, warmUpSeconds);
        const floors: number[] = [];
        const products: Awaited<ReturnType<typeof loadOf>>[] = [];
        const bares: number[] = [];
        for (let round = 0; round < rounds; round += 1) {
          floors.push(await floorRate());
          products.push(await loadOf(productUrl, cookie));
          const bareRun = await loadOf(`${bareUrl}${path}`, cookie);
          if (bareRun.failed > 0) throw new Error(`the bare list server failed ${bareRun.failed} requests`);
          bares.push(bareRun.rate);
        }
        const floor = median(floors);
        const rate = median(products.map((run) => run.rate));
        const p99 = median(products.map((run) => run.p99));
        const failed = products.reduce((sum, run) => sum + run.failed, 0);
        rows.push(
          {
            name: `list ${label}, rate at ${connections} connections (${sent.length} statements, median of ${rounds})`,
            value: rate,
            unit: 'req/s',
            floor: { name: 'its SQL through pg', value: floor },
            budget: 0.5,
            goal: 'at least',
          },
          { name: `list ${label}, p99 at ${connections} connections`, value: p99, unit: 'ms', budget: 50 },
          { name: `list ${label}, failed requests`, value: failed, unit: 'requests', budget: 0 },
          {
            name: `list ${label}, a bare node:http server sending its SQL`,
            value: median(bares),
            unit: 'req/s',
            floor: { name: 'its SQL through pg', value: floor },
          },
        );
      }
    } finally {
      await inProcess.cleanup();
    }
    return rows;
  } finally {
    await bare?.stop();
    await server.stop();
    await database.close();
  }
}
