import type { PaidPlan } from '@brandloom/shared/billing';
import { applySubscriptionCommand } from './apply-subscription-command.ts';
import { findActiveSubscription } from './billing.repository.ts';
import type { BillingDeps } from './billing-deps.ts';
import { requireOffer } from './require-offer.ts';

/**
 * Spec §7 `stripe/update`: an upgrade or a volume upgrade, charged at once with the credits
 * reset. A user without a paid subscription (or without a usable card) needs a payment method:
 * the app falls back to checkout.
 */
export async function updateSubscription(
  deps: BillingDeps,
  userId: string,
  input: { plan: PaidPlan; creditAmount?: number },
): Promise<{ isPaymentMethodNeeded: boolean }> {
  const offer = requireOffer(input.plan, input.creditAmount);
  if (!(await findActiveSubscription(deps.db, userId))) return { isPaymentMethodNeeded: true };
  return applySubscriptionCommand(deps, userId, { type: 'update', offer });
}
