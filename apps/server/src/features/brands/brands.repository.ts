import type { BrandInput } from '@brandloom/shared/brands';
import type { Plan } from '@brandloom/shared/plans';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { brand, userProfile } from '../../db/schema.ts';

export type BrandRow = typeof brand.$inferSelect;
/** The database, or a transaction of it. */
type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

function brandValues(input: BrandInput) {
  return {
    name: input.name,
    websiteUrl: input.websiteUrl,
    description: input.brief.description,
    toneOfVoice: input.brief.toneOfVoice,
    audience: input.brief.audience,
    offer: input.brief.offer,
    colors: input.colors,
    fonts: input.fonts,
    assets: input.assets,
  };
}

export function listBrandRows(db: Database, userId: string): Promise<BrandRow[]> {
  return db
    .select()
    .from(brand)
    .where(eq(brand.userId, userId))
    .orderBy(asc(sql`lower(${brand.name})`));
}

export async function findBrandRow(db: Queryable, userId: string, id: string): Promise<BrandRow | undefined> {
  const [row] = await db
    .select()
    .from(brand)
    .where(and(eq(brand.id, id), eq(brand.userId, userId)));
  return row;
}

/** The id of the user's brand called `name` (any case), if there is one. */
export async function findBrandIdByName(
  db: Queryable,
  userId: string,
  name: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: brand.id })
    .from(brand)
    .where(and(eq(brand.userId, userId), eq(sql`lower(${brand.name})`, name.toLowerCase())));
  return row?.id;
}

/**
 * The user's plan, with their profile row locked until the transaction ends: brand creations of
 * one user queue here, so each one counts the brands the previous one left.
 */
export async function lockPlan(tx: Queryable, userId: string): Promise<Plan | undefined> {
  const [row] = await tx
    .select({ plan: userProfile.plan })
    .from(userProfile)
    .where(eq(userProfile.userId, userId))
    .for('update');
  return row?.plan;
}

export async function countBrands(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.select({ brands: count() }).from(brand).where(eq(brand.userId, userId));
  return row?.brands ?? 0;
}

export async function insertBrandRow(db: Queryable, userId: string, input: BrandInput): Promise<BrandRow> {
  const [row] = await db
    .insert(brand)
    .values({ userId, ...brandValues(input) })
    .returning();
  if (!row) throw new Error('insert returned no brand');
  return row;
}

export async function updateBrandRow(
  db: Queryable,
  userId: string,
  id: string,
  input: BrandInput,
): Promise<BrandRow | undefined> {
  const [row] = await db
    .update(brand)
    .set(brandValues(input))
    .where(and(eq(brand.id, id), eq(brand.userId, userId)))
    .returning();
  return row;
}

/** Deletes the brand (uploads keep their rows: the foreign key sets their brand_id null). */
export async function deleteBrandRow(
  db: Queryable,
  userId: string,
  id: string,
): Promise<BrandRow | undefined> {
  const [row] = await db
    .delete(brand)
    .where(and(eq(brand.id, id), eq(brand.userId, userId)))
    .returning();
  return row;
}

/** Whether `brandId` is one of the user's brands (for anything that refers to a brand). */
export async function isUserBrand(db: Queryable, userId: string, brandId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: brand.id })
    .from(brand)
    .where(and(eq(brand.id, brandId), eq(brand.userId, userId)));
  return row !== undefined;
}
