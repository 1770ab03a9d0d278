import { createServer, type Server } from 'node:http';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Logger } from './logger.ts';

/** Where the gauges read their values when Prometheus scrapes. */
export interface MetricSources {
  /** Generation jobs waiting and running, across every process of the installation. */
  queueDepth?: () => Promise<{ queued: number; running: number }>;
  /** Realtime streams open on this process. */
  realtimeClients?: () => number;
}

export interface Metrics {
  readonly registry: Registry;
  /** One answered HTTP request: `route` is the matched route's template, never the raw path. */
  observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
  /** One generation job this process ran, by how it ended. */
  observeJob(outcome: string, seconds: number): void;
}

// Requests: from a cached file (~1 ms) to a slow list (~seconds). Jobs: compositor (~1 s) to vendor videos (minutes).
const requestBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const jobBuckets = [0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600];

/** This process's Prometheus metrics (prefixed `brandloom_`), with Node's own process metrics. */
export function createMetrics(sources: MetricSources = {}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'brandloom_' });
  const requests = new Counter({
    name: 'brandloom_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: 'brandloom_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (until the response starts), by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: requestBuckets,
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'brandloom_generation_job_duration_seconds',
    help: 'Time a generation job ran in this process, by outcome.',
    labelNames: ['outcome'] as const,
    buckets: jobBuckets,
    registers: [registry],
  });
  const { queueDepth, realtimeClients } = sources;
  if (queueDepth)
    new Gauge({
      name: 'brandloom_generation_queue_jobs',
      help: 'Generation jobs in the shared queue, by state (queued: waiting or due for a retry).',
      labelNames: ['state'] as const,
      registers: [registry],
      async collect() {
        const depth = await queueDepth();
        this.set({ state: 'queued' }, depth.queued);
        this.set({ state: 'running' }, depth.running);
      },
    });
  if (realtimeClients)
    new Gauge({
      name: 'brandloom_realtime_clients',
      help: 'Realtime (Server-Sent Events) streams open on this process.',
      registers: [registry],
      collect() {
        this.set(realtimeClients());
      },
    });
  return {
    registry,
    observeRequest(labels, seconds) {
      const values = { ...labels, status: String(labels.status) };
      requests.inc(values);
      requestSeconds.observe(values, seconds);
    },
    observeJob(outcome, seconds) {
      jobSeconds.observe({ outcome }, seconds);
    },
  };
}

/**
 * Serves `GET /metrics` on its own port (METRICS_PORT), apart from the public one, so the reverse
 * proxy never exposes it and worker processes, which have no web server, are scraped the same way.
 */
export function serveMetrics(
  metrics: Metrics,
  { port, host, logger }: { port: number; host: string; logger: Logger },
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: metrics are at /metrics\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: unknown) => {
        logger.error({ err: error }, 'could not collect metrics');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics could not be collected\n');
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
