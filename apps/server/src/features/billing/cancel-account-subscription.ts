import { findActiveSubscription, saveSubscriptionState } from './billing.repository.ts';
import type { BillingDeps } from './billing-deps.ts';

/**
 * Ends the user's active subscription at once, at the provider first (spec §6: deleting an
 * account cancels its subscription). A provider failure stops the deletion, so nobody is billed
 * for an account that no longer exists.
 */
export async function cancelAccountSubscription(deps: BillingDeps, userId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const stored = await findActiveSubscription(tx, userId, { lock: true });
    if (!stored) return;
    await deps.provider.cancelNow(stored);
    const ended = { ...stored.state, status: 'canceled' as const, cancelAtPeriodEnd: false, scheduled: null };
    await saveSubscriptionState(tx, stored.id, ended, deps.now());
  });
}
