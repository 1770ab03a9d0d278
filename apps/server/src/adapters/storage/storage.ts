import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

export interface PutOptions {
  contentType: string;
  /** Cache-Control sent when the object is served, e.g. `public, max-age=3600`. */
  cacheControl?: string;
  /** Replace an object already at this path. Off by default: `put` then throws ObjectExistsError. */
  upsert?: boolean;
}

export interface StoredObject {
  body: Readable;
  contentType: string;
  cacheControl: string;
  size: number;
  /** Changes whenever the object's bytes change (ETag, or mtime + size on disk); for caches. */
  version: string;
}

/** Thrown by `put` without `upsert` when the path is already taken. */
export class ObjectExistsError extends Error {
  override name = 'ObjectExistsError';
  constructor(readonly path: string) {
    super(`A stored object already exists at ${JSON.stringify(path)}`);
  }
}

/** Thrown for a path that is not a valid object path (see isValidObjectPath). */
export class InvalidObjectPathError extends Error {
  override name = 'InvalidObjectPathError';
  constructor(readonly path: string) {
    super(`Invalid storage path: ${JSON.stringify(path)}`);
  }
}

/**
 * Public file storage (uploads, creatives). Paths are relative, `/`-separated and made of
 * letters, digits, `.`, `_` and `-`; anything else (e.g. `..`) is refused.
 */
export interface Storage {
  /** Stores `bytes`; refuses to replace an existing object unless `options.upsert` is true. */
  put(path: string, bytes: Uint8Array, options: PutOptions): Promise<void>;
  /** The object, or null when there is none (or the path is not a valid object path). */
  get(path: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing object is not an error. */
  remove(path: string): Promise<void>;
  /**
   * Moves the object with its content type and cache control to `to`, replacing any object there;
   * false when there is nothing at `from` (already moved: moving again is harmless).
   */
  move(from: string, to: string): Promise<boolean>;
  /**
   * Removes every object whose path starts with `prefix` (a folder such as `{storageFolder}/`,
   * ending in `/`); used when an account is deleted. Removing an empty folder is not an error.
   */
  removePrefix(prefix: string): Promise<void>;
  /** Absolute URL where browsers can fetch the object. */
  publicUrl(path: string): string;
  /** True when the store can currently be reached and written to (local: a writable folder; S3: HeadBucket). */
  check(): Promise<boolean>;
}

export const defaultCacheControl = 'public, max-age=3600';

/** Throws unless `prefix` names a whole folder (`abc/`): a bare `abc` must not also take `abcdef/`. */
export function assertFolderPrefix(prefix: string): void {
  if (!prefix.endsWith('/') || !isValidObjectPath(prefix.slice(0, -1))) {
    throw new Error(`Invalid storage prefix: ${JSON.stringify(prefix)}`);
  }
}

/** 1 to 16 levels of 1 to 255 characters, none starting with a dot; one test per path (lists check a path a row). */
const objectPath = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,254}(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,254}){0,15}$/;

/**
 * Whether `path` is a safe object path: no traversal, no absolute paths, no hidden names, and
 * nothing absurd (at most 1024 characters, 16 levels, 255 characters a level — what disks and S3 take).
 */
export function isValidObjectPath(path: string): boolean {
  return path.length <= 1024 && objectPath.test(path);
}

/** Thrown by readObjectBytes for an object larger than the caller accepts. */
export class ObjectTooLargeError extends Error {
  override name = 'ObjectTooLargeError';
}

/** The bytes of a stored object, read whole; more than `maxBytes` throws ObjectTooLargeError. */
export async function readObjectBytes(object: StoredObject, maxBytes: number): Promise<Buffer> {
  if (object.size > maxBytes) {
    object.body.destroy();
    throw new ObjectTooLargeError(`Stored object of ${object.size} bytes exceeds ${maxBytes}`);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of object.body) {
    total += (chunk as Buffer).length;
    if (total > maxBytes) {
      object.body.destroy();
      throw new ObjectTooLargeError(`Stored object exceeds ${maxBytes} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * A new, unguessable object path in a user's folder: `{storageFolder}/{random}.{extension}`. The
 * folder is the profile's random `storage_folder`, never the user id, which URLs must not show (0031).
 */
export function newObjectPath(storageFolder: string, extension: string): string {
  return `${storageFolder}/${randomBytes(16).toString('base64url')}.${extension}`;
}
