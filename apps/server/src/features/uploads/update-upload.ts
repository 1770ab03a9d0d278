import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUserBrand } from '../brands/index.ts';
import { type UploadRow, updateUserUpload } from './uploads.repository.ts';

export interface UploadChanges {
  /** null or blank removes the tag. */
  tag?: string | null;
  /** One of the user's own brands; null unassigns. */
  brandId?: string | null;
}

/** Changes the tag or brand of one of the user's uploads. */
export async function updateUpload(
  db: Database,
  userId: string,
  id: string,
  { tag, brandId }: UploadChanges,
): Promise<UploadRow> {
  if (brandId && !(await isUserBrand(db, userId, brandId))) throw new AppError('BRAND_NOT_FOUND');
  const row = await updateUserUpload(db, userId, id, {
    ...(tag !== undefined && { tag: tag?.trim() || null }),
    ...(brandId !== undefined && { brandId }),
  });
  if (!row) throw new AppError('UPLOAD_NOT_FOUND');
  return row;
}
