import type { Database } from '../../db/client.ts';
import { decodeCursor, pageOf } from '../../lib/cursor.ts';
import { listEvents } from './credits.repository.ts';

export interface LedgerEntry {
  id: string;
  type: 'credits-spent' | 'credits-refunded' | 'credits-added';
  credits: number;
  creativeId: string | null;
  /** For spends: reserved while the creative is being made, then committed or released. */
  state: 'reserved' | 'committed' | 'released' | null;
  reason: string | null;
  creationDate: string;
}

/** Every spend, refund and gift of credits of the user, newest first, a page at a time. */
export async function listCreditLedger(
  db: Database,
  userId: string,
  options: { limit: number; cursor?: string },
) {
  const rows = await listEvents(db, userId, options.limit + 1, decodeCursor(options.cursor));
  const { page, nextCursor } = pageOf(rows, options.limit, (row) => ({ date: row.cursorDate, id: row.id }));
  return {
    entries: page.map(
      (row): LedgerEntry => ({
        id: row.id,
        type: row.type,
        credits: row.data.credits,
        creativeId: row.data.creativeId ?? null,
        state: row.data.state ?? null,
        reason: row.data.reason ?? null,
        creationDate: row.creationDate,
      }),
    ),
    nextCursor,
  };
}
