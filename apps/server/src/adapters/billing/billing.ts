import type { Currency } from '@brandloom/shared/billing';
import type { PaymentCard, Purchase } from '../../db/schema.ts';

/**
 * A card payment processor (DESIGN.md §4): the local provider on our own pages by default, Stripe
 * when its keys are set. Our subscription state machine decides every change; a provider only
 * takes the money and keeps its own copy of the subscription in step.
 */
export interface BillingProvider {
  readonly name: 'local' | 'stripe';
  /** Opens a payment page for `request`; the purchase completes when the processor reports it paid. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string; providerSessionId?: string }>;
  /** The customer's portal: invoices, card, cancel. */
  createPortal(request: { userId: string; returnUrl: string }): Promise<{ url: string }>;
  /**
   * Tells the processor about a change of a subscription and collects `charge` now. Answers
   * `paymentMethodNeeded` (and changes nothing) when no usable card is on file.
   */
  applyChange(request: ProviderChange): Promise<ProviderChangeResult>;
  /** Ends the subscription at once, without a refund (the account is being deleted). */
  cancelNow(subscription: ProviderSubscriptionRef): Promise<void>;
}

interface CheckoutRequest {
  checkoutId: string;
  userId: string;
  email: string;
  purchase: Purchase;
  currency: Currency;
  successUrl: string;
  cancelUrl: string;
}

interface ProviderSubscriptionRef {
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  card: PaymentCard | null;
}

interface ProviderChange {
  subscription: ProviderSubscriptionRef;
  /** The lifecycle command (spec §7 names: update, schedule-change, cancel, …, or renew). */
  command: string;
  /** What to collect now, in the currency's minor unit; none for changes that cost nothing now. */
  charge?: { amount: number; currency: Currency };
  now: Date;
}

type ProviderChangeResult =
  | { paymentMethodNeeded: true }
  | {
      paymentMethodNeeded: false /** The processor's id of the invoice that collected the charge. */;
      providerInvoiceId?: string;
    };

/** The processor did not answer or refused for its own reasons; the caller changes nothing. */
export class BillingProviderError extends Error {
  override name = 'BillingProviderError';
}
