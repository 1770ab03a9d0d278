import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { createS3Storage, type S3StorageOptions } from '../adapters/storage/s3-storage.ts';

const s3TestCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * An S3 protocol peer (s3rver) on 127.0.0.1 at a free port, with one empty bucket, and a way to
 * make storages that talk to it path-style. `stop` closes it and deletes its folder.
 */
export async function startS3Peer(bucket = 'brandloom-test') {
  const directory = await mkdtemp(join(tmpdir(), 'brandloom-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    storage(overrides: Partial<S3StorageOptions> = {}) {
      return createS3Storage({
        bucket,
        ...s3TestCredentials,
        endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        appPublicUrl: 'http://localhost:3000',
        ...overrides,
      });
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
