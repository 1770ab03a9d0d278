import { createReadStream } from 'node:fs';
import { access, constants, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { defaultCacheControl, isValidObjectPath, type PutOptions, type Storage } from './storage.ts';

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

  function files(path: string) {
    if (!isValidObjectPath(path)) throw new Error(`Invalid storage path: ${JSON.stringify(path)}`);
    return { object: join(objectsDir, path), meta: join(metaDir, `${path}.json`) };
  }

  // Write to a temporary name then rename, so readers never see half a file.
  async function writeAtomically(file: string, data: Uint8Array | string): Promise<void> {
    await mkdir(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, file);
  }

  return {
    async put(path, bytes, { contentType, cacheControl = defaultCacheControl }: PutOptions) {
      const { object, meta } = files(path);
      await writeAtomically(meta, JSON.stringify({ contentType, cacheControl } satisfies Metadata));
      await writeAtomically(object, bytes);
    },

    async get(path) {
      if (!isValidObjectPath(path)) return null;
      const { object, meta } = files(path);
      try {
        const [stats, metadata] = await Promise.all([stat(object), readFile(meta, 'utf8')]);
        if (!stats.isFile()) return null;
        const { contentType, cacheControl } = JSON.parse(metadata) as Metadata;
        return { body: createReadStream(object), contentType, cacheControl, size: stats.size };
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

    async removePrefix(prefix) {
      // Only whole folders: a bare `abc` must not also take `abcdef/`.
      if (!prefix.endsWith('/') || !isValidObjectPath(prefix.slice(0, -1))) {
        throw new Error(`Invalid storage prefix: ${JSON.stringify(prefix)}`);
      }
      await rm(join(objectsDir, prefix), { recursive: true, force: true });
      await rm(join(metaDir, prefix), { recursive: true, force: true });
    },

    publicUrl(path) {
      files(path);
      return `${publicBaseUrl}/storage/${path.split('/').map(encodeURIComponent).join('/')}`;
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
