import { readEventStream } from '../../apps/server/src/testing/sse-client.ts';
import type { BenchRow } from './rows.ts';
import { signedInCookie } from './sign-in.ts';

const rounds = 200;

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] as number;

/**
 * Realtime delivery as a user sees it: a profile setting is saved (PATCH /api/profile, which
 * publishes the change through NOTIFY) and the time until the same user's open stream receives it.
 */
export async function measureRealtimeLatency(baseUrl: string): Promise<BenchRow[]> {
  const cookie = await signedInCookie(baseUrl);
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/realtime`, { headers: { cookie }, signal: controller.signal });
  if (!response.ok) throw new Error(`GET /api/realtime answered ${response.status}`);
  const stream = readEventStream(response);
  await stream.next();

  const latencies: number[] = [];
  try {
    for (let round = 0; round < rounds; round += 1) {
      const started = performance.now();
      const saved = fetch(`${baseUrl}/api/profile`, {
        method: 'PATCH',
        headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ publishToExplore: round % 2 === 0 }),
      });
      await stream.nextOf('change');
      latencies.push(performance.now() - started);
      if (!(await saved).ok) throw new Error('PATCH /api/profile failed');
    }
  } finally {
    controller.abort();
  }
  latencies.sort((a, b) => a - b);
  const ms = (value: number) => Math.round(value * 10) / 10;
  return [
    { name: `realtime: save → event, median (${rounds})`, value: ms(percentile(latencies, 0.5)), unit: 'ms' },
    {
      name: `realtime: save → event, p95 (${rounds})`,
      value: ms(percentile(latencies, 0.95)),
      unit: 'ms',
      budget: 250,
    },
  ];
}
