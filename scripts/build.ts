/**
 * `npm run build`: the landing page's media (rendered by the brand layer and the animator), the
 * web app (React Router's build into apps/web/build), the server (bundled
 * into apps/server/dist) and a new embedded database packed for first starts. Each part is skipped when its inputs hash to the stamp its last build
 * left, so `npm start` on unchanged sources goes straight to serving. Prints one line per part;
 * on a failed build, the tool's whole output.
 *
 * Flags: `--force` rebuilds both; `--verbose` shows the web build's own output (its size tables).
 */
import { spawn } from 'node:child_process';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshDatabaseFile } from '../apps/server/src/db/client.ts';
import { inputsHash, isCurrent, writeStamp } from './build/build-stamp.ts';
import { freshDatabaseInputs, packFreshDatabase } from './build/fresh-database.ts';
import {
  landingManifestFile,
  landingMediaDir,
  landingMediaInputs,
  renderLandingMedia,
} from './build/landing-media.ts';
import { precompressBuild } from './build/precompress.ts';
import { bundleServer, serverEntries, serverOutDir } from './build/server-bundle.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const force = process.argv.includes('--force');
const verbose = process.argv.includes('--verbose');

const shared = ['packages/shared/src', 'package-lock.json', 'tsconfig.base.json'];
const webOutDir = 'apps/web/build';
const webOutputs = ['client/index.html', 'client/__spa-fallback.html'];

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function folderSize(path: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

/** Runs a command in the repo root; its output is kept and shown only if it fails (or with --verbose). */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: verbose ? 'inherit' : 'pipe' });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) return resolve();
      process.stderr.write(Buffer.concat(output));
      reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
    });
  });
}

/** The landing's creatives and clip, made by the brand layer and the animator (decision 0050): before the web app, which ships them. */
async function renderLanding(): Promise<void> {
  const hash = inputsHash(root, landingMediaInputs);
  const outDir = join(root, landingMediaDir);
  if (!force && isCurrent(outDir, hash, [landingManifestFile])) {
    console.log(`landing media: up to date (${landingMediaDir})`);
    return;
  }
  const started = performance.now();
  const bytes = await renderLandingMedia(root);
  writeStamp(outDir, hash);
  console.log(`landing media: rendered in ${seconds(started)} (${megabytes(bytes)} in ${landingMediaDir})`);
}

async function buildWeb(): Promise<void> {
  // The compressed copies are the build's too: made by precompress.ts with compress.ts's settings.
  const hash = inputsHash(root, [
    'apps/web',
    'scripts/build/precompress.ts',
    'apps/server/src/lib/compress.ts',
    ...shared,
  ]);
  const outDir = join(root, webOutDir);
  if (!force && isCurrent(outDir, hash, webOutputs)) {
    console.log(`web app: up to date (${webOutDir})`);
    return;
  }
  const started = performance.now();
  // No stamp survives an interrupted build.
  rmSync(outDir, { recursive: true, force: true });
  await run('npm', ['run', 'build', '--silent', '-w', '@brandloom/web']);
  const { files, bytes } = folderSize(join(outDir, 'client'));
  const compressed = await precompressBuild(join(outDir, 'client'));
  writeStamp(outDir, hash);
  const pages = readdirSync(join(outDir, 'client'), { recursive: true }).filter((name) =>
    String(name).endsWith('.html'),
  ).length;
  console.log(
    `web app: built in ${seconds(started)} (${pages} pages, ${files} files, ${megabytes(bytes)} in ${webOutDir}/client; ${compressed} kept compressed)`,
  );
}

async function buildServer(): Promise<void> {
  const hash = inputsHash(root, ['apps/server/src', 'apps/server/package.json', 'scripts/build', ...shared]);
  const outDir = join(root, serverOutDir);
  const outputs = Object.keys(serverEntries).map((name) => `${name}.js`);
  if (!force && isCurrent(outDir, hash, outputs)) {
    console.log(`server: up to date (${serverOutDir})`);
    return;
  }
  const started = performance.now();
  const sizes = await bundleServer(root);
  writeStamp(outDir, hash);
  const listed = Object.entries(sizes).map(([file, bytes]) => `${file} ${megabytes(bytes)}`);
  console.log(`server: built in ${seconds(started)} (${listed.join(', ')} in ${serverOutDir})`);
}

async function packDatabase(): Promise<void> {
  const hash = inputsHash(root, freshDatabaseInputs);
  const outDir = join(root, freshDatabaseFile, '..');
  if (!force && isCurrent(outDir, hash, [basename(freshDatabaseFile)])) {
    console.log(`embedded database: up to date (${freshDatabaseFile})`);
    return;
  }
  const started = performance.now();
  const bytes = await packFreshDatabase(root);
  writeStamp(outDir, hash);
  console.log(
    `embedded database: packed in ${seconds(started)} (${megabytes(bytes)} in ${freshDatabaseFile})`,
  );
}

try {
  await renderLanding();
  await buildWeb();
  await buildServer();
  await packDatabase();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
