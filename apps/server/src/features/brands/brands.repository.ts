import type { BrandInput } from '@brandloom/shared/brands';
import type { Plan } from '@brandloom/shared/plans';
import { and, asc, count, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { keptRowCount } from '../../db/kept-counts.ts';
import { brand, userProfile } from '../../db/schema.ts';
import { preparedStatement } from '../../lib/prepared-statement.ts';

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

const lowerName = sql<string>`lower(${brand.name})`;

const userId = sql.placeholder('userId');

/** A page of the user's brands, first or after a cursor: a named statement each (0061, 0070). */
const brandPage = preparedStatement('brand_page', (db, shape: 'first' | 'after') =>
  db
    .select({ ...getTableColumns(brand), lowerName })
    .from(brand)
    .where(
      and(
        eq(brand.userId, userId),
        shape === 'after' ? gt(lowerName, sql.placeholder('afterName')) : undefined,
      ),
    )
    .orderBy(asc(lowerName))
    .limit(sql.placeholder('limit')),
);

/**
 * `limit` of the user's brands by name after the brand whose lower-cased name is `afterName`, each
 * with that name (the cursor): read in the order of their unique `(user_id, lower(name))` index.
 */
export function listBrandRows(
  db: Executor,
  ownerId: string,
  limit: number,
  afterName?: string,
): Promise<(BrandRow & { lowerName: string })[]> {
  return brandPage(db, afterName === undefined ? 'first' : 'after', { userId: ownerId, limit, afterName });
}

const planAndBrandCount = preparedStatement('brand_plan_and_count', (db) =>
  db
    .select({
      plan: userProfile.plan,
      // Kept by the database's triggers rather than counted per request (0082).
      brands: keptRowCount(db, 'brand', userId),
    })
    .from(userProfile)
    .where(eq(userProfile.userId, userId)),
);

/** The user's plan and how many brands they have, in one statement. */
export async function findPlanAndBrandCount(
  db: Executor,
  ownerId: string,
): Promise<{ plan: Plan | null; brands: number }> {
  const [row] = await planAndBrandCount(db, 'all', { userId: ownerId });
  return { plan: row?.plan ?? null, brands: row?.brands ?? 0 };
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
