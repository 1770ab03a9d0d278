import { randomUUID } from 'node:crypto';
import { claimJob } from './job-queue.repository.ts';
import { type GenerationWorkerDeps, type JobOutcome, runGenerationJob } from './run-generation-job.ts';

export interface GenerationWorkerOptions {
  /** Jobs run at once by this process. */
  concurrency: number;
  /** How often an idle slot looks for work when nobody calls `wake`. */
  pollMs: number;
  /** Told of every job this worker ran, for the metrics. */
  onJobDone?: (outcome: JobOutcome, seconds: number) => void;
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

  const idle = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, options.pollMs);
      sleepers.add(done);
    });

  async function slot() {
    while (!stopping) {
      try {
        const job = await claimJob(deps.db, id, deps.leaseMs);
        if (!job) {
          await idle();
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
        await idle();
      }
    }
  }

  const slots = Array.from({ length: options.concurrency }, () => slot());
  return {
    id,
    wake() {
      for (const wakeUp of [...sleepers]) wakeUp();
    },
    async stop(graceMs) {
      stopping = true;
      for (const wakeUp of [...sleepers]) wakeUp();
      const finished = Promise.all(slots);
      let graceTimer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<void>((resolve) => {
        graceTimer = setTimeout(resolve, graceMs);
      });
      await Promise.race([finished, graceOver]);
      clearTimeout(graceTimer);
      handBack.abort();
      await finished;
    },
  };
}
