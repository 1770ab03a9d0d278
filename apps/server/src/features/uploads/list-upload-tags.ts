import type { Database } from '../../db/client.ts';
import { listUserUploadTags } from './uploads.repository.ts';

/** The tags on the user's uploads, for the library's tag filter. */
export function listUploadTags(db: Database, userId: string): Promise<string[]> {
  return listUserUploadTags(db, userId);
}
