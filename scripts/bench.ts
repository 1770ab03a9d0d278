/**
 * `npm run bench`: builds the product, starts it on a fresh data folder and prints the numbers we
 * hold ourselves to. Each benchmark in scripts/bench/ returns rows; a row over budget fails the run.
 */
import { spawnSync } from 'node:child_process';
import { measureAnimator } from './bench/animator.ts';
import { measureCompositor } from './bench/compositor.ts';
import { measureGenerationThroughput } from './bench/generation-throughput.ts';
import { measurePageWeight } from './bench/page-weight.ts';
import { startProductServer } from './bench/product-server.ts';
import { measureRealtimeLatency } from './bench/realtime-latency.ts';
import { measureTemplateSeed, measureTemplates } from './bench/templates.ts';

export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  budget?: number;
}

if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
const server = await startProductServer();
let rows: BenchRow[] = [];
try {
  rows = [
    ...(await measurePageWeight(server.baseUrl)),
    ...(await measureCompositor()),
    ...(await measureAnimator()),
    ...(await measureRealtimeLatency(server.baseUrl)),
    ...(await measureGenerationThroughput(server.baseUrl)),
    ...(await measureTemplates(server.baseUrl)),
    ...(await measureTemplateSeed()),
  ];
} finally {
  await server.stop();
}

const over = rows.filter((row) => row.budget !== undefined && row.value > row.budget);
console.log('\nbenchmark                                   value        budget');
for (const row of rows) {
  const budget = row.budget === undefined ? '' : `≤ ${row.budget} ${row.unit}`;
  const flag = over.includes(row) ? '  OVER BUDGET' : '';
  console.log(`${row.name.padEnd(42)}  ${`${row.value} ${row.unit}`.padEnd(11)}  ${budget}${flag}`);
}
if (over.length > 0) process.exit(1);
