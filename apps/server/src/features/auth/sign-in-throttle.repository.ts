import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { signInThrottle } from '../../db/schema.ts';

export interface FailureRow {
  failures: number;
  lastFailureAt: Date;
}

/**
 * Counts one more failed check under `key` and answers the row. A row whose last failure is older
 * than `forgetBefore` starts again at 1. One statement, so concurrent failures (on any instance)
 * are all counted.
 */
export async function recordFailure(
  db: Database,
  key: string,
  now: Date,
  forgetBefore: Date,
): Promise<FailureRow> {
  const [row] = await db
    .insert(signInThrottle)
    .values({ key, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: signInThrottle.key,
      set: {
        failures: sql`case when ${signInThrottle.lastFailureAt} <= ${forgetBefore.toISOString()}::timestamptz then 1 else ${signInThrottle.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: signInThrottle.failures, lastFailureAt: signInThrottle.lastFailureAt });
  return row ?? { failures: 1, lastFailureAt: now };
}

export async function findFailures(db: Database, key: string): Promise<FailureRow | undefined> {
  const [row] = await db
    .select({ failures: signInThrottle.failures, lastFailureAt: signInThrottle.lastFailureAt })
    .from(signInThrottle)
    .where(eq(signInThrottle.key, key));
  return row;
}

export async function forgetFailures(db: Database, keys: string[]): Promise<void> {
  await db.delete(signInThrottle).where(inArray(signInThrottle.key, keys));
}
