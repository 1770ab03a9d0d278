import { Column, is, SQL, Subquery } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

interface Prepared<Result> {
  execute(values: Record<string, unknown>): Promise<Result>;
}

/** What a drizzle prepared select keeps of its selection; both drivers' sessions read these. */
interface PreparedSelection {
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** An SQL expression's decoder (drizzle keeps it on the expression, out of its typings). */
type Decoded = { decoder: Decoder };

/** The decoder drizzle's mapping picks for a selected field, in its order of checks. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  if (is(field, Subquery)) return (field._.sql as unknown as Decoded).decoder;
  return ((field as SQL.Aliased).sql as unknown as Decoded).decoder;
}

/**
 * Has a flat selection's rows mapped with each column's decoder found once, when the statement is
 * built: drizzle's own mapping finds it again for every value (a chain of `is` checks), ~15 % of
 * the CPU of a page of 50 creatives (0076). It hands the rows to `customResultMapper`, as it does
 * for its relational queries, on Postgres and PGlite alike. A nested selection keeps drizzle's.
 */
function mapRowsWithKnownDecoders(prepared: PreparedSelection): void {
  const { fields } = prepared;
  if (!fields || prepared.customResultMapper || fields.some(({ path }) => path.length !== 1)) return;
  const keys = fields.map(({ path }) => path[0] as string);
  const decoders = fields.map(({ field }) => decoderOf(field));
  prepared.customResultMapper = (rows) =>
    rows.map((row) => {
      const mapped: Record<string, unknown> = {};
      for (let index = 0; index < keys.length; index += 1) {
        const value = row[index];
        mapped[keys[index] as string] =
          value === null ? null : (decoders[index] as Decoder).mapFromDriverValue(value);
      }
      return mapped;
    });
}

/**
 * A hot query in a few shapes, each built by drizzle once per database handle and sent as a named
 * statement, so a request neither builds its SQL again (drizzle's query building was ~8 % of a list
 * request's CPU) nor has Postgres parse it again on that connection (0061); one whose `limit` is a
 * placeholder is still planned on every execution (0080). `build` writes every value as
 * `sql.placeholder(name)`; each `shape` must build one text, as Postgres keeps one text per
 * statement name on a connection.
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
      mapRowsWithKnownDecoders(prepared as PreparedSelection);
      shapes.set(shape, prepared);
    }
    return prepared.execute(values);
  };
}
