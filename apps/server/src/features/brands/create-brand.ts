import type { Brand, BrandInput } from '@brandloom/shared/brands';
import { canCreateBrand, planRules } from '@brandloom/shared/plans';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { assertOwnFiles, type BrandDeps } from './brand-files.ts';
import { brandView } from './brand-view.ts';
import { countBrands, findBrandIdByName, insertBrandRow, lockPlan } from './brands.repository.ts';

/** BRAND_NAME_REQUIRED for an empty name (with the field message the form shows). */
export function requireBrandName(name: string): void {
  if (name.trim() === '') throw new AppError('BRAND_NAME_REQUIRED', { field: 'name' });
}

/** BRAND_EXISTS naming the brand that has the name, so the UI can offer to edit it. */
export function brandExists(name: string, brandId: string | undefined): AppError {
  return new AppError('BRAND_EXISTS', { params: { name }, details: { brandId: brandId ?? null } });
}

/**
 * Creates a brand within the plan's cap (spec §5, §6). The check and the insert run in one
 * transaction holding the user's profile row, so concurrent creates cannot pass the cap together;
 * the unique index on (user, lower(name)) settles two creates of one name.
 */
export async function createBrand(
  { db, storage }: BrandDeps,
  userId: string,
  input: BrandInput,
): Promise<Brand> {
  requireBrandName(input.name);
  await assertOwnFiles(db, userId, input);
  try {
    const row = await db.transaction(async (tx) => {
      const plan = await lockPlan(tx, userId);
      if (!plan) throw new AppError('NOT_FOUND');
      const existing = await findBrandIdByName(tx, userId, input.name);
      if (existing) throw brandExists(input.name, existing);
      if (!canCreateBrand(plan, await countBrands(tx, userId))) {
        const max = planRules[plan].maxBrands ?? 0;
        throw new AppError('TOO_MANY_BRANDS', { params: { count: max }, details: { max, plan } });
      }
      return insertBrandRow(tx, userId, input);
    });
    return brandView(row, storage);
  } catch (error) {
    if (!isUniqueViolation(error, 'brand_user_name_idx')) throw error;
    throw brandExists(input.name, await findBrandIdByName(db, userId, input.name));
  }
}
