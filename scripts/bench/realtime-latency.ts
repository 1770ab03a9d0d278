import { readEventStream } from '../../apps/server/src/testing/sse-client.ts';
import type { BenchRow } from './rows.ts';
import { signedInCookie } from './sign-in.ts';
import { startSseEcho } from './sse-echo.ts';

const rounds = 200;
/** The product's p95 save → event against the bare transport's (decision 0045). */
const p95Budget = 10;

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] as number;

/**
 * Milliseconds from sending a save until its event arrives on the stream opened with `open`, for
 * `rounds` saves one after another, sorted.
 */
async function saveToEvent(
  open: (signal: AbortSignal) => Promise<Response>,
  save: (round: number) => Promise<Response>,
): Promise<number[]> {
  const controller = new AbortController();
  const response = await open(controller.signal);
  if (!response.ok) throw new Error(`The event stream answered ${response.status}`);
  const stream = readEventStream(response);
  await stream.next();
  const latencies: number[] = [];
  try {
    for (let round = 0; round < rounds; round += 1) {
      const started = performance.now();
      const saved = save(round);
      await stream.nextOf('change');
      latencies.push(performance.now() - started);
      if (!(await saved).ok) throw new Error('The save failed');
    }
  } finally {
    controller.abort();
  }
  return latencies.sort((a, b) => a - b);
}

/**
 * Realtime delivery as a user sees it: a profile setting is saved (PATCH /api/profile: session,
 * transaction, change log, NOTIFY) and the time until the same user's open stream receives it.
 * The floor is the transport alone: a bare Node server in its own process echoing a POST to an
 * open event stream, measured the same way in the same run.
 */
export async function measureRealtimeLatency(baseUrl: string): Promise<BenchRow[]> {
  const echo = await startSseEcho();
  let bare: number[];
  try {
    bare = await saveToEvent(
      (signal) => fetch(`${echo.baseUrl}/events`, { signal }),
      (round) => fetch(`${echo.baseUrl}/save`, { method: 'POST', body: JSON.stringify({ round }) }),
    );
  } finally {
    await echo.stop();
  }
  const cookie = await signedInCookie(baseUrl);
  const product = await saveToEvent(
    (signal) => fetch(`${baseUrl}/api/realtime`, { headers: { cookie }, signal }),
    (round) =>
      fetch(`${baseUrl}/api/profile`, {
        method: 'PATCH',
        headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ publishToExplore: round % 2 === 0 }),
      }),
  );
  const ms = (value: number) => Math.round(value * 10) / 10;
  const row = (name: string, share: number): BenchRow => ({
    name: `realtime: save → event, ${name} (${rounds})`,
    value: ms(percentile(product, share)),
    unit: 'ms',
    floor: { name: 'bare SSE echo of a POST', value: ms(percentile(bare, share)) },
  });
  return [row('median', 0.5), { ...row('p95', 0.95), budget: p95Budget }];
}
