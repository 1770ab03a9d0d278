import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { freshDatabaseFile, migratePgliteClient, pgliteDatabase } from '../../apps/server/src/db/client.ts';

/** What the packed database is made from: a change here rebuilds it. */
// The seed's own code too: how it leaves the table (vacuumed, analysed) is packed with it.
export const freshDatabaseInputs = [
  'apps/server/src/db/migrations',
  'apps/server/src/features/templates/seed-templates.ts',
  'apps/server/src/features/templates/templates.repository.ts',
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
    await seedTemplates(pgliteDatabase(client, async () => {}).db, templateCatalogue);
    const packed = new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer());
    const file = join(root, freshDatabaseFile);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, packed);
    return packed.byteLength;
  } finally {
    await client.close();
  }
}
