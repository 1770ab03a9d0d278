import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { type countedRows, type countedUserRows, rowCount, userRowCount } from './schema.ts';

/**
 * How many rows `counted` has in all, as the database's triggers keep it (migration 0029): one row
 * read instead of counting the whole table on every list request (0080, 0083).
 */
export function keptTableRows(db: Executor, counted: (typeof countedRows.enumValues)[number]) {
  return db.select({ total: rowCount.rows }).from(rowCount).where(eq(rowCount.counted, counted));
}

/**
 * How many rows of `counted` the user has, as the database's triggers keep it (migration 0028):
 * one row read instead of counting the user's rows on every list request (0082). 0 for a user who
 * never had any.
 */
export function keptRowCount(
  db: Executor,
  counted: (typeof countedUserRows.enumValues)[number],
  userId: Placeholder,
): SQL<number> {
  const kept = db
    .select({ rows: userRowCount.rows })
    .from(userRowCount)
    .where(and(eq(userRowCount.userId, userId), eq(userRowCount.counted, counted)));
  return sql<number>`coalesce((${kept}), 0)`;
}
