import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from './db/client.ts';
import { creative } from './db/schema.ts';
import { createTestDatabase } from './db/test-database.ts';
import { listUsers } from './features/admin/admin.repository.ts';
import { listInvoices } from './features/billing/billing.repository.ts';
import { findPlanAndBrandCount, listBrandRows } from './features/brands/brands.repository.ts';
import { listUserConversations } from './features/conversations/conversations.repository.ts';
import { listUserCreatives } from './features/creatives/creatives.repository.ts';
import { listEvents } from './features/credits/credits.repository.ts';
import { listPublicCreatives } from './features/explore/explore.repository.ts';
import { listUserStyles } from './features/styles/styles.repository.ts';
import { countTemplatesWithPlan, findTemplatePage } from './features/templates/templates.repository.ts';
import { listUserUploads } from './features/uploads/uploads.repository.ts';
import type { Cursor } from './lib/cursor.ts';
import { fillExplore, fillLists, insertListUser } from './testing/list-rows.ts';
import { captureStatements } from './testing/statement-capture.ts';

/**
 * Every list endpoint's queries, as its repository builds them, planned by Postgres over 10,000
 * rows of one user among other users' rows: each page must be read from an index in the list's
 * order, never by scanning the user's rows or sorting them (0044).
 */
const rowsPerList = 10_000;
const pageSize = 31;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

let database: DatabaseHandle;
let owner: string;
let capture: ReturnType<typeof captureStatements>;

beforeAll(async () => {
  database = await createTestDatabase();
  const others = [await insertListUser(database.db, 'other-a'), await insertListUser(database.db, 'other-b')];
  owner = await insertListUser(database.db, 'owner');
  for (const user of [...others, owner]) await fillLists(database.db, user, rowsPerList);
  await fillExplore(database.db, rowsPerList);
  // Every tenth of the owner's creatives was edited once (0055): its saved version takes its place.
  await database.db.execute(sql`insert into adcreative (user_id, conversation_id, generation_id, prompt, model,
      ratio, credits, version_of, version, creation_date, updated_date)
    select user_id, conversation_id, generation_id, prompt, model, ratio, 0, id, 2, creation_date, now()
    from adcreative where user_id = ${owner} and version = 1 and version_of is null
    order by creation_date desc, id desc limit ${rowsPerList / 10}`);
  await database.db.execute(sql`analyze adcreative`);
  capture = captureStatements(database.db);
}, 180_000);
afterAll(async () => {
  await database?.close();
});

/** The statements `run` sends, each with its plan. */
async function plansOf(run: (db: Database) => Promise<unknown>) {
  capture.statements.length = 0;
  await run(capture.db);
  return Promise.all(
    capture.statements.map(async ({ query, params }) => {
      const result = await capture.send<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>({
        query: `explain (format json) ${query}`,
        params,
      });
      return { query, plan: result.rows[0]?.['QUERY PLAN'][0].Plan as PlanNode };
    }),
  );
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/**
 * What is wrong with a plan: a sequential scan of one of `tables`, or a sort that is not of one
 * page (a Sort above a Limit orders only that page's rows).
 */
function problems(plan: PlanNode, tables: string[]): string[] {
  return nodes(plan).flatMap((node) => {
    if (node['Node Type'] === 'Seq Scan' && tables.includes(node['Relation Name'] ?? '')) {
      return [`Seq Scan on ${node['Relation Name']}`];
    }
    const sorts = node['Node Type'] === 'Sort' || node['Node Type'] === 'Incremental Sort';
    if (sorts && !nodes(node).some((below) => below['Node Type'] === 'Limit')) return ['Sort of all rows'];
    return [];
  });
}

async function expectIndexed(run: (db: Database) => Promise<unknown>, tables: string[]) {
  const planned = await plansOf(run);
  expect(planned.length).toBeGreaterThan(0);
  for (const { query, plan } of planned) {
    expect({ query, problems: problems(plan, tables) }).toEqual({ query, problems: [] });
  }
}

/** The position of the owner's row at `offset` in a list ordered by (timestamp, id) descending. */
async function positionAt(table: string, dateColumn: string, offset: number): Promise<Cursor> {
  const result = (await database.db.execute(
    sql`select to_char(${sql.identifier(dateColumn)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as date, id
      from ${sql.identifier(table)} where user_id = ${owner}
      order by ${sql.identifier(dateColumn)} desc, id desc offset ${offset} limit 1`,
  )) as unknown as { rows: Cursor[] };
  const row = result.rows[0];
  if (!row) throw new Error(`no row ${offset} in ${table}`);
  return row;
}

const later = rowsPerList / 2;

describe.skipIf(!process.env.TEST_DATABASE_URL)('list queries on Postgres with 10,000 rows a list', () => {
  it('creatives: the first and a later page, newest versions only', async () => {
    const cursor = await positionAt('adcreative', 'creation_date', later);
    const filter = { tab: 'all', archived: false, recentSince: new Date(0) } as const;
    await expectIndexed((db) => listUserCreatives(db, owner, filter, pageSize), ['adcreative']);
    await expectIndexed((db) => listUserCreatives(db, owner, filter, pageSize, cursor), ['adcreative']);
    const [first] = await listUserCreatives(database.db, owner, filter, 1);
    const [shown] = await database.db
      .select({ version: creative.version })
      .from(creative)
      .where(eq(creative.id, first?.id ?? ''));
    expect(shown?.version).toBe(2);
  });

  it('uploads: the first and a later page', async () => {
    await expectIndexed(
      (db) => listUserUploads(db, owner, { filters: {}, limit: pageSize }),
      ['user_upload'],
    );
    const { id } = await positionAt('user_upload', 'creation_date', later);
    await expectIndexed(
      (db) => listUserUploads(db, owner, { filters: {}, after: id, limit: pageSize }),
      ['user_upload'],
    );
  });

  it('chats: the first and a later page', async () => {
    await expectIndexed((db) => listUserConversations(db, owner, pageSize), ['conversation']);
    const cursor = await positionAt('conversation', 'updated_date', later);
    await expectIndexed((db) => listUserConversations(db, owner, pageSize, cursor), ['conversation']);
  });

  it('credit ledger: the first and a later page', async () => {
    await expectIndexed((db) => listEvents(db, owner, pageSize), ['event']);
    const cursor = await positionAt('event', 'creation_date', later);
    await expectIndexed((db) => listEvents(db, owner, pageSize, cursor), ['event']);
  });

  it('templates: the first and a later page of each view, and the count found', async () => {
    for (const view of ['all', 'favorites', 'recent'] as const) {
      const filter = { view, featuredOnly: false };
      // A user's favourites and uses are at most the catalogue; a later page of those is page 11.
      for (const offset of view === 'all' ? [0, later] : [0, 240]) {
        await expectIndexed(
          (db) => findTemplatePage(db, owner, filter, { limit: 24, offset }),
          ['template', 'template_favorite', 'template_use'],
        );
      }
      // Counting reads every matching row whatever the plan; it must still sort nothing, and a
      // count of the user's marks reads only the few deleted templates (0061).
      await expectIndexed(
        (db) => countTemplatesWithPlan(db, owner, filter),
        view === 'all' ? [] : ['template'],
      );
    }
  });

  it('admin users: the first and a later page', async () => {
    for (const offset of [0, later]) {
      const planned = await plansOf((db) => listUsers(db, { offset, limit: 50 }));
      const page = planned.find(({ query }) => query.includes('order by'));
      expect(page && problems(page.plan, ['user'])).toEqual([]);
    }
  });

  it('explore: the first and a later page, newest and trending', async () => {
    const result = (await database.db.execute(
      sql`select to_char(published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as date,
        trending_score as score, id from adcreative where published_to_explore
        order by published_at desc, id desc offset ${later} limit 1`,
    )) as unknown as { rows: { date: string; score: number; id: string }[] };
    const row = result.rows[0];
    if (!row) throw new Error('no published row');
    for (const sort of ['new', 'trending'] as const) {
      await expectIndexed((db) => listPublicCreatives(db, { sort }, 25), ['adcreative']);
      const after =
        sort === 'new'
          ? { sort, date: row.date, id: row.id }
          : { sort, score: Number(row.score), id: row.id };
      await expectIndexed((db) => listPublicCreatives(db, { sort }, 25, after), ['adcreative']);
    }
  });

  it('invoices', async () => {
    await expectIndexed((db) => listInvoices(db, owner), ['invoice']);
  });

  it('brands: the first and a later page, and the count with the plan', async () => {
    await expectIndexed((db) => listBrandRows(db, owner, pageSize), ['brand']);
    const result = (await database.db.execute(
      sql`select lower(name) as name from brand where user_id = ${owner} order by lower(name) offset ${later} limit 1`,
    )) as unknown as { rows: { name: string }[] };
    const afterName = result.rows[0]?.name;
    expect(afterName).toBeDefined();
    await expectIndexed((db) => listBrandRows(db, owner, pageSize, afterName), ['brand']);
    // Counting reads every brand of the user whatever the plan (as the templates' count).
    await expectIndexed((db) => findPlanAndBrandCount(db, owner), []);
  });

  it('custom styles: the first and a later page', async () => {
    await expectIndexed((db) => listUserStyles(db, owner, pageSize), ['style']);
    const cursor = await positionAt('style', 'creation_date', later);
    await expectIndexed((db) => listUserStyles(db, owner, pageSize, cursor), ['style']);
  });
});
