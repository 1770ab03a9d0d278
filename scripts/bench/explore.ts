import { createTestDatabase } from '../../apps/server/src/db/test-database.ts';
import { fillExplore } from '../../apps/server/src/testing/list-rows.ts';
import { captureStatements, type Statement } from '../../apps/server/src/testing/statement-capture.ts';
import { createTestApp } from '../../apps/server/src/testing/test-app.ts';
import { startProductServer } from './product-server.ts';
import type { BenchRow } from './rows.ts';

/**
 * Explore's feed on Postgres over 100,000 published creatives (0058): the first and a next page
 * in both orders, each asked `samples` times one after the other from the built server; its p95
 * against the p95 of the same SQL (the statements the request sends, captured from the app) run
 * through `pg`, and against the 50 ms.
 */
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const published = 100_000;
const samples = Number(process.env.BENCH_EXPLORE_SAMPLES ?? 200);

function p95(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? Number.POSITIVE_INFINITY;
}

async function timesOf(work: () => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times;
}

export async function measureExplore(): Promise<BenchRow[]> {
  const database = await createTestDatabase(serverUrl);
  const capture = captureStatements(database.db);
  const server = await startProductServer(Number(process.env.BENCH_PORT ?? 3108) + 2, {
    DATABASE_URL: capture.connectionString,
    GENERATION_WORKERS: '0',
  });
  const inProcess = await createTestApp({ db: capture.db });
  try {
    await fillExplore(database.db, published);
    const rows: BenchRow[] = [];
    for (const sort of ['new', 'trending'] as const) {
      const first = `/api/explore?sort=${sort}`;
      const page = (await (await fetch(`${server.baseUrl}${first}`)).json()) as { nextCursor: string | null };
      if (!page.nextCursor) throw new Error(`no second page of ${sort}`);
      for (const [label, path] of [
        ['first page', first],
        ['next page', `${first}&cursor=${page.nextCursor}`],
      ] as const) {
        capture.statements.length = 0;
        const answer = await inProcess.app.request(path);
        if (answer.status !== 200) throw new Error(`${path} answered ${answer.status} in process`);
        const sent: Statement[] = [...capture.statements];
        const floor = p95(
          await timesOf(async () => {
            for (const statement of sent) await capture.send(statement);
          }),
        );
        const value = p95(
          await timesOf(async () => {
            const response = await fetch(`${server.baseUrl}${path}`);
            if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
            await response.arrayBuffer();
          }),
        );
        const name = `explore ${sort}, ${label} of ${published.toLocaleString('en')}, p95`;
        rows.push(
          { name, value, unit: 'ms', floor: { name: 'its SQL through pg', value: floor } },
          { name: `${name} (issue 20: under 50 ms)`, value, unit: 'ms', budget: 50 },
        );
      }
    }
    return rows;
  } finally {
    await inProcess.cleanup();
    await server.stop();
    await database.close();
  }
}
