import type { ExploreSort } from '@brandloom/shared/explore';
import { isUuid } from '@brandloom/shared/ids';
import { AppError } from '../../lib/app-error.ts';
import type { ExplorePosition, PublicCreativeRow } from './explore.repository.ts';

const exactIso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The opaque next-page cursor after `row` in `sort`'s order. */
export function exploreCursorAfter(sort: ExploreSort, row: PublicCreativeRow): string {
  const key = sort === 'new' ? row.publishedAtExact : row.trendingScore;
  return Buffer.from(JSON.stringify([sort, key, row.id])).toString('base64url');
}

/**
 * The position a cursor names, undefined for none; anything else, or a cursor of the other order,
 * is INVALID_CURSOR (400). A made-up position shows only public creatives, so it needs no signature.
 */
export function decodeExploreCursor(
  sort: ExploreSort,
  value: string | undefined,
): ExplorePosition | undefined {
  if (value === undefined || value === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString());
  } catch {
    throw new AppError('INVALID_CURSOR');
  }
  if (
    Array.isArray(parsed) &&
    parsed.length === 3 &&
    parsed[0] === sort &&
    typeof parsed[2] === 'string' &&
    isUuid(parsed[2])
  ) {
    const [, key, id] = parsed as [ExploreSort, unknown, string];
    if (sort === 'new' && typeof key === 'string' && exactIso.test(key) && !Number.isNaN(Date.parse(key))) {
      return { sort, date: key, id };
    }
    if (sort === 'trending' && typeof key === 'number' && Number.isFinite(key))
      return { sort, score: key, id };
  }
  throw new AppError('INVALID_CURSOR');
}
