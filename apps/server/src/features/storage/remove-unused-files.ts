import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { pathsInUse } from './stored-files.repository.ts';

/**
 * Removes those of `paths` that no row of the user points at any more, so they stop being served at
 * once (a CDN in front keeps its copy for at most its cache lifetime, 0031). Runs after the rows
 * changed: a failure here leaves an orphaned file, never a row whose file is gone.
 */
export async function removeUnusedFiles(
  { db, storage }: { db: Database; storage: Storage },
  userId: string,
  paths: readonly (string | null)[],
): Promise<void> {
  const candidates = paths.filter((path) => path !== null);
  const inUse = await pathsInUse(db, userId, candidates);
  await Promise.all(candidates.filter((path) => !inUse.has(path)).map((path) => storage.remove(path)));
}
