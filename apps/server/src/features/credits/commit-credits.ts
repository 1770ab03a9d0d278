import type { Executor } from '../../db/client.ts';
import { settleSpend } from './credits.repository.ts';

/**
 * Keeps the credits of a completed creative spent. Only a reserved spend moves, so a repeated
 * completion, or one after a release, changes nothing; answers whether this call committed it.
 */
export async function commitCredits(db: Executor, creativeId: string): Promise<boolean> {
  return (await settleSpend(db, creativeId, 'committed')) !== undefined;
}
