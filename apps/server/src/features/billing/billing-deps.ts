import type { BillingProvider } from '../../adapters/billing/billing.ts';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';

/** What the billing use cases work with; `now` is the clock tests move. */
export interface BillingDeps {
  db: Database;
  provider: BillingProvider;
  logger: Logger;
  now: () => Date;
  /** The app's public origin: checkout and portal return here. */
  publicUrl: string;
}

/** The balance to announce with a change, computed with the billing clock. */
export function creditContext(deps: Pick<BillingDeps, 'logger' | 'now'>) {
  return { logger: deps.logger, now: deps.now };
}
