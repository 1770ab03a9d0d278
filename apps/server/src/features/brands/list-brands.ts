import type { Brand } from '@brandloom/shared/brands';
import { type Plan, planRules } from '@brandloom/shared/plans';
import { findPlan } from '../profile/index.ts';
import type { BrandDeps } from './brand-files.ts';
import { brandView } from './brand-view.ts';
import { listBrandRows } from './brands.repository.ts';

/** The user's brands by name, with how many their plan allows (null: unlimited). */
export async function listBrands(
  { db, storage }: BrandDeps,
  userId: string,
): Promise<{ brands: Brand[]; plan: Plan; maxBrands: number | null }> {
  const plan = (await findPlan(db, userId)) ?? 'free';
  const rows = await listBrandRows(db, userId);
  return { brands: rows.map((row) => brandView(row, storage)), plan, maxBrands: planRules[plan].maxBrands };
}
