import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';

export interface Statement {
  query: string;
  params: unknown[];
  /** A prepared statement's name (lib/prepared-statement.ts): sent again under it, as the app does. */
  name?: string;
}

/**
 * For a database on Postgres: a handle on the same pool that writes down every statement sent
 * through it (`statements`), so tests and the bench use a feature's real queries, not copies of
 * them; `send` sends one again through `pg` itself, named as the app named it. Statements of
 * transactions (sent on a client taken from the pool) are not written down.
 */
export function captureStatements(db: Database) {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const statements: Statement[] = [];
  const query = (config: pg.QueryConfig, values?: unknown[]) => {
    statements.push({ query: config.text, params: values ?? config.values ?? [], name: config.name });
    return pool.query(config, values);
  };
  const capturingPool = new Proxy(pool, {
    get: (target, property) => {
      if (property === 'query') return query;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const capturing = drizzle({ client: capturingPool, schema }) as unknown as Database;
  return {
    db: capturing,
    statements,
    send: <Row extends pg.QueryResultRow>(statement: Statement) =>
      pool.query<Row>({ name: statement.name, text: statement.query, values: statement.params }),
    connectionString: pool.options.connectionString ?? '',
  };
}
