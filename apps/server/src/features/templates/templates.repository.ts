import type { Plan } from '@brandloom/shared/plans';
import type { TemplateView } from '@brandloom/shared/templates';
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.ts';
import { appMeta, template, templateFavorite, templateUse, userProfile } from '../../db/schema.ts';
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

function userJoins(userId: string) {
  return {
    favorite: and(eq(templateFavorite.templateId, template.id), eq(templateFavorite.userId, userId)),
    use: and(eq(templateUse.templateId, template.id), eq(templateUse.userId, userId)),
  };
}

const userTemplateColumns = {
  ...getTableColumns(template),
  favorite: sql<boolean>`${templateFavorite.userId} is not null`,
  lastUsedAt: templateUse.lastUsedAt,
};

function conditions(filter: TemplateFilter): SQL | undefined {
  return and(
    live,
    filter.themeKeys ? inArray(template.themeKey, [...filter.themeKeys]) : undefined,
    filter.category ? eq(template.category, filter.category) : undefined,
    filter.aspect ? eq(template.aspect, filter.aspect) : undefined,
    filter.featuredOnly ? eq(template.featured, true) : undefined,
  );
}

/** The templates of the filter, joined to the user's favourites or uses when the view lists those. */
function matchingTemplates<Fields extends SelectedFields>(
  db: Database,
  userId: string,
  filter: TemplateFilter,
  fields: Fields,
) {
  const on = userJoins(userId);
  const query = db.select(fields).from(template).where(conditions(filter)).$dynamic();
  if (filter.view === 'favorites') return query.innerJoin(templateFavorite, on.favorite);
  if (filter.view === 'recent') return query.innerJoin(templateUse, on.use);
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

/**
 * One page of templates with the user's marks. "all" lists featured first, then the catalogue's
 * mixed order; favourites newest first; recent last used first. The page's ids are found on the
 * view's index alone (an offset there skips index entries, not joined rows); only those rows
 * are then joined to the user's marks.
 */
export async function findTemplatePage(
  db: Database,
  userId: string,
  filter: TemplateFilter,
  page: { limit: number; offset: number },
): Promise<UserTemplateRow[]> {
  const on = userJoins(userId);
  const pageIds = matchingTemplates(db, userId, filter, { id: template.id })
    .orderBy(...orders[filter.view])
    .limit(page.limit)
    .offset(page.offset);
  return db
    .select(userTemplateColumns)
    .from(template)
    .leftJoin(templateFavorite, on.favorite)
    .leftJoin(templateUse, on.use)
    .where(inArray(template.id, pageIds))
    .orderBy(...orders[filter.view]);
}

/**
 * How many templates match in all, and the caller's plan (which templates they may use), in one
 * round trip: with the page, a list request costs two queries.
 */
export async function countTemplatesWithPlan(
  db: Database,
  userId: string,
  filter: TemplateFilter,
): Promise<{ total: number; plan: Plan | null }> {
  const matching = matchingTemplates(db, userId, filter, { total: count() });
  const plan = db.select({ plan: userProfile.plan }).from(userProfile).where(eq(userProfile.userId, userId));
  const result = (await db.execute(sql`select (${matching}) as total, (${plan}) as plan`)) as unknown as {
    rows: { total: number | string; plan: Plan | null }[];
  };
  const [row] = result.rows;
  return { total: Number(row?.total ?? 0), plan: row?.plan ?? null };
}

/** A template that is not deleted, with the user's marks; null for an unknown or deleted id. */
export async function findUserTemplate(
  db: Database,
  userId: string,
  id: string,
): Promise<UserTemplateRow | null> {
  const on = userJoins(userId);
  const [row] = await db
    .select(userTemplateColumns)
    .from(template)
    .leftJoin(templateFavorite, on.favorite)
    .leftJoin(templateUse, on.use)
    .where(and(eq(template.id, id), live));
  return row ?? null;
}

/** A template that is not deleted; null for an unknown or deleted id. */
export async function findLiveTemplate(db: Database, id: string): Promise<TemplateRow | null> {
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

/** Inserts new templates; existing rows take the catalogue's columns only where they changed. */
/**
 * Inserts the catalogue's templates, or updates what the catalogue owns of rows already there,
 * in one statement whatever their number: the rows travel as one JSON parameter (0043).
 */
export async function upsertTemplates(tx: Executor, items: TemplateCatalogue['templates']): Promise<void> {
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
  await tx.execute(sql`
    insert into ${template} (id, theme_key, category, aspect, family, look, premium, featured, sort_order)
    select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as item(
      id text, theme_key text, category text, aspect text, family text, look integer,
      premium boolean, featured boolean, sort_order integer)
    on conflict (id) do update
      set premium = excluded.premium, sort_order = excluded.sort_order, updated_date = now()
      where (${template.premium}, ${template.sortOrder}) is distinct from (excluded.premium, excluded.sort_order)`);
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
