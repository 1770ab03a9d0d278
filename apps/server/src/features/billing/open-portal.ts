import { BillingProviderError } from '../../adapters/billing/billing.ts';
import { AppError } from '../../lib/app-error.ts';
import { findBillingCustomer } from './billing.repository.ts';
import type { BillingDeps } from './billing-deps.ts';
import { safeReturnPath } from './create-checkout.ts';

/**
 * Spec §7 `stripe/create-portal`: the processor's portal for the user's invoices, card and
 * cancellation. A processor that keeps customers needs one made at a checkout first.
 */
export async function openPortal(deps: BillingDeps, userId: string): Promise<{ url: string }> {
  const customerId = await findBillingCustomer(deps.db, userId, deps.provider.name);
  if (deps.provider.remote && !customerId) throw new AppError('BILLING_ACCOUNT_NOT_FOUND');
  const returnUrl = new URL(safeReturnPath(undefined), deps.publicUrl).toString();
  try {
    return await deps.provider.createPortal({ userId, customerId, returnUrl });
  } catch (error) {
    if (!(error instanceof BillingProviderError)) throw error;
    deps.logger.error({ err: error, userId }, 'the billing provider refused a portal');
    throw new AppError('PORTAL_FAILED', { cause: error });
  }
}
