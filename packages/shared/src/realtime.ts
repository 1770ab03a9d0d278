/** The spec's realtime channels (§4, §7): a user's creatives, credit events and profile. */
export const realtimeTables = ['adcreative', 'event', 'userprofile'] as const;
export type RealtimeTable = (typeof realtimeTables)[number];

/**
 * One change to one of the user's rows (spec §3: "broadcast with updated_date and the list of
 * changed properties"). Details are re-fetched; the server's zod schema is in
 * apps/server/src/features/realtime/realtime.schema.ts (kept out of the web bundle).
 */
export interface ChangeMessage {
  /** Orders changes; the SSE event id. */
  id: string;
  table: RealtimeTable;
  rowId: string;
  /** ISO date-time. */
  updatedDate: string;
  /** Names of the changed properties. */
  changes: string[];
  /** New values of small fields (a status, a flag), so a screen can update before re-fetching. */
  values?: Record<string, string | number | boolean | null>;
}

/** Names of the server-sent events on GET /api/realtime. */
export const realtimeEvents = {
  change: 'change',
  heartbeat: 'heartbeat',
  /** Changes may have been missed and cannot be replayed: re-fetch everything shown. */
  resync: 'resync',
  /** The session ended (sign-out, expiry): the stream closes and must not be reopened. */
  signedOut: 'signed-out',
} as const;

/** Spec §9: the server sends a heartbeat this often. */
export const realtimeHeartbeatMs = 25_000;

/** Spec §9: a connection that neither opens nor hears from the server this long is given up. */
export const realtimeTimeoutMs = 10_000;

/** Spec §9: waits before reconnecting after the 1st, 2nd, 3rd failure; the last repeats. */
export const realtimeReconnectDelaysMs = [1_000, 2_000, 5_000, 10_000] as const;

/** Spec §4, §9: a tab hidden longer than this fetches the changes it may have missed. */
export const realtimeMissedUpdateThresholdMs = 30_000;
