import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { freshDatabaseFile, migratePgliteClient, pgliteDatabase } from '../../apps/server/src/db/client.ts';

/** What the packed database is made from: a change here rebuilds it. */
export const freshDatabaseInputs = [
  'apps/server/src/db/migrations',
  'scripts/build/fresh-database.ts',
  'package-lock.json',
];

/**
 * The embedded database as a first start leaves it — created, migrated, the template catalogue
 * seeded — packed where `openDatabase` finds it for a new data folder, so that start skips
 * initdb and the seeding (0043). Catalogue changes need no rebuild: the server seeds a changed
 * version at start. Returns the packed size in bytes.
 */
export async function packFreshDatabase(root: string): Promise<number> {
  // Assembling the catalogue takes a moment: only when the pack is rebuilt.
  const { templateCatalogue } = await import('../../apps/server/src/features/templates/catalog/catalog.ts');
  const { seedTemplates } = await import('../../apps/server/src/features/templates/seed-templates.ts');
  const client = await PGlite.create();
  try {
    await migratePgliteClient(client);
    await seedTemplates((await pgliteDatabase(client, async () => {})).db, templateCatalogue);
    // Marks the templates' pages all-visible, which PGlite (no autovacuum) never does on its own:
    // the library's count of live templates, sent with every list request, is then an index-only
    // scan of template_order_idx instead of reading every row, ~3× less (0062). Here and not in
    // the seed, where it would add seconds to every test database and changed catalogue.
    await client.query('vacuum (analyze) template');
    const packed = new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer());
    const file = join(root, freshDatabaseFile);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, packed);
    return packed.byteLength;
  } finally {
    await client.close();
  }
}
