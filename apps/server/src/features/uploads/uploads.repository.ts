import type { UploadSource } from '@brandloom/shared/uploads';
import { and, desc, eq, getTableColumns, ilike, isNotNull, sql } from 'drizzle-orm';
import { type Database, tableExists } from '../../db/client.ts';
import { userUpload } from '../../db/schema.ts';
import { isoTimestamp } from '../../lib/cursor.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { preparedStatement } from '../../lib/prepared-statement.ts';

/** An upload's columns as the API answers them: its dates as ISO text written by Postgres (0084). */
const uploadColumns = {
  ...getTableColumns(userUpload),
  creationDate: isoTimestamp(userUpload.creationDate),
  updatedDate: isoTimestamp(userUpload.updatedDate),
};
export type UploadRow = Omit<typeof userUpload.$inferSelect, 'creationDate' | 'updatedDate'> & {
  creationDate: string;
  updatedDate: string;
};
export type NewUploadRow = typeof userUpload.$inferInsert;

export interface UploadFilters {
  source?: UploadSource;
  tag?: string;
  /** Part of the file name, any case. */
  search?: string;
  brandId?: string;
}

export async function insertUpload(db: Database, values: NewUploadRow): Promise<UploadRow> {
  const [row] = await db.insert(userUpload).values(values).returning(uploadColumns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * One page of the user's uploads, newest first. `after` is the id of the last upload of the
 * previous page: the page continues below its (creation date, id), so uploads added meanwhile
 * never shift it.
 */
/** The parts of an uploads page's statement beside the user: none for the whole library. */
type UploadPagePart = 'source' | 'tag' | 'search' | 'brand' | 'after';

const uploadPage = preparedStatement('upload_page', (db, shape: string) => {
  const has = (part: UploadPagePart) => shape.split('_').includes(part);
  const placeholder = sql.placeholder;
  return db
    .select(uploadColumns)
    .from(userUpload)
    .where(
      and(
        eq(userUpload.userId, placeholder('userId')),
        has('source') ? eq(userUpload.source, placeholder('source')) : undefined,
        has('tag') ? eq(userUpload.tag, placeholder('tag')) : undefined,
        has('search') ? ilike(userUpload.filename, placeholder('pattern')) : undefined,
        has('brand') ? eq(userUpload.brandId, placeholder('brandId')) : undefined,
        has('after')
          ? sql`(${userUpload.creationDate}, ${userUpload.id}) < (select p.creation_date, p.id from ${userUpload} p where p.id = ${placeholder('after')} and p.user_id = ${placeholder('userId')})`
          : undefined,
      ),
    )
    .orderBy(desc(userUpload.creationDate), desc(userUpload.id))
    .limit(placeholder('limit'));
});

export function listUserUploads(
  db: Database,
  userId: string,
  { filters, after, limit }: { filters: UploadFilters; after?: string; limit: number },
): Promise<UploadRow[]> {
  const parts: (UploadPagePart | undefined)[] = [
    filters.source ? 'source' : undefined,
    filters.tag !== undefined ? 'tag' : undefined,
    filters.search ? 'search' : undefined,
    filters.brandId ? 'brand' : undefined,
    after ? 'after' : undefined,
  ];
  return uploadPage(db, parts.filter(Boolean).join('_') || 'all', {
    userId,
    source: filters.source,
    tag: filters.tag,
    pattern: filters.search ? containsPattern(filters.search) : undefined,
    brandId: filters.brandId,
    after,
    limit,
  });
}

/** The tags the user has given their uploads, alphabetically. */
export async function listUserUploadTags(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tag: userUpload.tag })
    .from(userUpload)
    .where(and(eq(userUpload.userId, userId), isNotNull(userUpload.tag)))
    .orderBy(userUpload.tag);
  return rows.flatMap((row) => (row.tag ? [row.tag] : []));
}

export async function findUserUpload(
  db: Database,
  userId: string,
  id: string,
): Promise<UploadRow | undefined> {
  const [row] = await db
    .select(uploadColumns)
    .from(userUpload)
    .where(and(eq(userUpload.id, id), eq(userUpload.userId, userId)));
  return row;
}

export async function updateUserUpload(
  db: Database,
  userId: string,
  id: string,
  changes: { tag?: string | null; brandId?: string | null },
): Promise<UploadRow | undefined> {
  const [row] = await db
    .update(userUpload)
    .set({ ...changes, updatedDate: new Date() })
    .where(and(eq(userUpload.id, id), eq(userUpload.userId, userId)))
    .returning(uploadColumns);
  return row;
}

export async function deleteUserUpload(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(userUpload)
    .where(and(eq(userUpload.id, id), eq(userUpload.userId, userId)))
    .returning({ id: userUpload.id });
  return deleted.length > 0;
}

/** Whether the uploads table exists (an install whose migrations did not run lacks it). */
export function uploadsTableExists(db: Database): Promise<boolean> {
  return tableExists(db, userUpload);
}
