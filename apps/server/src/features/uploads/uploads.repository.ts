import type { UploadSource } from '@brandloom/shared/uploads';
import { and, desc, eq, ilike, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userUpload } from '../../db/schema.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export type UploadRow = typeof userUpload.$inferSelect;
export type NewUploadRow = typeof userUpload.$inferInsert;

export interface UploadFilters {
  source?: UploadSource;
  tag?: string;
  /** Part of the file name, any case. */
  search?: string;
  brandId?: string;
}

export async function insertUpload(db: Database, values: NewUploadRow): Promise<UploadRow> {
  const [row] = await db.insert(userUpload).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * One page of the user's uploads, newest first. `after` is the id of the last upload of the
 * previous page: the page continues below its (creation date, id), so uploads added meanwhile
 * never shift it.
 */
export async function listUserUploads(
  db: Database,
  userId: string,
  { filters, after, limit }: { filters: UploadFilters; after?: string; limit: number },
): Promise<UploadRow[]> {
  const previous = after
    ? sql`(${userUpload.creationDate}, ${userUpload.id}) < (select p.creation_date, p.id from ${userUpload} p where p.id = ${after} and p.user_id = ${userId})`
    : undefined;
  return db
    .select()
    .from(userUpload)
    .where(
      and(
        eq(userUpload.userId, userId),
        filters.source ? eq(userUpload.source, filters.source) : undefined,
        filters.tag !== undefined ? eq(userUpload.tag, filters.tag) : undefined,
        filters.search ? ilike(userUpload.filename, containsPattern(filters.search)) : undefined,
        filters.brandId ? eq(userUpload.brandId, filters.brandId) : undefined,
        previous,
      ),
    )
    .orderBy(desc(userUpload.creationDate), desc(userUpload.id))
    .limit(limit);
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
    .select()
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
    .returning();
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
export async function uploadsTableExists(db: Database): Promise<boolean> {
  // Both drivers (PGlite, node-postgres) answer raw queries with `rows`.
  const result = (await db.execute(sql`select to_regclass('user_upload') is not null as "exists"`)) as {
    rows: { exists: boolean }[];
  };
  return result.rows[0]?.exists === true;
}
