import { type Currency, currencies, findCreditPack, type PlanOffer } from '@brandloom/shared/billing';
import { monthlyCredits } from '@brandloom/shared/credits';
import Stripe from 'stripe';
import {
  type BillingProvider,
  BillingProviderError,
  EventSignatureError,
  PaymentDeclinedError,
  type ProviderEvent,
  type ProviderSubscriptionRef,
  type RemoteBilling,
  type RemoteInvoice,
  type RemoteStatus,
  type RemoteSubscription,
} from '../billing.ts';

/** The Stripe prices the plans are sold at (0041): Plus at quantity 1, Flex with quantity = monthly credits. */
interface StripePrices {
  plus: string;
  flex: string;
}

export interface StripeBillingOptions {
  stripe: Stripe;
  webhookSecret: string;
  prices: StripePrices;
}

/** A Stripe client with our settings; `api` points it elsewhere (the loopback fake of the contract tests). */
export function createStripeClient(
  secretKey: string,
  api?: { host: string; port: number; protocol: 'http' | 'https' },
): Stripe {
  return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...api });
}

const toDate = (seconds: number) => new Date(seconds * 1000);
const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

function currencyOf(value: string): Currency {
  const found = currencies.find((currency) => currency === value.toLowerCase());
  if (!found) throw new BillingProviderError(`Stripe uses currency ${value}, which we do not sell in`);
  return found;
}

const statusOf: Record<Stripe.Subscription.Status, RemoteStatus> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  incomplete: 'incomplete',
  paused: 'incomplete',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
};

const invoiceKinds: Partial<Record<string, RemoteInvoice['kind']>> = {
  subscription_create: 'subscription',
  subscription_update: 'upgrade',
  subscription_cycle: 'renewal',
};

/** Stripe's errors that are about the customer's card rather than about Stripe or us. */
function isCardError(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeCardError;
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}

/** Runs a Stripe call; every failure of Stripe becomes BillingProviderError (a card refusal PaymentDeclinedError). */
async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof BillingProviderError) throw error;
    if (isCardError(error))
      throw new PaymentDeclinedError(`${what}: ${(error as Error).message}`, { cause: error });
    throw new BillingProviderError(`${what}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Stripe behind the BillingProvider interface (0041): Checkout Sessions (subscription mode for
 * the plans, payment mode for packs), the Billing Portal, upgrades charged at once with the
 * period restarted (`always_invoice`, `billing_cycle_anchor: now`), downgrades and volume
 * decreases as Subscription Schedules for the period end, cancel at period end. What Stripe
 * holds is read back (`remote`), so our copy follows Stripe rather than a webhook's snapshot.
 */
export function createStripeBillingProvider({
  stripe,
  webhookSecret,
  prices,
}: StripeBillingOptions): BillingProvider {
  const itemOf = (offer: PlanOffer) =>
    offer.plan === 'plus'
      ? { price: prices.plus, quantity: 1 }
      : { price: prices.flex, quantity: offer.creditAmount };

  function offerOf(priceId: string | null, quantity: number | null | undefined): PlanOffer {
    if (priceId === prices.plus) return { plan: 'plus', creditAmount: monthlyCredits.plus };
    if (priceId === prices.flex && quantity) return { plan: 'flex', creditAmount: quantity };
    throw new BillingProviderError(
      `Stripe price ${priceId} is neither STRIPE_PRICE_PLUS nor STRIPE_PRICE_FLEX`,
    );
  }

  function scheduledOf(
    schedule: Stripe.Subscription['schedule'],
    periodEnd: number,
  ): RemoteSubscription['scheduled'] {
    if (!schedule || typeof schedule === 'string' || schedule.status !== 'active') return null;
    const next = schedule.phases.find((phase) => phase.start_date >= periodEnd);
    const item = next?.items[0];
    if (!next || !item) return null;
    return { offer: offerOf(idOf(item.price), item.quantity), at: toDate(next.start_date) };
  }

  function remoteSubscription(subscription: Stripe.Subscription): RemoteSubscription {
    const item = subscription.items.data[0];
    if (!item) throw new BillingProviderError(`Stripe subscription ${subscription.id} has no item`);
    const customerId = idOf(subscription.customer);
    if (!customerId) throw new BillingProviderError(`Stripe subscription ${subscription.id} has no customer`);
    return {
      providerSubscriptionId: subscription.id,
      providerCustomerId: customerId,
      userId: subscription.metadata.userId ?? null,
      checkoutId: subscription.metadata.checkoutId ?? null,
      status: statusOf[subscription.status] ?? 'incomplete',
      offer: offerOf(item.price.id, item.quantity),
      currency: currencyOf(subscription.currency),
      anchor: toDate(subscription.billing_cycle_anchor),
      periodStart: toDate(item.current_period_start),
      periodEnd: toDate(item.current_period_end),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      scheduled: scheduledOf(subscription.schedule, item.current_period_end),
      latestInvoiceId: idOf(subscription.latest_invoice),
    };
  }

  const retrieveSubscription = (id: string) =>
    call('read a subscription', () => stripe.subscriptions.retrieve(id, { expand: ['schedule'] }));

  async function readSubscription(id: string) {
    try {
      return remoteSubscription(await stripe.subscriptions.retrieve(id, { expand: ['schedule'] }));
    } catch (error) {
      if (isMissing(error)) return undefined;
      return call('read a subscription', () => Promise.reject(error));
    }
  }

  async function readInvoice(id: string): Promise<RemoteInvoice | undefined> {
    let invoice: Stripe.Invoice;
    try {
      invoice = await stripe.invoices.retrieve(id);
    } catch (error) {
      if (isMissing(error)) return undefined;
      return call('read an invoice', () => Promise.reject(error));
    }
    // The subscription period the invoice pays for is its latest line's (a proration also lists the unused time).
    const line = invoice.lines.data.reduce<Stripe.InvoiceLineItem | undefined>(
      (latest, candidate) => (!latest || candidate.period.end > latest.period.end ? candidate : latest),
      undefined,
    );
    const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription ?? null);
    return {
      providerInvoiceId: id,
      providerSubscriptionId: subscriptionId,
      paid: invoice.status === 'paid',
      kind: invoiceKinds[invoice.billing_reason ?? ''] ?? 'other',
      amount: invoice.amount_paid,
      currency: currencyOf(invoice.currency),
      periodStart: toDate(line?.period.start ?? invoice.period_start),
      periodEnd: toDate(line?.period.end ?? invoice.period_end),
      documentUrl: invoice.invoice_pdf ?? invoice.hosted_invoice_url ?? null,
      created: toDate(invoice.created),
    };
  }

  async function readAfterChange(id: string) {
    const subscription = await readSubscription(id);
    if (!subscription) throw new BillingProviderError(`Stripe subscription ${id} is gone`);
    const invoice = subscription.latestInvoiceId
      ? await readInvoice(subscription.latestInvoiceId)
      : undefined;
    return { subscription, invoice };
  }

  /** Detaches a waiting schedule, so the subscription keeps its items (an upgrade, a cancel, or dropping the change). */
  async function releaseSchedule(subscription: Stripe.Subscription) {
    const scheduleId = idOf(subscription.schedule);
    if (scheduleId) await call('release a schedule', () => stripe.subscriptionSchedules.release(scheduleId));
  }

  async function hasPaymentMethod(subscription: Stripe.Subscription): Promise<boolean> {
    if (subscription.default_payment_method || subscription.default_source) return true;
    const customerId = idOf(subscription.customer);
    if (!customerId) return false;
    const customer = await call('read a customer', () => stripe.customers.retrieve(customerId));
    return (
      !('deleted' in customer && customer.deleted) &&
      Boolean(
        (customer as Stripe.Customer).invoice_settings?.default_payment_method ||
          (customer as Stripe.Customer).default_source,
      )
    );
  }

  const remote: RemoteBilling = {
    verifyEvent(rawBody, signature): ProviderEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret);
      } catch (error) {
        throw new EventSignatureError((error as Error).message, { cause: error });
      }
      const object = event.data.object as { object?: string; id?: string };
      const kind =
        object.object === 'checkout.session'
          ? 'checkout'
          : object.object === 'subscription'
            ? 'subscription'
            : object.object === 'invoice'
              ? 'invoice'
              : 'other';
      return {
        id: event.id,
        type: event.type,
        subject: kind === 'other' || !object.id ? { kind: 'other' } : { kind, id: object.id },
      };
    },
    readSubscription,
    readInvoice,
    async readCheckout(id) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(id);
      } catch (error) {
        if (isMissing(error)) return undefined;
        return call('read a checkout', () => Promise.reject(error));
      }
      return {
        providerSessionId: session.id,
        checkoutId: session.metadata?.checkoutId ?? session.client_reference_id,
        paid: session.status === 'complete' && session.payment_status !== 'unpaid',
        providerSubscriptionId: idOf(session.subscription),
        providerCustomerId: idOf(session.customer),
        paymentId: idOf(session.payment_intent),
        invoiceId: idOf(session.invoice),
      };
    },
    async expireCheckout(id) {
      const session = await call('read a checkout', () => stripe.checkout.sessions.retrieve(id));
      if (session.status === 'complete') return false;
      if (session.status === 'open')
        await call('expire a checkout', () => stripe.checkout.sessions.expire(id));
      return true;
    },
  };

  return {
    name: 'stripe',
    remote,

    async createCheckout({
      checkoutId,
      userId,
      email,
      customerId,
      purchase,
      currency,
      successUrl,
      cancelUrl,
    }) {
      const customer =
        customerId ??
        (
          await call('create a customer', () =>
            stripe.customers.create(
              { email, metadata: { userId } },
              { idempotencyKey: `customer-${userId}` },
            ),
          )
        ).id;
      const metadata = { checkoutId, userId };
      const common = {
        customer,
        client_reference_id: checkoutId,
        currency,
        metadata,
        success_url: successUrl,
        cancel_url: cancelUrl,
      };
      let params: Stripe.Checkout.SessionCreateParams;
      if (purchase.kind === 'subscription') {
        params = {
          ...common,
          mode: 'subscription',
          line_items: [itemOf(purchase)],
          subscription_data: { metadata },
        };
      } else {
        const pack = findCreditPack(purchase.packId);
        if (!pack) throw new BillingProviderError(`No credit pack ${purchase.packId}`);
        params = {
          ...common,
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency,
                unit_amount: pack.price[currency],
                product_data: { name: `Brandloom: ${pack.credits} credits` },
              },
            },
          ],
          payment_intent_data: { metadata },
          invoice_creation: { enabled: true, invoice_data: { metadata } },
        };
      }
      const session = await call('create a checkout', () =>
        stripe.checkout.sessions.create(params, { idempotencyKey: `checkout-${checkoutId}` }),
      );
      if (!session.url) throw new BillingProviderError(`Stripe checkout ${session.id} has no URL`);
      return {
        url: session.url,
        providerSessionId: session.id,
        ...(!customerId && { customerId: customer }),
      };
    },

    async createPortal({ customerId, returnUrl }) {
      if (!customerId) throw new BillingProviderError('No Stripe customer for this user');
      const session = await call('open the portal', () =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      );
      return { url: session.url };
    },

    async applyChange({ subscription: ref, command, target }) {
      const id = ref.providerSubscriptionId;
      const subscription = await retrieveSubscription(id);
      switch (command) {
        case 'update': {
          if (!(await hasPaymentMethod(subscription))) return { paymentMethodNeeded: true };
          await releaseSchedule(subscription);
          const item = subscription.items.data[0];
          if (!item) throw new BillingProviderError(`Stripe subscription ${id} has no item`);
          await call('upgrade a subscription', () =>
            stripe.subscriptions.update(
              id,
              {
                items: [{ id: item.id, ...itemOf(target.offer) }],
                proration_behavior: 'always_invoice',
                billing_cycle_anchor: { type: 'now' },
                payment_behavior: 'error_if_incomplete',
              },
              {
                idempotencyKey: `update-${id}-${target.offer.plan}-${target.offer.creditAmount}-${subscription.billing_cycle_anchor}`,
              },
            ),
          );
          break;
        }
        case 'schedule-change': {
          const scheduled = target.scheduled;
          if (!scheduled) throw new Error('schedule-change without a scheduled offer');
          await releaseSchedule(subscription);
          const schedule = await call('schedule a change', () =>
            stripe.subscriptionSchedules.create({ from_subscription: id }),
          );
          const current = schedule.phases[0];
          if (!current) throw new BillingProviderError(`Stripe schedule ${schedule.id} has no phase`);
          await call('schedule a change', () =>
            stripe.subscriptionSchedules.update(schedule.id, {
              end_behavior: 'release',
              proration_behavior: 'none',
              phases: [
                {
                  items: current.items.map((item) => ({
                    price: idOf(item.price) ?? '',
                    quantity: item.quantity,
                  })),
                  start_date: current.start_date,
                  end_date: current.end_date,
                },
                {
                  items: [itemOf(scheduled.offer)],
                  duration: { interval: 'month', interval_count: 1 },
                },
              ],
            }),
          );
          break;
        }
        case 'cancel-scheduled-change':
          await releaseSchedule(subscription);
          break;
        case 'cancel':
          await releaseSchedule(subscription);
          await call('cancel a subscription', () =>
            stripe.subscriptions.update(id, { cancel_at_period_end: true }),
          );
          break;
        case 'reactivate':
          await call('reactivate a subscription', () =>
            stripe.subscriptions.update(id, { cancel_at_period_end: false }),
          );
          break;
        default:
          throw new Error(`Stripe renews its subscriptions itself; no command ${command}`);
      }
      const after = await readAfterChange(id);
      return {
        paymentMethodNeeded: false,
        providerInvoiceId: after.invoice?.providerInvoiceId,
        remote: after,
      };
    },

    async cancelNow(ref: ProviderSubscriptionRef, options = {}) {
      const subscription = await retrieveSubscription(ref.providerSubscriptionId);
      if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') {
        await call('cancel a subscription', () =>
          stripe.subscriptions.cancel(ref.providerSubscriptionId, { prorate: false }),
        );
      }
      const invoiceId = idOf(subscription.latest_invoice);
      if (!options.refund || !invoiceId) return;
      const invoice = await call('read an invoice', () =>
        stripe.invoices.retrieve(invoiceId, { expand: ['payments'] }),
      );
      const paymentIntent = idOf(invoice.payments?.data[0]?.payment.payment_intent ?? null);
      if (paymentIntent)
        await call('refund a payment', () =>
          stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: `refund-${invoiceId}` }),
        );
    },
  };
}
