import type { Executor } from '../../db/client.ts';
import { listInvoices, type StoredInvoice } from './billing.repository.ts';

/** An invoice as the API shows it. */
function invoiceView(row: StoredInvoice) {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    plan: row.plan,
    credits: row.credits,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    documentUrl: row.documentPath,
    creationDate: row.creationDate,
  };
}

/** The user's invoices, newest first. */
export async function listUserInvoices(db: Executor, userId: string) {
  return (await listInvoices(db, userId)).map(invoiceView);
}
