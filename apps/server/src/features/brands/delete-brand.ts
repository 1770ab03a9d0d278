import { AppError } from '../../lib/app-error.ts';
import { brandFilePaths, removeUnusedFiles } from '../storage/index.ts';
import type { BrandDeps } from './brand-files.ts';
import { deleteBrandRow } from './brands.repository.ts';
import { assertBrandId } from './get-brand.ts';

/** Deletes a brand and the logo and font files only it used; its uploads stay, unassigned. */
export async function deleteBrand({ db, storage }: BrandDeps, userId: string, id: string): Promise<void> {
  assertBrandId(id);
  const row = await deleteBrandRow(db, userId, id);
  if (!row) throw new AppError('BRAND_NOT_FOUND');
  await removeUnusedFiles({ db, storage }, userId, brandFilePaths(row));
}
