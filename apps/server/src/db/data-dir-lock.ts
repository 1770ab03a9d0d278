import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

// Locks this process holds: our own pid in any other lock file is left from a previous run
// that had the same pid (common for pid 1 in containers), so it is stale.
const held = new Set<string>();

function isRunning(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own and two processes on one data folder corrupt it, so we hold a
 * lock file with our pid. A lock left by a crashed process (pid no longer running) is taken over.
 * Returns the release function.
 */
export function lockDataDir(lockPath: string, dataDir: string): () => void {
  if (held.has(lockPath))
    throw new Error(`The embedded database in ${dataDir} is already open in this process.`);
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      held.add(lockPath);
      return () => {
        held.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by another process (pid ${pid}). ` +
            'Stop it first, or set DATABASE_URL to share a Postgres database between processes.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}
