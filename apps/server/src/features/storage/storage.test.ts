import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import type { ApiErrorBody } from '@brandloom/shared/errors';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../adapters/storage/local-storage.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { startS3Peer } from '../../testing/s3-peer.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createImageTransformer } from './transform-image.ts';

async function errorOf(response: Response): Promise<ApiErrorBody['error']> {
  return ((await response.json()) as ApiErrorBody).error;
}

function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();
}

/** A tiny PNG whose header claims `width` × `height`: a decompression bomb as far as a decoder knows. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await png(1, 1));
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC covers type + data.
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

describe('GET /storage/* with image transforms', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>['app'];
  let storage: Storage;
  let cleanup: () => Promise<void>;
  let root: string;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'brandloom-images-'));
    storage = createLocalStorage(root, 'http://localhost:3000');
    const test = await createTestApp({ storage });
    app = test.app;
    cleanup = async () => {
      await test.cleanup();
      await rm(root, { recursive: true, force: true });
    };
    await storage.put('u1/photo.png', await png(400, 300), { contentType: 'image/png' });
  });
  afterEach(() => cleanup());

  it('resizes and converts, with cache headers, and serves repeats from the cache', async () => {
    const response = await app.request('/storage/u1/photo.png?w=100&format=webp');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('x-image-cache')).toBe('miss');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 100, height: 75 });

    const again = await app.request('/storage/u1/photo.png?w=100&format=webp');
    expect(again.headers.get('x-image-cache')).toBe('hit');
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('honours fit, height, quality and keeps the original format by default', async () => {
    const cover = await app.request('/storage/u1/photo.png?w=50&h=50&fit=cover&format=jpg&q=40');
    expect(cover.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await cover.arrayBuffer())).metadata()).toMatchObject({
      format: 'jpeg',
      width: 50,
      height: 50,
    });

    const inside = await app.request('/storage/u1/photo.png?h=60');
    expect(inside.headers.get('content-type')).toBe('image/png');
    expect(await sharp(Buffer.from(await inside.arrayBuffer())).metadata()).toMatchObject({
      format: 'png',
      width: 80,
      height: 60,
    });

    const contain = await app.request('/storage/u1/photo.png?w=100&h=100&fit=contain&format=png');
    expect(await sharp(Buffer.from(await contain.arrayBuffer())).metadata()).toMatchObject({
      width: 100,
      height: 100,
    });
  });

  it('never serves a replaced or removed original from the cache', async () => {
    await app.request('/storage/u1/photo.png?w=40');
    await storage.put('u1/photo.png', await png(200, 200), { contentType: 'image/png', upsert: true });
    const replaced = await app.request('/storage/u1/photo.png?w=40');
    expect(replaced.headers.get('x-image-cache')).toBe('miss');
    expect(await sharp(Buffer.from(await replaced.arrayBuffer())).metadata()).toMatchObject({
      width: 40,
      height: 40,
    });

    await storage.remove('u1/photo.png');
    const gone = await app.request('/storage/u1/photo.png?w=40');
    expect(gone.status).toBe(404);
    expect((await errorOf(gone)).code).toBe('NOT_FOUND');
  });

  it('answers 400 with translated field messages for absurd or invalid parameters', async () => {
    for (const query of [
      'w=5000',
      'h=4097',
      'w=0',
      'w=-3',
      'w=abc',
      'w=1.5',
      'q=0',
      'q=101',
      'fit=stretch',
      'format=gif',
      'w=',
    ]) {
      const response = await app.request(`/storage/u1/photo.png?${query}`);
      expect(response.status, query).toBe(400);
      const error = await errorOf(response);
      expect(error.code, query).toBe('VALIDATION_FAILED');
      expect(Object.keys(error.fields ?? {}), query).toEqual([query.split('=')[0]]);
    }
    const german = await app.request('/storage/u1/photo.png?w=99999', {
      headers: { 'Accept-Language': 'de' },
    });
    const error = await errorOf(german);
    expect(error.message).toBe('Einige Felder sind ungültig.');
    expect(error.fields?.w?.[0]).toMatch(/4096/);
    expect(error.fields?.w?.[0]).not.toMatch(/Too big/);
  });

  it('refuses a resize whose other side would be absurd', async () => {
    await storage.put('u1/strip.png', await png(2, 1000), { contentType: 'image/png' });
    const response = await app.request('/storage/u1/strip.png?w=100');
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('IMAGE_OUTPUT_TOO_LARGE');
    expect(error.message).toContain('4096');
  });

  it('refuses files that are not images, whatever their stored type says', async () => {
    await storage.put('u1/notes.txt', new TextEncoder().encode('hello'), { contentType: 'text/plain' });
    await storage.put('u1/fake.png', new TextEncoder().encode('<html><body>hi</body></html>'), {
      contentType: 'image/png',
    });
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    await storage.put('u1/logo.svg', new TextEncoder().encode(svg), { contentType: 'image/svg+xml' });
    await storage.put('u1/svg-as.png', new TextEncoder().encode(svg), { contentType: 'image/png' });
    for (const path of ['u1/notes.txt', 'u1/fake.png', 'u1/logo.svg', 'u1/svg-as.png']) {
      const response = await app.request(`/storage/${path}?w=10`);
      expect(response.status, path).toBe(415);
      expect((await errorOf(response)).code, path).toBe('IMAGE_NOT_SUPPORTED');
    }
    // Without transform parameters the file is served as stored.
    expect((await app.request('/storage/u1/notes.txt')).status).toBe(200);
  });

  it('refuses decompression bombs from the header, before decoding', async () => {
    await storage.put('u1/bomb.png', await pngClaiming(30_000, 30_000), { contentType: 'image/png' });
    const response = await app.request('/storage/u1/bomb.png?w=10');
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe('IMAGE_TOO_LARGE');
  });

  it('answers 404 for a missing object, or an invalid path, with transform parameters', async () => {
    expect((await app.request('/storage/u1/missing.png?w=10')).status).toBe(404);
    expect((await app.request('/storage/u1/..%2F..%2Fetc%2Fpasswd?w=10')).status).toBe(404);
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, { get: { parameters: { name: string }[] } }>;
    };
    const operation = document.paths['/storage/{path}']?.get;
    expect(operation?.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['path', 'w', 'h', 'fit', 'format', 'q']),
    );
  });
});

describe('image transformer cache', () => {
  it('drops the least recently used results past its byte cap', async () => {
    const root = await mkdtemp(join(tmpdir(), 'brandloom-images-'));
    try {
      const storage = createLocalStorage(root, 'http://x');
      await storage.put('u/a.png', await png(64, 64), { contentType: 'image/png' });
      const noise = await sharp(
        Buffer.from(Array.from({ length: 64 * 64 * 3 }, (_, i) => (i * 7919) % 256)),
        {
          raw: { width: 64, height: 64, channels: 3 },
        },
      )
        .png()
        .toBuffer();
      await storage.put('u/b.png', noise, { contentType: 'image/png' });
      const probe = createImageTransformer(storage);
      const sizeOfB = (await probe.transform('u/b.png', { format: 'png' })).bytes.byteLength;
      // Room for B (a quarter of the cap at most) plus a small A, but not for two Bs.
      const images = createImageTransformer(storage, { cacheBytes: sizeOfB * 4 });
      await images.transform('u/a.png', { w: 10 });
      expect((await images.transform('u/a.png', { w: 10 })).cached).toBe(true);
      // PNG ignores the quality, so each of these is as large as B, under its own cache key.
      for (let q = 1; q <= 8; q++) await images.transform('u/b.png', { q, format: 'png' });
      expect((await images.transform('u/a.png', { w: 10 })).cached).toBe(false);

      // Simultaneous requests for one variant make it once.
      const fresh = createImageTransformer(storage);
      const both = await Promise.all([
        fresh.transform('u/b.png', { w: 33 }),
        fresh.transform('u/b.png', { w: 33 }),
      ]);
      expect(both.map((result) => result.cached).sort()).toEqual([false, true]);

      const strict = createImageTransformer(storage, { maxInputPixels: 1000 });
      await expect(strict.transform('u/a.png', { w: 10 })).rejects.toMatchObject({ code: 'IMAGE_TOO_LARGE' });
      const tiny = createImageTransformer(storage, { maxInputBytes: 10 });
      await expect(tiny.transform('u/a.png', { w: 10 })).rejects.toMatchObject({ code: 'IMAGE_TOO_LARGE' });
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('GET /storage/* over S3', () => {
  it('streams stored objects and transforms images from the bucket', async () => {
    const peer = await startS3Peer('brandloom-route');
    const { app, cleanup } = await createTestApp({ storage: peer.storage() });
    try {
      const original = await png(120, 60);
      await peer.storage().put('u9/pic.png', original, { contentType: 'image/png' });
      const raw = await app.request('/storage/u9/pic.png');
      expect(raw.status).toBe(200);
      expect(raw.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(Buffer.from(await raw.arrayBuffer()).equals(original)).toBe(true);

      const small = await app.request('/storage/u9/pic.png?w=30&format=jpg');
      expect(small.headers.get('content-type')).toBe('image/jpeg');
      expect(await sharp(Buffer.from(await small.arrayBuffer())).metadata()).toMatchObject({
        width: 30,
        height: 15,
      });
      expect((await app.request('/storage/u9/pic.png?w=30&format=jpg')).headers.get('x-image-cache')).toBe(
        'hit',
      );
      expect((await app.request('/storage/u9/nope.png?w=30')).status).toBe(404);
    } finally {
      await cleanup();
      await peer.stop();
    }
  });
});
