import type { ChangeMessage } from '@brandloom/shared/realtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type EventSourceLike,
  type RealtimeEnvironment,
  type RealtimeUpdate,
  reconnectDelay,
  startRealtimeClient,
} from './realtime-client';

class FakeEventSource implements EventSourceLike {
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
  }
  emit(type: string, data = '', lastEventId = ''): void {
    for (const listener of this.listeners.get(type) ?? []) {
      listener({ data, lastEventId } as MessageEvent<string>);
    }
  }
}

function change(id: string, table: ChangeMessage['table'] = 'adcreative'): ChangeMessage {
  return { id, table, rowId: `row-${id}`, updatedDate: new Date().toISOString(), changes: ['status'] };
}

function setUp() {
  const sources: FakeEventSource[] = [];
  const updates: RealtimeUpdate[] = [];
  const visibilityListeners = new Set<() => void>();
  const onlineListeners = new Set<() => void>();
  let hidden = false;
  const fetchChangesSince = vi.fn<RealtimeEnvironment['fetchChangesSince']>(async () => ({
    changes: [],
    complete: true,
  }));
  const onSignedOut = vi.fn();
  const environment: RealtimeEnvironment = {
    openStream(url) {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    },
    fetchChangesSince,
    isHidden: () => hidden,
    onVisibilityChange(listener) {
      visibilityListeners.add(listener);
      return () => visibilityListeners.delete(listener);
    },
    onOnline(listener) {
      onlineListeners.add(listener);
      return () => onlineListeners.delete(listener);
    },
    now: () => Date.now(),
  };
  const stop = startRealtimeClient(environment, { onUpdate: (update) => updates.push(update), onSignedOut });
  return {
    sources,
    updates,
    fetchChangesSince,
    onSignedOut,
    stop,
    latest: () => sources.at(-1) as FakeEventSource,
    setHidden(value: boolean) {
      hidden = value;
      for (const listener of visibilityListeners) listener();
    },
    goOnline: () => {
      for (const listener of onlineListeners) listener();
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reconnectDelay', () => {
  it('waits 1 s, 2 s, 5 s, then 10 s each time (spec §9)', () => {
    expect([1, 2, 3, 4, 5, 9].map(reconnectDelay)).toEqual([1000, 2000, 5000, 10000, 10000, 10000]);
  });
});

describe('startRealtimeClient', () => {
  it('opens /api/realtime and hands over changes and resyncs', () => {
    const client = setUp();
    expect(client.latest().url).toBe('/api/realtime');
    client.latest().emit('heartbeat', 'now', '4');
    client.latest().emit('change', JSON.stringify(change('5')), '5');
    client.latest().emit('resync', 'too many changes', '9');
    expect(client.updates).toEqual([{ kind: 'change', change: change('5') }, { kind: 'resync' }]);
    client.stop();
  });

  it('reconnects after 1 s, 2 s, 5 s, then every 10 s, and starts over once a connection works', async () => {
    const client = setUp();
    const waits: number[] = [];
    for (let failure = 0; failure < 5; failure += 1) {
      const count = client.sources.length;
      client.latest().emit('error');
      expect(client.sources[count - 1]?.closed).toBe(true);
      let waited = 0;
      while (client.sources.length === count) {
        await vi.advanceTimersByTimeAsync(250);
        waited += 250;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 5000, 10000, 10000]);

    client.latest().emit('heartbeat', 'now');
    client.latest().emit('error');
    await vi.advanceTimersByTimeAsync(999);
    expect(client.sources).toHaveLength(6);
    await vi.advanceTimersByTimeAsync(1);
    expect(client.sources).toHaveLength(7);
    client.stop();
  });

  it('resumes from the newest event id it received', async () => {
    const client = setUp();
    client.latest().emit('heartbeat', 'now', '12');
    client.latest().emit('change', JSON.stringify(change('15')), '15');
    client.latest().emit('error');
    await vi.advanceTimersByTimeAsync(1000);
    expect(client.latest().url).toBe('/api/realtime?lastEventId=15');
    client.stop();
  });

  it('gives up on a connection that does not answer within 10 s, or goes quiet past a heartbeat', async () => {
    const client = setUp();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(client.latest().closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(client.sources[0]?.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(client.sources).toHaveLength(2);

    // Open: a heartbeat is due every 25 s; after 35 s of silence the stream is considered dead.
    client.latest().emit('heartbeat', 'now');
    await vi.advanceTimersByTimeAsync(25_000);
    client.latest().emit('heartbeat', 'now');
    await vi.advanceTimersByTimeAsync(34_999);
    expect(client.latest().closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(client.latest().closed).toBe(true);
    client.stop();
  });

  it('reopens at once when the browser comes online or the tab becomes visible', async () => {
    const client = setUp();
    client.latest().emit('error');
    await vi.advanceTimersByTimeAsync(1000);
    client.latest().emit('error');
    client.goOnline();
    expect(client.sources).toHaveLength(3);
    client.latest().emit('error');
    client.setHidden(true);
    client.setHidden(false);
    expect(client.sources).toHaveLength(4);

    // A working stream is left alone.
    client.latest().emit('heartbeat', 'now');
    client.goOnline();
    expect(client.sources).toHaveLength(4);
    client.stop();
  });

  it('fetches the changes since it was hidden after more than 30 s hidden, once each', async () => {
    const client = setUp();
    client.latest().emit('heartbeat', 'now');
    client.latest().emit('change', JSON.stringify(change('3')), '3');

    client.setHidden(true);
    await vi.advanceTimersByTimeAsync(20_000);
    client.setHidden(false);
    expect(client.fetchChangesSince).not.toHaveBeenCalled();

    client.setHidden(true);
    const hiddenAt = Date.now();
    client.fetchChangesSince.mockResolvedValueOnce({ changes: [change('3'), change('4')], complete: true });
    // Heartbeats keep the stream alive meanwhile.
    for (let second = 0; second < 31; second += 10) {
      await vi.advanceTimersByTimeAsync(10_000);
      client.latest().emit('heartbeat', 'now');
    }
    client.setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.fetchChangesSince).toHaveBeenCalledWith(new Date(hiddenAt));
    expect(
      client.updates.map((update) => (update.kind === 'change' ? update.change.id : update.kind)),
    ).toEqual(['3', '4']);
    client.stop();
  });

  it('asks screens to re-fetch when the catch-up is incomplete or fails', async () => {
    const client = setUp();
    client.latest().emit('heartbeat', 'now');
    client.fetchChangesSince.mockResolvedValueOnce({ changes: [], complete: false });
    client.fetchChangesSince.mockRejectedValueOnce(new Error('offline'));
    for (let round = 0; round < 2; round += 1) {
      client.setHidden(true);
      await vi.advanceTimersByTimeAsync(31_000);
      client.latest().emit('heartbeat', 'now');
      client.setHidden(false);
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(client.updates).toEqual([{ kind: 'resync' }, { kind: 'resync' }]);
    client.stop();
  });

  it('stops for good when the server says the session ended', async () => {
    const client = setUp();
    client.latest().emit('signed-out', 'session ended');
    expect(client.onSignedOut).toHaveBeenCalledOnce();
    expect(client.latest().closed).toBe(true);
    client.goOnline();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(client.sources).toHaveLength(1);
  });
});
