import { type SQL, sql } from 'drizzle-orm';

/**
 * Explore's trending score (0058), after Reddit's "hot" rank:
 *
 *   score = log10(1 + likes + 2 × remixes) + published_at (Unix seconds) / 45,000
 *
 * Every 12.5 hours of age weigh as much as ten times the engagement, so older creatives sink
 * unless people keep liking and remixing them. The age term grows with the publish time, not with
 * the clock, so the order between two creatives never changes while nobody reacts: the score is
 * stored, written only on publish, like, unlike and remix, and pages with a keyset cursor like
 * any other order, with no periodic refresh. A remix counts twice a like: it is more work.
 */
const trendingHalfLifeSeconds = 45_000;

export function trendingScoreSql(likes: SQL, remixes: SQL, publishedAt: SQL): SQL<number> {
  return sql<number>`log(1 + greatest(${likes}, 0) + 2 * greatest(${remixes}, 0)) + extract(epoch from ${publishedAt}) / ${sql.raw(String(trendingHalfLifeSeconds))}`;
}
