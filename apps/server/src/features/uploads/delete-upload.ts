import { AppError } from '../../lib/app-error.ts';
import { removeUnusedFiles } from '../storage/index.ts';
import type { UploadDeps } from './save-upload.ts';
import { deleteUserUpload, findUserUpload } from './uploads.repository.ts';

/**
 * Deletes one of the user's uploads with its stored file, unless a brand uses that file as its
 * logo or font (then the brand keeps it).
 */
export async function deleteUpload({ db, bucket }: UploadDeps, userId: string, id: string): Promise<void> {
  const row = await findUserUpload(db, userId, id);
  if (!row || !(await deleteUserUpload(db, userId, id))) throw new AppError('UPLOAD_NOT_FOUND');
  await removeUnusedFiles({ db, storage: bucket }, userId, [row.path]);
}
