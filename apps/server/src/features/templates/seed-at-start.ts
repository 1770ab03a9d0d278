import type { Database } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { templateCatalogue } from './catalog/catalog.ts';
import { seedTemplates } from './seed-templates.ts';
import { findCatalogueVersionIfStored } from './templates.repository.ts';

/**
 * The server's seed of the template catalogue, run in the background from the start: a new
 * database or catalogue is written while the application still loads (0068); otherwise one query.
 * API requests wait for it; a failed seed stops the process (0048). A failure to bring the schema
 * up to date is the server's to report: the seed then writes nothing.
 */
export async function seedTemplatesAtStart(
  db: Database,
  logger: Logger,
  schemaUpToDate: Promise<void>,
): Promise<void> {
  const started = performance.now();
  // Asked while the schema may still be being written (a new database has no table yet): a
  // catalogue not stored is assembled meanwhile (~0.1 s of this thread) rather than after (0077).
  const stored = await findCatalogueVersionIfStored(db).catch(() => undefined);
  if (stored === templateCatalogue.version) return;
  templateCatalogue.assemble();
  try {
    await schemaUpToDate;
  } catch {
    return;
  }
  try {
    if ((await seedTemplates(db, templateCatalogue)) !== 'seeded') return;
    logger.info(
      { version: templateCatalogue.version, durationMs: Math.round(performance.now() - started) },
      'template catalogue seeded',
    );
  } catch (error) {
    logger.fatal({ err: error }, 'could not seed the template catalogue');
    process.exit(1);
  }
}
