import { type ExploreRateLimited, exploreRateLimits } from '@brandloom/shared/explore';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { countInWindow } from '../../lib/rate-window.ts';

/** Counts one publish, like or report of `userId`; past its limit, RATE_LIMITED (429). */
export async function limitExplore(db: Database, action: ExploreRateLimited, userId: string, now: number) {
  const limit = exploreRateLimits[action];
  const count = await countInWindow(db, `explore-${action}:${userId}`, limit.windowMs, now);
  if (count > limit.max) throw new AppError('RATE_LIMITED');
}
