import { createBillingProvider } from './adapters/billing/index.ts';
import { createEmailSender } from './adapters/email/index.ts';
import { createImageProviders } from './adapters/image-provider/index.ts';
import type { Storage } from './adapters/storage/storage.ts';
import { createVideoProviders } from './adapters/video-provider/index.ts';
import { createApp } from './app.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Env } from './env.ts';
import { resolveAuthSecret } from './features/auth/auth-secret.ts';
import { startBillingTestClock } from './features/billing/billing-test-clock.ts';
import { startSubscriptionRenewals } from './features/billing/renew-due-subscriptions.ts';
import { startGenerationWorker } from './features/generation/generation-worker.ts';
import {
  generationQueueSettings,
  generationWorkerDeps,
} from './features/generation/generation-worker-deps.ts';
import { countJobsByState } from './features/generation/job-queue.repository.ts';
import { startChangeLogPruning } from './features/realtime/prune-change-log.ts';
import { changePublisher } from './features/realtime/publish-change.ts';
import { createRealtimeHub } from './features/realtime/realtime-hub.ts';
import { moveLegacyStorage } from './features/storage/move-legacy-storage.ts';
import type { Logger } from './lib/logger.ts';

// Due subscriptions are renewed within this long of their period end.
const renewalCheckMs = 60_000;

export interface RunningApplication {
  app: ReturnType<typeof createApp>;
  /** Stops background timers, ends realtime streams, hands running jobs back and closes the metrics port. */
  stop(): { realtimeClosed: Promise<void>; workerStopped: Promise<void> };
}

/**
 * Everything of the server but its database, storage and listening socket: the application, its
 * workers, realtime hub and timers. `npm run serve` loads this module (most of the server's code)
 * after it listens, so /api/health answers meanwhile and other requests wait for it (0062).
 */
export async function startApplication({
  env,
  logger,
  database,
  storage,
  stopping,
  templatesSeeded,
}: {
  env: Env;
  logger: Logger;
  database: DatabaseHandle;
  storage: Storage;
  stopping: () => boolean;
  /** The template seed main.ts began (seed-at-start.ts): API requests wait for it. */
  templatesSeeded: Promise<void>;
}): Promise<RunningApplication> {
  const email = await createEmailSender(env, logger);
  // In the background: files stay served while they move (each row follows its file), and a
  // failure is retried at the next start (0031).
  moveLegacyStorage({ db: database.db, storage }).then(
    ({ users, files }) => {
      if (users > 0) logger.info({ users, files }, 'stored files moved out of the user-id folders');
    },
    (error: unknown) =>
      logger.error({ err: error }, 'could not move stored files out of the user-id folders'),
  );
  const providers = await createImageProviders(env, logger);
  const videoProviders = createVideoProviders(env, logger);
  const publish = changePublisher(database.db);
  // One LISTEN per instance, started now so a database that refuses it stops the start.
  const realtime = createRealtimeHub({ listen: database.listen, logger });
  // prom-client is loaded only by a process that serves metrics (0062).
  const metricsModule = env.METRICS_PORT === undefined ? undefined : await import('./lib/metrics.ts');
  const metrics = metricsModule?.createMetrics({
    queueDepth: () => countJobsByState(database.db),
    realtimeClients: () => realtime.openStreams(),
  });
  const worker =
    env.GENERATION_WORKERS > 0
      ? startGenerationWorker(
          generationWorkerDeps({ db: database.db, storage, logger, providers, videoProviders, publish }),
          {
            concurrency: env.GENERATION_WORKERS,
            pollMs: generationQueueSettings.pollMs,
            listen: database.listen,
            onJobDone: metrics?.observeJob,
          },
        )
      : undefined;
  try {
    await realtime.start();
  } catch (error) {
    logger.fatal({ err: error }, 'could not listen for realtime changes');
    process.exit(1);
  }
  const stopPruning = startChangeLogPruning(database.db, logger);
  const billingProvider = await createBillingProvider(env);
  const billingTestClock = startBillingTestClock(env, billingProvider, logger);
  const stopRenewals = startSubscriptionRenewals(
    {
      db: database.db,
      provider: billingProvider,
      logger,
      now: billingTestClock?.now ?? (() => new Date()),
      publicUrl: env.PUBLIC_URL,
    },
    renewalCheckMs,
  );
  const app = createApp({
    env,
    logger,
    db: database.db,
    storage,
    email,
    realtime,
    authSecret: resolveAuthSecret(env, logger),
    generation: {
      availableModels: new Set([...providers.keys(), ...videoProviders.keys()]),
      onQueued: () => worker?.wake(),
    },
    publish,
    billingProvider,
    billingTestClock,
    metrics,
    stopping,
    sessionChanges: database.listen,
    templatesSeeded,
  });
  const metricsServer =
    metricsModule && metrics && env.METRICS_PORT !== undefined
      ? await metricsModule.serveMetrics(metrics, { port: env.METRICS_PORT, host: env.HOST, logger })
      : undefined;
  logger.info({ email: email.kind }, 'application started');
  return {
    app,
    stop() {
      stopPruning();
      stopRenewals();
      metricsServer?.close();
      return {
        // Realtime streams never finish on their own; browsers reconnect to another instance.
        realtimeClosed: realtime.close(),
        workerStopped: worker?.stop(generationQueueSettings.handBackAfterMs) ?? Promise.resolve(),
      };
    },
  };
}
