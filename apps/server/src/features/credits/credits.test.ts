import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { event, userProfile, user as userTable } from '../../db/schema.ts';
import { createTestDatabase } from '../../db/test-database.ts';
import { AppError } from '../../lib/app-error.ts';
import { addCredits } from './add-credits.ts';
import { commitCredits } from './commit-credits.ts';
import { getCreditBalance } from './get-credit-balance.ts';
import { listCreditLedger } from './list-credit-ledger.ts';
import { releaseCredits } from './release-credits.ts';
import { reserveCredits } from './reserve-credits.ts';

let database: DatabaseHandle;
const errors: unknown[] = [];
const logger = pino({ level: 'error' }, { write: (line: string) => errors.push(JSON.parse(line)) });
const now = new Date('2026-11-22T12:00:00Z');
const context = { logger, now: () => now, sleep: async () => {} };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function newUser(profile: Partial<typeof userProfile.$inferInsert> = {}, withProfile = true) {
  const id = randomUUID();
  await database.db
    .insert(userTable)
    .values({ id, name: 'Ada', email: `${id}@example.com`, emailVerified: true });
  if (withProfile) {
    await database.db.insert(userProfile).values({
      userId: id,
      planSubscriptionDate: new Date('2026-01-10T00:00:00Z'),
      ...profile,
    });
  }
  return id;
}

const reserve = (userId: string, spends: { creativeId: string; credits: number }[]) =>
  database.db.transaction((tx) => reserveCredits(tx, context, userId, spends));
const spend = (credits: number) => ({ creativeId: randomUUID(), credits });

describe('credit balance', () => {
  it('is the allowance plus additional credits minus the period’s spends', async () => {
    const userId = await newUser({ additionalTokens: 10 });
    // A spend from the previous period (before 2026-11-10) does not count.
    await database.db.insert(event).values({
      userId,
      type: 'credits-spent',
      data: { credits: 30, creativeId: randomUUID(), state: 'committed' },
      creationDate: new Date('2026-11-09T23:59:59Z'),
    });
    await reserve(userId, [spend(6)]);
    expect(await getCreditBalance(database.db, context, userId)).toMatchObject({
      balance: 54,
      monthlyAllowance: 50,
      additionalCredits: 10,
      spent: 6,
      periodStart: new Date('2026-11-10T00:00:00Z'),
      nextRefill: new Date('2026-12-10T00:00:00Z'),
    });
  });

  it('uses the Flex amount and fails for a Flex plan without one', async () => {
    expect(
      (await getCreditBalance(database.db, context, await newUser({ plan: 'flex', tokenAmount: 800 })))
        .balance,
    ).toBe(800);
    const broken = await newUser({ plan: 'flex', tokenAmount: null });
    await expect(getCreditBalance(database.db, context, broken)).rejects.toMatchObject({ code: 'INTERNAL' });
  });

  it('reads a missing profile once more, then fails', async () => {
    const userId = await newUser({}, false);
    let waited = 0;
    const late = {
      ...context,
      sleep: async () => {
        waited += 1;
        await database.db
          .insert(userProfile)
          .values({ userId, planSubscriptionDate: new Date('2026-01-10T00:00:00Z') });
      },
    };
    expect((await getCreditBalance(database.db, late, userId)).balance).toBe(50);
    expect(waited).toBe(1);
    await expect(getCreditBalance(database.db, context, await newUser({}, false))).rejects.toBeInstanceOf(
      AppError,
    );
  });

  it('reports zero when spends exceed the allowance, and logs the negative balance', async () => {
    const userId = await newUser();
    await database.db.insert(event).values({
      userId,
      type: 'credits-spent',
      data: { credits: 70, creativeId: randomUUID(), state: 'committed' },
      creationDate: now,
    });
    errors.length = 0;
    expect((await getCreditBalance(database.db, context, userId)).balance).toBe(0);
    expect(errors).toEqual([
      expect.objectContaining({ userId, balance: -20, msg: 'credit balance below zero' }),
    ]);
  });
});

describe('reserve, commit, release', () => {
  it('accepts exactly as many of 50 concurrent reservations as the balance covers', async () => {
    const userId = await newUser(); // Free: 50 credits, ten reservations of 5
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => reserve(userId, [spend(5)])));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(40);
    for (const result of refused) expect(result.reason).toMatchObject({ code: 'OUT_OF_CREDITS' });
    expect((await getCreditBalance(database.db, context, userId)).balance).toBe(0);
  });

  it('reserves all of a request’s creatives or none', async () => {
    const userId = await newUser();
    await expect(reserve(userId, [spend(18), spend(18), spend(18)])).rejects.toMatchObject({
      code: 'OUT_OF_CREDITS',
    });
    expect((await getCreditBalance(database.db, context, userId)).balance).toBe(50);
    await reserve(userId, [spend(18), spend(18)]);
    expect((await getCreditBalance(database.db, context, userId)).balance).toBe(14);
  });

  it('never charges a creative twice', async () => {
    const userId = await newUser();
    const creative = spend(6);
    await reserve(userId, [creative]);
    await reserve(userId, [creative]);
    expect((await getCreditBalance(database.db, context, userId)).balance).toBe(44);
  });

  it('commits a completed creative once, and a later failure report refunds nothing', async () => {
    const userId = await newUser();
    const creative = spend(6);
    await reserve(userId, [creative]);
    expect(await commitCredits(database.db, creative.creativeId)).toBe(true);
    expect(await commitCredits(database.db, creative.creativeId)).toBe(false);
    expect(await releaseCredits(database.db, creative.creativeId, 'failed')).toBe(0);
    expect((await getCreditBalance(database.db, context, userId)).balance).toBe(44);
  });

  it('refunds a failed or blocked creative exactly once, even when releases race', async () => {
    const userId = await newUser();
    const creative = spend(18);
    await reserve(userId, [creative]);
    const refunds = await Promise.all(
      Array.from({ length: 5 }, () => releaseCredits(database.db, creative.creativeId, 'moderation_blocked')),
    );
    expect(refunds.sort()).toEqual([0, 0, 0, 0, 18]);
    expect(await commitCredits(database.db, creative.creativeId)).toBe(false);
    expect((await getCreditBalance(database.db, context, userId)).balance).toBe(50);
    const ledger = await listCreditLedger(database.db, userId, { limit: 10 });
    expect(ledger.entries.map((entry) => [entry.type, entry.credits, entry.state, entry.reason])).toEqual([
      ['credits-refunded', 18, null, 'moderation_blocked'],
      ['credits-spent', 18, 'released', null],
    ]);
  });
});

describe('additional credits', () => {
  it('pay only what the allowance cannot, are used up for good, and come back on release', async () => {
    const userId = await newUser({ additionalTokens: 30 });
    const paidByAllowance = spend(40);
    const paidByBoth = spend(18); // 10 from the allowance, 8 from the additional credits
    await reserve(userId, [paidByAllowance, paidByBoth]);
    expect(await getCreditBalance(database.db, context, userId)).toMatchObject({
      balance: 22,
      monthlyBalance: 0,
      additionalCredits: 22,
      spent: 58,
    });
    // The next period refills the allowance only: the 8 additional credits stay spent.
    const nextPeriod = { ...context, now: () => new Date('2026-12-10T00:00:00Z') };
    expect(await getCreditBalance(database.db, nextPeriod, userId)).toMatchObject({
      balance: 72,
      monthlyBalance: 50,
      additionalCredits: 22,
    });
    // Released after the refill: the additional credits get their 8 back, the old allowance's 10 are gone.
    expect(await releaseCredits(database.db, paidByBoth.creativeId, 'failed')).toBe(18);
    expect(await getCreditBalance(database.db, nextPeriod, userId)).toMatchObject({
      balance: 80,
      additionalCredits: 30,
    });
  });
});

describe('admin credits and the ledger', () => {
  it('adds credits by e-mail or id and keeps them in the ledger', async () => {
    const userId = await newUser();
    const adminId = await newUser();
    const [row] = await database.db
      .select({ email: userTable.email })
      .from(userTable)
      .where(eq(userTable.id, userId));
    expect(
      await addCredits(database.db, { user: row?.email.toUpperCase() ?? '', credits: 25, addedBy: adminId }),
    ).toBe(userId);
    await addCredits(database.db, { user: userId, credits: 5, addedBy: adminId });
    expect((await getCreditBalance(database.db, context, userId)).additionalCredits).toBe(30);
    await expect(
      addCredits(database.db, { user: 'nobody@example.com', credits: 5, addedBy: adminId }),
    ).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
  });

  it('pages through the ledger newest first and refuses a forged cursor', async () => {
    const userId = await newUser();
    for (let index = 0; index < 5; index += 1) await reserve(userId, [spend(2)]);
    const first = await listCreditLedger(database.db, userId, { limit: 3 });
    expect(first.entries).toHaveLength(3);
    const second = await listCreditLedger(database.db, userId, { limit: 3, cursor: first.nextCursor ?? '' });
    expect(second.entries).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.entries, ...second.entries].map((entry) => entry.id)).size).toBe(5);
    const forged = Buffer.from(JSON.stringify(['2026-01-01', "x' or 1=1"])).toString('base64url');
    await expect(listCreditLedger(database.db, userId, { limit: 3, cursor: forged })).rejects.toMatchObject({
      code: 'INVALID_CURSOR',
    });
  });
});
