import type { Plan } from '@brandloom/shared/plans';
import type { TemplateView } from '@brandloom/shared/templates';
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  getTableName,
  inArray,
  isNotNull,
  isNull,
  not,
  notExists,
  notInArray,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { type Database, type Executor, tableExists } from '../../db/client.ts';
import { keptRowCount, keptTableRows } from '../../db/kept-counts.ts';
import { appMeta, template, templateFavorite, templateUse, userProfile } from '../../db/schema.ts';
import { preparedStatement } from '../../lib/prepared-statement.ts';
import type { TemplateCatalogue } from './catalog/catalog.ts';

export type TemplateRow = typeof template.$inferSelect;

/** A template with the caller's own marks on it. */
export interface UserTemplateRow extends TemplateRow {
  favorite: boolean;
  lastUsedAt: Date | null;
}

export interface TemplateFilter {
  view: TemplateView;
  /** Only templates of these themes (a text search resolved in code); undefined: any theme. */
  themeKeys?: readonly string[];
  category?: string;
  aspect?: string;
  featuredOnly: boolean;
}

const live = isNull(template.deletedAt);

/**
 * Which parts of a filter a query has: the text of its statement depends on these alone, the values
 * are placeholders (`userId`, `themeKeys`, `category`, `aspect`, and `limit` and `offset` for a page).
 */
interface FilterShape {
  view: TemplateView;
  themes: boolean;
  category: boolean;
  aspect: boolean;
  featured: boolean;
}

function shapeName(filter: TemplateFilter): string {
  const parts = [
    filter.themeKeys && 'themes',
    filter.category && 'category',
    filter.aspect && 'aspect',
    filter.featuredOnly && 'featured',
  ];
  return [filter.view, ...parts.filter(Boolean)].join('_');
}

function parseShape(name: string): FilterShape {
  const [view, ...parts] = name.split('_');
  return {
    view: view as TemplateView,
    themes: parts.includes('themes'),
    category: parts.includes('category'),
    aspect: parts.includes('aspect'),
    featured: parts.includes('featured'),
  };
}

function filterValues(userId: string, filter: TemplateFilter) {
  return {
    userId,
    themeKeys: filter.themeKeys ? [...filter.themeKeys] : undefined,
    category: filter.category,
    aspect: filter.aspect,
  };
}

const userPlaceholder = sql.placeholder('userId');

/** The favourites and recent views' joins: to the marks of the user in `userId`. */
const on = {
  favorite: and(eq(templateFavorite.templateId, template.id), eq(templateFavorite.userId, userPlaceholder)),
  use: and(eq(templateUse.templateId, template.id), eq(templateUse.userId, userPlaceholder)),
};

/**
 * A template's columns with the caller's marks on it, each read by its primary key for the rows
 * selected only: a page's 24 rows cost 48 index probes and Postgres plans no join (0080).
 */
function userTemplateColumns(userId: string | Placeholder) {
  // Drizzle leaves columns unqualified in a one-table select; the template's id must name the
  // outer row (the table, or the page's subquery named as it), whatever the marks' tables hold.
  const templateId = sql`${sql.identifier(getTableName(template))}.${sql.identifier(template.id.name)}`;
  return {
    ...getTableColumns(template),
    favorite: sql<boolean>`exists (select 1 from ${templateFavorite} where ${templateFavorite.userId} = ${userId} and ${templateFavorite.templateId} = ${templateId})`,
    lastUsedAt:
      sql<Date | null>`(select ${templateUse.lastUsedAt} from ${templateUse} where ${templateUse.userId} = ${userId} and ${templateUse.templateId} = ${templateId})`.mapWith(
        templateUse.lastUsedAt,
      ),
  };
}

function conditions(shape: FilterShape): SQL | undefined {
  return and(
    live,
    shape.themes ? sql`${template.themeKey} = any(${sql.placeholder('themeKeys')})` : undefined,
    shape.category ? eq(template.category, sql.placeholder('category')) : undefined,
    shape.aspect ? eq(template.aspect, sql.placeholder('aspect')) : undefined,
    shape.featured ? eq(template.featured, true) : undefined,
  );
}

/** The templates of the filter, joined to the user's favourites or uses when the view lists those. */
function matchingTemplates<Fields extends SelectedFields>(db: Executor, shape: FilterShape, fields: Fields) {
  const query = db.select(fields).from(template).where(conditions(shape)).$dynamic();
  if (shape.view === 'favorites') return query.innerJoin(templateFavorite, on.favorite);
  if (shape.view === 'recent') return query.innerJoin(templateUse, on.use);
  return query;
}

/**
 * Each view's order, as its index reads it: template_order_idx (or template_category_idx) for
 * all, the user's (timestamp, template id) indexes backwards for favourites and recent (0044).
 */
const orders = {
  all: [sql`${template.featured} desc nulls last`, template.sortOrder],
  favorites: [desc(templateFavorite.creationDate), desc(templateFavorite.templateId)],
  recent: [desc(templateUse.lastUsedAt), desc(templateUse.templateId)],
} satisfies Record<TemplateView, unknown[]>;

/** When the user marked a template of a favourites or recent page: that view's order, kept with its rows. */
const markedAt = {
  favorites: templateFavorite.creationDate,
  recent: templateUse.lastUsedAt,
};
const byMarkedAt = [sql`marked_at desc`, desc(template.id)];

/**
 * One page of templates with the user's marks. "all" lists featured first, then the catalogue's
 * mixed order; favourites newest first; recent last used first. The page's rows are found on the
 * view's index (an offset there skips index entries, not joined rows), in a subquery named as the
 * table, so the marks read of its rows only. Joining the marks instead had Postgres weigh join
 * orders on every request (a plan per request: the limit is a parameter), ~0.6 ms on PGlite, more
 * than reading the page (0080). A named statement per filter shape (0061, 0070).
 */
const templatePage = preparedStatement('template_page', (db, name: string) => {
  const shape = parseShape(name);
  const columns = getTableColumns(template);
  const rows = matchingTemplates(
    db,
    shape,
    shape.view === 'all' ? columns : { ...columns, markedAt: sql`${markedAt[shape.view]}`.as('marked_at') },
  )
    .orderBy(...orders[shape.view])
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as(getTableName(template));
  return db
    .select(userTemplateColumns(userPlaceholder))
    .from(rows)
    .orderBy(...(shape.view === 'all' ? orders.all : byMarkedAt));
});

export function findTemplatePage(
  db: Executor,
  userId: string,
  filter: TemplateFilter,
  page: { limit: number; offset: number },
): Promise<UserTemplateRow[]> {
  return templatePage(db, shapeName(filter), { ...filterValues(userId, filter), ...page });
}

/**
 * How many of the user's favourites (or used templates) match a filter: their marks, less those on
 * a template the filter leaves out. Joining the marks to the matching templates made Postgres hash
 * one whole side per request (~30 ms for 10,000 favourites); this counts the user's index entries
 * and looks each one's template up (0061).
 */
function countMarked(db: Executor, shape: FilterShape) {
  const marks = shape.view === 'favorites' ? templateFavorite : templateUse;
  const leftOut = db
    .select({ one: sql`1` })
    .from(template)
    .where(and(eq(template.id, marks.templateId), not(conditions(shape) ?? live)));
  return db
    .select({ total: count() })
    .from(marks)
    .where(and(eq(marks.userId, userPlaceholder), notExists(leftOut)));
}

/**
 * How many of the user's favourites (or used templates) are on live templates, with no other
 * filter: the number the database keeps per user (migration 0028), less their marks on deleted
 * templates, which are few (read from `template_deleted_idx`, each looked up in the marks' key)
 * (0082).
 */
function countKeptMarks(db: Executor, view: 'favorites' | 'recent') {
  const marks = view === 'favorites' ? templateFavorite : templateUse;
  const kept = keptRowCount(db, view === 'favorites' ? 'template_favorite' : 'template_use', userPlaceholder);
  const deleted = db.select({ id: template.id }).from(template).where(isNotNull(template.deletedAt));
  const onDeleted = db
    .select({ marks: count() })
    .from(marks)
    .where(and(eq(marks.userId, userPlaceholder), inArray(marks.templateId, deleted)));
  return sql`select ${kept} - (${onDeleted})`;
}

/**
 * How many templates the filter shape matches. Unfiltered, the database keeps the numbers: the live
 * templates' (0080) and each user's marks (0082).
 */
function countMatching(db: Executor, shape: FilterShape) {
  const filtered = shape.themes || shape.category || shape.aspect || shape.featured;
  if (shape.view !== 'all') return filtered ? countMarked(db, shape) : countKeptMarks(db, shape.view);
  if (filtered) return matchingTemplates(db, shape, { total: count() });
  return keptTableRows(db, 'live_template');
}

/**
 * How many templates match in all, and the caller's plan (which templates they may use), in one
 * round trip: with the page, a list request costs two statements, each named per filter shape.
 */
const templateCountWithPlan = preparedStatement('template_count', (db, name: string) => {
  const shape = parseShape(name);
  const matching = countMatching(db, shape);
  const plan = db
    .select({ plan: userProfile.plan })
    .from(userProfile)
    .where(eq(userProfile.userId, userPlaceholder));
  return db
    .select({ total: sql<number>`(${matching})`.mapWith(Number), plan: sql<Plan | null>`(${plan})` })
    .from(sql`(values (1)) as one`);
});

export async function countTemplatesWithPlan(
  db: Executor,
  userId: string,
  filter: TemplateFilter,
): Promise<{ total: number; plan: Plan | null }> {
  const [row] = await templateCountWithPlan(db, shapeName(filter), filterValues(userId, filter));
  return { total: row?.total ?? 0, plan: row?.plan ?? null };
}

/** A template that is not deleted, with the user's marks; null for an unknown or deleted id. */
export async function findUserTemplate(
  db: Database,
  userId: string,
  id: string,
): Promise<UserTemplateRow | null> {
  const [row] = await db
    .select(userTemplateColumns(userId))
    .from(template)
    .where(and(eq(template.id, id), live));
  return row ?? null;
}

/** A template that is not deleted; null for an unknown or deleted id. */
export async function findLiveTemplate(db: Executor, id: string): Promise<TemplateRow | null> {
  const [row] = await db
    .select()
    .from(template)
    .where(and(eq(template.id, id), live));
  return row ?? null;
}

/** Marks a template as the user's favourite; already marked is fine. */
export async function addFavorite(db: Database, userId: string, templateId: string): Promise<void> {
  await db.insert(templateFavorite).values({ userId, templateId }).onConflictDoNothing();
}

/** Unmarks it; not marked is fine. */
export async function removeFavorite(db: Database, userId: string, templateId: string): Promise<void> {
  await db
    .delete(templateFavorite)
    .where(and(eq(templateFavorite.userId, userId), eq(templateFavorite.templateId, templateId)));
}

/** Records that the user made a creative from the template now (in the caller's transaction). */
export async function recordTemplateUse(
  executor: Executor,
  userId: string,
  templateId: string,
): Promise<void> {
  await executor
    .insert(templateUse)
    .values({ userId, templateId })
    .onConflictDoUpdate({
      target: [templateUse.userId, templateUse.templateId],
      set: { lastUsedAt: sql`now()` },
    });
}

/** Sets the featured flag of a template that is not deleted; false when there is none. */
export async function setFeatured(db: Database, id: string, featured: boolean): Promise<boolean> {
  const updated = await db
    .update(template)
    .set({ featured })
    .where(and(eq(template.id, id), live))
    .returning({ id: template.id });
  return updated.length > 0;
}

/** Soft-deletes a template (the seed never brings it back); false when there is none to delete. */
export async function softDeleteTemplate(db: Database, id: string): Promise<boolean> {
  const deleted = await db
    .update(template)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(template.id, id), live))
    .returning({ id: template.id });
  return deleted.length > 0;
}

// The catalogue seed (seed-templates.ts).

const catalogueVersionKey = 'templates_catalogue_version';

export async function findCatalogueVersion(db: Database): Promise<string | undefined> {
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, catalogueVersionKey));
  return row?.value;
}

/** The stored catalogue version, also asked before the schema exists (a new database being migrated). */
export async function findCatalogueVersionIfStored(db: Database): Promise<string | undefined> {
  return (await tableExists(db, appMeta)) ? findCatalogueVersion(db) : undefined;
}

/**
 * Inserts the catalogue's templates, or updates what the catalogue owns of rows already there,
 * in one statement whatever their number: the rows travel as one JSON parameter (0043), read as
 * json rather than jsonb, whose binary form costs Postgres more to build than it saves (0077).
 * The start-up bench's floor sends the same statement (0081).
 */
export function upsertTemplatesStatement(items: TemplateCatalogue['templates']): SQL {
  const rows = items.map((item) => ({
    id: item.id,
    theme_key: item.themeKey,
    category: item.category,
    aspect: item.aspect,
    family: item.family,
    look: item.look,
    premium: item.premium,
    featured: item.featured,
    sort_order: item.sortOrder,
  }));
  // Unchanged rows are left alone (no dead tuples on every new version).
  return sql`
    insert into ${template} (id, theme_key, category, aspect, family, look, premium, featured, sort_order)
    select * from json_to_recordset(${JSON.stringify(rows)}::json) as item(
      id text, theme_key text, category text, aspect text, family text, look integer,
      premium boolean, featured boolean, sort_order integer)
    on conflict (id) do update
      set premium = excluded.premium, sort_order = excluded.sort_order, updated_date = now()
      where (${template.premium}, ${template.sortOrder}) is distinct from (excluded.premium, excluded.sort_order)`;
}

export async function upsertTemplates(tx: Executor, items: TemplateCatalogue['templates']): Promise<void> {
  await tx.execute(upsertTemplatesStatement(items));
}

export async function softDeleteThemesOtherThan(tx: Executor, themeKeys: string[]): Promise<void> {
  await tx
    .update(template)
    .set({ deletedAt: sql`now()` })
    .where(and(isNull(template.deletedAt), notInArray(template.themeKey, themeKeys)));
}

/**
 * Fresh statistics after a seed: without them Postgres takes the 11,088 new rows for a few dozen
 * and sorts the whole table for every page instead of reading its order from an index (0044).
 */
export async function analyzeTemplates(db: Database): Promise<void> {
  await db.execute(sql`analyze ${template}`);
}

export async function saveCatalogueVersion(tx: Executor, version: string): Promise<void> {
  await tx
    .insert(appMeta)
    .values({ key: catalogueVersionKey, value: version })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: version, updatedAt: sql`now()` } });
}
