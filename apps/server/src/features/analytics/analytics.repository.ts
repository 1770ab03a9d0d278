import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.ts';
import { analyticsEvent, analyticsSalt, userProfile } from '../../db/schema.ts';

export type NewAnalyticsEvent = Omit<typeof analyticsEvent.$inferInsert, 'id'>;

export async function insertPageView(db: Database, event: NewAnalyticsEvent): Promise<void> {
  await db.insert(analyticsEvent).values(event);
}

/** One key event of a user, once: a second one of the same kind changes nothing. */
export async function insertKeyEvent(tx: Executor, event: NewAnalyticsEvent): Promise<void> {
  await tx.insert(analyticsEvent).values(event).onConflictDoNothing();
}

export async function findProfileLanguage(tx: Executor, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ language: userProfile.language })
    .from(userProfile)
    .where(eq(userProfile.userId, userId));
  return row?.language ?? null;
}

/** The day's salt, made by whichever server asks first; salts before `keepFrom` are deleted. */
export async function daySalt(db: Database, day: string, fresh: string, keepFrom: string): Promise<string> {
  await db.insert(analyticsSalt).values({ day, salt: fresh }).onConflictDoNothing();
  await db.delete(analyticsSalt).where(lt(analyticsSalt.day, keepFrom));
  const [row] = await db
    .select({ salt: analyticsSalt.salt })
    .from(analyticsSalt)
    .where(eq(analyticsSalt.day, day));
  if (!row) throw new Error(`no analytics salt for ${day}`);
  return row.salt;
}

const inRange = (from: string, to: string) => and(gte(analyticsEvent.day, from), lt(analyticsEvent.day, to));

// Visitors of a day are its distinct hashes; over several days, the sum of each day's (salts
// rotate daily, so one person on two days counts twice: "daily visitors").
const counts = {
  visitors:
    sql<number>`count(distinct (${analyticsEvent.day}::text || ${analyticsEvent.visitor})) filter (where ${analyticsEvent.kind} = 'page_view')`.mapWith(
      Number,
    ),
  pageViews: sql<number>`count(*) filter (where ${analyticsEvent.kind} = 'page_view')`.mapWith(Number),
  signUps: sql<number>`count(*) filter (where ${analyticsEvent.kind} = 'sign_up')`.mapWith(Number),
  firstCreatives: sql<number>`count(*) filter (where ${analyticsEvent.kind} = 'first_creative')`.mapWith(
    Number,
  ),
  paid: sql<number>`count(*) filter (where ${analyticsEvent.kind} = 'paid')`.mapWith(Number),
};

/** Counts per UTC day in [from, to). */
export function countByDay(db: Database, from: string, to: string) {
  return db
    .select({ day: analyticsEvent.day, ...counts })
    .from(analyticsEvent)
    .where(inRange(from, to))
    .groupBy(analyticsEvent.day);
}

/** Counts per language in [from, to). */
export function countByLanguage(db: Database, from: string, to: string) {
  return db
    .select({ language: analyticsEvent.language, ...counts })
    .from(analyticsEvent)
    .where(inRange(from, to))
    .groupBy(analyticsEvent.language);
}

/**
 * Of the users who signed up in [from, to), how many have made a first creative and how many
 * have paid, at any time since: the range's conversion.
 */
export async function signUpConversions(db: Database, from: string, to: string) {
  const signUp = alias(analyticsEvent, 'sign_up');
  const later = (kind: 'first_creative' | 'paid') =>
    sql<number>`count(*) filter (where exists (select 1 from analytics_event later where later.user_id = sign_up.user_id and later.kind = ${kind}))`.mapWith(
      Number,
    );
  const [row] = await db
    .select({
      signUps: sql<number>`count(*)`.mapWith(Number),
      firstCreative: later('first_creative'),
      paid: later('paid'),
    })
    .from(signUp)
    .where(and(gte(signUp.day, from), lt(signUp.day, to), eq(signUp.kind, 'sign_up')));
  return row ?? { signUps: 0, firstCreative: 0, paid: 0 };
}

/** The most viewed values of `column` (a page's path or a referrer's host) in [from, to). */
export function topPageViews(
  db: Database,
  column: 'path' | 'referrer',
  from: string,
  to: string,
  limit: number,
) {
  const value = column === 'path' ? analyticsEvent.path : analyticsEvent.referrer;
  return db
    .select({ value: sql<string>`${value}`, pageViews: sql<number>`count(*)`.mapWith(Number) })
    .from(analyticsEvent)
    .where(and(inRange(from, to), eq(analyticsEvent.kind, 'page_view'), sql`${value} is not null`))
    .groupBy(value)
    .orderBy(sql`count(*) desc`, value)
    .limit(limit);
}
