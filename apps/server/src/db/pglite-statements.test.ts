import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedStatements } from './pglite-statements.ts';

describe('PGlite statements sent as prepared ones', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`
      create table item (id int primary key, name text not null, tags text[], data jsonb, at timestamptz);
      insert into item values (1, 'one', '{a,b}', '{"n": 1}', '2026-01-02T03:04:05Z');
    `);
  });
  afterAll(() => client.close());

  const listed = 'select id, name, tags, data, at from item where id = any($1) order by id';

  it('answers what PGlite’s own query answers, in both row modes, with every parameter type', async () => {
    const statements = preparedStatements(client);
    await statements.query('insert into item values ($1, $2, $3, $4, $5)', [
      2,
      'two',
      ['c'],
      { n: 2 },
      new Date('2026-02-03T04:05:06Z'),
    ]);
    await statements.query('insert into item values ($1, $2, $3, $4, $5)', [3, 'three', null, null, null]);
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      const own = await client.query(listed, [[1, 2, 3]], options);
      expect(await statements.query(listed, [[1, 2, 3]], options)).toEqual(own);
      // The second time through the prepared statement.
      expect(await statements.query(listed, [[1, 2, 3]], options)).toEqual(own);
    }
  });

  it('reports Postgres errors with their code and goes on serving the statement', async () => {
    const statements = preparedStatements(client);
    const insert = 'insert into item (id, name) values ($1, $2)';
    await statements.query(insert, [10, 'ten']);
    await expect(statements.query(insert, [10, 'again'])).rejects.toMatchObject({ code: '23505' });
    await expect(statements.query('select nothing from nowhere', [])).rejects.toMatchObject({
      code: '42P01',
    });
    await statements.query(insert, [11, 'eleven']);
    expect((await statements.query('select count(*)::int as n from item where id >= $1', [10])).rows).toEqual(
      [{ n: 2 }],
    );
  });

  it('runs inside a transaction, which a rollback undoes, and delivers its notifications', async () => {
    const statements = preparedStatements(client);
    const heard: string[] = [];
    const unlisten = await client.listen('items', (payload) => heard.push(payload));
    await client.transaction(async (tx) => {
      await statements.inTransaction(tx, 'insert into item (id, name) values ($1, $2)', [20, 'kept']);
      await statements.inTransaction(tx, 'select pg_notify($1, $2)', ['items', 'kept']);
    });
    await client
      .transaction(async (tx) => {
        await statements.inTransaction(tx, 'insert into item (id, name) values ($1, $2)', [21, 'undone']);
        await statements.inTransaction(tx, 'select pg_notify($1, $2)', ['items', 'undone']);
        throw new Error('roll back');
      })
      .catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 10));
    await unlisten();
    const names = await statements.query<{ name: string }>(
      'select name from item where id >= $1 order by id',
      [20],
    );
    expect(names.rows).toEqual([{ name: 'kept' }]);
    expect(heard).toEqual(['kept']);
  });

  it('keeps at most its limit of statements prepared, closing the least recently used', async () => {
    const statements = preparedStatements(client, 2);
    const prepared = async () =>
      (
        await client.query<{ n: number }>(
          "select count(*)::int as n from pg_prepared_statements where name like 'brandloom_%'",
        )
      ).rows[0]?.n;
    const before = await prepared();
    for (const id of [1, 2, 3])
      await statements.query(`select name from item where id = $1 and ${id} = ${id}`, [id]);
    expect(await prepared()).toBe((before ?? 0) + 2);
    // The first was closed; asked again, it is prepared again and still answers.
    expect((await statements.query('select name from item where id = $1 and 1 = 1', [1])).rows).toEqual([
      { name: 'one' },
    ]);
    expect(await prepared()).toBe((before ?? 0) + 2);
  });
});
