import type { Database } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { changeLogRetentionMs } from './change-stream.ts';
import { deleteChangesRecordedBefore } from './realtime.repository.ts';

const pruneEveryMs = 60 * 60 * 1000;

/**
 * Deletes changes older than the retention now and every hour. Several instances pruning at once
 * is harmless: each deletes what is old. Answers a function that stops the timer.
 */
export function startChangeLogPruning(db: Database, logger: Logger, now = Date.now): () => void {
  const prune = () => {
    deleteChangesRecordedBefore(db, new Date(now() - changeLogRetentionMs)).catch((error: unknown) =>
      logger.warn({ err: error }, 'realtime: could not prune the change log'),
    );
  };
  prune();
  const timer = setInterval(prune, pruneEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
