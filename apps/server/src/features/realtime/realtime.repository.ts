import type { ChangeMessage, RealtimeTable } from '@brandloom/shared/realtime';
import { and, asc, eq, gt, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { changeLog, session } from '../../db/schema.ts';

export interface NewChange {
  userId: string;
  table: RealtimeTable;
  rowId: string;
  updatedDate: Date;
  changes: string[];
  values?: ChangeMessage['values'];
}

/**
 * Records the changes and sends each its `notification` (with the record's id added) on `channel`,
 * in one statement whatever their number: all take effect at the commit of the caller's
 * transaction (or of the statement itself), or none, without a savepoint or a transaction of their
 * own (decisions 0069, 0072). Ids are drawn in the order given, and the notifications go out in
 * that order; answers the ids in that order.
 */
export async function insertChangesAndNotify(
  db: Executor,
  changes: { change: NewChange; notification: Record<string, unknown> }[],
  channel: string,
): Promise<number[]> {
  if (changes.length === 0) return [];
  const items = changes.map(({ change, notification }) => ({
    userId: change.userId,
    table: change.table,
    rowId: change.rowId,
    changes: change.changes,
    values: change.values,
    updatedDate: change.updatedDate.toISOString(),
    notification,
  }));
  // `given` is materialised (nextval is volatile): each id is drawn once, in the items' order.
  const result = (await db.execute(sql`
    with given as (
      select nextval(pg_get_serial_sequence('change_log', 'id')) as id, item
      from jsonb_array_elements(${JSON.stringify(items)}::jsonb) with ordinality as items(item, position)
    ), recorded as (
      insert into ${changeLog} (id, user_id, table_name, row_id, changes, "values", updated_date)
      select id, (item->>'userId')::uuid, item->>'table', item->>'rowId', item->'changes',
        item->'values', (item->>'updatedDate')::timestamptz
      from given
    )
    select id, pg_notify(${channel}, (item->'notification' || jsonb_build_object('id', id::text))::text)
    from given`)) as unknown as { rows: { id: string | number | bigint }[] };
  return result.rows.map((row) => Number(row.id));
}

type ChangeRow = typeof changeLog.$inferSelect;

function toChangeMessage(row: ChangeRow): ChangeMessage {
  return {
    id: String(row.id),
    table: row.tableName as RealtimeTable,
    rowId: row.rowId,
    updatedDate: row.updatedDate.toISOString(),
    changes: row.changes,
    ...(row.values ? { values: row.values } : {}),
  };
}

async function findChanges(db: Database, userId: string, from: SQL, limit: number) {
  const rows = await db
    .select()
    .from(changeLog)
    .where(and(eq(changeLog.userId, userId), from))
    .orderBy(asc(changeLog.id))
    .limit(limit);
  return rows.map(toChangeMessage);
}

/** The user's changes after the one with id `afterId`, oldest first, at most `limit`. */
export function findChangesAfter(db: Database, userId: string, afterId: number, limit: number) {
  return findChanges(db, userId, gt(changeLog.id, afterId), limit);
}

/** The user's changes recorded at or after `since`, oldest first, at most `limit`. */
export function findChangesSince(db: Database, userId: string, since: Date, limit: number) {
  return findChanges(db, userId, gte(changeLog.recordedAt, since), limit);
}

/** Whether the change with this id is still kept for this user (not pruned). */
export async function changeExists(db: Database, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: changeLog.id })
    .from(changeLog)
    .where(and(eq(changeLog.userId, userId), eq(changeLog.id, id)));
  return rows.length > 0;
}

/** The id of the user's newest change, 0 when there is none. */
export async function findLatestChangeId(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ id: sql<string | null>`max(${changeLog.id})` })
    .from(changeLog)
    .where(eq(changeLog.userId, userId));
  return Number(row?.id ?? 0);
}

export async function deleteChangesRecordedBefore(db: Database, cutoff: Date): Promise<void> {
  await db.delete(changeLog).where(lt(changeLog.recordedAt, cutoff));
}

/** False once the session was signed out (its row deleted) or has expired. */
export async function isSessionActive(db: Database, sessionId: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: session.id })
    .from(session)
    .where(and(eq(session.id, sessionId), gt(session.expiresAt, now)));
  return rows.length > 0;
}
