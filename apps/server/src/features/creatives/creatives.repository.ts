import type { CreativeMode, CreativeStatus, LibraryRatio } from '@brandloom/shared/generation';
import { and, asc, desc, eq, gt, gte, ilike, inArray, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { brand, creative } from '../../db/schema.ts';
import {
  afterCursor,
  type Cursor,
  cursorPlaceholders,
  cursorValues,
  exactTimestamp,
  isoTimestamp,
} from '../../lib/cursor.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { preparedStatement } from '../../lib/prepared-statement.ts';
import { publishedColumns } from '../explore/index.ts';

export type CreativeRow = typeof creative.$inferSelect;

/**
 * A creative as the library's page reads it: the columns its cards draw (0074), and whether it has
 * a layer document rather than the document itself (kilobytes a row; 0061).
 */
const listColumns = {
  id: creative.id,
  mode: creative.mode,
  status: creative.status,
  prompt: creative.prompt,
  title: creative.title,
  ratio: creative.ratio,
  width: creative.width,
  height: creative.height,
  hasLayers: sql<boolean>`${creative.layers} is not null`,
  imagePath: creative.imagePath,
  thumbnailPath: creative.thumbnailPath,
  favorite: creative.favorite,
  archived: creative.archived,
  // As the answer writes it (0084): a page needs no Dates.
  updatedDate: isoTimestamp(creative.updatedDate),
};
export type CreativeListRow = Pick<
  CreativeRow,
  Exclude<keyof typeof listColumns, 'hasLayers' | 'updatedDate'>
> & { hasLayers: boolean; updatedDate: string };

const newerVersion = alias(creative, 'newer_version');

/**
 * The row is its creative's newest version (decision 0055): no saved edit of the same root has a
 * higher number. The library and the chat show only these.
 */
export function isNewestVersion(db: Database) {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(newerVersion)
      .where(
        and(
          eq(newerVersion.versionOf, sql`coalesce(${creative.versionOf}, ${creative.id})`),
          gt(newerVersion.version, creative.version),
        ),
      ),
  );
}

export async function findCreative(db: Database, creativeId: string): Promise<CreativeRow | undefined> {
  const [row] = await db.select().from(creative).where(eq(creative.id, creativeId));
  return row;
}

export async function findOwnCreative(db: Database, userId: string, creativeId: string) {
  const [row] = await db
    .select()
    .from(creative)
    .where(and(eq(creative.id, creativeId), eq(creative.userId, userId)));
  return row;
}

/** Those of `creativeIds` that are the user's (any order; another user's ids are simply absent). */
export async function findOwnCreatives(db: Database, userId: string, creativeIds: readonly string[]) {
  if (creativeIds.length === 0) return [];
  return db
    .select()
    .from(creative)
    .where(and(inArray(creative.id, [...creativeIds]), eq(creative.userId, userId)));
}

/** The user's creatives changed at or after `since`, oldest change first (for catching up). */
export async function listCreativesUpdatedSince(db: Database, userId: string, since: Date, limit: number) {
  return db
    .select()
    .from(creative)
    .where(and(eq(creative.userId, userId), gte(creative.updatedDate, since)))
    .orderBy(asc(creative.updatedDate), asc(creative.id))
    .limit(limit);
}

export interface CreativeFilter {
  tab: 'all' | 'favorites' | 'recent';
  archived: boolean;
  brandId?: string;
  search?: string;
  /** Only creatives in this state, e.g. `completed` for the pick-a-creative dialog. */
  status?: CreativeStatus;
  mode?: CreativeMode;
  ratio?: LibraryRatio;
  /** Creatives made since then, for the recent tab. */
  recentSince: Date;
}

/** The parts of a creatives page's statement beside the user and the archive: `all` has none. */
type CreativePagePart = 'favorites' | 'recent' | 'brand' | 'status' | 'mode' | 'ratio' | 'search' | 'after';

const creativePage = preparedStatement('creative_page', (db, shape: string) => {
  const has = (part: CreativePagePart) => shape.split('_').includes(part);
  const placeholder = sql.placeholder;
  // Flat: beside a left join, drizzle checks every cell of a nested selection again to tell an
  // absent joined row (0070).
  return db
    .select({ ...listColumns, cursorDate: exactTimestamp(creative.creationDate) })
    .from(creative)
    .leftJoin(brand, eq(brand.id, creative.brandId))
    .where(
      and(
        eq(creative.userId, placeholder('userId')),
        eq(creative.archived, placeholder('archived')),
        isNewestVersion(db),
        has('favorites') ? eq(creative.favorite, true) : undefined,
        has('recent') ? gte(creative.creationDate, placeholder('recentSince')) : undefined,
        has('brand') ? eq(creative.brandId, placeholder('brandId')) : undefined,
        has('status') ? eq(creative.status, placeholder('status')) : undefined,
        has('mode') ? eq(creative.mode, placeholder('mode')) : undefined,
        has('ratio') ? eq(creative.ratio, placeholder('ratio')) : undefined,
        has('search')
          ? or(ilike(creative.prompt, placeholder('pattern')), ilike(brand.name, placeholder('pattern')))
          : undefined,
        has('after') ? afterCursor(creative.creationDate, creative.id, cursorPlaceholders) : undefined,
      ),
    )
    .orderBy(desc(creative.creationDate), desc(creative.id))
    .limit(placeholder('limit'));
});

/** One page of the user's creatives, newest first, matching the filter. */
export function listUserCreatives(
  db: Database,
  userId: string,
  filter: CreativeFilter,
  limit: number,
  cursor?: Cursor,
): Promise<(CreativeListRow & { cursorDate: string })[]> {
  const parts: (CreativePagePart | false | undefined)[] = [
    filter.tab !== 'all' && filter.tab,
    filter.brandId !== undefined && 'brand',
    filter.status !== undefined && 'status',
    filter.mode !== undefined && 'mode',
    filter.ratio !== undefined && 'ratio',
    filter.search ? 'search' : undefined,
    cursor && 'after',
  ];
  return creativePage(db, parts.filter(Boolean).join('_') || 'all', {
    userId,
    archived: filter.archived,
    recentSince: filter.recentSince,
    brandId: filter.brandId,
    status: filter.status,
    mode: filter.mode,
    ratio: filter.ratio,
    pattern: filter.search ? containsPattern(filter.search) : undefined,
    limit,
    ...cursorValues(cursor),
  });
}

export async function updateUserCreative(
  db: Database,
  userId: string,
  id: string,
  changes: Partial<Pick<CreativeRow, 'favorite' | 'archived' | 'publishedToExplore'>>,
): Promise<CreativeRow | undefined> {
  const [row] = await db
    .update(creative)
    .set(changes.publishedToExplore ? { ...changes, ...publishedColumns() } : changes)
    .where(and(eq(creative.id, id), eq(creative.userId, userId)))
    .returning();
  return row;
}

/**
 * Deletes one of the user's creatives with its whole version chain (decision 0066): the root and
 * every saved edit of it, whichever of them is named. Answers the rows deleted; none when it is no
 * creative of the user's.
 */
export async function deleteUserCreativeChain(
  db: Database,
  userId: string,
  id: string,
): Promise<CreativeRow[]> {
  return db.transaction(async (tx) => {
    const [named] = await tx
      .select({ root: sql<string>`coalesce(${creative.versionOf}, ${creative.id})` })
      .from(creative)
      .where(and(eq(creative.id, id), eq(creative.userId, userId)));
    if (!named) return [];
    return tx
      .delete(creative)
      .where(
        and(eq(creative.userId, userId), or(eq(creative.id, named.root), eq(creative.versionOf, named.root))),
      )
      .returning();
  });
}
