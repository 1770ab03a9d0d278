import { pino } from 'pino';
import { claimJob } from '../features/generation/job-queue.repository.ts';
import { type GenerationWorkerDeps, runGenerationJob } from '../features/generation/run-generation-job.ts';

/**
 * A generation worker's deps for tests: silent logs, no fonts, preset styles or templates, short timeouts and
 * progress published at once; the test names its database, storage, models and the rest it needs.
 */
export function testWorkerDeps(
  parts: Pick<GenerationWorkerDeps, 'db' | 'storage' | 'publish'> & Partial<GenerationWorkerDeps>,
): GenerationWorkerDeps {
  return {
    logger: pino({ level: 'silent' }),
    providers: new Map(),
    videoProviders: new Map(),
    resolveFont: async () => null,
    presetStyle: () => null,
    templateLook: () => null,
    maxAttempts: 1,
    leaseMs: 30_000,
    jobTimeoutMs: 10_000,
    videoJobTimeoutMs: 10_000,
    progressIntervalMs: 0,
    ...parts,
  };
}

/** Runs every job due in the queue to its end, one after another, as a single worker would. */
export async function drainGenerationQueue(deps: GenerationWorkerDeps): Promise<void> {
  for (
    let job = await claimJob(deps.db, 'test-worker', deps.leaseMs);
    job;
    job = await claimJob(deps.db, 'test-worker', deps.leaseMs)
  ) {
    await runGenerationJob(deps, job, 'test-worker');
  }
}
