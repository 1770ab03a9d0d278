import { and, desc, eq, inArray, like, max, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { creative, userUpload } from '../../db/schema.ts';

/** Every version of a creative (the root and its saved edits) of the user's, newest first. */
export function listOwnVersions(db: Database, userId: string, rootId: string) {
  return db
    .select()
    .from(creative)
    .where(and(eq(creative.userId, userId), or(eq(creative.id, rootId), eq(creative.versionOf, rootId))))
    .orderBy(desc(creative.version));
}

/** Stores a saved version: a finished creative, made without a job or credits. */
export function insertCreativeVersion(db: Database, row: typeof creative.$inferInsert) {
  return db.insert(creative).values(row).returning();
}

/** The unique index that keeps one row per number in a chain. */
export const versionIndex = 'adcreative_version_of_idx';

/** The number the next saved version of this root takes. */
export async function nextVersionNumber(db: Database, rootId: string): Promise<number> {
  const [row] = await db
    .select({ highest: max(creative.version) })
    .from(creative)
    .where(or(eq(creative.id, rootId), eq(creative.versionOf, rootId)));
  return (row?.highest ?? 1) + 1;
}

/** Of these stored paths, the ones that are the user's own uploaded images. */
export async function findOwnUploadPaths(db: Database, userId: string, paths: string[]): Promise<string[]> {
  if (paths.length === 0) return [];
  const rows = await db
    .select({ path: userUpload.path })
    .from(userUpload)
    .where(and(eq(userUpload.userId, userId), inArray(userUpload.path, paths)));
  return rows.map((row) => row.path);
}

/** The user's newest uploaded images: what a photo layer can be replaced with. */
export function listOwnImageUploads(db: Database, userId: string, limit: number) {
  return db
    .select({ id: userUpload.id, path: userUpload.path, filename: userUpload.filename })
    .from(userUpload)
    .where(
      and(
        eq(userUpload.userId, userId),
        eq(userUpload.status, 'active'),
        like(userUpload.contentType, 'image/%'),
      ),
    )
    .orderBy(desc(userUpload.creationDate), desc(userUpload.id))
    .limit(limit);
}
