/** Client error reports: which to keep, per product spec §8 ("Client error logging"). */

export const maxMessageLength = 1000;
export const dedupeWindowMs = 30_000;
const maxIdenticalPerWindow = 5;
// Bounds memory when many distinct messages arrive within one window.
const maxTrackedMessages = 10_000;

// Chunk-load failures follow a deploy and are handled by the client (refresh prompt);
// rate-limit errors are expected answers. Neither says anything about a bug.
const ignoredPatterns = [
  /failed to fetch dynamically imported module/i,
  /importing a module script failed/i,
  /error loading dynamically imported module/i,
  /chunkloaderror/i,
  /loading (css )?chunk [\w-]+ failed/i,
  /too many requests/i,
  /rate limit/i,
];

export interface ClientErrorReport {
  message: string;
  status?: number | undefined;
}

export type FilterResult =
  | { accepted: true; message: string }
  | { accepted: false; reason: 'ignored' | 'duplicate' };

/** Decides which reports get logged; `now` is injectable so tests drive the window with a fake clock. */
export function createErrorLogFilter(now: () => number = Date.now) {
  const windows = new Map<string, { startedAt: number; count: number }>();

  function forgetExpired(time: number): void {
    for (const [message, window] of windows) {
      if (time - window.startedAt >= dedupeWindowMs) windows.delete(message);
    }
    // Still too many live windows: drop the oldest (Map keeps insertion order).
    for (const message of windows.keys()) {
      if (windows.size < maxTrackedMessages) break;
      windows.delete(message);
    }
  }

  return function filter(report: ClientErrorReport): FilterResult {
    if (report.status === 429 || ignoredPatterns.some((pattern) => pattern.test(report.message))) {
      return { accepted: false, reason: 'ignored' };
    }
    const message = report.message.slice(0, maxMessageLength);
    const time = now();
    const window = windows.get(message);
    if (window && time - window.startedAt < dedupeWindowMs) {
      if (window.count >= maxIdenticalPerWindow) return { accepted: false, reason: 'duplicate' };
      window.count++;
    } else {
      if (windows.size >= maxTrackedMessages) forgetExpired(time);
      windows.delete(message);
      windows.set(message, { startedAt: time, count: 1 });
    }
    return { accepted: true, message };
  };
}
