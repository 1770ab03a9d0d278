import { randomUUID } from 'node:crypto';
import type { Bucket } from '../../adapters/storage/bucket.ts';
import type { Database } from '../../db/client.ts';
import { uploadsTableExists } from './uploads.repository.ts';

export interface UploadSetup {
  table: { exists: boolean };
  bucket: { id: string; reachable: boolean; writable: boolean };
}

// The smallest valid PNG (1×1): the probe is a file the uploads bucket really accepts.
const probePng = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/**
 * What the admin page warns about (spec §2 "admin setup notices"): the uploads table is missing
 * (migrations did not run), or the uploads bucket cannot be reached or written to. Writing is
 * proven by storing and removing a probe file outside every user's folder.
 */
export async function checkUploadSetup({
  db,
  bucket,
}: {
  db: Database;
  bucket: Bucket;
}): Promise<UploadSetup> {
  const [exists, reachable] = await Promise.all([
    uploadsTableExists(db).catch(() => false),
    bucket.check().catch(() => false),
  ]);
  let writable = false;
  if (reachable) {
    const probe = `setup-check/${randomUUID()}.png`;
    try {
      await bucket.put(probe, probePng, { contentType: 'image/png', upsert: true });
      await bucket.remove(probe);
      writable = true;
    } catch {
      writable = false;
    }
  }
  return { table: { exists }, bucket: { id: bucket.config.id, reachable, writable } };
}
