import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { serverRoot } from '../lib/server-root.ts';

/*
 * Bringing a database's schema up to date. Apart from the database client (schema.ts, drizzle's
 * query builder) so that the server's entry can begin migrating Postgres with little more than
 * `pg` loaded (0077).
 */

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

const latestAppliedQuery = 'select max(created_at) as latest from drizzle.__drizzle_migrations';

export type RunQuery = (text: string) => Promise<{ rows: unknown[] }>;

/** The journal time of the newest migration recorded, 0 when nothing was ever migrated. */
async function latestApplied(query: RunQuery): Promise<number> {
  try {
    const { rows } = await query(latestAppliedQuery);
    const [row] = rows as { latest: string | number | null }[];
    return Number(row?.latest ?? 0);
  } catch {
    return 0;
  }
}

/** True when the newest migration is recorded; false also when nothing was ever migrated. */
export async function migrationsApplied(query: RunQuery): Promise<boolean> {
  return (await latestApplied(query)) >= latestMigration();
}

/**
 * The migrations newer than `applied` and their records in drizzle's table, as one script: what
 * drizzle's migrator runs statement by statement, in the same order and with the same records
 * (so either can migrate a database the other began). Sent as one simple query, Postgres runs it
 * as one transaction, all or nothing, in one round trip: an empty database's ~150 statements no
 * longer wait each for a turn of a Node thread busy loading the application (0068).
 */
function migrationScript(applied: number): string | undefined {
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
