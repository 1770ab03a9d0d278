import { isUuid } from '@brandloom/shared/ids';
import { AppError } from '../../lib/app-error.ts';
import { findInvoice } from './billing.repository.ts';
import type { BillingDeps } from './billing-deps.ts';

/** One of the user's invoices, for its document; INVOICE_NOT_FOUND for anyone else's or none. */
export async function getInvoice(deps: Pick<BillingDeps, 'db'>, userId: string, id: string) {
  const row = isUuid(id) ? await findInvoice(deps.db, id, userId) : undefined;
  if (!row) throw new AppError('INVOICE_NOT_FOUND');
  return row;
}
