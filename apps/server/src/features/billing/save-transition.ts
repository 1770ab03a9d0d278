import { localBillingPaths } from '../../adapters/billing/local/local-billing-provider.ts';
import type { Executor } from '../../db/client.ts';
import { getCreditBalance } from '../credits/index.ts';
import {
  findUserEmail,
  insertInvoice,
  type StoredSubscription,
  saveSubscriptionState,
  setProfilePlan,
} from './billing.repository.ts';
import type { BillingDeps } from './billing-deps.ts';
import { creditContext } from './billing-deps.ts';
import type { Transition } from './subscription-lifecycle.ts';

/**
 * Stores a transition of a subscription in the caller's transaction: its new state, the invoice
 * of what the provider collected, and the profile's plan and credits, announced with the new
 * balance (spec §4: after every change the balance is recomputed and broadcast).
 */
export async function saveTransition(
  tx: Executor,
  deps: BillingDeps,
  stored: StoredSubscription,
  result: Transition,
  providerInvoiceId: string | undefined,
): Promise<void> {
  const now = deps.now();
  await saveSubscriptionState(tx, stored.id, result.state, now);
  if (result.charge && providerInvoiceId) {
    await insertInvoice(
      tx,
      {
        userId: stored.userId,
        subscriptionId: stored.id,
        provider: stored.provider,
        providerInvoiceId,
        kind: result.charge.kind,
        plan: result.state.offer.plan,
        credits: result.state.offer.creditAmount,
        amount: result.charge.amount,
        currency: result.state.currency,
        periodStart: result.charge.periodStart,
        periodEnd: result.charge.periodEnd,
        customerEmail: (await findUserEmail(tx, stored.userId)) ?? '',
        creationDate: now,
      },
      localBillingPaths.invoice,
    );
  }
  await setProfilePlan(
    tx,
    stored.userId,
    { ...result.profile, ...(result.resetCredits && { anchor: result.state.anchor }) },
    async () => (await getCreditBalance(tx, creditContext(deps), stored.userId)).balance,
  );
}
