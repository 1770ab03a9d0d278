import {
  type Currency,
  compareOffers,
  monthlyPrice,
  type PlanOffer,
  upgradeCharge,
} from '@brandloom/shared/billing';
import { creditPeriod } from '@brandloom/shared/credits';
import type { Plan } from '@brandloom/shared/plans';
import { AppError } from '../../lib/app-error.ts';

/**
 * The one subscription state machine (spec §4), pure: every provider's changes and every renewal
 * go through it, and it says what to charge and what the profile becomes. Refused transitions
 * throw the AppError users see.
 */

export interface SubscriptionState {
  offer: PlanOffer;
  currency: Currency;
  status: 'active' | 'canceled';
  /** Periods start on this moment's day of month and time (UTC), like the credit period. */
  anchor: Date;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** A downgrade waiting for the period end. */
  scheduled: { offer: PlanOffer; at: Date } | null;
}

export type SubscriptionCommand =
  | { type: 'update'; offer: PlanOffer }
  | { type: 'schedule-change'; offer: PlanOffer }
  | { type: 'cancel-scheduled-change' }
  | { type: 'cancel' }
  | { type: 'reactivate' }
  | { type: 'renew' };

interface Charge {
  kind: 'subscription' | 'upgrade' | 'renewal';
  /** In the currency's minor unit. */
  amount: number;
  periodStart: Date;
  periodEnd: Date;
}

export interface Transition {
  state: SubscriptionState;
  /** What to collect now; becomes an invoice. */
  charge?: Charge;
  /**
   * Whether the monthly credits start again now (checkout, upgrade): the profile's period is
   * anchored on the new anchor. A renewal refills them by the period rolling over.
   */
  resetCredits: boolean;
  /** The profile's plan and Flex volume after the transition. */
  profile: { plan: Plan; tokenAmount: number | null };
}

function periodFrom(anchor: Date, start: Date) {
  return { periodStart: start, periodEnd: creditPeriod(anchor, start).nextRefill };
}

function profileOf(offer: PlanOffer): Transition['profile'] {
  return { plan: offer.plan, tokenAmount: offer.plan === 'flex' ? offer.creditAmount : null };
}

/** A subscription paid at checkout: its period and credits start now. */
export function startSubscription(offer: PlanOffer, currency: Currency, now: Date): Transition {
  const period = periodFrom(now, now);
  const state: SubscriptionState = {
    offer,
    currency,
    status: 'active',
    anchor: now,
    ...period,
    cancelAtPeriodEnd: false,
    scheduled: null,
  };
  return {
    state,
    charge: { kind: 'subscription', amount: monthlyPrice(offer, currency), ...period },
    resetCredits: true,
    profile: profileOf(offer),
  };
}

function refuseWhileCancelling(state: SubscriptionState) {
  if (state.cancelAtPeriodEnd) throw new AppError('SUBSCRIPTION_CANCELLATION_PENDING');
}

function update(state: SubscriptionState, offer: PlanOffer, now: Date): Transition {
  refuseWhileCancelling(state);
  const direction = compareOffers(state.offer, offer);
  if (direction === 'same') throw new AppError('SUBSCRIPTION_ALREADY_ON_PLAN');
  if (direction === 'downgrade') throw new AppError('SUBSCRIPTION_CHANGE_IS_DOWNGRADE');
  const period = periodFrom(now, now);
  const amount = upgradeCharge({
    oldPrice: monthlyPrice(state.offer, state.currency),
    newPrice: monthlyPrice(offer, state.currency),
    periodStart: state.periodStart,
    periodEnd: state.periodEnd,
    now,
  });
  return {
    // An upgrade replaces a downgrade that was waiting.
    state: { ...state, offer, anchor: now, ...period, scheduled: null },
    charge: { kind: 'upgrade', amount, ...period },
    resetCredits: true,
    profile: profileOf(offer),
  };
}

function scheduleChange(state: SubscriptionState, offer: PlanOffer): Transition {
  refuseWhileCancelling(state);
  if (state.scheduled) throw new AppError('SUBSCRIPTION_CHANGE_ALREADY_SCHEDULED');
  const direction = compareOffers(state.offer, offer);
  if (direction === 'same') throw new AppError('SUBSCRIPTION_ALREADY_ON_PLAN');
  if (direction === 'upgrade') throw new AppError('SUBSCRIPTION_CHANGE_IS_UPGRADE');
  return unchargedChange({ ...state, scheduled: { offer, at: state.periodEnd } });
}

function unchargedChange(state: SubscriptionState): Transition {
  return { state, resetCredits: false, profile: profileOf(state.offer) };
}

function renew(state: SubscriptionState, now: Date): Transition {
  if (now < state.periodEnd) throw new Error('The subscription is not due for renewal');
  if (state.cancelAtPeriodEnd) {
    return {
      state: { ...state, status: 'canceled', cancelAtPeriodEnd: false, scheduled: null },
      resetCredits: false,
      profile: { plan: 'free', tokenAmount: null },
    };
  }
  const offer = state.scheduled?.offer ?? state.offer;
  const period = periodFrom(state.anchor, state.periodEnd);
  return {
    state: { ...state, offer, ...period, scheduled: null },
    charge: { kind: 'renewal', amount: monthlyPrice(offer, state.currency), ...period },
    resetCredits: false,
    profile: profileOf(offer),
  };
}

/** The subscription after `command` at `now`, or the AppError of a refused change. */
export function transition(state: SubscriptionState, command: SubscriptionCommand, now: Date): Transition {
  if (state.status !== 'active') throw new AppError('SUBSCRIPTION_NOT_FOUND');
  switch (command.type) {
    case 'update':
      return update(state, command.offer, now);
    case 'schedule-change':
      return scheduleChange(state, command.offer);
    case 'cancel-scheduled-change':
      if (!state.scheduled) throw new AppError('SUBSCRIPTION_NO_SCHEDULED_CHANGE');
      return unchargedChange({ ...state, scheduled: null });
    case 'cancel':
      refuseWhileCancelling(state);
      // A downgrade waiting for the period end would never happen: the plan ends there.
      return unchargedChange({ ...state, cancelAtPeriodEnd: true, scheduled: null });
    case 'reactivate':
      if (!state.cancelAtPeriodEnd) throw new AppError('SUBSCRIPTION_NOT_CANCELLING');
      return unchargedChange({ ...state, cancelAtPeriodEnd: false });
    case 'renew':
      return renew(state, now);
  }
}
