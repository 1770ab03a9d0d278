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
 * Records the change and sends `notification` (with the record's id added) on `channel`, in one
 * statement: both take effect at the commit of the caller's transaction (or of the statement
 * itself), or not at all, without a savepoint or a transaction of their own (four statements were
 * a fifth of a generation job's database time on PGlite, decision 0069).
 */
export async function insertChangeAndNotify(
  db: Executor,
  change: NewChange,
  channel: string,
  notification: Record<string, unknown>,
): Promise<number> {
  const recorded = db.$with('recorded').as(
    db
      .insert(changeLog)
      .values({
        userId: change.userId,
        tableName: change.table,
        rowId: change.rowId,
        changes: change.changes,
        values: change.values ?? null,
        updatedDate: change.updatedDate,
      })
      .returning({ id: changeLog.id }),
  );
  const [row] = await db
    .with(recorded)
    .select({
      id: recorded.id,
      notified: sql`pg_notify(${channel}, (${JSON.stringify(notification)}::jsonb || jsonb_build_object('id', ${recorded.id}::text))::text)`,
    })
    .from(recorded);
  return row?.id ?? 0;
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
