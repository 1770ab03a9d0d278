import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as drizzleMigrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstStartedAt } from '../features/instance/instance.repository.ts';
import { serverRoot } from '../lib/server-root.ts';
import { type DatabaseHandle, migratePostgres, openDatabase, pingDatabase } from './client.ts';
import { appMeta } from './schema.ts';
import { createTestDatabase, emptyPostgresDatabases } from './test-database.ts';

describe(`migrations (${process.env.TEST_DATABASE_URL ? 'Postgres' : 'PGlite'})`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('create the schema (a test database has only the templates seeded)', async () => {
    const meta = await database.db.select({ key: appMeta.key }).from(appMeta);
    expect(meta).toEqual([{ key: 'templates_catalogue_version' }]);
  });

  it('record the first start once', async () => {
    const first = await ensureFirstStartedAt(database.db, new Date('2026-01-01T00:00:00Z'));
    const later = await ensureFirstStartedAt(database.db, new Date('2026-06-01T00:00:00Z'));
    expect(first.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(later).toEqual(first);
  });
});

describe('openDatabase with the embedded database', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'brandloom-db-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('persists under DATA_DIR and holds a lock while open', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: undefined };
    const first = await openDatabase(env);
    expect(first.driver).toBe('pglite');
    await ensureFirstStartedAt(first.db, new Date('2026-02-02T00:00:00Z'));
    await expect(openDatabase(env)).rejects.toThrow(/already open in this process/);
    await first.close();

    const reopened = await openDatabase(env);
    expect((await ensureFirstStartedAt(reopened.db, new Date())).toISOString()).toBe(
      '2026-02-02T00:00:00.000Z',
    );
    await reopened.close();
  }, 180_000);

  it('refuses a data folder locked by another running process', async () => {
    await writeFile(join(dataDir, 'db.lock'), String(process.ppid));
    await expect(openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined })).rejects.toThrow(
      `in use by another process (pid ${process.ppid})`,
    );
  });

  it('takes over a lock left by a process that is gone', async () => {
    const exited = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    await writeFile(join(dataDir, 'db.lock'), exited.stdout.trim());
    const database = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    expect(await pingDatabase(database.db)).toBe(true);
    await database.close();
  }, 180_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('openDatabase with DATABASE_URL', () => {
  const databases = emptyPostgresDatabases(process.env.TEST_DATABASE_URL ?? '', ['open']);
  beforeAll(() => databases.create());
  afterAll(() => databases.drop());

  it('migrates at every start, idempotently', async () => {
    for (let start = 0; start < 2; start++) {
      const database = await openDatabase({ DATA_DIR: '/nonexistent', DATABASE_URL: databases.urls[0] });
      expect(database.driver).toBe('postgres');
      expect(await pingDatabase(database.db)).toBe(true);
      await database.close();
    }
  });
});

/** What a migrated database holds that migrations make: tables, constraints, indexes, enums, functions, triggers and drizzle's records. */
async function schemaOf(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const rows = async (text: string) => (await client.query(text)).rows;
  try {
    return {
      columns:
        await rows(`select table_schema, table_name, column_name, ordinal_position, data_type, udt_name,
          is_nullable, column_default from information_schema.columns
        where table_schema in ('public', 'drizzle') order by 1, 2, 4`),
      constraints:
        await rows(`select conrelid::regclass::text as relation, conname, pg_get_constraintdef(oid) as definition
        from pg_constraint where connamespace in ('public'::regnamespace, 'drizzle'::regnamespace) order by 1, 2`),
      indexes: await rows(`select schemaname, tablename, indexname, indexdef from pg_indexes
        where schemaname in ('public', 'drizzle') order by 1, 2, 3`),
      enums:
        await rows(`select t.typname, e.enumlabel, e.enumsortorder from pg_enum e join pg_type t on t.oid = e.enumtypid
        order by 1, 3`),
      functions: await rows(`select proname, pg_get_functiondef(oid) as definition from pg_proc
        where pronamespace = 'public'::regnamespace order by 1`),
      triggers:
        await rows(`select tgrelid::regclass::text as relation, tgname, pg_get_triggerdef(oid) as definition
        from pg_trigger where not tgisinternal order by 1, 2`),
      records: await rows('select id, hash, created_at from drizzle.__drizzle_migrations order by id'),
    };
  } finally {
    await client.end();
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)('migratePostgres (one query) and drizzle’s migrator', () => {
  const databases = emptyPostgresDatabases(process.env.TEST_DATABASE_URL ?? '', [
    'migrate_drizzle',
    'migrate_ours',
    'migrate_finished',
  ]);
  const migrateWithDrizzle = async (url: string, migrationsFolder: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await drizzleMigrate(drizzle({ client }), { migrationsFolder }).finally(() => client.end());
  };
  let folder: string;
  beforeAll(async () => {
    await databases.create();
    folder = await mkdtemp(join(tmpdir(), 'brandloom-migrations-'));
  });
  afterAll(async () => {
    await databases.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it('make the same schema and records, from empty and from a database drizzle migrated halfway', async () => {
    const [byDrizzle, byUs, finishedByUs] = databases.urls;
    const migrations = join(serverRoot, 'src/db/migrations');
    await migrateWithDrizzle(byDrizzle, migrations);
    await migratePostgres(byUs);
    // The first half of the journal, applied by drizzle; the rest by migratePostgres.
    await cp(migrations, folder, { recursive: true });
    const journalFile = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: unknown[] };
    const half = Math.floor(journal.entries.length / 2);
    await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, half) }));
    await migrateWithDrizzle(finishedByUs, folder);
    expect((await schemaOf(finishedByUs)).records).toHaveLength(half);
    await migratePostgres(finishedByUs);

    const expected = await schemaOf(byDrizzle);
    expect(expected.records).toHaveLength(journal.entries.length);
    expect(await schemaOf(byUs)).toEqual(expected);
    expect(await schemaOf(finishedByUs)).toEqual(expected);
  }, 120_000);
});
