import { createReadStream } from 'node:fs';
import { access, constants, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  assertFolderPrefix,
  defaultCacheControl,
  InvalidObjectPathError,
  isValidObjectPath,
  ObjectExistsError,
  type PutOptions,
  type Storage,
} from './storage.ts';

interface Metadata {
  contentType: string;
  cacheControl: string;
}

/**
 * Objects on local disk: bytes under `<root>/objects/<path>`, their content type and cache
 * control in `<root>/meta/<path>.json` (a separate tree, so no object name can collide with it).
 */
export function createLocalStorage(root: string, publicBaseUrl: string): Storage {
  const objectsDir = join(root, 'objects');
  const metaDir = join(root, 'meta');
  const storageUrl = `${publicBaseUrl}/storage/`;

  function files(path: string) {
    if (!isValidObjectPath(path)) throw new InvalidObjectPathError(path);
    return { object: join(objectsDir, path), meta: join(metaDir, `${path}.json`) };
  }

  /** Runs a write into `file`'s folder, making the folder first when it is missing (once per folder). */
  async function inFolder(file: string, write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await mkdir(dirname(file), { recursive: true });
      await write();
    }
  }

  // Write to a temporary name then rename, so readers never see half a file.
  async function writeAtomically(file: string, data: Uint8Array | string): Promise<void> {
    const temporary = `${file}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.tmp`;
    await inFolder(temporary, () => writeFile(temporary, data));
    await rename(temporary, file);
  }

  // A new object is written under its own name at once: `wx` fails if the name exists (no race),
  // and readers do not see it before its metadata, which is written after it (get needs both).
  async function writeNew(file: string, data: Uint8Array): Promise<void> {
    try {
      await inFolder(file, () => writeFile(file, data, { flag: 'wx' }));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw error;
      await rm(file, { force: true });
      throw error;
    }
  }

  async function renameIfPresent(before: string, after: string): Promise<boolean> {
    await mkdir(dirname(after), { recursive: true });
    try {
      await rename(before, after);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  return {
    async put(path, bytes, { contentType, cacheControl = defaultCacheControl, upsert = false }: PutOptions) {
      const { object, meta } = files(path);
      const metadata = JSON.stringify({ contentType, cacheControl } satisfies Metadata);
      if (upsert) {
        await writeAtomically(meta, metadata);
        await writeAtomically(object, bytes);
        return;
      }
      try {
        await writeNew(object, bytes);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new ObjectExistsError(path);
        throw error;
      }
      // Readers see the object only once its metadata exists (get needs both).
      await writeAtomically(meta, metadata);
    },

    async get(path) {
      if (!isValidObjectPath(path)) return null;
      const { object, meta } = files(path);
      try {
        const [stats, metadata] = await Promise.all([stat(object), readFile(meta, 'utf8')]);
        if (!stats.isFile()) return null;
        const { contentType, cacheControl } = JSON.parse(metadata) as Metadata;
        return {
          body: createReadStream(object),
          contentType,
          cacheControl,
          size: stats.size,
          version: `${stats.ino}-${stats.mtimeMs}-${stats.size}`,
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async remove(path) {
      const { object, meta } = files(path);
      await rm(object, { force: true });
      await rm(meta, { force: true });
    },

    async move(from, to) {
      const source = files(from);
      const target = files(to);
      // The object first, then its metadata (get needs both): a move cut between the two is
      // finished by the next one.
      const objectMoved = await renameIfPresent(source.object, target.object);
      const metaMoved = await renameIfPresent(source.meta, target.meta);
      return objectMoved || metaMoved;
    },

    async removePrefix(prefix) {
      assertFolderPrefix(prefix);
      await rm(join(objectsDir, prefix), { recursive: true, force: true });
      await rm(join(metaDir, prefix), { recursive: true, force: true });
    },

    publicUrl(path) {
      if (!isValidObjectPath(path)) throw new InvalidObjectPathError(path);
      // A valid path holds only characters a URL takes as they are: nothing to encode (0070).
      return `${storageUrl}${path}`;
    },

    async check() {
      try {
        await mkdir(objectsDir, { recursive: true });
        await access(objectsDir, constants.W_OK);
        return true;
      } catch {
        return false;
      }
    },
  };
}
