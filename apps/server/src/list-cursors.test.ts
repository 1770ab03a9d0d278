import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './adapters/storage/local-storage.ts';
import type { DatabaseHandle } from './db/client.ts';
import { creative, event, invoice, style, userUpload } from './db/schema.ts';
import { createTestDatabase } from './db/test-database.ts';
import { listUserInvoices } from './features/billing/list-invoices.ts';
import { listBrands } from './features/brands/list-brands.ts';
import { listConversations } from './features/conversations/list-conversations.ts';
import { listCreatives } from './features/creatives/list-creatives.ts';
import { listCreditLedger } from './features/credits/list-credit-ledger.ts';
import { listStyles } from './features/styles/list-styles.ts';
import { listUploads } from './features/uploads/list-uploads.ts';
import { encodeCursor, isoTimestamp } from './lib/cursor.ts';
import type { Browser } from './testing/http-client.ts';
import { fillLists } from './testing/list-rows.ts';
import { createTestApp } from './testing/test-app.ts';
import { signUpVerifiedUser } from './testing/test-users.ts';

/**
 * Keyset cursors of every cursor-paged list (0044): over rows that share timestamps ten at a
 * time, the pages hold every row once in one stable order; a cursor that is not ours is a 400.
 */
const rows = 95;
const limit = 7;

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof createTestApp>>;
let browser: Browser;
let userId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp({ db: database.db });
  const signedIn = await signUpVerifiedUser(app.app);
  browser = signedIn.browser;
  userId = signedIn.id;
  await fillLists(database.db, userId, rows);
}, 120_000);
afterAll(async () => {
  await app?.cleanup();
  await database?.close();
});

type Page = { ids: string[]; next: string | null };
type ListPage = (size: number, cursor?: string) => Promise<Page>;

/** Every page of a list, following its cursor to the end: the ids in the order read. */
async function walk(page: ListPage): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 100; pages += 1) {
    const { ids: pageIds, next } = await page(limit, cursor);
    ids.push(...pageIds);
    if (!next) return ids;
    cursor = next;
  }
  throw new Error('the cursor never ended');
}

const storage = createLocalStorage('/nonexistent', 'http://localhost:3000');

const lists: Record<string, ListPage> = {
  creatives: (size, cursor) =>
    listCreatives(database.db, storage, userId, { tab: 'all', archived: false, limit: size, cursor }).then(
      (page) => ({ ids: page.creatives.map((item) => item.id), next: page.nextCursor }),
    ),
  chats: (size, cursor) =>
    listConversations(database.db, userId, { limit: size, cursor }).then((page) => ({
      ids: page.conversations.map((item) => item.id),
      next: page.nextCursor,
    })),
  ledger: (size, cursor) =>
    listCreditLedger(database.db, userId, { limit: size, cursor }).then((page) => ({
      ids: page.entries.map((item) => item.id),
      next: page.nextCursor,
    })),
  brands: (size, cursor) =>
    listBrands({ db: database.db, storage }, userId, { limit: size, cursor }).then((page) => ({
      ids: page.brands.map((item) => item.id),
      next: page.nextCursor,
    })),
  'custom styles': (size, cursor) =>
    listStyles(database.db, userId, 'en', { limit: size, cursor }).then((page) => ({
      ids: page.custom.map((item) => item.id),
      next: page.nextCursor,
    })),
  uploads: (size, cursor) =>
    listUploads(database.db, userId, { filters: {}, after: cursor, limit: size }).then((page) => ({
      ids: page.uploads.map((item) => item.id),
      next: page.nextCursor,
    })),
};

describe('cursor pages over equal timestamps', () => {
  for (const [name, page] of Object.entries(lists)) {
    it(`${name}: every row once, in the order of one read of all, the same each time`, async () => {
      const paged = await walk(page);
      expect(new Set(paged).size).toBe(rows);
      expect(paged).toEqual((await page(rows + 1)).ids);
      expect(await walk(page)).toEqual(paged);
    });
  }
});

describe('the dates a list answers, written by Postgres (0084)', () => {
  it('are what Date#toISOString writes of the Date drizzle decodes, microseconds cut alike', async () => {
    const stored = [
      '2026-11-28 05:00:00+00',
      '2026-11-28 05:00:00.1+00',
      '2026-11-28 05:00:00.123456+00',
      '2026-11-28 23:59:59.999999+00',
      '2026-03-29 01:30:00.0005+02',
      '1999-12-31 23:59:59.9999-08',
    ];
    const stamp = sql`stamp.at`;
    const rows = await database.db
      .select({ iso: isoTimestamp(stamp), date: sql`stamp.at`.mapWith(event.creationDate) })
      .from(
        sql`(values ${sql.join(
          stored.map((text) => sql`(${text}::timestamptz)`),
          sql`, `,
        )}) as stamp(at)`,
      );
    expect(rows).toHaveLength(stored.length);
    for (const row of rows) expect(row.iso).toBe(row.date.toISOString());
  });

  it('are those of the rows on the ledger, uploads, custom styles, library and invoices pages', async () => {
    const ledger = await listCreditLedger(database.db, userId, { limit: rows });
    const uploads = await listUploads(database.db, userId, { filters: {}, limit: rows });
    const styles = await listStyles(database.db, userId, 'en', { limit: rows });
    const library = await listCreatives(database.db, storage, userId, {
      tab: 'all',
      archived: false,
      limit: rows,
    });
    const invoices = await listUserInvoices(database.db, userId);
    const pages = [
      [ledger.entries, event, ['creationDate']],
      [uploads.uploads, userUpload, ['creationDate', 'updatedDate']],
      [styles.custom, style, ['creationDate', 'updatedDate']],
      [library.creatives, creative, ['updatedDate']],
      [invoices, invoice, ['creationDate', 'periodStart', 'periodEnd']],
    ] as const;
    for (const [items, table, dates] of pages) {
      expect(items).toHaveLength(rows);
      const storedRows = (await database.db
        .select()
        .from(table as typeof event)
        .where(
          inArray(
            table.id,
            items.map((item) => item.id),
          ),
        )) as unknown as Record<string, Date>[];
      const stored = new Map(storedRows.map((row) => [String(row.id), row]));
      for (const item of items as readonly Record<string, unknown>[]) {
        const row = stored.get(String(item.id));
        for (const name of dates) {
          expect(row?.[name]).toBeInstanceOf(Date);
          expect(item[name]).toBe(row?.[name]?.toISOString());
        }
      }
    }
  });
});

describe('a cursor that is not ours', () => {
  const bad = [
    'not-a-cursor',
    Buffer.from('{"a":1}').toString('base64url'),
    Buffer.from(JSON.stringify(['2026-01-01', "x' or 1=1"])).toString('base64url'),
    Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000000Z', 'not-a-uuid'])).toString('base64url'),
    encodeCursor({ date: '2026-13-45T99:00:00.000000Z', id: '00000000-0000-4000-8000-000000000000' }),
  ];

  it('is a 400 INVALID_CURSOR in the caller’s language on every cursor-paged list', async () => {
    for (const path of [
      '/api/creatives',
      '/api/credits/ledger',
      '/api/conversations',
      '/api/brands',
      '/api/styles',
    ]) {
      for (const cursor of bad) {
        const response = await browser.get(`${path}?cursor=${encodeURIComponent(cursor)}`, {
          headers: { 'accept-language': 'de' },
        });
        expect({ path, cursor, status: response.status }).toEqual({ path, cursor, status: 400 });
        const body = (await response.json()) as { error: { code: string; message: string } };
        expect(body.error).toEqual({
          code: 'INVALID_CURSOR',
          message: 'Diese Listenposition ist ungültig. Lade die Liste neu und versuche es noch einmal.',
        });
      }
    }
  });

  it('a well-formed cursor only moves within the caller’s own rows', async () => {
    const other = await signUpVerifiedUser(app.app);
    const mine = await listCreatives(database.db, storage, userId, { tab: 'all', archived: false, limit: 3 });
    const response = await other.browser.get(`/api/creatives?cursor=${mine.nextCursor}`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { creatives: unknown[] }).creatives).toEqual([]);
  });
});
