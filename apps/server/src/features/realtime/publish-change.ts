import type { ChangeMessage, RealtimeTable } from '@brandloom/shared/realtime';
import type { Executor } from '../../db/client.ts';
import { insertChangesAndNotify } from './realtime.repository.ts';
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
 * Announces changes of the user's rows to their open realtime streams on every server instance,
 * and keeps them for catch-up, in one statement however many. Pass the transaction that makes the
 * changes: the announcements go out at its commit and not at all if it rolls back. Resolves to the
 * changes' ids, in order.
 */
export function publishChanges(db: Executor, changes: PublishedChange[]): Promise<number[]> {
  return insertChangesAndNotify(
    db,
    changes.map((change) => {
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
      return { change: { ...change, rowId: change.id, values }, notification };
    }),
    realtimeChannel,
  );
}

/** `publishChanges` of one change; resolves to its id. */
export async function publishChange(db: Executor, change: PublishedChange): Promise<number> {
  const [id] = await publishChanges(db, [change]);
  return id ?? 0;
}

/** Announces changes after their transaction committed (see changePublisher). */
export type PublishChange = (...changes: PublishedChange[]) => Promise<void>;

/**
 * `publishChanges` on its own connection, for code that announces changes after their transaction
 * committed (the generation routes and workers).
 */
export function changePublisher(db: Executor): PublishChange {
  return async (...changes) => {
    await publishChanges(db, changes);
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
