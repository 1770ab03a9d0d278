import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Env } from '../env.ts';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

/** The database handle services and repositories receive; PGlite and node-postgres both fit it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Closes connections (and PGlite itself, without which the process does not exit). */
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any fixed number: instances starting together on one Postgres take turns to migrate.
const migrationLockId = 7_274_001;

export async function migratePgliteClient(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
}

export async function migratePostgres(url: string): Promise<void> {
  // Session-level advisory locks need one connection, hence a Client rather than the pool.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockId]);
    await migrateNodePostgres(drizzleNodePostgres({ client }), { migrationsFolder });
  } finally {
    await client.end();
  }
}

export function pgliteDatabase(client: PGlite, close: () => Promise<void>): DatabaseHandle {
  return { db: drizzlePglite({ client, schema }), driver: 'pglite', close };
}

export function postgresDatabase(url: string, close?: () => Promise<void>): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url });
  // A dropped idle connection is replaced on next use; queries report their own errors.
  pool.on('error', () => {});
  return {
    db: drizzleNodePostgres({ client: pool, schema }),
    driver: 'postgres',
    async close() {
      await pool.end();
      await close?.();
    },
  };
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) {
    await migratePostgres(env.DATABASE_URL);
    return postgresDatabase(env.DATABASE_URL);
  }
  const dataDir = join(env.DATA_DIR, 'db');
  const unlock = lockDataDir(join(env.DATA_DIR, 'db.lock'), dataDir);
  let client: PGlite | undefined;
  try {
    client = await PGlite.create({ dataDir });
    await migratePgliteClient(client);
  } catch (error) {
    await client?.close();
    unlock();
    throw error;
  }
  const opened = client;
  return pgliteDatabase(opened, async () => {
    await opened.close();
    unlock();
  });
}

/** True when the database answers a trivial query. */
export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
