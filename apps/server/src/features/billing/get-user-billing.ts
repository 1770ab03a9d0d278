import { AppError } from '../../lib/app-error.ts';
import { findUserEmail } from './billing.repository.ts';
import type { BillingDeps } from './billing-deps.ts';
import { getSubscription } from './get-subscription.ts';
import { listUserInvoices } from './list-invoices.ts';

/** The admin's view of a user's billing: subscription, credits and invoices. */
export async function getUserBilling(deps: Pick<BillingDeps, 'db' | 'logger' | 'now'>, userId: string) {
  if (!(await findUserEmail(deps.db, userId))) throw new AppError('USER_NOT_FOUND');
  return {
    billing: await getSubscription(deps.db, deps, userId),
    invoices: await listUserInvoices(deps.db, userId),
  };
}
