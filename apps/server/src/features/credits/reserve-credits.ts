import { splitSpends } from '@brandloom/shared/credits';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type CreditProfile, insertReservedSpends, lockCreditProfile } from './credits.repository.ts';
import {
  type CreditContext,
  computeBalance,
  readCreditProfile,
  withCreditErrors,
} from './get-credit-balance.ts';

export interface CreditSpend {
  creativeId: string;
  credits: number;
}

/**
 * Reserves the credits of creatives being queued, inside the caller's transaction (the one that
 * inserts the creatives). The profile row lock makes concurrent reservations of one user take
 * turns, so they can never spend more than the balance together. A creative already reserved is
 * not charged again. Not enough credits: `OUT_OF_CREDITS`, and nothing is reserved. The balance
 * after it is not read again: the caller's answer does not carry it (two statements a request).
 * A caller that locked the profile in `tx` already (with `creditProfileColumns`) passes it.
 */
export function reserveCredits(
  tx: Executor,
  context: CreditContext,
  userId: string,
  spends: CreditSpend[],
  lockedProfile?: CreditProfile,
): Promise<void> {
  return withCreditErrors(context, userId, async () => {
    const profile = lockedProfile ?? (await readCreditProfile(context, () => lockCreditProfile(tx, userId)));
    const before = await computeBalance(tx, context, userId, profile);
    const total = spends.reduce((sum, spend) => sum + spend.credits, 0);
    if (total > before.balance) throw new AppError('OUT_OF_CREDITS');
    // The allowance pays first; additional credits only what it cannot.
    await insertReservedSpends(tx, userId, splitSpends(before.monthlyBalance, spends));
  });
}
