import { randomUUID } from 'node:crypto';
import type { Listen } from '../../db/client.ts';
import { claimJob, jobQueueChannel, nextJobDueInMs } from './job-queue.repository.ts';
import { type GenerationWorkerDeps, type JobOutcome, runGenerationJob } from './run-generation-job.ts';

/** After an error (the database unreachable), a slot tries again this soon, or at the poll if sooner. */
const errorPauseMs = 1000;
/** A job due now but locked by another worker's claim is looked for again this soon, not in a spin. */
const dueAgainMs = 250;
/** The warm-up waits this long after the worker starts: the process's own start comes first. */
const warmUpAfterMs = 1000;

export interface GenerationWorkerOptions {
  /** Jobs run at once by this process. */
  concurrency: number;
  /**
   * The safety net: how long an idle slot waits at most before looking for work unasked. Queued
   * jobs wake the workers through NOTIFY; a retry or an expired lease wakes the slot when due.
   */
  pollMs: number;
  /** LISTENs on the queue's channel, so a job queued by any process wakes this one at once. */
  listen?: Listen;
  /** Told of every job this worker ran, for the metrics. */
  onJobDone?: (outcome: JobOutcome, seconds: number) => void;
  /**
   * Loads what the first job would load on its critical path (fonts, patterns, native modules),
   * run once, a moment after the worker starts (0075).
   */
  warmUp?: () => Promise<void>;
}

export interface GenerationWorker {
  readonly id: string;
  /** Looks for work now (e.g. right after jobs were queued) instead of at the next poll. */
  wake(): void;
  /**
   * Stops claiming and lets the jobs in hand finish for up to `graceMs`; those still running then
   * go back to the queue, claimable by another worker at once rather than when their lease ends.
   */
  stop(graceMs: number): Promise<void>;
}

/**
 * Runs generation jobs from the database queue in this process. Any number of these, in any
 * number of processes, share one queue (jobs are claimed with SKIP LOCKED and leased).
 */
export function startGenerationWorker(
  deps: GenerationWorkerDeps,
  options: GenerationWorkerOptions,
): GenerationWorker {
  const id = `worker-${randomUUID()}`;
  let stopping = false;
  const handBack = new AbortController();
  const sleepers = new Set<() => void>();
  // Counts wake-ups, so one that arrives while a slot is finding the queue empty is not slept through.
  let wakes = 0;

  const wake = () => {
    wakes += 1;
    for (const wakeUp of [...sleepers]) wakeUp();
  };

  const idle = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      sleepers.add(done);
    });

  /** Until the next retry or lease expiry is due, within the safety-net poll. */
  async function idleUntilDue() {
    const dueInMs = await nextJobDueInMs(deps.db);
    await idle(Math.min(options.pollMs, Math.max(dueAgainMs, dueInMs ?? options.pollMs)));
  }

  async function slot() {
    while (!stopping) {
      const seen = wakes;
      try {
        const job = await claimJob(deps.db, id, deps.leaseMs);
        if (!job) {
          if (wakes === seen) await idleUntilDue();
          continue;
        }
        const started = performance.now();
        const outcome = await runGenerationJob(deps, job, id, handBack.signal);
        options.onJobDone?.(outcome, (performance.now() - started) / 1000);
        deps.logger.info(
          { jobId: job.id, creativeId: job.creativeId, attempt: job.attempts, outcome },
          'generation job',
        );
      } catch (error) {
        // E.g. the database is briefly unreachable: the job's lease runs out and it is claimed again.
        deps.logger.error({ err: error, workerId: id }, 'generation worker error');
        await idle(Math.min(options.pollMs, errorPauseMs));
      }
    }
  }

  // Notifications lost while the listening connection was down are made up for by looking now.
  const unlisten = options.listen?.(jobQueueChannel, wake, wake).catch((error: unknown) => {
    deps.logger.error({ err: error, workerId: id }, 'could not listen for queued jobs: polling only');
    return undefined;
  });
  const slots = Array.from({ length: options.concurrency }, () => slot());
  const warmUp = options.warmUp;
  const warmUpTimer = warmUp
    ? setTimeout(() => {
        warmUp().catch((error: unknown) =>
          deps.logger.warn(
            { err: error, workerId: id },
            'could not warm up: the first job loads what it needs',
          ),
        );
      }, warmUpAfterMs).unref()
    : undefined;
  return {
    id,
    wake,
    async stop(graceMs) {
      stopping = true;
      clearTimeout(warmUpTimer);
      wake();
      const finished = Promise.all(slots);
      let graceTimer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<void>((resolve) => {
        graceTimer = setTimeout(resolve, graceMs);
      });
      await Promise.race([finished, graceOver]);
      clearTimeout(graceTimer);
      handBack.abort();
      await finished;
      await (await unlisten)?.();
    },
  };
}
