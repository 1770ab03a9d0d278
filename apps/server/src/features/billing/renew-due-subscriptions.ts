import { BillingProviderError } from '../../adapters/billing/billing.ts';
import { claimDueSubscription, postponeRenewal, recordBillingEvent } from './billing.repository.ts';
import type { BillingDeps } from './billing-deps.ts';
import { saveTransition } from './save-transition.ts';
import { transition } from './subscription-lifecycle.ts';

/**
 * Renews every subscription of this provider whose period has ended at `deps.now()`: the period
 * restarts on the subscription's day and time, the monthly credits refill, a scheduled change
 * takes effect, a cancelled one falls to Free. Subscriptions are the queue: each is claimed with
 * SKIP LOCKED and its renewal recorded once by period, so several servers never renew one twice.
 * A renewal the card cannot pay ends the subscription like a cancellation; one the processor does
 * not answer is tried again later (renewalRetryMinutes) while the others go on. Answers how many it renewed.
 */
export async function renewDueSubscriptions(deps: BillingDeps): Promise<number> {
  // A remote processor (Stripe) renews its subscriptions itself and reports it by events.
  if (deps.provider.remote) return 0;
  let renewed = 0;
  for (;;) {
    let claimed: string | undefined;
    const renew = deps.db.transaction(async (tx) => {
      const now = deps.now();
      const stored = await claimDueSubscription(tx, deps.provider.name, now);
      if (!stored) return false;
      claimed = stored.id;
      const eventId = `renewal:${stored.id}:${stored.state.periodEnd.toISOString()}`;
      if (!(await recordBillingEvent(tx, { provider: stored.provider, eventId, type: 'renewal' }))) {
        throw new Error(`Renewal ${eventId} was recorded but the subscription did not move on`);
      }
      let result = transition(stored.state, { type: 'renew' }, now);
      const outcome = result.charge
        ? await deps.provider.applyChange({
            subscription: stored,
            command: 'renew',
            target: result.state,
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
    let found: boolean;
    try {
      found = await renew;
    } catch (error) {
      // The processor did not answer: nothing was stored; this one waits, the others go on.
      if (!(error instanceof BillingProviderError) || !claimed) throw error;
      const attempts = await postponeRenewal(deps.db, claimed, (attempt) =>
        renewalRetryAt(deps.now(), attempt),
      );
      deps.logger.warn({ err: error, subscriptionId: claimed, attempts }, 'renewal failed; retrying later');
      continue;
    }
    if (!found) return renewed;
    renewed += 1;
  }
}

/** Waits after a renewal the processor did not answer: 1, 5, 15 minutes, then every hour until it goes through. */
const renewalRetryMinutes = [1, 5, 15, 60] as const;

function renewalRetryAt(now: Date, attempt: number): Date {
  const minutes = renewalRetryMinutes[Math.min(attempt, renewalRetryMinutes.length) - 1] ?? 60;
  return new Date(now.getTime() + minutes * 60_000);
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
