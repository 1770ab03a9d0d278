import type { Readable } from 'node:stream';

export interface PutOptions {
  contentType: string;
  /** Cache-Control sent when the object is served, e.g. `public, max-age=3600`. */
  cacheControl?: string;
}

export interface StoredObject {
  body: Readable;
  contentType: string;
  cacheControl: string;
  size: number;
}

/**
 * Public file storage (uploads, creatives). Paths are relative, `/`-separated and made of
 * letters, digits, `.`, `_` and `-`; anything else (e.g. `..`) is refused.
 */
export interface Storage {
  put(path: string, bytes: Uint8Array, options: PutOptions): Promise<void>;
  /** The object, or null when there is none (or the path is not a valid object path). */
  get(path: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing object is not an error. */
  remove(path: string): Promise<void>;
  /**
   * Removes every object whose path starts with `prefix` (a folder such as `{userId}/`, ending
   * in `/`); used when an account is deleted. Removing an empty folder is not an error.
   */
  removePrefix(prefix: string): Promise<void>;
  /** Absolute URL where browsers can fetch the object. */
  publicUrl(path: string): string;
  /** True when the store can currently be written to. */
  check(): Promise<boolean>;
}

export const defaultCacheControl = 'public, max-age=3600';

const segment = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Whether `path` is a safe object path: no traversal, no absolute paths, no hidden names. */
export function isValidObjectPath(path: string): boolean {
  return path.length > 0 && path.length <= 1024 && path.split('/').every((part) => segment.test(part));
}
