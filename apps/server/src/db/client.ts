import { readFileSync } from 'node:fs';
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

/** A database or an open transaction: for writes that join the caller's transaction. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Hears the NOTIFY payloads of one channel. `onReconnect` runs after a lost listening connection
 * was replaced: notifications sent in between are gone, so the caller catches up another way.
 * Resolves once listening, to a function that stops.
 */
export type Listen = (
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect?: () => void,
) => Promise<() => Promise<void>>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  listen: Listen;
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
  return {
    db: drizzlePglite({ client, schema }),
    driver: 'pglite',
    // One process, one connection: notifications never get lost, so there is nothing to reconnect.
    listen: (channel, onMessage) => client.listen(channel, onMessage),
    close,
  };
}

const listenRetryFirstMs = 250;
const listenRetryMaxMs = 10_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), replaced
 * with growing pauses whenever it drops: a restarted database, a killed backend, a network cut.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let reconnecting = false;

  const connect = async (): Promise<pg.Client> => {
    // keepAlive notices a connection whose peer vanished without closing it.
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    // Errors end the connection; its 'end' starts the replacement.
    client.on('error', () => {});
    client.on('end', () => {
      if (current === client && !stopped) void reconnect();
    });
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    current = client;
    return client;
  };

  const reconnect = async (): Promise<void> => {
    if (reconnecting) return;
    reconnecting = true;
    current = undefined;
    let pause = listenRetryFirstMs;
    while (!stopped) {
      try {
        const client = await connect();
        if (stopped) await client.end();
        else onReconnect?.();
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, pause).unref());
        pause = Math.min(pause * 2, listenRetryMaxMs);
      }
    }
    reconnecting = false;
  };

  await connect();
  return async () => {
    stopped = true;
    await current?.end().catch(() => {});
  };
}

export function postgresDatabase(url: string, close?: () => Promise<void>): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url });
  // A dropped idle connection is replaced on next use; queries report their own errors.
  pool.on('error', () => {});
  const listeners = new Set<() => Promise<void>>();
  return {
    db: drizzleNodePostgres({ client: pool, schema }),
    driver: 'postgres',
    async listen(channel, onMessage, onReconnect) {
      const stop = await listenOnPostgres(url, channel, onMessage, onReconnect);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
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

let latestMigrationMs: number | undefined;

/**
 * True when every migration this build ships is applied (another instance may still be migrating,
 * or the database was restored from an older backup). Drizzle records each by its journal time.
 */
export async function schemaUpToDate(db: Database): Promise<boolean> {
  latestMigrationMs ??= Math.max(
    ...(
      JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
        entries: { when: number }[];
      }
    ).entries.map((entry) => entry.when),
  );
  try {
    const result = (await db.execute(
      sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
    )) as { rows: { latest: string | number | null }[] };
    return Number(result.rows[0]?.latest ?? 0) >= latestMigrationMs;
  } catch {
    return false;
  }
}
