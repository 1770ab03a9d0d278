import { closeCheckout } from './billing.repository.ts';
import type { BillingDeps } from './billing-deps.ts';

/** The user gave up on an open checkout: it can no longer complete. */
export async function cancelCheckout(
  deps: Pick<BillingDeps, 'db' | 'now'>,
  checkoutId: string,
): Promise<void> {
  await closeCheckout(deps.db, checkoutId, 'cancelled', deps.now());
}
