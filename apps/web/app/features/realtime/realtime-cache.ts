import type { RealtimeTable } from '@brandloom/shared/realtime';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import type { RealtimeUpdate } from './realtime-client';

/** What a change to a row of each table may have changed on screen. */
const affectedBy: Record<RealtimeTable, readonly QueryKey[]> = {
  adcreative: [queryKeys.creatives.all, queryKeys.conversations.all, queryKeys.onboarding],
  // A spend, refund or gift.
  event: [queryKeys.credits.all],
  // A plan or settings change (another tab, an admin) also changes the balance.
  userprofile: [queryKeys.profile, queryKeys.credits.all],
};

type CreativePage = { creatives: { id: string }[] };

/** Drops a deleted creative from every list held, so it leaves before the lists are read again. */
function removeCreative(client: QueryClient, id: string): void {
  client.setQueriesData<InfiniteData<CreativePage> | CreativePage>(
    { queryKey: queryKeys.creatives.lists },
    (data) => {
      if (!data) return data;
      const without = (page: CreativePage) => ({
        ...page,
        creatives: page.creatives.filter((creative) => creative.id !== id),
      });
      return 'pages' in data ? { ...data, pages: data.pages.map(without) } : without(data);
    },
  );
}

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
