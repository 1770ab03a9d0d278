import { readdirSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** The CPU priority (nice value) of `npm run worker` processes (0048). */
const workerNice = 10;

/**
 * Lowers this process to `workerNice`: renders take the CPU the web servers on the same machine
 * leave, so reads stay fast; alone on a machine a worker renders as fast as before. Linux keeps a
 * priority per thread (new threads inherit their creator's), so every thread that already runs is
 * lowered too. Where that is not allowed the process keeps its priority.
 */
export function lowerWorkerPriority(): void {
  try {
    if (getPriority() >= workerNice) return;
    let threads: string[] = [];
    try {
      threads = readdirSync('/proc/self/task');
    } catch {
      // Not Linux: the process's priority is all there is.
    }
    for (const thread of threads) setPriority(Number(thread), workerNice);
    setPriority(workerNice);
  } catch {
    // Not allowed here (some containers).
  }
}
