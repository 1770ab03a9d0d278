import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, pgliteDatabase } from '../../db/client.ts';
import { appMeta } from '../../db/schema.ts';
import { createTestDatabase } from '../../db/test-database.ts';
import { templateCatalogue } from './catalog/catalog.ts';
import { seedTemplatesAtStart } from './seed-at-start.ts';
import { findCatalogueVersion, findCatalogueVersionIfStored } from './templates.repository.ts';

const logger = pino({ level: 'silent' });
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function forgetCatalogue() {
  await database.db.delete(appMeta).where(eq(appMeta.key, 'templates_catalogue_version'));
}

describe('the template seed at start', () => {
  it('with the catalogue stored: done at once, without waiting for the schema', async () => {
    await seedTemplatesAtStart(database.db, logger, new Promise(() => {}));
    expect(await findCatalogueVersion(database.db)).toBe(templateCatalogue.version);
  });

  it('writes nothing when the schema could not be brought up to date', async () => {
    await forgetCatalogue();
    const migrationFailed = Promise.reject(new Error('migration failed'));
    // The server handles the failure where it waits for the application.
    migrationFailed.catch(() => {});
    await seedTemplatesAtStart(database.db, logger, migrationFailed);
    expect(await findCatalogueVersion(database.db)).toBeUndefined();
  });

  it('writes a catalogue not stored once the schema is up to date', async () => {
    await forgetCatalogue();
    let schemaUpToDate = () => {};
    const seeded = seedTemplatesAtStart(
      database.db,
      logger,
      new Promise<void>((resolve) => {
        schemaUpToDate = resolve;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await findCatalogueVersion(database.db)).toBeUndefined();
    schemaUpToDate();
    await seeded;
    expect(await findCatalogueVersion(database.db)).toBe(templateCatalogue.version);
  });

  it('asks a database without the schema yet without an error', async () => {
    const empty = await PGlite.create();
    const unmigrated = await pgliteDatabase(empty, () => empty.close());
    try {
      expect(await findCatalogueVersionIfStored(unmigrated.db)).toBeUndefined();
    } finally {
      await unmigrated.close();
    }
  });
});
