import { isUuid } from '@brandloom/shared/ids';

/** A position in a list ordered by a timestamp, then id (both descending or both ascending). */
export interface Cursor {
  date: Date;
  id: string;
}

/** An opaque string for the next page. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.date.toISOString(), cursor.id])).toString('base64url');
}

/** The cursor in `value`; undefined for none or a malformed one (which then reads the first page). */
export function decodeCursor(value: string | undefined): Cursor | undefined {
  if (!value) return undefined;
  try {
    const [date, id] = JSON.parse(Buffer.from(value, 'base64url').toString()) as [unknown, unknown];
    if (typeof date !== 'string' || typeof id !== 'string' || !isUuid(id)) return undefined;
    const parsed = new Date(date);
    return Number.isNaN(parsed.getTime()) ? undefined : { date: parsed, id };
  } catch {
    return undefined;
  }
}
