import type { CustomStyle, StyleInput } from '@brandloom/shared/styles';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { style } from '../../db/schema.ts';
import {
  afterCursor,
  type Cursor,
  cursorPlaceholders,
  cursorValues,
  exactTimestamp,
  isoTimestamp,
} from '../../lib/cursor.ts';
import { preparedStatement } from '../../lib/prepared-statement.ts';

/** A style's columns as the API answers them: its dates as ISO text written by Postgres (0084). */
const styleColumns = {
  ...getTableColumns(style),
  creationDate: isoTimestamp(style.creationDate),
  updatedDate: isoTimestamp(style.updatedDate),
};
type StyleRow = Omit<typeof style.$inferSelect, 'creationDate' | 'updatedDate'> & {
  creationDate: string;
  updatedDate: string;
};

function customStyleOf(row: StyleRow): CustomStyle {
  return {
    id: row.id,
    kind: 'custom',
    name: row.name,
    description: row.description,
    colors: row.colors,
    fonts: row.fonts,
    designElements: row.designElements,
    creationDate: row.creationDate,
    updatedDate: row.updatedDate,
  };
}

/** `limit` of the user's own styles, newest first, after `cursor`; each with its position. */
const stylePage = preparedStatement('style_page', (db, shape: 'first' | 'after') =>
  db
    .select({ ...styleColumns, cursorDate: exactTimestamp(style.creationDate) })
    .from(style)
    .where(
      and(
        eq(style.userId, sql.placeholder('userId')),
        shape === 'after' ? afterCursor(style.creationDate, style.id, cursorPlaceholders) : undefined,
      ),
    )
    .orderBy(desc(style.creationDate), desc(style.id))
    .limit(sql.placeholder('limit')),
);

export async function listUserStyles(
  db: Database,
  userId: string,
  limit: number,
  cursor?: Cursor,
): Promise<{ style: CustomStyle; position: Cursor }[]> {
  const rows = await stylePage(db, cursor ? 'after' : 'first', { userId, limit, ...cursorValues(cursor) });
  return rows.map((row) => ({ style: customStyleOf(row), position: { date: row.cursorDate, id: row.id } }));
}

export async function findUserStyle(db: Executor, userId: string, id: string): Promise<CustomStyle | null> {
  const [row] = await db
    .select(styleColumns)
    .from(style)
    .where(and(eq(style.id, id), eq(style.userId, userId)));
  return row ? customStyleOf(row) : null;
}

/** Throws a unique violation when the user already has a style of that name (any case). */
export async function insertStyle(db: Database, userId: string, input: StyleInput): Promise<CustomStyle> {
  const [row] = await db
    .insert(style)
    .values({ userId, ...input })
    .returning(styleColumns);
  if (!row) throw new Error('insert returned no row');
  return customStyleOf(row);
}

/** Null when the user has no style with this id; throws a unique violation like insertStyle. */
export async function updateUserStyle(
  db: Database,
  userId: string,
  id: string,
  input: StyleInput,
): Promise<CustomStyle | null> {
  const [row] = await db
    .update(style)
    .set(input)
    .where(and(eq(style.id, id), eq(style.userId, userId)))
    .returning(styleColumns);
  return row ? customStyleOf(row) : null;
}

/** False when the user has no style with this id. */
export async function deleteUserStyle(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(style)
    .where(and(eq(style.id, id), eq(style.userId, userId)))
    .returning({ id: style.id });
  return deleted.length > 0;
}
