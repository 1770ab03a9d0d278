import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uploadsBucket } from '@brandloom/shared/uploads';
import { afterAll, describe, expect, it } from 'vitest';
import { BucketRuleError, openBucket } from './bucket.ts';
import { createLocalStorage } from './local-storage.ts';

const root = await mkdtemp(join(tmpdir(), 'brandloom-bucket-'));
afterAll(() => rm(root, { recursive: true, force: true }));

describe('a bucket on a store', () => {
  const storage = createLocalStorage(root, 'http://localhost:3000');
  const uploads = openBucket(storage, uploadsBucket);

  it('refuses bytes over its size limit and content types it does not allow, storing nothing', async () => {
    const tooBig = new Uint8Array(uploadsBucket.fileSizeLimit + 1);
    await expect(uploads.put('u/big.png', tooBig, { contentType: 'image/png' })).rejects.toMatchObject({
      rule: 'file_size_limit',
      bucket: 'uploads',
    });
    await expect(
      uploads.put('u/page.png', new TextEncoder().encode('<html>'), { contentType: 'text/html' }),
    ).rejects.toThrow(BucketRuleError);
    await expect(
      uploads.put('u/logo.svg', new TextEncoder().encode('<svg/>'), { contentType: 'image/svg+xml' }),
    ).rejects.toMatchObject({ rule: 'allowed_mime_types' });
    expect(await storage.get('u/big.png')).toBeNull();
    expect(await storage.get('u/page.png')).toBeNull();
  });

  it('stores what keeps to the rules in the underlying store, at the same path', async () => {
    const limit = new Uint8Array(uploadsBucket.fileSizeLimit);
    await uploads.put('u/exactly-the-limit.webp', limit, { contentType: 'image/webp' });
    expect((await storage.get('u/exactly-the-limit.webp'))?.size).toBe(uploadsBucket.fileSizeLimit);
    expect(uploads.publicUrl('u/a.png')).toBe(storage.publicUrl('u/a.png'));
    expect(uploads.config).toBe(uploadsBucket);
  });
});
