import { sql } from 'drizzle-orm';
import { trendingScoreSql } from './trending-score.ts';

/**
 * What publishing sets besides the flag: the publish time (kept when it already was published, so
 * publishing again does not bring it back to the top) and the trending score from it.
 */
export function publishedColumns() {
  const publishedAt = sql`case when published_to_explore and published_at is not null then published_at else now() end`;
  return {
    publishedAt,
    trendingScore: trendingScoreSql(sql`like_count`, sql`remix_count`, publishedAt),
  };
}
