import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import { startS3Peer } from '../../testing/s3-peer.ts';
import { createStorage } from './index.ts';
import { createLocalStorage } from './local-storage.ts';
import { ObjectExistsError } from './storage.ts';
import { describeStorageContract } from './storage-contract.ts';

describeStorageContract('local disk', async () => {
  const root = await mkdtemp(join(tmpdir(), 'brandloom-storage-'));
  const blocker = join(root, 'blocker');
  await writeFile(blocker, 'a file where a folder should be');
  return {
    storage: createLocalStorage(join(root, 'store'), 'http://localhost:3000'),
    publicUrlBase: 'http://localhost:3000/storage/',
    broken: createLocalStorage(blocker, 'http://localhost:3000'),
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
});

describeStorageContract('S3 (s3rver on loopback, path-style)', async () => {
  const peer = await startS3Peer();
  return {
    storage: peer.storage(),
    publicUrlBase: 'http://localhost:3000/storage/',
    broken: peer.storage({ bucket: 'no-such-bucket' }),
    cleanup: () => peer.stop(),
  };
});

describe('S3 storage specifics', () => {
  it('links to S3_PUBLIC_URL when set, and is chosen by createStorage when S3_BUCKET is set', async () => {
    const peer = await startS3Peer('brandloom-env');
    try {
      const env = loadEnv({
        S3_BUCKET: peer.bucket,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_ENDPOINT: peer.endpoint,
        S3_FORCE_PATH_STYLE: 'true',
        S3_PUBLIC_URL: 'https://cdn.example.com/files/',
        DATA_DIR: join(tmpdir(), 'brandloom-unused-data-dir'),
      });
      const storage = createStorage(env);
      expect(storage.publicUrl('u/a.png')).toBe('https://cdn.example.com/files/u/a.png');
      await storage.put('u/a.png', new Uint8Array([1, 2]), { contentType: 'image/png' });
      // The object landed in the bucket, where a second client sees it.
      expect((await peer.storage().get('u/a.png'))?.size).toBe(2);
      expect(await storage.check()).toBe(true);
    } finally {
      await peer.stop();
    }
  });

  it('lets only one of two racing writers create a path on local disk', async () => {
    const root = await mkdtemp(join(tmpdir(), 'brandloom-storage-'));
    try {
      const storage = createLocalStorage(root, 'http://x');
      const results = await Promise.allSettled(
        ['one', 'two', 'three'].map((body) =>
          storage.put('u/race.txt', new TextEncoder().encode(body), { contentType: 'text/plain' }),
        ),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const result of results) {
        if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(ObjectExistsError);
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
