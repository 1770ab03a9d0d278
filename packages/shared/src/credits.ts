import type { ImageQuality, Plan } from './plans.ts';

/**
 * Credit rules (spec §5, §9), shared by the server's ledger and the UI's "costs N credits" labels.
 */

/** Credits per generated image, by quality. */
export const imageCreditCost = { low: 2, medium: 6, high: 18, auto: 14 } as const satisfies Record<
  ImageQuality,
  number
>;

/** Monthly credits of the fixed plans; Flex uses the profile's own `token_amount`. */
export const monthlyCredits = { free: 50, plus: 200 } as const;

/** The most monthly credits a Flex plan can have (spec §6 "up to 3500"). */
export const maxFlexMonthlyCredits = 3500;

/** Why the credits of a user cannot be computed; never shown to users (spec §8). */
export class CreditComputationError extends Error {
  override name = 'CreditComputationError';
}

/** The monthly allowance of a plan; throws for an unknown plan or a Flex plan without an amount. */
export function monthlyAllowance(plan: Plan | string, tokenAmount: number | null): number {
  if (plan === 'free' || plan === 'plus') return monthlyCredits[plan];
  if (plan === 'flex') {
    if (!tokenAmount || tokenAmount <= 0)
      throw new CreditComputationError('Flex plan without a monthly amount');
    return Math.min(tokenAmount, maxFlexMonthlyCredits);
  }
  throw new CreditComputationError(`No credit rules for plan ${JSON.stringify(plan)}`);
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** The refill moment in the given month: the subscription's day (clamped to the month's end) and time. */
function refillIn(subscribedAt: Date, year: number, monthIndex: number): Date {
  const day = Math.min(subscribedAt.getUTCDate(), daysInMonth(year, monthIndex));
  return new Date(
    Date.UTC(
      year,
      monthIndex,
      day,
      subscribedAt.getUTCHours(),
      subscribedAt.getUTCMinutes(),
      subscribedAt.getUTCSeconds(),
      subscribedAt.getUTCMilliseconds(),
    ),
  );
}

export interface CreditPeriod {
  /** When the current monthly allowance started. */
  start: Date;
  /** When the allowance refills next. */
  nextRefill: Date;
}

/**
 * The credit period containing `now`: it starts on the subscription's day of month and time in
 * UTC; a day the month lacks (e.g. the 31st in April) clamps to the month's last day. Before the
 * subscription began, the first period starts at the subscription itself.
 */
export function creditPeriod(subscribedAt: Date, now: Date): CreditPeriod {
  let year = now.getUTCFullYear();
  let month = now.getUTCMonth();
  let start = refillIn(subscribedAt, year, month);
  if (start > now) {
    month -= 1;
    if (month < 0) {
      month = 11;
      year -= 1;
    }
    start = refillIn(subscribedAt, year, month);
  }
  if (start < subscribedAt) start = subscribedAt;
  const next = refillIn(subscribedAt, month === 11 ? year + 1 : year, (month + 1) % 12);
  return { start, nextRefill: next };
}

export interface CreditBalance {
  /** Credits the user can spend now (never below zero). */
  balance: number;
  monthlyAllowance: number;
  /** What is left of this period's allowance (never below zero). */
  monthlyBalance: number;
  additionalCredits: number;
  /** Credits spent in the current period (spends minus refunds). */
  spent: number;
  periodStart: Date;
  nextRefill: Date;
}

/**
 * The period of a user's credits: from the subscription date, or for a user who never subscribed
 * from their e-mail confirmation; an unconfirmed user without a start date is an error.
 */
export function userCreditPeriod(
  subscribedAt: Date | null,
  confirmedAt: Date | null,
  now: Date,
): CreditPeriod {
  const start = subscribedAt ?? confirmedAt;
  if (!start) throw new CreditComputationError('Unconfirmed user without a subscription start date');
  return creditPeriod(start, now);
}

export interface CreditBalanceInput {
  plan: Plan | string;
  tokenAmount: number | null;
  additionalTokens: number;
  period: CreditPeriod;
  /** Credits spent since the period start (spends minus refunds). */
  spent: number;
  /**
   * The part of `spent` paid from additional credits, already taken off `additionalTokens` when
   * it was spent: additional credits are used once the allowance is gone and never come back
   * with the next period.
   */
  paidFromAdditional: number;
}

/**
 * How much of each spend the remaining monthly allowance pays, in order; the rest is paid from
 * additional credits.
 */
export function splitSpends<T extends { credits: number }>(
  monthlyLeft: number,
  spends: T[],
): (T & { fromAdditional: number })[] {
  let left = Math.max(0, monthlyLeft);
  return spends.map((spend) => {
    const fromMonthly = Math.min(spend.credits, left);
    left -= fromMonthly;
    return { ...spend, fromAdditional: spend.credits - fromMonthly };
  });
}

/**
 * Balance = allowance − the spends it paid + additional credits left, reported as zero when
 * below; `onNegative` hears about a negative raw value so the caller can log it.
 */
export function creditBalance(
  input: CreditBalanceInput,
  onNegative: (raw: number) => void = () => {},
): CreditBalance {
  const allowance = monthlyAllowance(input.plan, input.tokenAmount);
  const monthlyLeft = allowance - (input.spent - input.paidFromAdditional);
  const raw = monthlyLeft + input.additionalTokens;
  if (raw < 0) onNegative(raw);
  return {
    balance: Math.max(0, raw),
    monthlyAllowance: allowance,
    monthlyBalance: Math.max(0, monthlyLeft),
    additionalCredits: input.additionalTokens,
    spent: input.spent,
    periodStart: input.period.start,
    nextRefill: input.period.nextRefill,
  };
}
