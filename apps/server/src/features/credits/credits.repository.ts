import { isUuid } from '@brandloom/shared/ids';
import { and, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type EventData, event, type SpendState, user, userProfile } from '../../db/schema.ts';
import {
  afterCursor,
  type Cursor,
  cursorPlaceholders,
  cursorValues,
  exactTimestamp,
  isoTimestamp,
} from '../../lib/cursor.ts';
import { preparedStatement } from '../../lib/prepared-statement.ts';
import { publishChanges } from '../realtime/index.ts';

export interface CreditProfile {
  plan: string;
  tokenAmount: number | null;
  additionalTokens: number;
  planSubscriptionDate: Date | null;
  emailVerified: boolean;
}

/** What the credit computation reads of a profile; callers that lock the profile select these too. */
export const creditProfileColumns = {
  plan: userProfile.plan,
  tokenAmount: userProfile.tokenAmount,
  additionalTokens: userProfile.additionalTokens,
  planSubscriptionDate: userProfile.planSubscriptionDate,
  emailVerified: user.emailVerified,
};

export async function findCreditProfile(db: Executor, userId: string): Promise<CreditProfile | undefined> {
  const [row] = await db
    .select(creditProfileColumns)
    .from(userProfile)
    .innerJoin(user, eq(user.id, userProfile.userId))
    .where(eq(userProfile.userId, userId));
  return row;
}

/** Reads the profile and holds its row lock until the transaction ends: reservations queue here. */
export async function lockCreditProfile(tx: Executor, userId: string): Promise<CreditProfile | undefined> {
  const [row] = await tx
    .select(creditProfileColumns)
    .from(userProfile)
    .innerJoin(user, eq(user.id, userProfile.userId))
    .where(eq(userProfile.userId, userId))
    .for('update', { of: userProfile });
  return row;
}

const creditsOf = sql<number>`coalesce(sum((${event.data}->>'credits')::int), 0)::int`;
const stateOf = sql<SpendState>`${event.data}->>'state'`;

const paidFromAdditionalOf = sql<number>`coalesce(sum((${event.data}->>'fromAdditional')::int), 0)::int`;

/** Credits spent since `start` (every spend not released again) and the part additional credits paid. */
export async function sumSpentSince(
  db: Executor,
  userId: string,
  start: Date,
): Promise<{ spent: number; paidFromAdditional: number }> {
  const [row] = await db
    .select({ spent: creditsOf, paidFromAdditional: paidFromAdditionalOf })
    .from(event)
    .where(
      and(
        eq(event.userId, userId),
        eq(event.type, 'credits-spent'),
        gte(event.creationDate, start),
        ne(stateOf, 'released'),
      ),
    );
  return row ?? { spent: 0, paidFromAdditional: 0 };
}

const announcedColumns = { id: event.id, userId: event.userId, creationDate: event.creationDate };

/** Tells the user's open tabs (features/realtime) that ledger rows were added or changed. */
async function announceEvents(
  tx: Executor,
  rows: { id: string; userId: string; creationDate: Date }[],
  changes: string[],
  values?: Record<string, string>,
) {
  await publishChanges(
    tx,
    rows.map((row) => ({
      userId: row.userId,
      table: 'event',
      id: row.id,
      updatedDate: row.creationDate,
      changes,
      values,
    })),
  );
}

/**
 * Records reserved spends and takes the part additional credits pay off them; a creative that
 * already has a spend keeps it and is not charged again (retried reservations).
 */
export async function insertReservedSpends(
  tx: Executor,
  userId: string,
  spends: { creativeId: string; credits: number; fromAdditional: number }[],
): Promise<void> {
  if (spends.length === 0) return;
  const inserted = await tx
    .insert(event)
    .values(
      spends.map(({ creativeId, credits, fromAdditional }) => ({
        userId,
        type: 'credits-spent' as const,
        data: {
          credits,
          creativeId,
          state: 'reserved' as const,
          ...(fromAdditional > 0 && { fromAdditional }),
        },
      })),
    )
    .onConflictDoNothing()
    .returning({ ...announcedColumns, data: event.data });
  const fromAdditional = inserted.reduce((sum, row) => sum + (row.data.fromAdditional ?? 0), 0);
  if (fromAdditional > 0) await addAdditionalTokens(tx, userId, -fromAdditional);
  await announceEvents(tx, inserted, ['type', 'data']);
}

const settle = preparedStatement('settle_spend', (db) =>
  db
    .update(event)
    .set({ data: sql`jsonb_set(${event.data}, '{state}', ${sql.placeholder('state')}::jsonb)` })
    .where(
      and(
        eq(event.type, 'credits-spent'),
        sql`${event.data}->>'creativeId' = ${sql.placeholder('creativeId')}`,
        eq(stateOf, 'reserved'),
      ),
    )
    .returning({ ...announcedColumns, data: event.data }),
);

/** Moves a creative's spend from `reserved` to `to`; the spend row when it moved, else undefined. */
export async function settleSpend(tx: Executor, creativeId: string, to: 'committed' | 'released') {
  const [row] = await settle(tx, 'all', { creativeId, state: JSON.stringify(to) });
  if (row) await announceEvents(tx, [{ ...row, creationDate: new Date() }], ['data'], { state: to });
  return row;
}

export async function insertEvent(
  tx: Executor,
  userId: string,
  type: 'credits-refunded' | 'credits-added',
  data: EventData,
) {
  const inserted = await tx
    .insert(event)
    .values({ userId, type, data })
    .onConflictDoNothing()
    .returning(announcedColumns);
  await announceEvents(tx, inserted, ['type', 'data']);
}

export async function addAdditionalTokens(tx: Executor, userId: string, credits: number): Promise<boolean> {
  const updated = await tx
    .update(userProfile)
    .set({ additionalTokens: sql`${userProfile.additionalTokens} + ${credits}`, updatedDate: new Date() })
    .where(eq(userProfile.userId, userId))
    .returning({ userId: userProfile.userId });
  return updated.length > 0;
}

/** The user's credit events, newest first, `limit` at a time after `cursor`. */
const ledgerPage = preparedStatement('ledger_page', (db, shape: 'first' | 'after') =>
  db
    .select({
      id: event.id,
      type: event.type,
      data: event.data,
      creationDate: isoTimestamp(event.creationDate),
      cursorDate: exactTimestamp(event.creationDate),
    })
    .from(event)
    .where(
      and(
        eq(event.userId, sql.placeholder('userId')),
        shape === 'after' ? afterCursor(event.creationDate, event.id, cursorPlaceholders) : undefined,
      ),
    )
    .orderBy(desc(event.creationDate), desc(event.id))
    .limit(sql.placeholder('limit')),
);

export function listEvents(db: Executor, userId: string, limit: number, cursor?: Cursor) {
  return ledgerPage(db, cursor ? 'after' : 'first', { userId, limit, ...cursorValues(cursor) });
}

/** The id of the user with this id or e-mail address (case-insensitive), if any. */
export async function findUserIdByIdOrEmail(db: Executor, idOrEmail: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(
      isUuid(idOrEmail) ? eq(user.id, idOrEmail) : eq(sql`lower(${user.email})`, idOrEmail.toLowerCase()),
    );
  return row?.id;
}
