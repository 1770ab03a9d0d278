import { randomUUID } from 'node:crypto';
import { type Currency, findCreditPack } from '@brandloom/shared/billing';
import { localBillingPaths } from '../../adapters/billing/local/local-billing-provider.ts';
import type { Executor } from '../../db/client.ts';
import type { PaymentCard } from '../../db/schema.ts';
import { recordKeyEvent } from '../analytics/index.ts';
import { addAdditionalTokens, getCreditBalance, insertEvent } from '../credits/index.ts';
import {
  closeCheckout,
  findUserEmail,
  insertInvoice,
  insertSubscription,
  recordBillingEvent,
  setProfilePlan,
} from './billing.repository.ts';
import { type BillingDeps, creditContext } from './billing-deps.ts';
import { startSubscription } from './subscription-lifecycle.ts';

export type CheckoutOutcome = 'completed' | 'already-completed' | 'already-subscribed';

export interface PaidCheckout {
  checkoutId: string;
  /** The provider's event that reported the payment: counted once, however often it arrives. */
  eventId: string;
  card: PaymentCard | null;
  providerSubscriptionId?: string;
  providerCustomerId?: string;
  providerInvoiceId?: string;
  /** The processor's own invoice document; the local provider's page otherwise. */
  documentUrl?: string;
}

/**
 * A checkout was paid: starts the subscription (its credits start now) or adds the pack's
 * credits, with the invoice, in one transaction. Each checkout completes once: a repeated report,
 * a second tab or a double-click changes nothing, and a user who meanwhile subscribed through
 * another checkout is not subscribed twice.
 */
export function completeCheckout(deps: BillingDeps, paid: PaidCheckout): Promise<CheckoutOutcome> {
  return deps.db.transaction((tx) => completeCheckoutIn(tx, deps, paid));
}

/** completeCheckout in the caller's transaction (a processor's event stores its id in the same one). */
export async function completeCheckoutIn(
  tx: Executor,
  deps: BillingDeps,
  paid: PaidCheckout,
): Promise<CheckoutOutcome> {
  const now = deps.now();
  const provider = deps.provider.name;
  if (!(await recordBillingEvent(tx, { provider, eventId: paid.eventId, type: 'checkout.completed' })))
    return 'already-completed';
  const checkout = await closeCheckout(tx, paid.checkoutId, 'completed', now);
  if (!checkout) return 'already-completed';
  const customerEmail = (await findUserEmail(tx, checkout.userId)) ?? '';
  const providerInvoiceId = paid.providerInvoiceId ?? `${provider}_in_${randomUUID()}`;

  if (checkout.purchase.kind === 'pack') {
    const invoiceId = await insertInvoice(
      tx,
      {
        userId: checkout.userId,
        subscriptionId: null,
        provider,
        providerInvoiceId,
        kind: 'pack',
        plan: null,
        credits: checkout.purchase.credits,
        amount: packPrice(checkout.purchase.packId, checkout.currency),
        currency: checkout.currency,
        periodStart: now,
        periodEnd: now,
        customerEmail,
        creationDate: now,
      },
      (id) => paid.documentUrl ?? localBillingPaths.invoice(id),
    );
    if (!invoiceId) return 'already-completed';
    await addAdditionalTokens(tx, checkout.userId, checkout.purchase.credits);
    await insertEvent(tx, checkout.userId, 'credits-added', {
      credits: checkout.purchase.credits,
      reason: 'pack',
      invoiceId,
    });
    return 'completed';
  }

  const { plan, creditAmount } = checkout.purchase;
  const started = startSubscription({ plan, creditAmount }, checkout.currency, now);
  const subscriptionId = await insertSubscription(tx, {
    userId: checkout.userId,
    provider,
    providerSubscriptionId: paid.providerSubscriptionId ?? `${provider}_sub_${randomUUID()}`,
    providerCustomerId: paid.providerCustomerId ?? null,
    card: paid.card,
    state: started.state,
  });
  if (!subscriptionId) return 'already-subscribed';
  // A paid subscription is a key event (0051), once per user.
  await recordKeyEvent(tx, checkout.userId, 'paid', now);
  if (started.charge) {
    await insertInvoice(
      tx,
      {
        userId: checkout.userId,
        subscriptionId,
        provider,
        providerInvoiceId,
        kind: started.charge.kind,
        plan,
        credits: creditAmount,
        amount: started.charge.amount,
        currency: checkout.currency,
        periodStart: started.charge.periodStart,
        periodEnd: started.charge.periodEnd,
        customerEmail,
        creationDate: now,
      },
      localBillingPaths.invoice,
    );
  }
  await setProfilePlan(
    tx,
    checkout.userId,
    { ...started.profile, anchor: started.state.anchor },
    async () => (await getCreditBalance(tx, creditContext(deps), checkout.userId)).balance,
  );
  return 'completed';
}

function packPrice(packId: string, currency: Currency): number {
  const pack = findCreditPack(packId);
  if (!pack) throw new Error(`No credit pack ${packId}`);
  return pack.price[currency];
}
