import type { ExploreReportReason, ExploreSort } from '@brandloom/shared/explore';
import type { CreativeMode, LibraryRatio } from '@brandloom/shared/generation';
import { and, desc, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { creative, exploreReaction, exploreReport, template, user, userProfile } from '../../db/schema.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { trendingScoreSql } from './trending-score.ts';

/**
 * The one rule for what Explore may show (0058), used by every public read: the owner allows
 * publishing in their settings and is not blocked from it nor banned, published this creative,
 * it is finished and no admin hid it. Deleted creatives and users are gone with their rows. The
 * creative's part matches the partial indexes of both feed orders (schema.ts).
 */
const isPublic: SQL = sql`${creative.publishedToExplore} and ${creative.exploreHiddenAt} is null and ${creative.status} = 'completed' and ${userProfile.publishToExplore} and ${userProfile.exploreBlockedAt} is null and ${user.banned} is not true`;

const publicColumns = {
  id: creative.id,
  mode: creative.mode,
  prompt: creative.prompt,
  ratio: creative.ratio,
  quality: creative.quality,
  placement: creative.placement,
  templateId: creative.templateId,
  templateCategory: template.category,
  imagePath: creative.imagePath,
  thumbnailPath: creative.thumbnailPath,
  videoPath: creative.videoPath,
  width: creative.width,
  height: creative.height,
  username: user.username,
  likeCount: creative.likeCount,
  remixCount: creative.remixCount,
  publishedAt: creative.publishedAt,
  trendingScore: creative.trendingScore,
  /** The exact publish time for a cursor (a JS Date would lose the microseconds). */
  publishedAtExact: sql<string>`to_char(${creative.publishedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

function publicCreatives(db: Database) {
  return db
    .select(publicColumns)
    .from(creative)
    .innerJoin(userProfile, eq(userProfile.userId, creative.userId))
    .innerJoin(user, eq(user.id, creative.userId))
    .leftJoin(template, eq(template.id, creative.templateId));
}
export type PublicCreativeRow = Awaited<ReturnType<ReturnType<typeof publicCreatives>['execute']>>[number];

export interface ExploreFilter {
  sort: ExploreSort;
  mode?: CreativeMode;
  ratio?: LibraryRatio;
  placement?: string;
  category?: string;
  search?: string;
}

/** Where a page starts: the last row's sort key (publish time or score) and id. */
export type ExplorePosition =
  | { sort: 'new'; date: string; id: string }
  | { sort: 'trending'; score: number; id: string };

/** One page of the public feed in the filter's order, read from the order's partial index. */
export async function listPublicCreatives(
  db: Database,
  filter: ExploreFilter,
  limit: number,
  after?: ExplorePosition,
): Promise<PublicCreativeRow[]> {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  const key = filter.sort === 'new' ? creative.publishedAt : creative.trendingScore;
  let position: SQL | undefined;
  if (after?.sort === 'new')
    position = sql`(${creative.publishedAt}, ${creative.id}) < (${after.date}::timestamptz, ${after.id}::uuid)`;
  if (after?.sort === 'trending')
    position = sql`(${creative.trendingScore}, ${creative.id}) < (${after.score}::double precision, ${after.id}::uuid)`;
  return publicCreatives(db)
    .where(
      and(
        isPublic,
        filter.mode ? eq(creative.mode, filter.mode) : undefined,
        filter.ratio ? eq(creative.ratio, filter.ratio) : undefined,
        filter.placement ? eq(creative.placement, filter.placement) : undefined,
        filter.category ? eq(template.category, filter.category) : undefined,
        pattern ? ilike(creative.prompt, pattern) : undefined,
        position,
      ),
    )
    .orderBy(desc(key), desc(creative.id))
    .limit(limit);
}

export async function findPublicCreative(db: Database, id: string): Promise<PublicCreativeRow | undefined> {
  const [row] = await publicCreatives(db).where(and(eq(creative.id, id), isPublic));
  return row;
}

/** The owner and the public rule of one creative, whether or not it is public. */
export async function findCreativeForModeration(db: Database, id: string) {
  const [row] = await db
    .select({
      id: creative.id,
      userId: creative.userId,
      prompt: creative.prompt,
      email: user.email,
      name: user.name,
      language: userProfile.language,
      isPublic: sql<boolean>`${isPublic}`,
    })
    .from(creative)
    .innerJoin(userProfile, eq(userProfile.userId, creative.userId))
    .innerJoin(user, eq(user.id, creative.userId))
    .where(eq(creative.id, id));
  return row;
}

/**
 * Adds (or with `remove`, takes back) the user's like or remix of a public creative and moves its
 * counter and trending score in the same statement: the primary key makes a repeat a no-op, so
 * concurrent likes each count once. Answers the new counts, or undefined if it is not public.
 */
export async function react(
  db: Database,
  input: { creativeId: string; userId: string; kind: 'like' | 'remix'; remove?: boolean },
): Promise<{ likeCount: number; remixCount: number } | undefined> {
  const visible = await findPublicCreative(db, input.creativeId);
  if (!visible) return undefined;
  const change = input.remove
    ? sql`delete from ${exploreReaction} where ${exploreReaction.creativeId} = ${input.creativeId} and ${exploreReaction.userId} = ${input.userId} and ${exploreReaction.kind} = ${input.kind} returning -1 as delta`
    : sql`insert into ${exploreReaction} (creative_id, user_id, kind) values (${input.creativeId}, ${input.userId}, ${input.kind}) on conflict do nothing returning 1 as delta`;
  const counter = input.kind === 'like' ? sql.raw('like_count') : sql.raw('remix_count');
  const moved = sql`(select coalesce(sum(delta), 0)::int from changed)`;
  const likes = input.kind === 'like' ? sql`like_count + ${moved}` : sql`like_count`;
  const remixes = input.kind === 'remix' ? sql`remix_count + ${moved}` : sql`remix_count`;
  const result = (await db.execute(sql`
    with changed as (${change})
    update ${creative}
       set ${counter} = ${counter} + ${moved},
           trending_score = ${trendingScoreSql(likes, remixes, sql`published_at`)}
     where ${creative.id} = ${input.creativeId}
     returning like_count, remix_count`)) as unknown as {
    rows: { like_count: number | string; remix_count: number | string }[];
  };
  const [row] = result.rows;
  return row ? { likeCount: Number(row.like_count), remixCount: Number(row.remix_count) } : undefined;
}

export async function hasLiked(db: Database, creativeId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ kind: exploreReaction.kind })
    .from(exploreReaction)
    .where(
      and(
        eq(exploreReaction.creativeId, creativeId),
        eq(exploreReaction.userId, userId),
        eq(exploreReaction.kind, 'like'),
      ),
    );
  return row !== undefined;
}

/** Stores a report; a second report of one creative by one user changes nothing. */
export async function insertReport(
  db: Database,
  report: { creativeId: string; reporterId: string; reason: ExploreReportReason; note: string | null },
): Promise<void> {
  await db.insert(exploreReport).values(report).onConflictDoNothing();
}

/** Open reports, oldest first, one row per creative with its reasons and counts. */
export async function listOpenReports(db: Database, limit: number) {
  return db
    .select({
      creativeId: creative.id,
      prompt: creative.prompt,
      thumbnailPath: creative.thumbnailPath,
      imagePath: creative.imagePath,
      username: user.username,
      ownerId: creative.userId,
      publishedToExplore: creative.publishedToExplore,
      hidden: sql<boolean>`${creative.exploreHiddenAt} is not null`,
      ownerBlocked: sql<boolean>`${userProfile.exploreBlockedAt} is not null`,
      reports: sql<number>`count(*)::int`,
      reasons: sql<ExploreReportReason[]>`array_agg(distinct ${exploreReport.reason})::text[]`,
      notes: sql<string[]>`array_remove(array_agg(${exploreReport.note}), null)`,
      firstReportedAt: sql<Date>`min(${exploreReport.creationDate})`.mapWith(creative.creationDate),
    })
    .from(exploreReport)
    .innerJoin(creative, eq(creative.id, exploreReport.creativeId))
    .innerJoin(user, eq(user.id, creative.userId))
    .innerJoin(userProfile, eq(userProfile.userId, creative.userId))
    .where(isNull(exploreReport.resolvedAt))
    .groupBy(creative.id, user.id, userProfile.userId)
    .orderBy(sql`min(${exploreReport.creationDate})`)
    .limit(limit);
}

export async function resolveReports(db: Database, creativeId: string, now: Date): Promise<void> {
  await db
    .update(exploreReport)
    .set({ resolvedAt: now })
    .where(and(eq(exploreReport.creativeId, creativeId), isNull(exploreReport.resolvedAt)));
}

export async function setCreativeModeration(
  db: Database,
  creativeId: string,
  change: { exploreHiddenAt?: Date | null; publishedToExplore?: false },
): Promise<boolean> {
  const rows = await db
    .update(creative)
    .set(change)
    .where(eq(creative.id, creativeId))
    .returning({ id: creative.id });
  return rows.length > 0;
}

export async function setPublishingBlocked(
  db: Database,
  userId: string,
  blockedAt: Date | null,
): Promise<boolean> {
  const rows = await db
    .update(userProfile)
    .set({ exploreBlockedAt: blockedAt })
    .where(eq(userProfile.userId, userId))
    .returning({ userId: userProfile.userId });
  return rows.length > 0;
}

/** Whether the user may publish: the setting on and no admin block. */
export async function findPublisher(db: Database, userId: string) {
  const [row] = await db
    .select({ publishToExplore: userProfile.publishToExplore, blockedAt: userProfile.exploreBlockedAt })
    .from(userProfile)
    .where(eq(userProfile.userId, userId));
  return row;
}
