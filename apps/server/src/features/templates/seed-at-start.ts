import type { Database } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { templateCatalogue } from './catalog/catalog.ts';
import { seedTemplates } from './seed-templates.ts';

/**
 * The server's seed of the template catalogue, run in the background from the moment the schema
 * is up to date: a new database or catalogue is written while the application still loads (0068);
 * otherwise one query. API requests wait for it; a failed seed stops the process (0048).
 */
export function seedTemplatesAtStart(db: Database, logger: Logger): Promise<void> {
  const started = performance.now();
  return seedTemplates(db, templateCatalogue).then(
    (outcome) => {
      if (outcome !== 'seeded') return;
      logger.info(
        { version: templateCatalogue.version, durationMs: Math.round(performance.now() - started) },
        'template catalogue seeded',
      );
    },
    (error: unknown) => {
      logger.fatal({ err: error }, 'could not seed the template catalogue');
      process.exit(1);
    },
  );
}
