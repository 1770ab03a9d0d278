import type { Database } from '../../db/client.ts';
import type { TemplateCatalogue } from './catalog/catalog.ts';
import {
  analyzeTemplates,
  findCatalogueVersion,
  saveCatalogueVersion,
  softDeleteThemesOtherThan,
  upsertTemplates,
} from './templates.repository.ts';

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
  if ((await findCatalogueVersion(db)) === catalogue.version) return 'current';
  await db.transaction(async (tx) => {
    await upsertTemplates(tx, catalogue.templates);
    await softDeleteThemesOtherThan(tx, [...new Set(catalogue.templates.map((item) => item.themeKey))]);
    await saveCatalogueVersion(tx, catalogue.version);
  });
  await analyzeTemplates(db);
  return 'seeded';
}
