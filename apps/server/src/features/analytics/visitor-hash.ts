import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { daySalt } from './analytics.repository.ts';

/** The UTC day of a time, as the `date` columns hold it (2026-11-26). */
export const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Visitor hashes (decision 0051): SHA-256 of the day's random salt with who the visitor is (the
 * address and user agent, or a signed-in user's id), never stored raw. The salt lives in the
 * database so every server hashes alike, and is deleted after a day: yesterday's hashes can then
 * no longer be recomputed from an address. Each server keeps the current day's salt in memory.
 */
export function createVisitorHasher(db: Database) {
  let cached: { day: string; salt: Promise<string> } | undefined;

  function saltOf(now: number): Promise<string> {
    const day = utcDay(now);
    if (cached?.day !== day) {
      const salt = daySalt(db, day, randomBytes(32).toString('base64url'), utcDay(now - 86_400_000));
      cached = { day, salt };
      // A failed read is tried again on the next page view.
      salt.catch(() => {
        if (cached?.salt === salt) cached = undefined;
      });
    }
    return cached.salt;
  }

  return async (who: string, now: number): Promise<string> =>
    createHash('sha256')
      .update(`${await saltOf(now)}\n${who}`)
      .digest('base64url')
      .slice(0, 22);
}

export type VisitorHasher = ReturnType<typeof createVisitorHasher>;
