import { and, asc, eq, lt, lte, or, type Placeholder, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { generationJob } from '../../db/schema.ts';
import { preparedStatement } from '../../lib/prepared-statement.ts';

/**
 * The generation job queue on Postgres. Times come from the database's clock, so every worker
 * process agrees on leases whatever its own clock says.
 */

export interface ClaimedJob {
  id: string;
  creativeId: string;
  /** Including this one. */
  attempts: number;
}

/** The NOTIFY channel on which queued jobs wake the workers of every process. */
export const jobQueueChannel = 'brandloom_jobs';

/** Wakes the workers listening on the queue, at the commit of `tx` (and not at all if it rolls back). */
export async function announceQueuedJobs(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_notify(${jobQueueChannel}, '')`);
}

/**
 * Milliseconds until a job becomes runnable without anyone announcing it: a retry that is due, or
 * a lease that runs out (its worker died); undefined when none is waiting for either.
 */
export async function nextJobDueInMs(db: Database): Promise<number | undefined> {
  const rows = await db
    .select({
      dueInMs: sql<string | null>`extract(epoch from least(
        min(${generationJob.runAfter}) filter (where ${generationJob.status} = 'queued'),
        min(${generationJob.leaseUntil}) filter (where ${generationJob.status} = 'running')
      ) - now()) * 1000`,
    })
    .from(generationJob);
  const dueInMs = rows[0]?.dueInMs;
  return dueInMs === null || dueInMs === undefined ? undefined : Math.max(0, Number(dueInMs));
}

const dbNowPlus = (ms: number | Placeholder) => sql`now() + make_interval(secs => ${ms}::float8 / 1000)`;

/**
 * Takes the oldest runnable job — queued and due, or running with an expired lease (its worker
 * died) — and leases it to `workerId`, in one statement (no transaction of its own: on PGlite each
 * statement is a turn of the event loop, decision 0069). SKIP LOCKED lets concurrent workers take
 * different jobs without waiting on each other; the row the subquery locks is the one updated.
 * Prepared once per database handle (0072).
 */
const claimNext = preparedStatement('claim_job', (db) => {
  const next = db
    .select({ id: generationJob.id })
    .from(generationJob)
    .where(
      or(
        and(eq(generationJob.status, 'queued'), lte(generationJob.runAfter, sql`now()`)),
        and(eq(generationJob.status, 'running'), lt(generationJob.leaseUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(generationJob.runAfter))
    .limit(1)
    .for('update', { skipLocked: true });
  return db
    .update(generationJob)
    .set({
      status: 'running',
      attempts: sql`${generationJob.attempts} + 1`,
      leaseUntil: dbNowPlus(sql.placeholder('leaseMs')),
      workerId: sql`${sql.placeholder('workerId')}`,
    })
    .where(sql`${generationJob.id} = (${next})`)
    .returning({
      id: generationJob.id,
      creativeId: generationJob.creativeId,
      attempts: generationJob.attempts,
    });
});

export async function claimJob(
  db: Database,
  workerId: string,
  leaseMs: number,
): Promise<ClaimedJob | undefined> {
  const [claimed] = await claimNext(db, 'all', { workerId, leaseMs });
  return claimed;
}

const heldBy = (jobId: string | Placeholder, workerId: string | Placeholder) =>
  and(eq(generationJob.id, jobId), eq(generationJob.workerId, workerId), eq(generationJob.status, 'running'));

/** Keeps a long job leased; false when the lease was lost (another worker took the job over). */
export async function extendLease(
  db: Database,
  jobId: string,
  workerId: string,
  leaseMs: number,
): Promise<boolean> {
  const rows = await db
    .update(generationJob)
    .set({ leaseUntil: dbNowPlus(leaseMs) })
    .where(heldBy(jobId, workerId))
    .returning({ id: generationJob.id });
  return rows.length > 0;
}

const finish = preparedStatement('finish_job', (db) =>
  db
    .update(generationJob)
    .set({
      status: sql`${sql.placeholder('status')}`,
      leaseUntil: null,
      lastError: sql`${sql.placeholder('lastError')}`,
    })
    .where(heldBy(sql.placeholder('jobId'), sql.placeholder('workerId')))
    .returning({ id: generationJob.id }),
);

/** Ends the job for good, as done or failed; false when this worker no longer held it. */
export async function finishJob(
  db: Executor,
  jobId: string,
  workerId: string,
  outcome: { status: 'done' } | { status: 'failed'; error: string },
): Promise<boolean> {
  const rows = await finish(db, 'all', {
    jobId,
    workerId,
    status: outcome.status,
    lastError: outcome.status === 'failed' ? outcome.error.slice(0, 1000) : null,
  });
  return rows.length > 0;
}

/** Puts the job back in the queue to run again after `delayMs`. */
export async function retryJobLater(
  db: Database,
  jobId: string,
  workerId: string,
  delayMs: number,
  error: string,
): Promise<boolean> {
  const rows = await db
    .update(generationJob)
    .set({
      status: 'queued',
      runAfter: dbNowPlus(delayMs),
      leaseUntil: null,
      workerId: null,
      lastError: error.slice(0, 1000),
    })
    .where(heldBy(jobId, workerId))
    .returning({ id: generationJob.id });
  return rows.length > 0;
}

/**
 * Gives a job this worker holds back to the queue, claimable at once, because the worker is
 * stopping: the attempt it had started does not count.
 */
export async function handBackJob(db: Database, jobId: string, workerId: string): Promise<boolean> {
  const rows = await db
    .update(generationJob)
    .set({
      status: 'queued',
      runAfter: sql`now()`,
      attempts: sql`greatest(${generationJob.attempts} - 1, 0)`,
      leaseUntil: null,
      workerId: null,
    })
    .where(heldBy(jobId, workerId))
    .returning({ id: generationJob.id });
  return rows.length > 0;
}

/** Jobs waiting (including those due for a retry later) and running, for the queue-depth metric. */
export async function countJobsByState(db: Database): Promise<{ queued: number; running: number }> {
  const rows = await db
    .select({ status: generationJob.status, count: sql<number>`count(*)::int` })
    .from(generationJob)
    .where(or(eq(generationJob.status, 'queued'), eq(generationJob.status, 'running')))
    .groupBy(generationJob.status);
  const count = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
  return { queued: count('queued'), running: count('running') };
}
