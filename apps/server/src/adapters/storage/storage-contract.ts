import { randomBytes } from 'node:crypto';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidObjectPathError, ObjectExistsError, type Storage } from './storage.ts';

export interface StorageUnderTest {
  storage: Storage;
  /** What `publicUrl('u/a b.png')`-style paths start with, e.g. `http://localhost:3000/storage/`. */
  publicUrlBase: string;
  /** A storage of the same kind that cannot be reached or written, for check(). */
  broken: Storage;
  cleanup(): Promise<void>;
}

/**
 * The behaviour every Storage implementation must have; each adapter's test runs it against a
 * real instance (a temporary folder, an S3 protocol peer on loopback).
 */
export function describeStorageContract(name: string, makeStorage: () => Promise<StorageUnderTest>): void {
  describe(`Storage contract: ${name}`, () => {
    let subject: StorageUnderTest;
    let storage: Storage;
    beforeAll(async () => {
      subject = await makeStorage();
      storage = subject.storage;
    });
    afterAll(() => subject?.cleanup());

    it('stores bytes with their content type and cache control, and reads them back', async () => {
      const bytes = randomBytes(300_000);
      await storage.put('user-1/photo.jpg', bytes, {
        contentType: 'image/jpeg',
        cacheControl: 'public, max-age=60',
      });
      const object = await storage.get('user-1/photo.jpg');
      expect(object).toMatchObject({
        contentType: 'image/jpeg',
        cacheControl: 'public, max-age=60',
        size: bytes.length,
      });
      expect(object?.version).toEqual(expect.any(String));
      expect(object && (await buffer(object.body)).equals(bytes)).toBe(true);
    });

    it('caches for one hour unless told otherwise', async () => {
      await storage.put('user-1/default.txt', new TextEncoder().encode('x'), { contentType: 'text/plain' });
      expect((await storage.get('user-1/default.txt'))?.cacheControl).toBe('public, max-age=3600');
    });

    it('refuses to overwrite unless upsert is set', async () => {
      const path = 'user-2/deep/nested/name.png';
      await storage.put(path, new TextEncoder().encode('first'), { contentType: 'text/plain' });
      const before = await storage.get(path);
      before?.body.destroy();

      await expect(
        storage.put(path, new TextEncoder().encode('second'), { contentType: 'text/plain' }),
      ).rejects.toThrow(ObjectExistsError);
      const kept = await storage.get(path);
      expect(kept && (await text(kept.body))).toBe('first');

      await storage.put(path, new TextEncoder().encode('third!'), { contentType: 'text/csv', upsert: true });
      const replaced = await storage.get(path);
      expect(replaced).toMatchObject({ contentType: 'text/csv', size: 6 });
      expect(replaced?.version).not.toBe(before?.version);
      expect(replaced && (await text(replaced.body))).toBe('third!');
    });

    it('removes by path; missing objects read as null and remove quietly', async () => {
      await storage.put('user-3/gone.webp', new Uint8Array([1, 2, 3]), { contentType: 'image/webp' });
      await storage.remove('user-3/gone.webp');
      expect(await storage.get('user-3/gone.webp')).toBeNull();
      await expect(storage.remove('user-3/gone.webp')).resolves.toBeUndefined();
      expect(await storage.get('user-3/never-was.png')).toBeNull();
      // The path is free again.
      await storage.put('user-3/gone.webp', new Uint8Array([4]), { contentType: 'image/webp' });
      expect((await storage.get('user-3/gone.webp'))?.size).toBe(1);
    });

    it('moves an object with its content type and cache control, replacing what is there', async () => {
      await storage.put('user-4/old/a.png', new TextEncoder().encode('moved'), {
        contentType: 'image/png',
        cacheControl: 'public, max-age=60',
      });
      await storage.put('folder-4/a.png', new TextEncoder().encode('stale'), { contentType: 'text/plain' });
      expect(await storage.move('user-4/old/a.png', 'folder-4/a.png')).toBe(true);
      expect(await storage.get('user-4/old/a.png')).toBeNull();
      const moved = await storage.get('folder-4/a.png');
      expect(moved).toMatchObject({ contentType: 'image/png', cacheControl: 'public, max-age=60', size: 5 });
      expect(moved && (await text(moved.body))).toBe('moved');
      // Moving again (a migration run twice) finds nothing and keeps the moved object.
      expect(await storage.move('user-4/old/a.png', 'folder-4/a.png')).toBe(false);
      expect((await storage.get('folder-4/a.png'))?.size).toBe(5);
      await expect(storage.move('../a.png', 'folder-4/b.png')).rejects.toThrow(InvalidObjectPathError);
      await expect(storage.move('folder-4/a.png', '../b.png')).rejects.toThrow(InvalidObjectPathError);
    });

    it('removes every object under a folder prefix and nothing beside it', async () => {
      const put = (path: string) =>
        storage.put(path, new TextEncoder().encode(path), { contentType: 'text/plain' });
      await put('user-5/a.txt');
      await put('user-5/deep/b.png');
      await put('user-50/c.txt');
      await storage.removePrefix('user-5/');
      expect(await storage.get('user-5/a.txt')).toBeNull();
      expect(await storage.get('user-5/deep/b.png')).toBeNull();
      expect(await storage.get('user-50/c.txt')).not.toBeNull();
      await expect(storage.removePrefix('user-5/')).resolves.toBeUndefined();
      await expect(storage.removePrefix('../')).rejects.toThrow(/Invalid storage prefix/);
      await expect(storage.removePrefix('user-50')).rejects.toThrow(/Invalid storage prefix/);
    });

    it('refuses traversal and absurd paths everywhere', async () => {
      const bad = [
        '../escape.txt',
        'a/../../escape.txt',
        '/etc/passwd',
        'a//b',
        '.hidden',
        'a/./b',
        'a\\b',
        'a b',
        '%2e%2e/x',
        '',
        'x'.repeat(1025),
        `${'y'.repeat(256)}/z`,
        Array.from({ length: 17 }, () => 'd').join('/'),
      ];
      for (const path of bad) {
        await expect(storage.put(path, new Uint8Array([1]), { contentType: 'text/plain' })).rejects.toThrow(
          InvalidObjectPathError,
        );
        expect(await storage.get(path)).toBeNull();
        await expect(storage.remove(path)).rejects.toThrow(InvalidObjectPathError);
        expect(() => storage.publicUrl(path)).toThrow(InvalidObjectPathError);
      }
    });

    it('builds public URLs', () => {
      expect(storage.publicUrl('user-1/abc_123.png')).toBe(`${subject.publicUrlBase}user-1/abc_123.png`);
    });

    it('reports whether it can be reached', async () => {
      expect(await storage.check()).toBe(true);
      expect(await subject.broken.check()).toBe(false);
    });
  });
}
