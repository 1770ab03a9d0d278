import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of the server package (apps/server): the nearest one above this module with a
 * package.json. Found by walking up rather than by a fixed `../..`, because this code runs from
 * src/ (tsx, tests) and bundled from dist/ and dist/cli/ (the compiled server, decision 0043).
 */
function findServerRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`No package.json above ${fileURLToPath(import.meta.url)}`);
    folder = parent;
  }
  return folder;
}

export const serverRoot = findServerRoot();

/** Repository root; relative paths in the configuration are resolved against it, whatever the cwd. */
export const repoRoot = resolve(serverRoot, '../..');
