import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { brand, creative, userProfile, userUpload } from '../../db/schema.ts';

/** The stored files a brand points at: its logos and icons and its uploaded fonts. */
export function brandFilePaths({
  fonts,
  assets,
}: Pick<typeof brand.$inferSelect, 'fonts' | 'assets'>): string[] {
  return [
    ...assets.map((asset) => asset.path),
    ...fonts.flatMap((font) => (font.source === 'upload' ? [font.path] : [])),
  ];
}

/** The folder of the user's stored files (`user_profile.storage_folder`). */
export async function findStorageFolder(db: Executor, userId: string): Promise<string> {
  const [row] = await db
    .select({ folder: userProfile.storageFolder })
    .from(userProfile)
    .where(eq(userProfile.userId, userId));
  // Every user gets a profile at sign-up; a file without an owner's folder must not be stored.
  if (!row) throw new Error(`No user profile for ${userId}`);
  return row.folder;
}

/**
 * Those of `paths` that a row of the user still points at: a brand's logo, icon or font (a brand may
 * point at any of its owner's files), an upload, or a creative's image, thumbnail, video or photos.
 */
export async function pathsInUse(
  db: Executor,
  userId: string,
  paths: readonly string[],
): Promise<Set<string>> {
  const candidates = [...new Set(paths)];
  if (candidates.length === 0) return new Set();
  const [brands, uploads, creatives, layered] = await Promise.all([
    db.select({ fonts: brand.fonts, assets: brand.assets }).from(brand).where(eq(brand.userId, userId)),
    db
      .select({ path: userUpload.path })
      .from(userUpload)
      .where(and(eq(userUpload.userId, userId), inArray(userUpload.path, candidates))),
    db
      .select({ image: creative.imagePath, thumbnail: creative.thumbnailPath, video: creative.videoPath })
      .from(creative)
      .where(
        and(
          eq(creative.userId, userId),
          or(
            inArray(creative.imagePath, candidates),
            inArray(creative.thumbnailPath, candidates),
            inArray(creative.videoPath, candidates),
          ),
        ),
      ),
    // A layer document's photos (an image model's picture kept under its brand layer, decision 0052).
    db
      .select({ photos: sql<string[]>`${creative.layers} -> 'photos'` })
      .from(creative)
      .where(
        and(
          eq(creative.userId, userId),
          sql`${creative.layers} -> 'photos' ?| array[${sql.join(
            candidates.map((path) => sql`${path}`),
            sql`, `,
          )}]::text[]`,
        ),
      ),
  ]);
  const used = new Set([
    ...brands.flatMap((row) => brandFilePaths(row)),
    ...uploads.map((row) => row.path),
    ...creatives.flatMap((row) => [row.image, row.thumbnail, row.video]),
    ...layered.flatMap((row) => row.photos),
  ]);
  return new Set(candidates.filter((path) => used.has(path)));
}

/** Up to `limit` profiles whose files may still be in the legacy `{userId}/` folder. */
export function findLegacyStorageProfiles(db: Executor, limit: number) {
  return db
    .select({ userId: userProfile.userId, folder: userProfile.storageFolder })
    .from(userProfile)
    .where(eq(userProfile.legacyStorage, true))
    .limit(limit);
}

const startsWith = (column: AnyPgColumn, prefix: string) => sql`starts_with(${column}, ${prefix})`;

/**
 * The user's uploads and creatives that point into the folder `prefix` (e.g. `{userId}/`), and all
 * their brands (few; their paths sit in JSON and are sorted out by the caller).
 */
export async function findRowsUnderPrefix(db: Executor, userId: string, prefix: string) {
  const [uploads, creatives, brands] = await Promise.all([
    db
      .select({ id: userUpload.id, path: userUpload.path })
      .from(userUpload)
      .where(and(eq(userUpload.userId, userId), startsWith(userUpload.path, prefix))),
    db
      .select({
        id: creative.id,
        imagePath: creative.imagePath,
        thumbnailPath: creative.thumbnailPath,
        videoPath: creative.videoPath,
      })
      .from(creative)
      .where(
        and(
          eq(creative.userId, userId),
          or(
            startsWith(creative.imagePath, prefix),
            startsWith(creative.thumbnailPath, prefix),
            startsWith(creative.videoPath, prefix),
          ),
        ),
      ),
    db
      .select({ id: brand.id, fonts: brand.fonts, assets: brand.assets })
      .from(brand)
      .where(eq(brand.userId, userId)),
  ]);
  return { uploads, creatives, brands };
}

export async function setUploadPath(db: Executor, id: string, path: string): Promise<void> {
  await db.update(userUpload).set({ path }).where(eq(userUpload.id, id));
}

export async function setCreativePaths(
  db: Executor,
  id: string,
  paths: { imagePath: string | null; thumbnailPath: string | null; videoPath: string | null },
): Promise<void> {
  await db.update(creative).set(paths).where(eq(creative.id, id));
}

export async function setBrandFiles(
  db: Executor,
  id: string,
  files: Pick<typeof brand.$inferSelect, 'fonts' | 'assets'>,
): Promise<void> {
  await db.update(brand).set(files).where(eq(brand.id, id));
}

export async function clearLegacyStorage(db: Executor, userId: string): Promise<void> {
  await db.update(userProfile).set({ legacyStorage: false }).where(eq(userProfile.userId, userId));
}
