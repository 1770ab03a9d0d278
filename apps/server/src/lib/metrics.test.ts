import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { createTestApp } from '../testing/test-app.ts';
import { createMetrics, serveMetrics } from './metrics.ts';

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe('metrics', () => {
  it('counts requests by route template and status, and serves them with the queue, jobs and realtime clients on their own port', async () => {
    const metrics = createMetrics({
      queueDepth: async () => ({ queued: 7, running: 2 }),
      realtimeClients: () => 3,
    });
    const { app, cleanup } = await createTestApp({ metrics });
    cleanups.push(cleanup);
    // Two different ids, one template; a 401 from the session guard; an unknown route.
    await app.request('/api/creatives/11111111-1111-4111-8111-111111111111');
    await app.request('/api/creatives/22222222-2222-4222-8222-222222222222');
    await app.request('/api/fonts');
    metrics.observeJob('completed', 1.5);
    metrics.observeJob('handed-back', 0.2);

    const server = await serveMetrics(metrics, {
      port: 0,
      host: '127.0.0.1',
      logger: pino({ level: 'silent' }),
    });
    cleanups.push(() => server.close());
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain(
      'brandloom_http_requests_total{method="GET",route="/api/creatives/:id",status="401"} 2',
    );
    expect(text).toContain('brandloom_http_requests_total{method="GET",route="/api/fonts",status="200"} 1');
    expect(text).not.toContain('11111111-1111');
    expect(text).toMatch(
      /brandloom_http_request_duration_seconds_bucket\{le="0.5",method="GET",route="\/api\/fonts",status="200"\} 1/,
    );
    expect(text).toContain('brandloom_generation_queue_jobs{state="queued"} 7');
    expect(text).toContain('brandloom_generation_queue_jobs{state="running"} 2');
    expect(text).toContain('brandloom_generation_job_duration_seconds_count{outcome="completed"} 1');
    expect(text).toContain('brandloom_generation_job_duration_seconds_count{outcome="handed-back"} 1');
    expect(text).toContain('brandloom_realtime_clients 3');
    expect(text).toContain('brandloom_process_resident_memory_bytes');
    expect((await fetch(`${base}/`)).status).toBe(404);
  });

  it('is not served by the app on the public port', async () => {
    const { app, cleanup } = await createTestApp({ metrics: createMetrics() });
    cleanups.push(cleanup);
    const response = await app.request('/metrics');
    expect(await response.text()).not.toContain('brandloom_http_requests_total');
  });

  it('refuses METRICS_PORT on the public port or out of range', () => {
    expect(() => loadEnv({ PORT: '4000', METRICS_PORT: '4000' })).toThrow(
      /METRICS_PORT.*must differ from PORT/s,
    );
    expect(() => loadEnv({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(loadEnv({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    expect(loadEnv({}).METRICS_PORT).toBeUndefined();
  });
});
