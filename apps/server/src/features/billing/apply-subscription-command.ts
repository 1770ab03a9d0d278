import { BillingProviderError, PaymentDeclinedError } from '../../adapters/billing/billing.ts';
import { AppError } from '../../lib/app-error.ts';
import { findActiveSubscription } from './billing.repository.ts';
import type { BillingDeps } from './billing-deps.ts';
import { saveTransition } from './save-transition.ts';
import { type SubscriptionCommand, transition } from './subscription-lifecycle.ts';
import { syncRemoteSubscription } from './sync-remote-subscription.ts';

/**
 * Changes the user's active subscription (spec §7: update, schedule-change,
 * cancel-scheduled-change, cancel, reactivate): the state machine decides, the provider
 * collects what is due, then the new state, invoice and credits are stored together. The
 * subscription's row is locked meanwhile, so two changes take turns. Answers
 * `isPaymentMethodNeeded` (nothing changed) when the provider has no usable card.
 */
export function applySubscriptionCommand(
  deps: BillingDeps,
  userId: string,
  command: Exclude<SubscriptionCommand, { type: 'renew' }>,
): Promise<{ isPaymentMethodNeeded: boolean }> {
  return deps.db.transaction(async (tx) => {
    const stored = await findActiveSubscription(tx, userId, { lock: true });
    if (!stored) throw new AppError('SUBSCRIPTION_NOT_FOUND');
    const now = deps.now();
    const result = transition(stored.state, command, now);
    let outcome: Awaited<ReturnType<BillingDeps['provider']['applyChange']>>;
    try {
      outcome = await deps.provider.applyChange({
        subscription: stored,
        command: command.type,
        target: result.state,
        charge: result.charge && { amount: result.charge.amount, currency: result.state.currency },
        now,
      });
    } catch (error) {
      if (error instanceof PaymentDeclinedError) throw new AppError('PAYMENT_DECLINED', { cause: error });
      if (!(error instanceof BillingProviderError)) throw error;
      deps.logger.error(
        { err: error, userId, command: command.type },
        'the billing provider refused a change',
      );
      throw new AppError('PAYMENT_PROVIDER_FAILED', { cause: error });
    }
    if (outcome.paymentMethodNeeded) return { isPaymentMethodNeeded: true };
    // A processor that keeps the subscription (Stripe) charged its own amounts: our copy follows it.
    if (outcome.remote) {
      const { subscription, invoice } = outcome.remote;
      await syncRemoteSubscription(tx, deps, subscription, invoice ? [invoice] : []);
    } else await saveTransition(tx, deps, stored, result, outcome.providerInvoiceId);
    return { isPaymentMethodNeeded: false };
  });
}
