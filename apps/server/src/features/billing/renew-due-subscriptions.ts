import { claimDueSubscription, recordBillingEvent } from './billing.repository.ts';
import type { BillingDeps } from './billing-deps.ts';
import { saveTransition } from './save-transition.ts';
import { transition } from './subscription-lifecycle.ts';

/**
 * Renews every subscription of this provider whose period has ended at `deps.now()`: the period
 * restarts on the subscription's day and time, the monthly credits refill, a scheduled change
 * takes effect, a cancelled one falls to Free. Subscriptions are the queue: each is claimed with
 * SKIP LOCKED and its renewal recorded once by period, so several servers never renew one twice.
 * A renewal the card cannot pay ends the subscription like a cancellation. Answers how many it renewed.
 */
export async function renewDueSubscriptions(deps: BillingDeps): Promise<number> {
  let renewed = 0;
  for (;;) {
    const found = await deps.db.transaction(async (tx) => {
      const now = deps.now();
      const stored = await claimDueSubscription(tx, deps.provider.name, now);
      if (!stored) return false;
      const eventId = `renewal:${stored.id}:${stored.state.periodEnd.toISOString()}`;
      if (!(await recordBillingEvent(tx, { provider: stored.provider, eventId, type: 'renewal' }))) {
        throw new Error(`Renewal ${eventId} was recorded but the subscription did not move on`);
      }
      let result = transition(stored.state, { type: 'renew' }, now);
      const outcome = result.charge
        ? await deps.provider.applyChange({
            subscription: stored,
            command: 'renew',
            charge: { amount: result.charge.amount, currency: result.state.currency },
            now,
          })
        : { paymentMethodNeeded: false as const };
      if (outcome.paymentMethodNeeded) {
        deps.logger.warn({ subscriptionId: stored.id }, 'renewal not paid: the subscription ends');
        result = transition({ ...stored.state, cancelAtPeriodEnd: true }, { type: 'renew' }, now);
      }
      await saveTransition(
        tx,
        deps,
        stored,
        result,
        outcome.paymentMethodNeeded ? undefined : outcome.providerInvoiceId,
      );
      return true;
    });
    if (!found) return renewed;
    renewed += 1;
  }
}

/** Runs the renewals every `intervalMs` (and once at start); answers a function that stops it. */
export function startSubscriptionRenewals(deps: BillingDeps, intervalMs: number): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const renewed = await renewDueSubscriptions(deps);
      if (renewed > 0) deps.logger.info({ renewed }, 'subscriptions renewed');
    } catch (error) {
      deps.logger.error({ err: error }, 'subscription renewals failed; retrying at the next tick');
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
