import { randomUUID } from 'node:crypto';
import type { BrandFile, BrandInput } from '@brandloom/shared/brands';
import { defaultCacheControl, isValidObjectPath, type Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { brandFilePaths, referencedPaths } from './brands.repository.ts';

/** What the brand use cases work with. */
export interface BrandDeps {
  db: Database;
  storage: Storage;
}

/** Stores a brand file at `{userId}/{random}.{extension}` and says where it is. */
export async function storeBrandFile(
  storage: Storage,
  userId: string,
  file: { bytes: Uint8Array; contentType: string; extension: string },
): Promise<BrandFile> {
  const path = `${userId}/${randomUUID()}.${file.extension}`;
  await storage.put(path, file.bytes, { contentType: file.contentType, cacheControl: defaultCacheControl });
  return { path, url: storage.publicUrl(path), contentType: file.contentType };
}

/**
 * Refuses a brand whose logos or fonts point outside the user's own folder: a brand may only use
 * files its owner stored (its delete removes them).
 */
export function assertOwnFiles(userId: string, input: Pick<BrandInput, 'fonts' | 'assets'>): void {
  const foreign = brandFilePaths(input).filter(
    (path) => !path.startsWith(`${userId}/`) || !isValidObjectPath(path),
  );
  if (foreign.length > 0) throw new AppError('VALIDATION_FAILED');
}

/**
 * Removes those of `paths` that no brand or upload of the user points at any more. Runs after the
 * rows changed: a failure here leaves an orphaned file, never a brand whose logo is gone.
 */
export async function removeUnreferencedFiles(
  db: Database,
  storage: Storage,
  userId: string,
  paths: readonly string[],
): Promise<void> {
  if (paths.length === 0) return;
  const stillUsed = await referencedPaths(db, userId);
  await Promise.all(paths.filter((path) => !stillUsed.has(path)).map((path) => storage.remove(path)));
}
