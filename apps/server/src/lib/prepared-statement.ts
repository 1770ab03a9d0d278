import type { Executor } from '../db/client.ts';

interface Prepared<Result> {
  execute(values: Record<string, unknown>): Promise<Result>;
}

/**
 * A hot query in a few shapes, each built by drizzle once per database handle and sent as a named
 * statement, so a request neither builds its SQL again (drizzle's query building was ~8 % of a list
 * request's CPU) nor has Postgres parse and plan it again on that connection (0061). `build` writes
 * every value as `sql.placeholder(name)`; each `shape` must build one text, as Postgres keeps one
 * text per statement name on a connection.
 */
export function preparedStatement<Shape extends string, Result>(
  name: string,
  build: (db: Executor, shape: Shape) => { prepare(name: string): Prepared<Result> },
): (db: Executor, shape: Shape, values: Record<string, unknown>) => Promise<Result> {
  const byDatabase = new WeakMap<Executor, Map<Shape, Prepared<Result>>>();
  return (db, shape, values) => {
    let shapes = byDatabase.get(db);
    if (!shapes) {
      shapes = new Map();
      byDatabase.set(db, shapes);
    }
    let prepared = shapes.get(shape);
    if (!prepared) {
      prepared = build(db, shape).prepare(`${name}_${shape}`);
      shapes.set(shape, prepared);
    }
    return prepared.execute(values);
  };
}
