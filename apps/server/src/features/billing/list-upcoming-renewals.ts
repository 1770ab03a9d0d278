import type { Executor } from '../../db/client.ts';
import { findUpcomingRenewals } from './billing.repository.ts';

/** The operator's view: active subscriptions by their next renewal, soonest first. */
export async function listUpcomingRenewals(db: Executor, limit = 100) {
  const rows = await findUpcomingRenewals(db, limit);
  return rows.map((row) => ({ ...row, currentPeriodEnd: row.currentPeriodEnd.toISOString() }));
}
