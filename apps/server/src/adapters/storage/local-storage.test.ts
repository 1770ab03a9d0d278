import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { createLocalStorage } from './local-storage.ts';
import type { Storage } from './storage.ts';

describe('local storage', () => {
  let root: string;
  let storage: Storage;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'brandloom-storage-'));
    storage = createLocalStorage(root, 'https://ads.example.com');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stores, reads back and removes an object with its metadata', async () => {
    const bytes = new TextEncoder().encode('hello');
    await storage.put('user-1/a.txt', bytes, {
      contentType: 'text/plain',
      cacheControl: 'public, max-age=60',
    });
    const object = await storage.get('user-1/a.txt');
    expect(object).toMatchObject({ contentType: 'text/plain', cacheControl: 'public, max-age=60', size: 5 });
    expect(object && (await text(object.body))).toBe('hello');

    await storage.remove('user-1/a.txt');
    expect(await storage.get('user-1/a.txt')).toBeNull();
    await expect(storage.remove('user-1/a.txt')).resolves.toBeUndefined();
  });

  it('writes a new object under its own name, leaving no temporary file, and shows it only with its metadata', async () => {
    await storage.put('user-1/new/a.png', new Uint8Array([1, 2, 3]), { contentType: 'image/png' });
    expect(await readdir(join(root, 'objects/user-1/new'))).toEqual(['a.png']);
    expect(await readdir(join(root, 'meta/user-1/new'))).toEqual(['a.png.json']);

    await rm(join(root, 'meta/user-1/new/a.png.json'));
    expect(await storage.get('user-1/new/a.png')).toBeNull();
  });

  it('defaults to one hour of caching and builds public URLs', async () => {
    await storage.put('b.png', new Uint8Array([1]), { contentType: 'image/png' });
    expect((await storage.get('b.png'))?.cacheControl).toBe('public, max-age=3600');
    expect(storage.publicUrl('u/b.png')).toBe('https://ads.example.com/storage/u/b.png');
  });

  it('refuses paths that could leave its folder', async () => {
    for (const path of [
      '../escape.txt',
      'a/../../escape.txt',
      '/etc/passwd',
      'a//b',
      '.hidden',
      'a\\b',
      '',
    ]) {
      await expect(storage.put(path, new Uint8Array([1]), { contentType: 'text/plain' })).rejects.toThrow(
        /Invalid storage path/,
      );
      expect(await storage.get(path)).toBeNull();
    }
  });

  it('reports whether it can write', async () => {
    expect(await storage.check()).toBe(true);
    await storage.put('a-file', new Uint8Array([1]), { contentType: 'text/plain' });
    const broken = createLocalStorage(join(root, 'objects', 'a-file'), 'http://x'); // a file, not a folder
    expect(await broken.check()).toBe(false);
  });
});

describe('GET /storage/*', () => {
  it('serves stored objects publicly with their cache header, and 404 otherwise', async () => {
    const root = await mkdtemp(join(tmpdir(), 'brandloom-storage-'));
    const storage = createLocalStorage(root, 'http://localhost:3000');
    const { app, cleanup } = await createTestApp({ storage });
    try {
      await storage.put('u1/pic.png', new Uint8Array([137, 80, 78, 71]), { contentType: 'image/png' });
      const response = await app.request('/storage/u1/pic.png');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));

      expect((await app.request('/storage/u1/missing.png')).status).toBe(404);
      expect((await app.request('/storage/u1%2F..%2F..%2Fmeta%2Fu1%2Fpic.png.json')).status).toBe(404);
    } finally {
      await cleanup();
      await rm(root, { recursive: true, force: true });
    }
  });
});
