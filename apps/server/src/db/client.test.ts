import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstStartedAt } from '../features/instance/instance.repository.ts';
import { type DatabaseHandle, openDatabase, pingDatabase } from './client.ts';
import { appMeta } from './schema.ts';
import { createTestDatabase } from './test-database.ts';

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
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `brandloom_test_open_${process.pid}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(query).finally(() => client.end());
  };
  beforeAll(() => admin(`create database ${name}`));
  afterAll(() => admin(`drop database if exists ${name} with (force)`));

  it('migrates at every start, idempotently', async () => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    for (let start = 0; start < 2; start++) {
      const database = await openDatabase({ DATA_DIR: '/nonexistent', DATABASE_URL: url.href });
      expect(database.driver).toBe('postgres');
      expect(await pingDatabase(database.db)).toBe(true);
      await database.close();
    }
  });
});
