import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimit } from '../db/schema.ts';

/**
 * Counts one more request under `key` in a fixed window that starts with its first request, and
 * answers the count in the current window. One statement, so concurrent requests (on any
 * instance) each get their own number. Shares better-auth's rate_limit table; keys differ.
 */
export async function countInWindow(
  db: Database,
  key: string,
  windowMs: number,
  now: number,
): Promise<number> {
  const windowStart = now - windowMs;
  const [row] = await db
    .insert(rateLimit)
    .values({ key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count });
  return row?.count ?? 1;
}
