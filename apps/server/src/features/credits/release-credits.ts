import type { Database } from '../../db/client.ts';
import { addAdditionalTokens, insertEvent, settleSpend } from './credits.repository.ts';

/**
 * Gives back the credits of a creative that failed or was blocked, with a `credits-refunded`
 * ledger entry: the part additional credits paid returns to them, the rest to the allowance of
 * the period it was spent in. Only a reserved spend is released — never a committed one, never twice; answers
 * the credits refunded by this call (0 when there was nothing to release).
 */
export function releaseCredits(db: Database, creativeId: string, reason: string): Promise<number> {
  return db.transaction(async (tx) => {
    const spend = await settleSpend(tx, creativeId, 'released');
    if (!spend) return 0;
    // What additional credits paid goes back to them; the allowance's part returns by the period.
    if (spend.data.fromAdditional) await addAdditionalTokens(tx, spend.userId, spend.data.fromAdditional);
    await insertEvent(tx, spend.userId, 'credits-refunded', {
      credits: spend.data.credits,
      creativeId,
      reason,
    });
    return spend.data.credits;
  });
}
