import {
  type CreditBalance,
  CreditComputationError,
  creditBalance,
  userCreditPeriod,
} from '@brandloom/shared/credits';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import { type CreditProfile, findCreditProfile, sumSpentSince } from './credits.repository.ts';

export interface CreditContext {
  logger: Logger;
  now?: () => Date;
  /** Waits before the one re-read of a missing profile; replaceable in tests. */
  sleep?: (ms: number) => Promise<void>;
}

const profileRetryMs = 100;
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Reads the profile with `read`; a missing one (e.g. sign-up still writing it) is read once more
 * after 100 ms, then the computation fails.
 */
export async function readCreditProfile(
  context: CreditContext,
  read: () => Promise<CreditProfile | undefined>,
): Promise<CreditProfile> {
  const first = await read();
  if (first) return first;
  await (context.sleep ?? defaultSleep)(profileRetryMs);
  const second = await read();
  if (!second) throw new CreditComputationError('No user profile');
  return second;
}

/** The spec's credit computation over the profile and the spends since the period start. */
export async function computeBalance(
  db: Executor,
  context: CreditContext,
  userId: string,
  profile: CreditProfile,
): Promise<CreditBalance> {
  const period = userCreditPeriod(profile.planSubscriptionDate, null, (context.now ?? (() => new Date()))());
  const { spent, paidFromAdditional } = await sumSpentSince(db, userId, period.start);
  return creditBalance(
    {
      plan: profile.plan,
      tokenAmount: profile.tokenAmount,
      additionalTokens: profile.additionalTokens,
      period,
      spent,
      paidFromAdditional,
    },
    (raw) => context.logger.error({ userId, balance: raw }, 'credit balance below zero'),
  );
}

/** Turns a computation failure into the generic error users see (spec §8: its reason is not shown). */
export async function withCreditErrors<T>(
  context: CreditContext,
  userId: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof CreditComputationError)) throw error;
    context.logger.error({ userId, err: error }, 'credit computation failed');
    throw new AppError('INTERNAL', { cause: error });
  }
}

/** The user's credits now: balance, allowance, additional credits, period start and next refill. */
export function getCreditBalance(
  db: Executor,
  context: CreditContext,
  userId: string,
): Promise<CreditBalance> {
  return withCreditErrors(context, userId, async () => {
    const profile = await readCreditProfile(context, () => findCreditProfile(db, userId));
    return computeBalance(db, context, userId, profile);
  });
}
