import { isUuid } from '@brandloom/shared/ids';
import { findCheckout } from './billing.repository.ts';
import type { BillingDeps } from './billing-deps.ts';

/** A checkout of this user by its id from an address, if there is one. */
export async function findUserCheckout(deps: Pick<BillingDeps, 'db'>, userId: string, id: string) {
  return isUuid(id) ? await findCheckout(deps.db, id, userId) : undefined;
}
