import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Folders that are outputs, caches or installs, never inputs of a build. */
const skippedFolders = new Set(['node_modules', 'build', 'dist', '.react-router']);

/** Tests are no input of what ships: changing one should not cost a rebuild. */
const isTest = (name: string) => /\.test\.tsx?$/.test(name);

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : filesUnder(join(path, entry.name));
    return entry.isFile() && !isTest(entry.name) ? [join(path, entry.name)] : [];
  });
}

/**
 * A SHA-256 over the paths and contents of every file under `inputs` (files or folders, relative
 * to `root`). Reading the ~1,000 source files takes tens of milliseconds: far less than any build.
 */
export function inputsHash(root: string, inputs: readonly string[]): string {
  const hash = createHash('sha256');
  const files = inputs.flatMap((input) => filesUnder(join(root, input))).sort();
  for (const file of files) {
    hash.update(`${relative(root, file)}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Left in an output folder by a finished build: the hash of the inputs it was built from. */
const stampFile = '.inputs-sha256';

/** True when `outputDir` holds a finished build of exactly these inputs, with every one of `outputs`. */
export function isCurrent(outputDir: string, hash: string, outputs: readonly string[]): boolean {
  const stamp = join(outputDir, stampFile);
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== hash) return false;
  return outputs.every((output) => existsSync(join(outputDir, output)));
}

export function writeStamp(outputDir: string, hash: string): void {
  writeFileSync(join(outputDir, stampFile), `${hash}\n`);
}
