import { join } from 'node:path';
import type { Env } from '../../env.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

type StorageEnv = Pick<
  Env,
  | 'DATA_DIR'
  | 'PUBLIC_URL'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PUBLIC_URL'
>;

/** The storage the configuration asks for: S3 when S3_BUCKET is set, else local disk under DATA_DIR. */
export function createStorage(env: StorageEnv): Storage {
  // loadEnv guarantees the keys whenever the bucket is set.
  if (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      publicBaseUrl: env.S3_PUBLIC_URL,
      appPublicUrl: env.PUBLIC_URL,
    });
  }
  return createLocalStorage(join(env.DATA_DIR, 'storage'), env.PUBLIC_URL);
}
