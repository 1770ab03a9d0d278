import { type ChangeMessage, realtimeEvents, realtimeReconnectDelaysMs } from '@brandloom/shared/realtime';
import type { SSEMessage, SSEStreamingApi } from 'hono/streaming';
import type { Database } from '../../db/client.ts';
import {
  changeExists,
  findChangesAfter,
  findChangesSince,
  findLatestChangeId,
  isSessionActive,
} from './realtime.repository.ts';
import type { ChangeSubscriber, RealtimeHub } from './realtime-hub.ts';

/** More missed changes than this are not replayed one by one: the client re-fetches instead. */
const replayLimit = 500;
// Ids already sent on one stream; a catch-up may overlap with live delivery.
const rememberedIds = 1_000;
/** The change log keeps a day (see pruneChangeLog); older catch-ups are incomplete. */
export const changeLogRetentionMs = 24 * 60 * 60 * 1000;

export interface ChangeStreamOptions {
  db: Database;
  /** Started: listening. */
  hub: RealtimeHub;
  userId: string;
  sessionId: string;
  /** The id of the last change the client received (Last-Event-ID), if it reconnects. */
  lastEventId?: number;
  now: () => number;
}

/**
 * Serves one user's realtime stream until the client leaves, the session ends or the server stops:
 * replays what a reconnecting client missed, then live changes, with a heartbeat that also checks
 * the session is still signed in.
 */
export async function serveChangeStream(
  stream: SSEStreamingApi,
  { db, hub, userId, sessionId, lastEventId, now }: ChangeStreamOptions,
): Promise<void> {
  let writing = Promise.resolve();
  let ended = false;
  let end!: () => void;
  const finished = new Promise<void>((resolve) => {
    end = () => {
      ended = true;
      resolve();
    };
  });
  const send = (message: SSEMessage) => {
    writing = writing.then(() => (ended ? undefined : stream.writeSSE(message))).catch(end);
  };

  const sentIds = new Set<string>();
  let lastId = lastEventId ?? 0;
  const sendChange = (change: ChangeMessage) => {
    if (sentIds.has(change.id)) return;
    sentIds.add(change.id);
    if (sentIds.size > rememberedIds) sentIds.delete(sentIds.values().next().value as string);
    lastId = Math.max(lastId, Number(change.id));
    send({ event: realtimeEvents.change, id: change.id, data: JSON.stringify(change) });
  };
  const replayAfter = async (afterId: number) => {
    const missed = await findChangesAfter(db, userId, afterId, replayLimit + 1);
    if (missed.length <= replayLimit) {
      for (const change of missed) sendChange(change);
      return;
    }
    lastId = await findLatestChangeId(db, userId);
    send({ event: realtimeEvents.resync, id: String(lastId), data: 'too many changes' });
  };

  // Live changes wait while missed ones are replayed, so the client gets them in order.
  let held: ChangeMessage[] | undefined = [];
  const subscriber: ChangeSubscriber = {
    deliver: (change) => (held ? held.push(change) : sendChange(change)),
    catchUp: () => {
      replayAfter(lastId).catch(() => send({ event: realtimeEvents.resync, data: 'catch-up failed' }));
    },
    // Politely: what is already on its way is sent first, so the browser resumes (Last-Event-ID,
    // on another instance) without a gap or a replay of a half-written event.
    close: () => {
      writing.then(end);
    },
  };
  const unsubscribe = hub.subscribe(userId, subscriber);
  stream.onAbort(end);
  const heartbeat = setInterval(async () => {
    const active = await isSessionActive(db, sessionId, new Date(now())).catch(() => true);
    if (active) {
      send({ event: realtimeEvents.heartbeat, data: new Date(now()).toISOString() });
      return;
    }
    send({ event: realtimeEvents.signedOut, data: 'session ended' });
    writing.then(end);
  }, hub.heartbeatMs);

  try {
    if (lastEventId === undefined) {
      lastId = await findLatestChangeId(db, userId);
    } else if (lastEventId > 0 && !(await changeExists(db, userId, lastEventId))) {
      // The client's last change is no longer kept: what came after it cannot be told apart.
      send({ event: realtimeEvents.resync, data: 'history expired' });
      lastId = await findLatestChangeId(db, userId);
    } else {
      await replayAfter(lastEventId);
    }
    // The first message opens the stream for the client, tells it how soon to come back after a
    // drop, and gives it the id to resume from.
    send({
      event: realtimeEvents.heartbeat,
      id: String(lastId),
      retry: realtimeReconnectDelaysMs[0],
      data: new Date(now()).toISOString(),
    });
    for (const change of held) sendChange(change);
    held = undefined;
    await finished;
  } finally {
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
  }
  await writing;
}

/** The user's changes since `since`; `complete` is false when some may be missing (too old, too many). */
export async function listChangesSince(db: Database, userId: string, since: Date, now: number) {
  const changes = await findChangesSince(db, userId, since, replayLimit + 1);
  const complete = changes.length <= replayLimit && since.getTime() >= now - changeLogRetentionMs;
  return { changes: changes.slice(0, replayLimit), complete };
}
