import type { RealtimeTable } from '@brandloom/shared/realtime';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { removeCreative } from '../../lib/query-creatives';
import { queryKeys } from '../../lib/query-keys';
import type { RealtimeUpdate } from './realtime-client';

/** What a change to a row of each table may have changed on screen. */
const affectedBy: Record<RealtimeTable, readonly QueryKey[]> = {
  adcreative: [queryKeys.creatives.all, queryKeys.conversations.all, queryKeys.onboarding],
  // A spend, refund or gift (the subscription view shows the balances too).
  event: [queryKeys.credits.all, queryKeys.billing.all],
  // A plan or settings change (another tab, an admin, a renewal) also changes the balance and billing.
  userprofile: [queryKeys.profile, queryKeys.credits.all, queryKeys.billing.all],
};

/**
 * Keeps the cache true to the server (spec §4): a change invalidates the queries that show its
 * table (active ones are read again, the rest when next shown), a deletion also leaves the lists
 * at once, and a resync (changes were missed) invalidates everything.
 */
export function applyRealtimeUpdate(client: QueryClient, update: RealtimeUpdate): void {
  if (update.kind === 'resync') {
    void client.invalidateQueries();
    return;
  }
  const { table, rowId, changes } = update.change;
  if (table === 'adcreative' && changes.includes('deleted')) removeCreative(client, rowId);
  for (const queryKey of affectedBy[table]) void client.invalidateQueries({ queryKey });
}
