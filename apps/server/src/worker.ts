import { createImageProviders } from './adapters/image-provider/index.ts';
import { createStorage } from './adapters/storage/index.ts';
import { createVideoProviders } from './adapters/video-provider/index.ts';
import { loadBrandLayer } from './brand-layer/index.ts';
import { openDatabase } from './db/client.ts';
import { EnvError, loadProcessEnv } from './env.ts';
import { startGenerationWorker } from './features/generation/generation-worker.ts';
import {
  generationQueueSettings,
  generationWorkerDeps,
} from './features/generation/generation-worker-deps.ts';
import { countJobsByState } from './features/generation/job-queue.repository.ts';
import { changePublisher } from './features/realtime/publish-change.ts';
import { createLogger } from './lib/logger.ts';
import { lowerWorkerPriority } from './lib/worker-priority.ts';

/**
 * `npm run worker`: a process that only generates creatives from the job queue, for installations
 * that run generation apart from the web servers (GENERATION_WORKERS=0 there). Needs DATABASE_URL
 * (PGlite cannot be shared between processes).
 */
async function runWorker(): Promise<void> {
  lowerWorkerPriority();
  let env: ReturnType<typeof loadProcessEnv>;
  try {
    env = loadProcessEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const logger = createLogger(env);
  if (!env.DATABASE_URL) {
    logger.fatal('npm run worker needs DATABASE_URL: the embedded database belongs to the server process');
    process.exit(1);
  }
  const database = await openDatabase(env);
  // prom-client is loaded only by a process that serves metrics (0062).
  const metricsModule = env.METRICS_PORT === undefined ? undefined : await import('./lib/metrics.ts');
  const metrics = metricsModule?.createMetrics({ queueDepth: () => countJobsByState(database.db) });
  const worker = startGenerationWorker(
    generationWorkerDeps({
      db: database.db,
      storage: createStorage(env),
      logger,
      providers: await createImageProviders(env, logger),
      videoProviders: createVideoProviders(env, logger),
      // Every server instance hears it through NOTIFY and tells the owner's open tabs.
      publish: changePublisher(database.db),
    }),
    {
      concurrency: Math.max(1, env.GENERATION_WORKERS),
      pollMs: generationQueueSettings.pollMs,
      listen: database.listen,
      onJobDone: metrics?.observeJob,
      // A process that only renders: its first job need not load the brand layer (~0.4 s of CPU).
      // Servers do not warm: it would cost every idle web process ~36 MB (0075).
      warmUp: async () => (await loadBrandLayer()).warmBrandLayer(),
    },
  );
  const metricsServer =
    metricsModule && metrics && env.METRICS_PORT !== undefined
      ? await metricsModule.serveMetrics(metrics, { port: env.METRICS_PORT, host: env.HOST, logger })
      : undefined;
  logger.info(
    { workerId: worker.id, concurrency: Math.max(1, env.GENERATION_WORKERS) },
    'generation worker started',
  );

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info(
      { signal, graceMs: generationQueueSettings.handBackAfterMs },
      'worker stopping: finishing the jobs in hand, handing back those still running after the grace',
    );
    await worker.stop(generationQueueSettings.handBackAfterMs);
    metricsServer?.close();
    await database.close();
    logger.info('worker stopped');
    process.exit(0);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

await runWorker();
