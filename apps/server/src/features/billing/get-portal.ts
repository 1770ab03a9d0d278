import { listInvoices } from './billing.repository.ts';
import type { BillingDeps } from './billing-deps.ts';
import { getSubscription } from './get-subscription.ts';

/** What the local portal shows: the subscription (null on Free) and every invoice, newest first. */
export async function getPortal(deps: Pick<BillingDeps, 'db' | 'logger' | 'now'>, userId: string) {
  const { subscription } = await getSubscription(deps.db, deps, userId);
  return { subscription, invoices: await listInvoices(deps.db, userId) };
}
