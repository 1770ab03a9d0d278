import { isUuid } from '@brandloom/shared/ids';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * A position in a list ordered by a timestamp, then id, both descending. The timestamp is kept as
 * Postgres has it, to the microsecond: a JS Date would round it to the millisecond, and rows made
 * in the same millisecond as a page's last row would be skipped.
 */
export interface Cursor {
  /** ISO 8601 in UTC with microseconds, as `exactTimestamp` selects it. */
  date: string;
  id: string;
}

const exactIso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** An opaque string for the next page. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.date, cursor.id])).toString('base64url');
}

/** The cursor in `value`; undefined for none or a malformed one (which then reads the first page). */
export function decodeCursor(value: string | undefined): Cursor | undefined {
  if (!value) return undefined;
  try {
    const [date, id] = JSON.parse(Buffer.from(value, 'base64url').toString()) as [unknown, unknown];
    if (typeof date !== 'string' || typeof id !== 'string' || !isUuid(id) || !exactIso.test(date)) {
      return undefined;
    }
    return Number.isNaN(new Date(date).getTime()) ? undefined : { date, id };
  } catch {
    return undefined;
  }
}

/** `column` (a timestamptz) as the exact ISO text a cursor keeps, selected next to each row. */
export function exactTimestamp(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** The rows after `cursor` in a list ordered by `dateColumn`, then `idColumn`, both descending. */
export function afterCursor(dateColumn: AnyColumn, idColumn: AnyColumn, cursor: Cursor): SQL {
  return sql`(${dateColumn}, ${idColumn}) < (${cursor.date}::timestamptz, ${cursor.id}::uuid)`;
}
