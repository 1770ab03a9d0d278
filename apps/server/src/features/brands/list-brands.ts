import type { Brand } from '@brandloom/shared/brands';
import { type Plan, planRules } from '@brandloom/shared/plans';
import { decodeNameCursor, encodeNameCursor, pageWithCursor } from '../../lib/cursor.ts';
import type { BrandDeps } from './brand-files.ts';
import { brandView } from './brand-view.ts';
import { findPlanAndBrandCount, listBrandRows } from './brands.repository.ts';

export interface BrandPage {
  brands: Brand[];
  nextCursor: string | null;
  /** How many brands the user has in all. */
  total: number;
  plan: Plan;
  maxBrands: number | null;
}

/**
 * The user's brands by name, `limit` at a time after `cursor`, with how many they have and how
 * many their plan allows (null: unlimited).
 */
export async function listBrands(
  { db, storage }: BrandDeps,
  userId: string,
  { limit, cursor }: { limit: number; cursor?: string },
): Promise<BrandPage> {
  const [rows, { plan, brands: total }] = await Promise.all([
    listBrandRows(db, userId, limit + 1, decodeNameCursor(cursor)),
    findPlanAndBrandCount(db, userId),
  ]);
  const { page, nextCursor } = pageWithCursor(rows, limit, (row) => encodeNameCursor(row.lowerName));
  const userPlan = plan ?? 'free';
  return {
    brands: page.map((row) => brandView(row, storage)),
    nextCursor,
    total,
    plan: userPlan,
    maxBrands: planRules[userPlan].maxBrands,
  };
}
