import type { Currency, PlanOffer } from '@brandloom/shared/billing';
import type { PaymentCard, Purchase } from '../../db/schema.ts';

/**
 * A card payment processor (DESIGN.md §4): the local provider on our own pages by default, Stripe
 * when its keys are set. Our subscription state machine decides every change; a provider only
 * takes the money and keeps its own copy of the subscription in step.
 */
export interface BillingProvider {
  readonly name: 'local' | 'stripe';
  /** Opens a payment page for `request`; the purchase completes when the processor reports it paid. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** The customer's portal: invoices, card, cancel. */
  createPortal(request: { userId: string; customerId: string | null; returnUrl: string }): Promise<{
    url: string;
  }>;
  /**
   * Tells the processor about a change of a subscription and collects `charge` now. Answers
   * `paymentMethodNeeded` (and changes nothing) when no usable card is on file.
   */
  applyChange(request: ProviderChange): Promise<ProviderChangeResult>;
  /**
   * Ends the subscription at once (the account is being deleted); `refund` pays its last invoice
   * back (a second subscription that should never have been made).
   */
  cancelNow(subscription: ProviderSubscriptionRef, options?: { refund?: boolean }): Promise<void>;
  /**
   * A processor that keeps the subscription itself and reports by signed events (Stripe): our
   * copy follows what it reads back. Absent for the local provider, whose pages are the processor.
   */
  readonly remote?: RemoteBilling;
}

interface CheckoutRequest {
  checkoutId: string;
  userId: string;
  email: string;
  /** The processor's customer of this user, when one was made before. */
  customerId: string | null;
  purchase: Purchase;
  currency: Currency;
  successUrl: string;
  cancelUrl: string;
}

interface CheckoutSession {
  url: string;
  providerSessionId?: string;
  /** The processor's customer made for this checkout, to keep for the user. */
  customerId?: string;
}

export interface ProviderSubscriptionRef {
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  card: PaymentCard | null;
}

interface ProviderChange {
  subscription: ProviderSubscriptionRef;
  /** The lifecycle command (spec §7 names: update, schedule-change, cancel, …, or renew). */
  command: string;
  /** The subscription as the state machine leaves it: plan and volume, cancellation, scheduled change. */
  target: {
    offer: PlanOffer;
    currency: Currency;
    cancelAtPeriodEnd: boolean;
    scheduled: { offer: PlanOffer; at: Date } | null;
  };
  /** What to collect now, in the currency's minor unit; none for changes that cost nothing now. */
  charge?: { amount: number; currency: Currency };
  now: Date;
}

type ProviderChangeResult =
  | { paymentMethodNeeded: true }
  | {
      paymentMethodNeeded: false;
      /** The processor's id of the invoice that collected the charge. */
      providerInvoiceId?: string;
      /** A remote processor's subscription (and its latest invoice) after the change: our copy takes it. */
      remote?: { subscription: RemoteSubscription; invoice?: RemoteInvoice };
    };

/** The processor did not answer or refused for its own reasons; the caller changes nothing. */
export class BillingProviderError extends Error {
  override name = 'BillingProviderError';
}

/** The processor refused the card for this charge (declined, expired…): nothing changed. */
export class PaymentDeclinedError extends BillingProviderError {
  override name = 'PaymentDeclinedError';
}

/** A delivered event whose signature does not match its body: not from the processor. */
export class EventSignatureError extends Error {
  override name = 'EventSignatureError';
}

/** What a delivered event is about; the handler reads that object back instead of trusting the event's copy. */
export interface ProviderEvent {
  id: string;
  type: string;
  subject:
    | { kind: 'checkout'; id: string }
    | { kind: 'subscription'; id: string }
    | { kind: 'invoice'; id: string }
    | { kind: 'other' };
}

export type RemoteStatus = 'active' | 'past_due' | 'incomplete' | 'canceled';

/** A processor's subscription, read back from it. */
export interface RemoteSubscription {
  providerSubscriptionId: string;
  providerCustomerId: string;
  /** Our ids, written on the subscription when its checkout was opened. */
  userId: string | null;
  checkoutId: string | null;
  status: RemoteStatus;
  offer: PlanOffer;
  currency: Currency;
  anchor: Date;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  scheduled: { offer: PlanOffer; at: Date } | null;
  latestInvoiceId: string | null;
}

/** A processor's invoice, read back from it. */
export interface RemoteInvoice {
  providerInvoiceId: string;
  providerSubscriptionId: string | null;
  paid: boolean;
  kind: 'subscription' | 'upgrade' | 'renewal' | 'other';
  amount: number;
  currency: Currency;
  periodStart: Date;
  periodEnd: Date;
  /** The processor's own document (PDF). */
  documentUrl: string | null;
  created: Date;
}

/** A processor's checkout, read back from it. */
export interface RemoteCheckout {
  providerSessionId: string;
  checkoutId: string | null;
  paid: boolean;
  providerSubscriptionId: string | null;
  providerCustomerId: string | null;
  /** The payment of a one-time purchase (a credit pack), and the invoice made for it. */
  paymentId: string | null;
  invoiceId: string | null;
}

export interface RemoteBilling {
  /** Checks the signature of a delivered event on its raw body; throws EventSignatureError. */
  verifyEvent(rawBody: string, signature: string | undefined): ProviderEvent;
  readSubscription(id: string): Promise<RemoteSubscription | undefined>;
  readInvoice(id: string): Promise<RemoteInvoice | undefined>;
  readCheckout(id: string): Promise<RemoteCheckout | undefined>;
  /** Lets the checkout be paid no more (a newer one replaced it); false when it was paid meanwhile. */
  expireCheckout(providerSessionId: string): Promise<boolean>;
}
