import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appMeta, template } from '../../db/schema.ts';
import type { TemplateCatalogue } from './catalog/catalog.ts';

const versionKey = 'templates_catalogue_version';
// Postgres takes at most 65,535 parameters a statement; 9 columns a row.
const rowsPerInsert = 2000;

/**
 * Brings the template rows in line with the catalogue in code, once per catalogue version (a
 * start with an unchanged catalogue costs one query). New templates are inserted with their
 * default featured flag; existing rows get the catalogue's columns but keep what admins set
 * (featured, deleted); templates of themes no longer written are soft-deleted. Safe to run from
 * several instances at once.
 */
export async function seedTemplates(
  db: Database,
  catalogue: TemplateCatalogue,
): Promise<'seeded' | 'current'> {
  const [seeded] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, versionKey));
  if (seeded?.value === catalogue.version) return 'current';
  await db.transaction(async (tx) => {
    for (let start = 0; start < catalogue.templates.length; start += rowsPerInsert) {
      await tx
        .insert(template)
        .values(
          catalogue.templates.slice(start, start + rowsPerInsert).map((item) => ({
            id: item.id,
            themeKey: item.themeKey,
            category: item.category,
            aspect: item.aspect,
            family: item.family,
            look: item.look,
            premium: item.premium,
            featured: item.featured,
            sortOrder: item.sortOrder,
          })),
        )
        .onConflictDoUpdate({
          target: template.id,
          set: {
            premium: sql`excluded.premium`,
            sortOrder: sql`excluded.sort_order`,
            updatedDate: sql`now()`,
          },
          // Unchanged rows are left alone (no dead tuples on every new version).
          setWhere: sql`(${template.premium}, ${template.sortOrder}) is distinct from (excluded.premium, excluded.sort_order)`,
        });
    }
    const themeKeys = [...new Set(catalogue.templates.map((item) => item.themeKey))];
    await tx
      .update(template)
      .set({ deletedAt: sql`now()` })
      .where(and(isNull(template.deletedAt), notInArray(template.themeKey, themeKeys)));
    await tx
      .insert(appMeta)
      .values({ key: versionKey, value: catalogue.version })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: catalogue.version, updatedAt: sql`now()` } });
  });
  return 'seeded';
}
