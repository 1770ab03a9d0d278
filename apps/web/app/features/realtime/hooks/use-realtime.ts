import type { RealtimeTable } from '@brandloom/shared/realtime';
import { useEffect, useRef } from 'react';
import { subscribeToRealtime } from '../realtime';
import type { RealtimeUpdate } from '../realtime-client';

/**
 * Calls `onUpdate` for each change to the user's rows of `tables` (spec §4 channels adcreative,
 * event, userprofile) and for every `resync`, after which a screen re-fetches what it shows.
 */
export function useRealtime(
  tables: readonly RealtimeTable[],
  onUpdate: (update: RealtimeUpdate) => void,
): void {
  const latest = useRef(onUpdate);
  latest.current = onUpdate;
  const key = tables.join(',');
  useEffect(() => {
    const wanted = new Set(key.split(','));
    return subscribeToRealtime((update) => {
      if (update.kind === 'resync' || wanted.has(update.change.table)) latest.current(update);
    });
  }, [key]);
}
