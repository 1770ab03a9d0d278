import type { Brand, BrandInput } from '@brandloom/shared/brands';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { brandFilePaths, removeUnusedFiles } from '../storage/index.ts';
import { assertOwnFiles, type BrandDeps } from './brand-files.ts';
import { brandView } from './brand-view.ts';
import { findBrandIdByName, findBrandRow, updateBrandRow } from './brands.repository.ts';
import { brandExists, requireBrandName } from './create-brand.ts';
import { assertBrandId } from './get-brand.ts';

/**
 * Replaces a brand's data. Renaming it to the name of another of the user's brands is BRAND_EXISTS;
 * logos and fonts the brand no longer uses are removed from storage.
 */
export async function updateBrand(
  { db, storage }: BrandDeps,
  userId: string,
  id: string,
  input: BrandInput,
): Promise<Brand> {
  assertBrandId(id);
  requireBrandName(input.name);
  await assertOwnFiles(db, userId, input);
  const before = await findBrandRow(db, userId, id);
  if (!before) throw new AppError('BRAND_NOT_FOUND');
  let row: Awaited<ReturnType<typeof updateBrandRow>>;
  try {
    row = await updateBrandRow(db, userId, id, input);
  } catch (error) {
    if (!isUniqueViolation(error, 'brand_user_name_idx')) throw error;
    throw brandExists(input.name, await findBrandIdByName(db, userId, input.name));
  }
  if (!row) throw new AppError('BRAND_NOT_FOUND');
  await removeUnusedFiles({ db, storage }, userId, brandFilePaths(before));
  return brandView(row, storage);
}
