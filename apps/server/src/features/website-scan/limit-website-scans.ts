import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { countInWindow } from '../../lib/rate-window.ts';

/**
 * Scans and image listings per user and window: each one fetches a page and up to a handful of
 * its files, so a user (or a stolen session) cannot turn us into a crawler.
 */
export const websiteScanRateLimit = { max: 10, windowMs: 10 * 60 * 1000 } as const;

/** Counts one scan or listing for `userId`; past the limit, RATE_LIMITED (429). */
export async function limitWebsiteScans(db: Database, userId: string, now: number): Promise<void> {
  const count = await countInWindow(db, `website-scan:${userId}`, websiteScanRateLimit.windowMs, now);
  if (count > websiteScanRateLimit.max) throw new AppError('RATE_LIMITED');
}
