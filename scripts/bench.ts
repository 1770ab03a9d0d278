/**
 * `npm run bench [part …]`: builds the product, starts it on a fresh data folder and prints the
 * numbers we hold ourselves to. Each part in scripts/bench/ returns rows; a row outside its goal
 * fails the run. This machine is shared and noisy, so a timing is judged as a ratio to a floor
 * measured in the same run (sharp's bare encode, the same SQL through `pg`, a bare Node server,
 * a static page); sizes (bytes, MB) keep absolute budgets.
 *
 * Name parts to run only those, e.g. `npm run bench -- compositor templates`.
 */
import { spawnSync } from 'node:child_process';
import { measureAnimator } from './bench/animator.ts';
import { measureBrandCheck } from './bench/brand-check.ts';
import { measureCompositor } from './bench/compositor.ts';
import { measureEditor } from './bench/editor.ts';
import { measureEmbeddedReaders } from './bench/embedded-readers.ts';
import { measureExplore } from './bench/explore.ts';
import { measureFirstPaint } from './bench/first-paint.ts';
import { measureGenerationThroughput } from './bench/generation-throughput.ts';
import { measureLists } from './bench/lists.ts';
import { measurePageWeight } from './bench/page-weight.ts';
import { measurePlacementSet } from './bench/placements.ts';
import { startProductServer } from './bench/product-server.ts';
import { measureRealtimeLatency } from './bench/realtime-latency.ts';
import { type BenchRow, formatRows, outsideGoal } from './bench/rows.ts';
import { measureScaleOut } from './bench/scale.ts';
import { measureStartUp } from './bench/start-up.ts';
import { measureTemplateSeed, measureTemplates } from './bench/templates.ts';

interface BenchPart {
  name: string;
  /** Parts that talk to the running product get its address; the others run on their own. */
  run: (baseUrl: string) => Promise<BenchRow[]>;
  needsServer: boolean;
  /** Parts that start the built product themselves. */
  needsBuild?: boolean;
}

const parts: BenchPart[] = [
  { name: 'page-weight', run: measurePageWeight, needsServer: true },
  { name: 'first-paint', run: measureFirstPaint, needsServer: true },
  { name: 'compositor', run: () => measureCompositor(), needsServer: false },
  { name: 'placements', run: () => measurePlacementSet(), needsServer: false },
  { name: 'animator', run: () => measureAnimator(), needsServer: false },
  { name: 'brand-check', run: () => measureBrandCheck(), needsServer: false },
  { name: 'editor', run: measureEditor, needsServer: true },
  { name: 'realtime', run: measureRealtimeLatency, needsServer: true },
  { name: 'generation', run: measureGenerationThroughput, needsServer: true },
  { name: 'templates', run: measureTemplates, needsServer: true },
  { name: 'template-seed', run: () => measureTemplateSeed(), needsServer: false },
  // Starts its own server on Postgres.
  { name: 'lists', run: () => measureLists(), needsServer: false, needsBuild: true },
  // Seeds 100,000 published creatives on Postgres and starts its own server.
  { name: 'explore', run: () => measureExplore(), needsServer: false, needsBuild: true },
  { name: 'start-up', run: () => measureStartUp(), needsServer: false, needsBuild: true },
  { name: 'embedded-readers', run: measureEmbeddedReaders, needsServer: true },
  // Starts its own servers and workers on a Postgres database it makes.
  { name: 'scale', run: () => measureScaleOut(), needsServer: false, needsBuild: true },
];

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !parts.some((part) => part.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown bench part: ${unknown.join(', ')}. Parts: ${parts.map((part) => part.name).join(', ')}`,
  );
  process.exit(2);
}
const chosen = asked.length === 0 ? parts : parts.filter((part) => asked.includes(part.name));

const needsServer = chosen.some((part) => part.needsServer);
const needsBuild = needsServer || chosen.some((part) => part.needsBuild);
if (needsBuild && spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
const server = needsServer ? await startProductServer() : undefined;
const rows: BenchRow[] = [];
try {
  for (const part of chosen) rows.push(...(await part.run(server?.baseUrl ?? '')));
} finally {
  await server?.stop();
}

console.log(`\n${formatRows(rows)}`);
if (rows.some(outsideGoal)) process.exit(1);
