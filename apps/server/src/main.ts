import { serve } from '@hono/node-server';
import { createBillingProvider } from './adapters/billing/index.ts';
import { createEmailSender } from './adapters/email/index.ts';
import { createImageProviders } from './adapters/image-provider/index.ts';
import { createStorage } from './adapters/storage/index.ts';
import { createVideoProviders } from './adapters/video-provider/index.ts';
import { createApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { type Env, EnvError, loadProcessEnv } from './env.ts';
import { resolveAuthSecret } from './features/auth/auth-secret.ts';
import { startBillingTestClock } from './features/billing/billing-test-clock.ts';
import { startSubscriptionRenewals } from './features/billing/renew-due-subscriptions.ts';
import { startGenerationWorker } from './features/generation/generation-worker.ts';
import {
  generationQueueSettings,
  generationWorkerDeps,
} from './features/generation/generation-worker-deps.ts';
import { countJobsByState } from './features/generation/job-queue.repository.ts';
import { ensureFirstStartedAt } from './features/instance/instance.repository.ts';
import { startChangeLogPruning } from './features/realtime/prune-change-log.ts';
import { changePublisher } from './features/realtime/publish-change.ts';
import { createRealtimeHub } from './features/realtime/realtime-hub.ts';
import { moveLegacyStorage } from './features/storage/move-legacy-storage.ts';
import { templateCatalogue } from './features/templates/catalog/catalog.ts';
import { seedTemplates } from './features/templates/seed-templates.ts';
import { createLogger } from './lib/logger.ts';
import { createMetrics, serveMetrics } from './lib/metrics.ts';

// Due subscriptions are renewed within this long of their period end.
const renewalCheckMs = 60_000;

// In-flight requests get this long to finish after SIGTERM/SIGINT before their connections are cut.
const shutdownGraceMs = 10_000;

function readEnv(): Env {
  try {
    return loadProcessEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const env = readEnv();
  const logger = createLogger(env);

  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(env);
  } catch (error) {
    logger.fatal({ err: error }, 'could not open the database');
    process.exit(1);
  }
  const firstStartedAt = await ensureFirstStartedAt(database.db, new Date());
  // Seeded while the server starts listening: /api/health answers meanwhile, other API requests
  // wait for it (a new database or catalogue only; otherwise one query). A failed seed stops the
  // process as before (0048).
  const seedStarted = performance.now();
  const templatesSeeded = seedTemplates(database.db, templateCatalogue).then(
    (outcome) => {
      if (outcome !== 'seeded') return;
      logger.info(
        { version: templateCatalogue.version, durationMs: Math.round(performance.now() - seedStarted) },
        'template catalogue seeded',
      );
    },
    (error: unknown) => {
      logger.fatal({ err: error }, 'could not seed the template catalogue');
      process.exit(1);
    },
  );
  const email = createEmailSender(env, logger);
  const storage = createStorage(env);
  // In the background: files stay served while they move (each row follows its file), and a
  // failure is retried at the next start (0031).
  moveLegacyStorage({ db: database.db, storage }).then(
    ({ users, files }) => {
      if (users > 0) logger.info({ users, files }, 'stored files moved out of the user-id folders');
    },
    (error: unknown) =>
      logger.error({ err: error }, 'could not move stored files out of the user-id folders'),
  );
  const providers = createImageProviders(env, logger);
  const videoProviders = createVideoProviders(env, logger);
  const publish = changePublisher(database.db);
  // One LISTEN per instance, started now so a database that refuses it stops the start.
  const realtime = createRealtimeHub({ listen: database.listen, logger });
  const metrics =
    env.METRICS_PORT === undefined
      ? undefined
      : createMetrics({
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
  const billingProvider = createBillingProvider(env);
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
  let stopping = false;
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
    stopping: () => stopping,
    sessionChanges: database.listen,
    templatesSeeded,
  });
  const metricsServer =
    metrics && env.METRICS_PORT !== undefined
      ? await serveMetrics(metrics, { port: env.METRICS_PORT, host: env.HOST, logger })
      : undefined;

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info(
      { port: info.port, url: env.PUBLIC_URL, database: database.driver, email: email.kind, firstStartedAt },
      `listening on http://${env.HOST}:${info.port}`,
    );
  });

  // Node closes idle keep-alive sockets after 5 s; a client (a proxy, a browser, a test's request
  // context) reusing one just as it closes gets ECONNRESET. Outlive the usual 60 s proxy idle timeout.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  async function shutdown(signal: NodeJS.Signals): Promise<void> {
    if (stopping) return;
    // From now on /api/ready answers 503, so a balancer stops sending requests here.
    stopping = true;
    logger.info({ signal }, 'shutting down: waiting for in-flight requests and handing running jobs back');
    stopPruning();
    stopRenewals();
    // close() stops accepting and resolves once every connection is gone.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Realtime streams never finish on their own; browsers reconnect to another instance.
    await realtime.close();
    const forceClose = setTimeout(() => {
      logger.warn(`requests still running after ${shutdownGraceMs / 1000} s; closing their connections`);
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, shutdownGraceMs);
    // close() closes idle keep-alive connections only once, so keep closing those that go idle
    // after their response.
    const closeIdle = setInterval(() => {
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    }, 100);
    await Promise.all([
      closed.then(() => {
        clearInterval(closeIdle);
        clearTimeout(forceClose);
      }),
      worker?.stop(generationQueueSettings.handBackAfterMs),
    ]);
    metricsServer?.close();
    await database.close();
    logger.info('stopped');
    process.exit(0);
  }
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

await main();
