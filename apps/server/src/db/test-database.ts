import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { templateCatalogue } from '../features/templates/catalog/catalog.ts';
import { seedTemplates } from '../features/templates/seed-templates.ts';
import {
  type DatabaseHandle,
  migratePgliteClient,
  migratePostgres,
  pgliteDatabase,
  postgresDatabase,
} from './client.ts';

let pgliteTemplate: Promise<File | Blob> | undefined;

// A fresh PGlite costs ~2-3 s and ~550 MB (initdb); one migrated and seeded template per test
// process, copied for each test database, costs that once.
function migratedPgliteTemplate(): Promise<File | Blob> {
  pgliteTemplate ??= (async () => {
    const template = await PGlite.create();
    try {
      await migratePgliteClient(template);
      await seedTemplates((await pgliteDatabase(template, async () => {})).db, templateCatalogue);
      return await template.dumpDataDir('none');
    } finally {
      await template.close();
    }
  })();
  return pgliteTemplate;
}

async function adminQuery(url: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/**
 * A migrated database for one test suite, empty but for the seeded templates, as a server's after
 * its first start: PGlite in memory by default, or a new database on the Postgres server of
 * TEST_DATABASE_URL (dropped again by `close()`); `null` asks for PGlite whatever is set.
 */
export async function createTestDatabase(
  serverUrl: string | null = process.env.TEST_DATABASE_URL ?? null,
): Promise<DatabaseHandle> {
  if (!serverUrl) {
    const client = await PGlite.create({ loadDataDir: await migratedPgliteTemplate() });
    return await pgliteDatabase(client, () => client.close());
  }
  return createPostgresTestDatabase(serverUrl);
}

/**
 * Empty databases on the Postgres server at `serverUrl`, one per label, for a suite that migrates
 * or starts servers on them itself: their URLs, and `create` and `drop` for its beforeAll/afterAll.
 */
export function emptyPostgresDatabases<const Labels extends readonly string[]>(
  serverUrl: string,
  labels: Labels,
) {
  const names = labels.map((label) => `brandloom_test_${label}_${process.pid}`);
  return {
    // Made when read, in a test: a suite skipped without TEST_DATABASE_URL is still collected.
    get urls() {
      return names.map((name) => {
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        return url.href;
      }) as { [Index in keyof Labels]: string };
    },
    async create() {
      for (const name of names) await adminQuery(serverUrl, `create database ${name}`);
    },
    async drop() {
      for (const name of names) await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** A new migrated and seeded database on the Postgres server at `serverUrl`, with its own URL (for child processes). */
export async function createPostgresTestDatabase(
  serverUrl: string,
): Promise<DatabaseHandle & { url: string }> {
  const name = `brandloom_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await migratePostgres(url.href);
  const database = postgresDatabase(url.href, () =>
    adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  );
  await seedTemplates(database.db, templateCatalogue);
  return { ...database, url: url.href };
}
