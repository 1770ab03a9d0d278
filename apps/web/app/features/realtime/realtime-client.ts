import {
  type ChangeMessage,
  realtimeEvents,
  realtimeHeartbeatMs,
  realtimeMissedUpdateThresholdMs,
  realtimeReconnectDelaysMs,
  realtimeTimeoutMs,
} from '@brandloom/shared/realtime';

/** What screens hear: one change, or that changes were missed and everything shown should be re-fetched. */
export type RealtimeUpdate = { kind: 'change'; change: ChangeMessage } | { kind: 'resync' };

/** The part of EventSource the client uses (a fake one in tests). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

/** The browser around the client, passed in so the schedule can be tested without one. */
export interface RealtimeEnvironment {
  openStream(url: string): EventSourceLike;
  /** GET /api/realtime/changes; throws when it fails. */
  fetchChangesSince(since: Date): Promise<{ changes: ChangeMessage[]; complete: boolean }>;
  isHidden(): boolean;
  /** Listens for `visibilitychange` (on document) and `online` (on window); answers a remover. */
  onVisibilityChange(listener: () => void): () => void;
  onOnline(listener: () => void): () => void;
  now(): number;
}

export interface RealtimeClientOptions {
  onUpdate(update: RealtimeUpdate): void;
  /** The server ended the stream because the session is gone; the client stops. */
  onSignedOut(): void;
}

/** Spec §9: wait 1 s, 2 s, 5 s after the 1st, 2nd, 3rd failure in a row, then 10 s each time. */
export function reconnectDelay(failuresInARow: number): number {
  const delays = realtimeReconnectDelaysMs;
  return delays[Math.min(Math.max(failuresInARow, 1), delays.length) - 1] as number;
}

// Ids already delivered: a catch-up may repeat what the stream sent.
const rememberedIds = 500;

/**
 * Keeps one realtime stream open (spec §4, §9): reconnects after 1 s, 2 s, 5 s, then every 10 s;
 * gives up on a connection that does not open within 10 s or goes quiet past a heartbeat; reopens
 * at once when the tab becomes visible or the browser comes online; and after the tab was hidden
 * for more than 30 s fetches the changes since it was hidden. Answers a function that stops it.
 */
export function startRealtimeClient(environment: RealtimeEnvironment, options: RealtimeClientOptions) {
  let source: EventSourceLike | undefined;
  let connected = false;
  let failuresInARow = 0;
  let lastEventId: number | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;
  let hiddenSince = environment.isHidden() ? environment.now() : undefined;
  let stopped = false;
  const deliveredIds = new Set<string>();

  const deliver = (change: ChangeMessage) => {
    if (deliveredIds.has(change.id)) return;
    deliveredIds.add(change.id);
    if (deliveredIds.size > rememberedIds) deliveredIds.delete(deliveredIds.values().next().value as string);
    options.onUpdate({ kind: 'change', change });
  };
  const rememberId = (id: string) => {
    const numeric = Number(id);
    if (id !== '' && Number.isSafeInteger(numeric)) lastEventId = Math.max(lastEventId ?? 0, numeric);
  };

  // Until the first message the limit is the connection timeout; after it, a heartbeat plus that.
  const expectMessageWithin = (ms: number) => {
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(fail, ms);
  };
  const onMessage = () => {
    connected = true;
    failuresInARow = 0;
    expectMessageWithin(realtimeHeartbeatMs + realtimeTimeoutMs);
  };

  function close(): void {
    source?.close();
    source = undefined;
    connected = false;
    clearTimeout(silenceTimer);
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
  }

  function connect(): void {
    close();
    const query = lastEventId === undefined ? '' : `?lastEventId=${lastEventId}`;
    const opened = environment.openStream(`/api/realtime${query}`);
    source = opened;
    expectMessageWithin(realtimeTimeoutMs);
    // A closed source may still hand over queued events: only the current one counts.
    const listen = (type: string, handle: (event: MessageEvent<string>) => void) =>
      opened.addEventListener(type, (event) => {
        if (source === opened) handle(event);
      });
    listen(realtimeEvents.heartbeat, (event) => {
      rememberId(event.lastEventId);
      onMessage();
    });
    listen(realtimeEvents.change, (event) => {
      onMessage();
      rememberId(event.lastEventId);
      deliver(JSON.parse(event.data) as ChangeMessage);
    });
    listen(realtimeEvents.resync, (event) => {
      onMessage();
      rememberId(event.lastEventId);
      options.onUpdate({ kind: 'resync' });
    });
    listen(realtimeEvents.signedOut, () => {
      stop();
      options.onSignedOut();
    });
    // EventSource would retry on its own, at its own pace: the spec's schedule replaces that.
    listen('error', fail);
  }

  function fail(): void {
    if (stopped) return;
    close();
    failuresInARow += 1;
    reconnectTimer = setTimeout(connect, reconnectDelay(failuresInARow));
  }

  /** Back online or visible again: a stream that is down reconnects now rather than at its next turn. */
  function reopenIfDown(): void {
    if (stopped || connected) return;
    failuresInARow = 0;
    connect();
  }

  async function catchUpSince(since: Date): Promise<void> {
    try {
      const { changes, complete } = await environment.fetchChangesSince(since);
      if (stopped) return;
      for (const change of changes) deliver(change);
      if (!complete) options.onUpdate({ kind: 'resync' });
    } catch {
      // Could not ask (offline?): the screens re-fetch everything instead.
      if (!stopped) options.onUpdate({ kind: 'resync' });
    }
  }

  const removeVisibilityListener = environment.onVisibilityChange(() => {
    if (environment.isHidden()) {
      hiddenSince = environment.now();
      return;
    }
    if (hiddenSince !== undefined && environment.now() - hiddenSince > realtimeMissedUpdateThresholdMs) {
      void catchUpSince(new Date(hiddenSince));
    }
    hiddenSince = undefined;
    reopenIfDown();
  });
  const removeOnlineListener = environment.onOnline(reopenIfDown);

  function stop(): void {
    stopped = true;
    close();
    removeVisibilityListener();
    removeOnlineListener();
  }

  connect();
  return stop;
}
