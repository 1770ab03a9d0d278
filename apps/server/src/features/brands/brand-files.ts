import type { BrandFile, BrandInput } from '@brandloom/shared/brands';
import {
  defaultCacheControl,
  isValidObjectPath,
  newObjectPath,
  type Storage,
} from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { brandFilePaths, findStorageFolder } from '../storage/index.ts';

/** What the brand use cases work with. */
export interface BrandDeps {
  db: Database;
  storage: Storage;
}

/** Stores a brand file at `{storageFolder}/{random}.{extension}` and says where it is. */
export async function storeBrandFile(
  { db, storage }: BrandDeps,
  userId: string,
  file: { bytes: Uint8Array; contentType: string; extension: string },
): Promise<BrandFile> {
  const path = newObjectPath(await findStorageFolder(db, userId), file.extension);
  await storage.put(path, file.bytes, { contentType: file.contentType, cacheControl: defaultCacheControl });
  return { path, url: storage.publicUrl(path), contentType: file.contentType };
}

/**
 * Refuses a brand whose logos or fonts point outside the user's own folder: a brand may only use
 * files its owner stored (its delete removes them).
 */
export async function assertOwnFiles(
  db: Database,
  userId: string,
  input: Pick<BrandInput, 'fonts' | 'assets'>,
): Promise<void> {
  const paths = brandFilePaths(input);
  if (paths.length === 0) return;
  const folder = `${await findStorageFolder(db, userId)}/`;
  if (paths.some((path) => !path.startsWith(folder) || !isValidObjectPath(path))) {
    throw new AppError('VALIDATION_FAILED');
  }
}
