import { randomUUID } from 'node:crypto';
import type { BillingProvider } from '../billing.ts';
import { cardUsable } from './test-cards.ts';

/** Where the local provider's pages are served (features/billing/local-billing.routes.ts). */
export const localBillingPaths = {
  checkout: (checkoutId: string) => `/billing/local/checkout/${checkoutId}`,
  portal: '/billing/local/portal',
  invoice: (invoiceId: string) => `/billing/local/invoices/${invoiceId}`,
};

/**
 * The embedded default (DESIGN.md §2): checkout and portal are pages of our own server, the card
 * is checked by the test-card rules, and charges succeed while a usable card is on file.
 */
export function createLocalBillingProvider(publicUrl: string): BillingProvider {
  const url = (path: string) => new URL(path, publicUrl).toString();
  return {
    name: 'local',
    async createCheckout({ checkoutId }) {
      return { url: url(localBillingPaths.checkout(checkoutId)) };
    },
    async createPortal({ returnUrl }) {
      return { url: url(`${localBillingPaths.portal}?return=${encodeURIComponent(returnUrl)}`) };
    },
    async applyChange({ subscription, charge, now }) {
      if (!charge || charge.amount === 0) return { paymentMethodNeeded: false };
      if (!subscription.card || !cardUsable(subscription.card, now)) return { paymentMethodNeeded: true };
      return { paymentMethodNeeded: false, providerInvoiceId: `local_in_${randomUUID()}` };
    },
    async cancelNow() {},
  };
}
