import type { PutOptions, Storage } from './storage.ts';

/** Spec §3 "Storage bucket": what one kind of file may be, checked on every write. */
export interface BucketConfig {
  id: string;
  name: string;
  public: boolean;
  /** Largest object, in bytes. */
  fileSizeLimit: number;
  allowedMimeTypes: readonly string[];
}

/** A store whose writes keep to one bucket's size limit and content types. */
export interface Bucket extends Storage {
  readonly config: BucketConfig;
}

/** Thrown by a bucket's `put` for bytes over its size limit or a content type it does not take. */
export class BucketRuleError extends Error {
  override name = 'BucketRuleError';
  constructor(
    readonly rule: 'file_size_limit' | 'allowed_mime_types',
    readonly bucket: string,
  ) {
    super(`The ${bucket} bucket refuses this object (${rule})`);
  }
}

/**
 * The bucket `config` on top of any Storage (local disk or S3): both keep one flat tree of
 * `{storageFolder}/…` paths, so a bucket is the rules, not a separate place.
 */
export function openBucket(storage: Storage, config: BucketConfig): Bucket {
  return {
    ...storage,
    config,
    put(path: string, bytes: Uint8Array, options: PutOptions) {
      if (bytes.byteLength > config.fileSizeLimit) {
        return Promise.reject(new BucketRuleError('file_size_limit', config.id));
      }
      if (!config.allowedMimeTypes.includes(options.contentType)) {
        return Promise.reject(new BucketRuleError('allowed_mime_types', config.id));
      }
      return storage.put(path, bytes, options);
    },
  };
}
