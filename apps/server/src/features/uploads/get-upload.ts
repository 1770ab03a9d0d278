import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUserUpload, type UploadRow } from './uploads.repository.ts';

/** One of the user's own uploads; anyone else's id is not found. */
export async function getUpload(db: Database, userId: string, id: string): Promise<UploadRow> {
  const row = await findUserUpload(db, userId, id);
  if (!row) throw new AppError('UPLOAD_NOT_FOUND');
  return row;
}
