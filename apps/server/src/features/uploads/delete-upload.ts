import { AppError } from '../../lib/app-error.ts';
import type { UploadDeps } from './save-upload.ts';
import { deleteUserUpload, findUserUpload } from './uploads.repository.ts';

/**
 * Deletes one of the user's uploads with its stored file. The file goes first: if the row
 * cannot be deleted after it, deleting again finishes the job (a missing file removes quietly).
 */
export async function deleteUpload({ db, bucket }: UploadDeps, userId: string, id: string): Promise<void> {
  const row = await findUserUpload(db, userId, id);
  if (!row) throw new AppError('UPLOAD_NOT_FOUND');
  await bucket.remove(row.path);
  if (!(await deleteUserUpload(db, userId, id))) throw new AppError('UPLOAD_NOT_FOUND');
}
