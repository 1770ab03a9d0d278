import { randomUUID } from 'node:crypto';
import type { UploadSource } from '@brandloom/shared/uploads';
import type { Bucket } from '../../adapters/storage/bucket.ts';
import { defaultCacheControl } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUserBrand } from '../brands/index.ts';
import { findStorageFolder } from '../storage/index.ts';
import { inspectUploadFile } from './inspect-upload-file.ts';
import { insertUpload, type UploadRow } from './uploads.repository.ts';

export interface UploadDeps {
  db: Database;
  /** The uploads bucket: `openBucket(storage, uploadsBucket)`. */
  bucket: Bucket;
}

export interface SaveUploadInput {
  userId: string;
  filename: string;
  bytes: Uint8Array;
  source: UploadSource;
  /** Where a website import found the image. */
  originalUrl?: string;
  /** One of the user's own brands. */
  brandId?: string;
}

/**
 * Stores one image at `{storageFolder}/{random}.{ext}` and records it (status `active`). The file is
 * checked first (name, size, magic bytes). Storage failing → UPLOAD_FAILED and no row; the
 * database failing → UPLOAD_SAVE_FAILED and the stored file is removed again: no orphans.
 */
export async function saveUpload({ db, bucket }: UploadDeps, input: SaveUploadInput): Promise<UploadRow> {
  const image = await inspectUploadFile(input.filename, input.bytes);
  if (input.brandId && !(await isUserBrand(db, input.userId, input.brandId))) {
    throw new AppError('BRAND_NOT_FOUND');
  }
  const fileId = randomUUID();
  const path = `${await findStorageFolder(db, input.userId)}/${fileId}.${image.extension}`;
  try {
    await bucket.put(path, input.bytes, {
      contentType: image.contentType,
      cacheControl: defaultCacheControl,
      upsert: false,
    });
  } catch (error) {
    throw new AppError('UPLOAD_FAILED', { cause: error });
  }
  try {
    return await insertUpload(db, {
      userId: input.userId,
      fileId,
      filename: input.filename,
      path,
      originalUrl: input.originalUrl ?? null,
      contentType: image.contentType,
      sizeBytes: input.bytes.byteLength,
      width: image.width,
      height: image.height,
      brandId: input.brandId ?? null,
      status: 'active',
      source: input.source,
    });
  } catch (error) {
    const removal = await bucket.remove(path).then(
      () => undefined,
      (removeError: unknown) => removeError,
    );
    throw new AppError('UPLOAD_SAVE_FAILED', {
      cause: removal ? new AggregateError([error, removal], 'saving and cleaning up both failed') : error,
    });
  }
}
