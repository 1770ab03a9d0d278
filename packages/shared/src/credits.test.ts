import { describe, expect, it } from 'vitest';
import {
  CreditComputationError,
  creditBalance,
  creditPeriod,
  monthlyAllowance,
  splitSpends,
  userCreditPeriod,
} from './credits.ts';

const at = (iso: string) => new Date(iso);

describe('monthlyAllowance', () => {
  it('gives the fixed plans their credits and Flex its own amount, capped at 3500', () => {
    expect(monthlyAllowance('free', null)).toBe(50);
    expect(monthlyAllowance('plus', 999)).toBe(200);
    expect(monthlyAllowance('flex', 1200)).toBe(1200);
    expect(monthlyAllowance('flex', 9000)).toBe(3500);
  });

  it('refuses an unknown plan and a Flex plan without a monthly amount', () => {
    expect(() => monthlyAllowance('gold', null)).toThrow(CreditComputationError);
    expect(() => monthlyAllowance('flex', null)).toThrow(CreditComputationError);
    expect(() => monthlyAllowance('flex', 0)).toThrow(CreditComputationError);
  });
});

describe('creditPeriod', () => {
  it('starts on the subscription day and time of the current month', () => {
    expect(creditPeriod(at('2026-01-15T10:30:00Z'), at('2026-11-22T12:00:00Z'))).toEqual({
      start: at('2026-11-15T10:30:00Z'),
      nextRefill: at('2026-12-15T10:30:00Z'),
    });
  });

  it('uses the previous month until the refill time of this month has passed', () => {
    const subscribed = at('2026-01-22T13:00:00Z');
    expect(creditPeriod(subscribed, at('2026-11-22T12:59:59Z')).start).toEqual(at('2026-10-22T13:00:00Z'));
    expect(creditPeriod(subscribed, at('2026-11-22T13:00:00Z')).start).toEqual(at('2026-11-22T13:00:00Z'));
  });

  it('clamps a day the month lacks to its last day, and returns to the real day after', () => {
    const subscribed = at('2026-01-31T08:00:00Z');
    expect(creditPeriod(subscribed, at('2026-04-30T09:00:00Z'))).toEqual({
      start: at('2026-04-30T08:00:00Z'),
      nextRefill: at('2026-05-31T08:00:00Z'),
    });
    expect(creditPeriod(subscribed, at('2026-03-01T00:00:00Z'))).toEqual({
      start: at('2026-02-28T08:00:00Z'),
      nextRefill: at('2026-03-31T08:00:00Z'),
    });
  });

  it('knows leap years', () => {
    const subscribed = at('2026-08-30T00:00:00Z');
    expect(creditPeriod(subscribed, at('2028-03-01T00:00:00Z')).start).toEqual(at('2028-02-29T00:00:00Z'));
    expect(creditPeriod(subscribed, at('2027-03-01T00:00:00Z')).start).toEqual(at('2027-02-28T00:00:00Z'));
  });

  it('crosses the year boundary both ways', () => {
    const subscribed = at('2025-06-20T00:00:00Z');
    expect(creditPeriod(subscribed, at('2027-01-10T00:00:00Z'))).toEqual({
      start: at('2026-12-20T00:00:00Z'),
      nextRefill: at('2027-01-20T00:00:00Z'),
    });
    expect(creditPeriod(subscribed, at('2026-12-25T00:00:00Z')).nextRefill).toEqual(
      at('2027-01-20T00:00:00Z'),
    );
  });

  it('starts the first period at the subscription itself', () => {
    const subscribed = at('2026-11-22T12:00:00Z');
    expect(creditPeriod(subscribed, at('2026-11-22T12:00:00Z'))).toEqual({
      start: subscribed,
      nextRefill: at('2026-12-22T12:00:00Z'),
    });
  });
});

describe('userCreditPeriod', () => {
  it('falls back to the confirmation date and refuses an unconfirmed user without a start date', () => {
    expect(userCreditPeriod(null, at('2026-05-03T00:00:00Z'), at('2026-11-22T00:00:00Z')).start).toEqual(
      at('2026-11-03T00:00:00Z'),
    );
    expect(() => userCreditPeriod(null, null, at('2026-11-22T00:00:00Z'))).toThrow(CreditComputationError);
  });
});

describe('creditBalance', () => {
  const period = { start: at('2026-11-01T00:00:00Z'), nextRefill: at('2026-12-01T00:00:00Z') };

  it('adds the additional credits and subtracts the spent ones', () => {
    expect(
      creditBalance({
        plan: 'free',
        tokenAmount: null,
        additionalTokens: 20,
        period,
        spent: 12,
        paidFromAdditional: 0,
      }),
    ).toEqual({
      balance: 58,
      monthlyAllowance: 50,
      monthlyBalance: 38,
      additionalCredits: 20,
      spent: 12,
      periodStart: period.start,
      nextRefill: period.nextRefill,
    });
  });

  it('never goes below zero and reports the negative value', () => {
    const negatives: number[] = [];
    const result = creditBalance(
      { plan: 'free', tokenAmount: null, additionalTokens: 0, period, spent: 56, paidFromAdditional: 0 },
      (raw) => negatives.push(raw),
    );
    expect(result.balance).toBe(0);
    expect(negatives).toEqual([-6]);
  });

  it('does not count the spends additional credits paid against the allowance', () => {
    // 70 spent: 50 from the allowance, 20 already taken off the additional credits (30 → 10).
    const result = creditBalance({
      plan: 'free',
      tokenAmount: null,
      additionalTokens: 10,
      period,
      spent: 70,
      paidFromAdditional: 20,
    });
    expect(result).toMatchObject({ balance: 10, monthlyBalance: 0, additionalCredits: 10 });
  });
});

describe('splitSpends', () => {
  it('pays from the allowance first, then from additional credits', () => {
    expect(splitSpends(8, [{ credits: 6 }, { credits: 6 }, { credits: 2 }])).toEqual([
      { credits: 6, fromAdditional: 0 },
      { credits: 6, fromAdditional: 4 },
      { credits: 2, fromAdditional: 2 },
    ]);
    expect(splitSpends(-3, [{ credits: 2 }])).toEqual([{ credits: 2, fromAdditional: 2 }]);
  });
});
