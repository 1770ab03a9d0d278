import type { AddressInfo } from 'node:net';
import { createStorage } from './adapters/storage/index.ts';
import { connectDatabase, pingDatabase, type UnmigratedDatabase } from './db/client.ts';
import { type Env, EnvError, loadProcessEnv } from './env.ts';
import { checkHealth } from './features/health/check-health.ts';
import { ensureFirstStartedAt } from './features/instance/instance.repository.ts';
import { createHttpServer } from './lib/http-server.ts';
import { createLogger } from './lib/logger.ts';
import type { RunningApplication } from './start-application.ts';

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
  // Compiling the application's modules (this thread's work) overlaps opening and migrating the
  // database (waiting on it) instead of following it; the template seed's modules, a smaller part
  // of them, are ready before the rest (0068). A failed load is reported where it is used, below.
  const applicationModule = import('./start-application.ts');
  const seedModule = import('./features/templates/seed-at-start.ts');
  for (const loading of [applicationModule, seedModule]) loading.catch(() => {});

  let opened: UnmigratedDatabase;
  try {
    opened = await connectDatabase(env);
  } catch (error) {
    logger.fatal({ err: error }, 'could not open the database');
    process.exit(1);
  }
  const { database } = opened;
  const storage = createStorage(env);
  let stopping = false;

  // The server listens as soon as the database is open: /api/health (liveness: the database and
  // storage answer) is answered meanwhile, while the schema is brought up to date (a new database:
  // all migrations) and the rest of the server (most of its code: the API, auth, the brand layer,
  // workers) loads; every other request, /api/ready among them, waits for the application. A
  // failure to migrate or to start it stops the process, as it did before it listened (0062, 0068).
  let running: RunningApplication | undefined;
  const schemaUpToDate = opened.migrate();
  // Begun at once: a new catalogue is assembled while the schema is written and written while the
  // application still loads, rather than after them (0068, 0077).
  const templatesSeeded = seedModule.then(({ seedTemplatesAtStart }) =>
    seedTemplatesAtStart(database.db, logger, schemaUpToDate),
  );
  const application = schemaUpToDate
    .then(async () => {
      const firstStartedAt = await ensureFirstStartedAt(database.db, new Date());
      logger.info({ firstStartedAt }, 'database schema up to date');
      const { startApplication } = await applicationModule;
      return startApplication({ env, logger, database, storage, stopping: () => stopping, templatesSeeded });
    })
    .then(
      (started) => {
        running = started;
        return started;
      },
      (error: unknown) => {
        logger.fatal({ err: error }, 'could not start the application');
        process.exit(1);
      },
    );
  const healthWhileStarting = async (): Promise<Response> => {
    const report = await checkHealth({
      database: () => pingDatabase(database.db),
      storage: () => storage.check(),
    });
    return Response.json(report, {
      status: report.status === 'ok' ? 200 : 503,
      headers: { 'Cache-Control': 'no-store' },
    });
  };

  const server = createHttpServer(
    (request, bindings) => {
      if (running) return running.app.fetch(request, bindings);
      if (new URL(request.url).pathname === '/api/health') return healthWhileStarting();
      return application.then(({ app }) => app.fetch(request, bindings));
    },
    { hostname: env.HOST },
  );
  server.listen(env.PORT, env.HOST, () => {
    const { port } = server.address() as AddressInfo;
    logger.info(
      { port, url: env.PUBLIC_URL, database: database.driver },
      `listening on http://${env.HOST}:${port}`,
    );
  });

  // Node closes idle keep-alive sockets after 5 s; a client (a proxy, a browser, a test's request
  // context) reusing one just as it closes gets ECONNRESET. Outlive the usual 60 s proxy idle timeout.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  async function shutdown(signal: NodeJS.Signals): Promise<void> {
    if (stopping) return;
    // From now on /api/ready answers 503, so a balancer stops sending requests here.
    stopping = true;
    logger.info({ signal }, 'shutting down: waiting for in-flight requests and handing running jobs back');
    // close() stops accepting and resolves once every connection is gone.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const { realtimeClosed, workerStopped } = (await application).stop();
    await realtimeClosed;
    const forceClose = setTimeout(() => {
      logger.warn(`requests still running after ${shutdownGraceMs / 1000} s; closing their connections`);
      server.closeAllConnections();
    }, shutdownGraceMs);
    // close() closes idle keep-alive connections only once, so keep closing those that go idle
    // after their response.
    const closeIdle = setInterval(() => {
      server.closeIdleConnections();
    }, 100);
    await Promise.all([
      closed.then(() => {
        clearInterval(closeIdle);
        clearTimeout(forceClose);
      }),
      workerStopped,
    ]);
    await database.close();
    logger.info('stopped');
    process.exit(0);
  }
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

await main();
