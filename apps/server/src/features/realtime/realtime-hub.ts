import { type ChangeMessage, realtimeHeartbeatMs } from '@brandloom/shared/realtime';
import type { Listen } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { readNotification, realtimeChannel } from './publish-change.ts';

/** One open realtime stream, as the hub sees it. */
export interface ChangeSubscriber {
  /** A change to one of the subscriber's user's rows. */
  deliver(change: ChangeMessage): void;
  /** Notifications may have been lost while the listening connection was replaced. */
  catchUp(): void;
  /** The server is shutting down: end the stream (the browser reconnects elsewhere). */
  close(): void;
}

export interface RealtimeHub {
  /** How often streams send a heartbeat (spec §9: 25 s; shorter in tests). */
  heartbeatMs: number;
  /** Starts this instance's one LISTEN; waits for it, and is cheap once started. */
  start(): Promise<void>;
  subscribe(userId: string, subscriber: ChangeSubscriber): () => void;
  /** Streams open on this instance (a metric). */
  openStreams(): number;
  /** Ends every stream and stops listening. */
  close(): Promise<void>;
}

/**
 * Fans the database's change notifications out to this instance's open streams by user. Every
 * instance listens on the one channel, so a change published by any process reaches every stream.
 */
export function createRealtimeHub({
  listen,
  logger,
  heartbeatMs = realtimeHeartbeatMs,
}: {
  listen: Listen;
  logger: Logger;
  heartbeatMs?: number;
}): RealtimeHub {
  const subscribersByUser = new Map<string, Set<ChangeSubscriber>>();
  let listening: Promise<() => Promise<void>> | undefined;

  const onNotification = (payload: string) => {
    const notification = readNotification(payload);
    if (!notification) {
      logger.warn({ payload: payload.slice(0, 200) }, 'realtime: unreadable notification');
      return;
    }
    for (const subscriber of subscribersByUser.get(notification.userId) ?? []) {
      subscriber.deliver(notification.change);
    }
  };
  const onReconnect = () => {
    logger.warn('realtime: listening connection replaced; streams catch up from the change log');
    for (const subscribers of subscribersByUser.values()) {
      for (const subscriber of subscribers) subscriber.catchUp();
    }
  };

  return {
    heartbeatMs,
    async start() {
      listening ??= listen(realtimeChannel, onNotification, onReconnect);
      try {
        await listening;
      } catch (error) {
        // The next stream tries again.
        listening = undefined;
        throw error;
      }
    },
    subscribe(userId, subscriber) {
      const subscribers = subscribersByUser.get(userId) ?? new Set();
      subscribers.add(subscriber);
      subscribersByUser.set(userId, subscribers);
      return () => {
        subscribers.delete(subscriber);
        if (subscribers.size === 0 && subscribersByUser.get(userId) === subscribers) {
          subscribersByUser.delete(userId);
        }
      };
    },
    openStreams() {
      let count = 0;
      for (const subscribers of subscribersByUser.values()) count += subscribers.size;
      return count;
    },
    async close() {
      for (const subscribers of subscribersByUser.values()) {
        for (const subscriber of subscribers) subscriber.close();
      }
      const stop = await listening?.catch(() => undefined);
      listening = undefined;
      await stop?.();
    },
  };
}
