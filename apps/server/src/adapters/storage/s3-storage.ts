import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import {
  assertFolderPrefix,
  defaultCacheControl,
  InvalidObjectPathError,
  isValidObjectPath,
  ObjectExistsError,
  type PutOptions,
  type Storage,
} from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Unset means AWS itself; set it for MinIO, R2, Garage, s3rver… */
  endpoint?: string;
  region: string;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (most self-hosted stores). */
  forcePathStyle: boolean;
  /** Public base of the bucket (CDN or public bucket URL); unset serves objects through `/storage/*`. */
  publicBaseUrl?: string;
  /** Our own public origin, for `/storage/*` URLs. */
  appPublicUrl: string;
}

// The SDK (~25 MB, about a second to load) loads when S3 is configured, not on every start (0043).
const requireOnFirstUse = createRequire(import.meta.url);
const s3Sdk = () => requireOnFirstUse('@aws-sdk/client-s3') as typeof import('@aws-sdk/client-s3');

function statusOf(error: unknown): number | undefined {
  return error instanceof s3Sdk().S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/** Objects in one bucket of an S3-compatible store, under the same paths as on local disk. */
export function createS3Storage(options: S3StorageOptions): Storage {
  const { bucket } = options;
  const {
    CopyObjectCommand,
    DeleteObjectCommand,
    DeleteObjectsCommand,
    GetObjectCommand,
    HeadBucketCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3Client,
  } = s3Sdk();
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Newer SDKs add CRC checksums to every request and check them on answers; many S3-compatible
    // stores reject or lack them. Only send them where the S3 API requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });

  function key(path: string): string {
    if (!isValidObjectPath(path)) throw new InvalidObjectPathError(path);
    return path;
  }

  async function exists(path: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: path }));
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  }

  return {
    async put(path, bytes, { contentType, cacheControl = defaultCacheControl, upsert = false }: PutOptions) {
      const Key = key(path);
      // If-None-Match: * makes the write itself conditional on AWS S3 (and stores that support
      // it); the HEAD first covers stores that ignore the header.
      if (!upsert && (await exists(Key))) throw new ObjectExistsError(path);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key,
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.byteLength,
            CacheControl: cacheControl,
            ...(!upsert && { IfNoneMatch: '*' }),
          }),
        );
      } catch (error) {
        // 412: someone else won the race; 409: a concurrent conditional write is in progress.
        if (!upsert && (statusOf(error) === 412 || statusOf(error) === 409))
          throw new ObjectExistsError(path);
        throw error;
      }
    },

    async get(path) {
      if (!isValidObjectPath(path)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: path }));
        if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a Node.js stream');
        return {
          body: answer.Body,
          contentType: answer.ContentType ?? 'application/octet-stream',
          cacheControl: answer.CacheControl ?? defaultCacheControl,
          size: answer.ContentLength ?? 0,
          version: answer.ETag ?? `${answer.LastModified?.getTime()}-${answer.ContentLength}`,
        };
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },

    async remove(path) {
      // Deleting a missing key succeeds on S3.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(path) }));
    },

    async move(from, to) {
      const source = key(from);
      const Key = key(to);
      try {
        // S3 has no rename: a copy (with its content type and cache control) then a delete.
        await client.send(
          new CopyObjectCommand({
            Bucket: bucket,
            Key,
            CopySource: `${bucket}/${encodePath(source)}`,
            MetadataDirective: 'COPY',
          }),
        );
      } catch (error) {
        if (statusOf(error) === 404) return false;
        throw error;
      }
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: source }));
      return true;
    },

    async removePrefix(prefix) {
      assertFolderPrefix(prefix);
      // A listing page holds at most 1000 keys, as does one DeleteObjects call.
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix,
            ContinuationToken: continuationToken,
          }),
        );
        const objects = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (objects.length > 0) {
          await client.send(
            new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }),
          );
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },

    publicUrl(path) {
      const encoded = encodePath(key(path));
      return options.publicBaseUrl
        ? `${options.publicBaseUrl.replace(/\/+$/, '')}/${encoded}`
        : `${options.appPublicUrl}/storage/${encoded}`;
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
        return true;
      } catch {
        return false;
      }
    },
  };
}
