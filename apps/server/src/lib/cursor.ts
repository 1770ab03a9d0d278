import { isUuid } from '@brandloom/shared/ids';
import { type AnyColumn, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { AppError } from './app-error.ts';

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

/** Names that page by name are at most 100 characters; lower-casing may lengthen a few. */
const maxNameLength = 200;

const exactIso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** An opaque string for the next page. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.date, cursor.id])).toString('base64url');
}

function parseCursor(value: string): Cursor | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString());
    if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
    const [date, id] = parsed as unknown[];
    if (typeof date !== 'string' || typeof id !== 'string' || !isUuid(id) || !exactIso.test(date)) {
      return undefined;
    }
    return Number.isNaN(new Date(date).getTime()) ? undefined : { date, id };
  } catch {
    return undefined;
  }
}

/**
 * The cursor in `value`, undefined for none (the first page). Anything else that is not a cursor
 * of ours is refused with INVALID_CURSOR (400), never read as the first page or passed on to
 * the database. A well-formed cursor needs no signature: every list also filters on its owner,
 * so a made-up position can only show the caller's own rows (0044).
 */
export function decodeCursor(value: string | undefined): Cursor | undefined {
  if (value === undefined || value === '') return undefined;
  const cursor = parseCursor(value);
  if (!cursor) throw new AppError('INVALID_CURSOR');
  return cursor;
}

/**
 * A position in a list ordered by a name that is unique per owner in any case (`lower(name)`, as its
 * unique index has it): the page's last name, lower-cased. Decoded as strictly as `decodeCursor`.
 */
export function encodeNameCursor(lowerName: string): string {
  return Buffer.from(JSON.stringify([lowerName])).toString('base64url');
}

/** The lower-cased name in a name cursor, undefined for none (the first page); INVALID_CURSOR else. */
export function decodeNameCursor(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString());
  } catch {
    throw new AppError('INVALID_CURSOR');
  }
  const [name] = Array.isArray(parsed) && parsed.length === 1 ? (parsed as unknown[]) : [];
  if (typeof name !== 'string' || name === '' || name.length > maxNameLength)
    throw new AppError('INVALID_CURSOR');
  return name;
}

/** `column` (a timestamptz) as ISO 8601 text in UTC, its fraction of a second to `fraction`. */
function utcText(column: AnyColumn | SQL, fraction: 'US' | 'MS'): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', ${sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.${fraction}"Z"'`)})`;
}

/** `column` (a timestamptz) as the exact ISO text a cursor keeps, selected next to each row. */
export function exactTimestamp(column: AnyColumn): SQL<string> {
  return utcText(column, 'US');
}

/**
 * `column` (a timestamptz) as the text a list answers: what `Date#toISOString` writes (UTC, the
 * milliseconds cut as JavaScript cuts them), written by Postgres. Decoding a Date per row only to
 * write it out again was a fifth of an uploads or styles page's CPU (0084).
 */
export function isoTimestamp(column: AnyColumn | SQL): SQL<string> {
  return utcText(column, 'MS');
}

/** Where a prepared statement (lib/prepared-statement.ts) takes a cursor: filled by `cursorValues`. */
export const cursorPlaceholders = {
  date: sql.placeholder('cursorDate'),
  id: sql.placeholder('cursorId'),
} satisfies Record<keyof Cursor, Placeholder>;

/** A cursor as the values of `cursorPlaceholders`. */
export function cursorValues(cursor: Cursor | undefined) {
  return cursor ? { cursorDate: cursor.date, cursorId: cursor.id } : {};
}

/** The rows after `cursor` in a list ordered by `dateColumn`, then `idColumn`, both descending. */
export function afterCursor(
  dateColumn: AnyColumn,
  idColumn: AnyColumn,
  cursor: Cursor | typeof cursorPlaceholders,
): SQL {
  return sql`(${dateColumn}, ${idColumn}) < (${cursor.date}::timestamptz, ${cursor.id}::uuid)`;
}

/**
 * A page out of `rows`, which a list query read with one row more than `limit`: that extra row
 * tells whether another page follows, and the page's last row is where it starts.
 */
export function pageOf<Row>(
  rows: Row[],
  limit: number,
  positionOf: (row: Row) => Cursor,
): { page: Row[]; nextCursor: string | null } {
  return pageWithCursor(rows, limit, (row) => encodeCursor(positionOf(row)));
}

/** `pageOf` for a list whose cursor is not a timestamp and id (e.g. `encodeNameCursor`). */
export function pageWithCursor<Row>(
  rows: Row[],
  limit: number,
  cursorOf: (row: Row) => string,
): { page: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? cursorOf(last) : null };
}
