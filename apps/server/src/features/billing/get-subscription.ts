import { monthlyPrice } from '@brandloom/shared/billing';
import type { CreditBalance } from '@brandloom/shared/credits';
import type { Executor } from '../../db/client.ts';
import { getCreditBalance } from '../credits/index.ts';
import { findActiveSubscription, type StoredSubscription } from './billing.repository.ts';
import { type BillingDeps, creditContext } from './billing-deps.ts';

export interface SubscriptionView {
  subscription: ReturnType<typeof subscriptionView> | null;
  credits: CreditBalance;
}

/** A subscription as the Settings screen and the admin show it (spec §3 Subscription). */
export function subscriptionView(stored: StoredSubscription) {
  const { state } = stored;
  return {
    id: stored.id,
    provider: stored.provider,
    plan: state.offer.plan,
    monthlyCredits: state.offer.creditAmount,
    monthlyPrice: monthlyPrice(state.offer, state.currency),
    currency: state.currency,
    status: state.status,
    currentPeriodStart: state.periodStart,
    currentPeriodEnd: state.periodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    cancelsOn: state.cancelAtPeriodEnd ? state.periodEnd : null,
    scheduledChange: state.scheduled && {
      fromPlan: state.offer.plan,
      fromCredits: state.offer.creditAmount,
      toPlan: state.scheduled.offer.plan,
      toCredits: state.scheduled.offer.creditAmount,
      date: state.scheduled.at,
    },
    card: stored.card && {
      last4: stored.card.last4,
      expMonth: stored.card.expMonth,
      expYear: stored.card.expYear,
    },
  };
}

/** The user's paid subscription (null on Free) with their credits: monthly and additional balance, next refill. */
export async function getSubscription(
  db: Executor,
  deps: Pick<BillingDeps, 'logger' | 'now'>,
  userId: string,
): Promise<SubscriptionView> {
  const stored = await findActiveSubscription(db, userId);
  return {
    subscription: stored ? subscriptionView(stored) : null,
    credits: await getCreditBalance(db, creditContext(deps), userId),
  };
}
