import { randomUUID } from 'node:crypto';
import { claimJob } from './job-queue.repository.ts';
import { type GenerationWorkerDeps, runGenerationJob } from './run-generation-job.ts';

export interface GenerationWorkerOptions {
  /** Jobs run at once by this process. */
  concurrency: number;
  /** How often an idle slot looks for work when nobody calls `wake`. */
  pollMs: number;
}

export interface GenerationWorker {
  readonly id: string;
  /** Looks for work now (e.g. right after jobs were queued) instead of at the next poll. */
  wake(): void;
  /** Stops claiming and waits for the jobs in hand to finish. */
  stop(): Promise<void>;
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
        const outcome = await runGenerationJob(deps, job, id);
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
    async stop() {
      stopping = true;
      for (const wakeUp of [...sleepers]) wakeUp();
      await Promise.all(slots);
    },
  };
}
