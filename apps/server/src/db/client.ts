import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { getTableName, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Env } from '../env.ts';
import { repoRoot, serverRoot } from '../lib/server-root.ts';
import { lockDataDir } from './data-dir-lock.ts';
import type { PreparedStatements } from './pglite-statements.ts';
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

// Read at run time, from the source tree also by the compiled server.
const migrationsFolder = join(serverRoot, 'src/db/migrations');
// Any fixed number: instances starting together on one Postgres take turns to migrate.
const migrationLockId = 7_274_001;

let latestMigrationMs: number | undefined;

/** The journal time of the newest migration this build ships (drizzle records each by it). */
function latestMigration(): number {
  latestMigrationMs ??= Math.max(
    ...(
      JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
        entries: { when: number }[];
      }
    ).entries.map((entry) => entry.when),
  );
  return latestMigrationMs;
}

const migrationsTable = 'drizzle.__drizzle_migrations';
const latestAppliedQuery = `select max(created_at) as latest from ${migrationsTable}`;

type RunQuery = (text: string) => Promise<{ rows: unknown[] }>;

/** A drizzle handle as a `RunQuery` (both drivers answer raw queries with `rows`). */
function rawQueries(db: Database): RunQuery {
  return (text) => db.execute(sql.raw(text)) as Promise<{ rows: unknown[] }>;
}

/**
 * Whether the table `name` (a name from our code, schema-qualified where needed) exists, asked
 * without the database logging an error for a missing one.
 */
async function relationExists(query: RunQuery, name: string): Promise<boolean> {
  const { rows } = await query(`select to_regclass('${name}') is not null as "exists"`);
  return (rows as { exists: boolean }[])[0]?.exists === true;
}

/** The journal time of the newest migration recorded, 0 when nothing was ever migrated. */
async function latestApplied(query: RunQuery): Promise<number> {
  try {
    if (!(await relationExists(query, migrationsTable))) return 0;
    const { rows } = await query(latestAppliedQuery);
    const [row] = rows as { latest: string | number | null }[];
    return Number(row?.latest ?? 0);
  } catch {
    return 0;
  }
}

/** True when the newest migration is recorded; false also when nothing was ever migrated. */
async function migrationsApplied(query: RunQuery): Promise<boolean> {
  return (await latestApplied(query)) >= latestMigration();
}

/**
 * The migrations newer than `applied` and their records in drizzle's table, as one script: what
 * drizzle's migrator runs statement by statement, in the same order and with the same records
 * (so either can migrate a database the other began). Sent as one simple query, Postgres runs it
 * as one transaction, all or nothing, in one round trip: an empty database's ~150 statements no
 * longer wait each for a turn of a Node thread busy loading the application (0068). The start-up
 * bench's floor sends the same script to a new database (0081).
 */
export function migrationScript(applied: number): string | undefined {
  const pending = readMigrationFiles({ migrationsFolder }).filter(
    (migration) => migration.folderMillis > applied,
  );
  if (pending.length === 0) return undefined;
  return [
    'create schema if not exists drizzle',
    'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
    ...pending.flatMap((migration) => [
      ...migration.sql,
      // A sha256 in hex and a number: nothing to escape.
      `insert into drizzle.__drizzle_migrations (hash, created_at) values ('${migration.hash}', ${migration.folderMillis})`,
    ]),
    // Statements end on a new line: a migration's last line may be a comment.
  ].join('\n;\n');
}

/** Applies the migrations `query`'s database lacks, in one query. */
async function applyMigrations(query: RunQuery): Promise<void> {
  const script = migrationScript(await latestApplied(query));
  if (script) await query(script);
}

export async function migratePgliteClient(client: PGlite): Promise<void> {
  // Most starts: one query instead of reading and hashing every migration file (0048).
  if (await migrationsApplied((text) => client.query(text))) return;
  // exec: PGlite's query takes one statement only.
  await applyMigrations(async (text) => {
    const results = await client.exec(text);
    return { rows: results.at(-1)?.rows ?? [] };
  });
}

export async function migratePostgres(url: string): Promise<void> {
  // Session-level advisory locks need one connection, hence a Client rather than the pool.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Most starts: one query, no lock and no migration files read (0048). A database behind this
    // build is migrated under the lock, from what is recorded once the lock is held.
    if (await migrationsApplied((text) => client.query(text))) return;
    await client.query('select pg_advisory_lock($1)', [migrationLockId]);
    await applyMigrations((text) => client.query(text));
  } finally {
    await client.end();
  }
}

type QueryOptions = Parameters<PGlite['query']>[2];
type Transaction = Parameters<Parameters<PGlite['transaction']>[0]>[0];

/**
 * Takes PGlite's statements one at a time, in the order they came, each in a turn of the event
 * loop of its own (a setImmediate) rather than straight after the one before (0049). PGlite runs
 * a statement synchronously on this thread and hands the connection on in a promise chain: under
 * load the next waiter's statement, its request's next one and so on all ran in one microtask
 * drain, for hundreds of milliseconds, and Node accepted one new connection between two such
 * drains, so a client that had just connected waited seconds behind the connected ones (50
 * readers: p99 4–9 s with each request's own time under 0.5 s).
 */
function takeTurns(): <T>(work: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  return (work) => {
    const run = last.then(nextTurn).then(work);
    last = run.catch(() => {});
    return run;
  };
}

/**
 * The PGlite client as drizzle should see it. drizzle passes its type parsers (timestamps and
 * dates kept as text) with every query, and PGlite then copies its table of ~320 parsers to merge
 * them: 2–3 ms of a 4 ms query, most of a small read's time under load. Here each distinct set is
 * written into the client's own table once and dropped from the queries, which parse the same (0043).
 * Statements go as prepared ones (`preparedStatements`, 0079); statements and transactions outside
 * a transaction take turns (takeTurns).
 */
function asDrizzleClient(client: PGlite, statements: PreparedStatements): PGlite {
  const turn = takeTurns();
  const installed = new WeakMap<object, QueryOptions>();
  const withoutParsers = (options: QueryOptions): QueryOptions => {
    if (!options?.parsers) return options;
    let stripped = installed.get(options);
    if (!stripped) {
      Object.assign(client.parsers, options.parsers);
      const { parsers: _, ...rest } = options;
      stripped = rest;
      installed.set(options, stripped);
    }
    return stripped;
  };
  const forward = <T extends object>(target: T, query: T[keyof T]) =>
    new Proxy(target, {
      get(object, property) {
        if (property === 'query') return query;
        if (property === 'transaction' && object === (client as object)) {
          return <R>(work: (tx: Transaction) => Promise<R>) =>
            turn(() =>
              client.transaction((tx) =>
                work(
                  forward(tx, ((text: string, params?: unknown[], options?: QueryOptions) =>
                    statements.inTransaction(
                      tx,
                      text,
                      params,
                      withoutParsers(options),
                    )) as Transaction['query']),
                ),
              ),
            );
        }
        const value = Reflect.get(object, property, object);
        return typeof value === 'function' ? value.bind(object) : value;
      },
    });
  return forward(client, ((text: string, params?: unknown[], options?: QueryOptions) =>
    turn(() => statements.query(text, params, withoutParsers(options)))) as PGlite['query']);
}

/**
 * The handle of an open PGlite client. PGlite and its drizzle driver (~0.5 MB of JavaScript) are
 * imported only by a process that uses the embedded database, not by one on Postgres (0068).
 */
export async function pgliteDatabase(client: PGlite, close: () => Promise<void>): Promise<DatabaseHandle> {
  const [{ drizzle: drizzlePglite }, { preparedStatements }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('./pglite-statements.ts'),
  ]);
  return {
    db: drizzlePglite({ client: asDrizzleClient(client, preparedStatements(client)), schema }),
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

/**
 * Postgres settings of the embedded database. Its default 128 MB of shared buffers is written at
 * start into WebAssembly memory, which never shrinks: 32 MB hold our hot pages (all templates
 * take ~5 MB) and the OS caches the rest of the data folder. Index builds in migrations get
 * 16 MB instead of 64 (0043).
 */
const pgliteSettings = ['shared_buffers=32MB', 'maintenance_work_mem=16MB'].flatMap((setting) => [
  '-c',
  setting,
]);

/**
 * A new embedded database, migrated and seeded, packed by `npm run build` (relative to the repo
 * root). A first start loads it instead of running initdb and seeding; migrations and a catalogue
 * newer than the pack are applied on top as on any start (0043).
 */
export const freshDatabaseFile = 'apps/server/dist/fresh-database/pgdata.tar.gz';

function packedFreshDatabase(dataDir: string): Blob | undefined {
  const packed = join(repoRoot, freshDatabaseFile);
  if (existsSync(join(dataDir, 'PG_VERSION')) || !existsSync(packed)) return undefined;
  return new Blob([readFileSync(packed)]);
}

/** An open database whose schema may be behind this build until `migrate()` resolves. */
export interface UnmigratedDatabase {
  database: DatabaseHandle;
  /** Brings the schema up to date (one query when it already is). */
  migrate(): Promise<void>;
}

/**
 * Opens the configured database without migrating it yet, so a server can answer its liveness
 * check while an empty database gets its schema (0068); `openDatabase` for everything else.
 */
export async function connectDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>,
): Promise<UnmigratedDatabase> {
  const url = env.DATABASE_URL;
  if (url) return { database: postgresDatabase(url), migrate: () => migratePostgres(url) };
  const dataDir = join(env.DATA_DIR, 'db');
  const unlock = lockDataDir(join(env.DATA_DIR, 'db.lock'), dataDir);
  let client: PGlite;
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const loadDataDir = packedFreshDatabase(dataDir);
    client = await PGlite.create({
      dataDir,
      startParams: [...PGlite.defaultStartParams, ...pgliteSettings],
      ...(loadDataDir && { loadDataDir }),
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const opened = client;
  return {
    database: await pgliteDatabase(opened, async () => {
      await opened.close();
      unlock();
    }),
    migrate: () => migratePgliteClient(opened),
  };
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>): Promise<DatabaseHandle> {
  const { database, migrate } = await connectDatabase(env);
  try {
    await migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** Whether `table` exists (a database whose migrations did not run, or are running, lacks it). */
export function tableExists(db: Database, table: PgTable): Promise<boolean> {
  return relationExists(rawQueries(db), getTableName(table));
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

/**
 * True when every migration this build ships is applied (another instance may still be migrating,
 * or the database was restored from an older backup). Drizzle records each by its journal time.
 */
export function schemaUpToDate(db: Database): Promise<boolean> {
  return migrationsApplied(rawQueries(db));
}
