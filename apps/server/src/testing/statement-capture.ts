import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';

export interface Statement {
  query: string;
  params: unknown[];
}

/**
 * For a database on Postgres: a handle on the same pool that writes down every statement sent
 * through it (`statements`), so tests and the bench use a feature's real queries, not copies of
 * them; `send` sends one again through `pg` itself.
 */
export function captureStatements(db: Database) {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const statements: Statement[] = [];
  const capturing = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (query, params) => statements.push({ query, params }) },
  }) as unknown as Database;
  return {
    db: capturing,
    statements,
    send: <Row extends pg.QueryResultRow>(statement: Statement) =>
      pool.query<Row>(statement.query, statement.params),
    connectionString: pool.options.connectionString ?? '',
  };
}
