import { monthlyPrice, type PlanOffer } from '@brandloom/shared/billing';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import {
  type SubscriptionCommand,
  type SubscriptionState,
  startSubscription,
  transition,
} from './subscription-lifecycle.ts';

const plus: PlanOffer = { plan: 'plus', creditAmount: 200 };
const flex500: PlanOffer = { plan: 'flex', creditAmount: 500 };
const flex1000: PlanOffer = { plan: 'flex', creditAmount: 1000 };

const checkoutAt = new Date('2026-01-31T09:30:00Z');
const midFebruary = new Date('2026-02-14T09:30:00Z');

function plusFromJanuary(): SubscriptionState {
  return startSubscription(plus, 'eur', checkoutAt).state;
}

function refusal(state: SubscriptionState, command: SubscriptionCommand, now = midFebruary) {
  try {
    transition(state, command, now);
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  throw new Error('the transition was not refused');
}

describe('checkout', () => {
  it('starts a month-long period now, charges the monthly price and resets the credits', () => {
    const started = startSubscription(flex1000, 'usd', checkoutAt);
    expect(started.state).toMatchObject({
      offer: flex1000,
      currency: 'usd',
      status: 'active',
      periodStart: checkoutAt,
      // 31 January → the last day of February, at the same time.
      periodEnd: new Date('2026-02-28T09:30:00Z'),
      cancelAtPeriodEnd: false,
      scheduled: null,
    });
    expect(started.charge).toMatchObject({ kind: 'subscription', amount: 7500 });
    expect(started.resetCredits).toBe(true);
    expect(started.profile).toEqual({ plan: 'flex', tokenAmount: 1000 });
  });
});

describe('update (upgrades and volume upgrades)', () => {
  it('moves Plus to Flex at once, restarts the period and charges the new month less the unused old part', () => {
    const state = plusFromJanuary();
    const result = transition(state, { type: 'update', offer: flex500 }, midFebruary);
    expect(result.state).toMatchObject({ offer: flex500, anchor: midFebruary, periodStart: midFebruary });
    expect(result.state.periodEnd).toEqual(new Date('2026-03-14T09:30:00Z'));
    // 14 of the 28 days of Plus are unused: half of €19.00 back.
    expect(result.charge).toMatchObject({ kind: 'upgrade', amount: 3900 - 950 });
    expect(result.resetCredits).toBe(true);
    expect(result.profile).toEqual({ plan: 'flex', tokenAmount: 500 });
  });

  it('raises a Flex volume at once', () => {
    const state = startSubscription(flex500, 'eur', checkoutAt).state;
    const result = transition(state, { type: 'update', offer: flex1000 }, checkoutAt);
    // Nothing of the old month was used: only the difference is due.
    expect(result.charge?.amount).toBe(monthlyPrice(flex1000, 'eur') - monthlyPrice(flex500, 'eur'));
    expect(result.profile.tokenAmount).toBe(1000);
  });

  it('replaces a downgrade that was scheduled', () => {
    const flex = startSubscription(flex1000, 'eur', checkoutAt).state;
    const scheduled = transition(flex, { type: 'schedule-change', offer: flex500 }, midFebruary).state;
    const upgraded = transition(
      scheduled,
      { type: 'update', offer: { plan: 'flex', creditAmount: 1500 } },
      midFebruary,
    );
    expect(upgraded.state.scheduled).toBeNull();
  });

  it('refuses a downgrade, the same offer, and any change while a cancellation is pending', () => {
    const flex = startSubscription(flex1000, 'eur', checkoutAt).state;
    expect(refusal(flex, { type: 'update', offer: plus })).toBe('SUBSCRIPTION_CHANGE_IS_DOWNGRADE');
    expect(refusal(flex, { type: 'update', offer: flex500 })).toBe('SUBSCRIPTION_CHANGE_IS_DOWNGRADE');
    expect(refusal(flex, { type: 'update', offer: flex1000 })).toBe('SUBSCRIPTION_ALREADY_ON_PLAN');
    const cancelling = transition(plusFromJanuary(), { type: 'cancel' }, midFebruary).state;
    expect(refusal(cancelling, { type: 'update', offer: flex1000 })).toBe(
      'SUBSCRIPTION_CANCELLATION_PENDING',
    );
  });
});

describe('schedule-change (downgrades and volume decreases)', () => {
  it('waits for the period end and changes nothing now', () => {
    const flex = startSubscription(flex1000, 'eur', checkoutAt).state;
    const result = transition(flex, { type: 'schedule-change', offer: plus }, midFebruary);
    expect(result.state.scheduled).toEqual({ offer: plus, at: flex.periodEnd });
    expect(result.state.offer).toEqual(flex1000);
    expect(result.charge).toBeUndefined();
    expect(result.resetCredits).toBe(false);
    expect(result.profile).toEqual({ plan: 'flex', tokenAmount: 1000 });
  });

  it('refuses scheduling twice, an upgrade, the same offer, and while a cancellation is pending', () => {
    const flex = startSubscription(flex1000, 'eur', checkoutAt).state;
    const scheduled = transition(flex, { type: 'schedule-change', offer: flex500 }, midFebruary).state;
    expect(refusal(scheduled, { type: 'schedule-change', offer: plus })).toBe(
      'SUBSCRIPTION_CHANGE_ALREADY_SCHEDULED',
    );
    expect(refusal(flex, { type: 'schedule-change', offer: { plan: 'flex', creditAmount: 3500 } })).toBe(
      'SUBSCRIPTION_CHANGE_IS_UPGRADE',
    );
    expect(refusal(flex, { type: 'schedule-change', offer: flex1000 })).toBe('SUBSCRIPTION_ALREADY_ON_PLAN');
    const cancelling = transition(flex, { type: 'cancel' }, midFebruary).state;
    expect(refusal(cancelling, { type: 'schedule-change', offer: plus })).toBe(
      'SUBSCRIPTION_CANCELLATION_PENDING',
    );
  });
});

describe('cancel-scheduled-change', () => {
  it('drops the waiting downgrade', () => {
    const flex = startSubscription(flex1000, 'eur', checkoutAt).state;
    const scheduled = transition(flex, { type: 'schedule-change', offer: plus }, midFebruary).state;
    expect(
      transition(scheduled, { type: 'cancel-scheduled-change' }, midFebruary).state.scheduled,
    ).toBeNull();
  });

  it('refuses when nothing is scheduled', () => {
    expect(refusal(plusFromJanuary(), { type: 'cancel-scheduled-change' })).toBe(
      'SUBSCRIPTION_NO_SCHEDULED_CHANGE',
    );
  });
});

describe('cancel and reactivate', () => {
  it('cancels at the period end, keeping the plan until then and dropping a scheduled downgrade', () => {
    const flex = startSubscription(flex1000, 'eur', checkoutAt).state;
    const scheduled = transition(flex, { type: 'schedule-change', offer: plus }, midFebruary).state;
    const result = transition(scheduled, { type: 'cancel' }, midFebruary);
    expect(result.state).toMatchObject({ cancelAtPeriodEnd: true, scheduled: null, status: 'active' });
    expect(result.profile).toEqual({ plan: 'flex', tokenAmount: 1000 });
    expect(result.charge).toBeUndefined();
  });

  it('refuses cancelling twice', () => {
    const cancelling = transition(plusFromJanuary(), { type: 'cancel' }, midFebruary).state;
    expect(refusal(cancelling, { type: 'cancel' })).toBe('SUBSCRIPTION_CANCELLATION_PENDING');
  });

  it('keeps the subscription when reactivated', () => {
    const cancelling = transition(plusFromJanuary(), { type: 'cancel' }, midFebruary).state;
    const result = transition(cancelling, { type: 'reactivate' }, midFebruary);
    expect(result.state.cancelAtPeriodEnd).toBe(false);
    expect(result.charge).toBeUndefined();
  });

  it('refuses reactivating when no cancellation is pending', () => {
    expect(refusal(plusFromJanuary(), { type: 'reactivate' })).toBe('SUBSCRIPTION_NOT_CANCELLING');
  });
});

describe('renew', () => {
  it('restarts the period on the subscription day and time and charges the month', () => {
    const state = plusFromJanuary();
    const february = transition(state, { type: 'renew' }, state.periodEnd);
    expect(february.state).toMatchObject({
      periodStart: new Date('2026-02-28T09:30:00Z'),
      // Back to the 31st once the month has one.
      periodEnd: new Date('2026-03-31T09:30:00Z'),
    });
    expect(february.charge).toMatchObject({ kind: 'renewal', amount: 1900 });
    expect(february.resetCredits).toBe(false);
  });

  it('applies the scheduled change', () => {
    const flex = startSubscription(flex1000, 'eur', checkoutAt).state;
    const scheduled = transition(flex, { type: 'schedule-change', offer: plus }, midFebruary).state;
    const renewed = transition(scheduled, { type: 'renew' }, scheduled.periodEnd);
    expect(renewed.state).toMatchObject({ offer: plus, scheduled: null });
    expect(renewed.charge?.amount).toBe(1900);
    expect(renewed.profile).toEqual({ plan: 'plus', tokenAmount: null });
  });

  it('ends a cancelled subscription: the user falls to Free, nothing is charged', () => {
    const cancelling = transition(plusFromJanuary(), { type: 'cancel' }, midFebruary).state;
    const ended = transition(cancelling, { type: 'renew' }, cancelling.periodEnd);
    expect(ended.state.status).toBe('canceled');
    expect(ended.charge).toBeUndefined();
    expect(ended.profile).toEqual({ plan: 'free', tokenAmount: null });
    expect(refusal(ended.state, { type: 'reactivate' })).toBe('SUBSCRIPTION_NOT_FOUND');
  });

  it('is refused before the period end', () => {
    expect(() => transition(plusFromJanuary(), { type: 'renew' }, midFebruary)).toThrow(/not due/);
  });
});
