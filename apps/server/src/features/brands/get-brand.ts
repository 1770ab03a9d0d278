import type { Brand } from '@brandloom/shared/brands';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { BrandDeps } from './brand-files.ts';
import { brandView } from './brand-view.ts';
import { findBrandRow } from './brands.repository.ts';

const isUuid = (id: string) => z.uuid().safeParse(id).success;

/** Ids that are not UUIDs cannot name a brand: they answer the same 404 as another user's brand. */
export function assertBrandId(id: string): void {
  if (!isUuid(id)) throw new AppError('BRAND_NOT_FOUND');
}

/** One of the user's brands; another user's brand is BRAND_NOT_FOUND like a missing one. */
export async function getBrand({ db, storage }: BrandDeps, userId: string, id: string): Promise<Brand> {
  assertBrandId(id);
  const row = await findBrandRow(db, userId, id);
  if (!row) throw new AppError('BRAND_NOT_FOUND');
  return brandView(row, storage);
}
