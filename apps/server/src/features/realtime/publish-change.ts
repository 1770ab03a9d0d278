import type { ChangeMessage, RealtimeTable } from '@brandloom/shared/realtime';
import type { Executor } from '../../db/client.ts';
import { insertChangeAndNotify } from './realtime.repository.ts';
import { changeMessageSchema } from './realtime.schema.ts';

/** The one NOTIFY channel every server instance LISTENs on; messages name their user. */
export const realtimeChannel = 'brandloom_changes';

// Postgres refuses NOTIFY payloads of 8000 bytes or more; values over this budget are left out
// (clients re-fetch the row anyway), ids and field names always fit.
const valuesBudgetBytes = 4_000;

export interface PublishedChange {
  userId: string;
  table: RealtimeTable;
  /** The changed row's id. */
  id: string;
  updatedDate: Date;
  /** Names of the changed properties, as the API spells them (e.g. `status`, `plan`). */
  changes: string[];
  /** New values of small fields (a status, a flag), so screens can update before re-fetching. */
  values?: ChangeMessage['values'];
}

/**
 * Announces a change of one of the user's rows to their open realtime streams on every server
 * instance, and keeps it for catch-up. Pass the transaction that makes the change: the announcement
 * goes out at its commit and not at all if it rolls back. Resolves to the change's id.
 */
export async function publishChange(db: Executor, change: PublishedChange): Promise<number> {
  const values =
    change.values && Buffer.byteLength(JSON.stringify(change.values)) <= valuesBudgetBytes
      ? change.values
      : undefined;
  const notification = {
    userId: change.userId,
    table: change.table,
    rowId: change.id,
    updatedDate: change.updatedDate.toISOString(),
    changes: change.changes,
    ...(values ? { values } : {}),
  };
  return insertChangeAndNotify(db, { ...change, rowId: change.id, values }, realtimeChannel, notification);
}

/** Announces a change after its transaction committed (see changePublisher). */
export type PublishChange = (change: PublishedChange) => Promise<void>;

/**
 * `publishChange` on its own connection, for code that announces a change after its transaction
 * committed (the generation routes and workers).
 */
export function changePublisher(db: Executor): PublishChange {
  return async (change) => {
    await publishChange(db, change);
  };
}

/** A NOTIFY payload of `publishChange` as the user it is for and the message to send; else undefined. */
export function readNotification(payload: string): { userId: string; change: ChangeMessage } | undefined {
  try {
    const { userId, ...change } = JSON.parse(payload) as { userId?: unknown };
    const parsed = changeMessageSchema.safeParse(change);
    return typeof userId === 'string' && parsed.success ? { userId, change: parsed.data } : undefined;
  } catch {
    return undefined;
  }
}
