import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyPostgresDatabases } from './db/test-database.ts';

const mainPath = fileURLToPath(new URL('./main.ts', import.meta.url));

/** The real server as a child process, with its JSON log lines. */
function startServer(dataDir: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainPath], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const logs: { msg: string; port?: number }[] = [];
  const waiters: { match: (msg: string) => boolean; resolve: (line: { port?: number }) => void }[] = [];
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (text) => {
    const line = JSON.parse(text);
    logs.push(line);
    for (const waiter of waiters.filter((w) => w.match(line.msg))) waiter.resolve(line);
  });
  const logged = (match: (msg: string) => boolean) =>
    new Promise<{ port?: number }>((resolve) => {
      const found = logs.find((line) => match(line.msg));
      if (found) resolve(found);
      else waiters.push({ match, resolve });
    });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, logs, logged, exited };
}

/** Registers a data folder for the describe block; `start()` runs the server in it, killed after. */
function serverInItsOwnDataDir() {
  let dataDir: string;
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'brandloom-main-'));
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });
  return (env?: Record<string, string>) => {
    const server = startServer(dataDir, env);
    child = server.child;
    return server;
  };
}

/**
 * /api/health answers while the application still loads (0062) and the schema is brought up to
 * date (0068): the requests that come right after it must wait for the application, not fail.
 */
async function answersTheFirstRequests(server: ReturnType<typeof startServer>) {
  const { port } = await server.logged((msg) => msg.startsWith('listening'));
  const base = `http://127.0.0.1:${port}`;
  const health = await fetch(`${base}/api/health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok' } });
  const [ready, templates] = await Promise.all([fetch(`${base}/api/ready`), fetch(`${base}/api/templates`)]);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toMatchObject({ status: 'ok' });
  expect(templates.status).toBe(401);
  expect(await templates.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

describe('start-up', () => {
  const start = serverInItsOwnDataDir();

  it('answers the first requests after /api/health, through the whole application', async () => {
    await answersTheFirstRequests(start());
  }, 180_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('start-up on a new Postgres database', () => {
  const start = serverInItsOwnDataDir();
  const databases = emptyPostgresDatabases(process.env.TEST_DATABASE_URL ?? '', ['main']);
  beforeAll(() => databases.create());
  afterAll(() => databases.drop());

  // It listens before migrating: /api/ready and the API wait for the schema, the seed and the application.
  it('answers the first requests after /api/health, migrated and seeded', async () => {
    const server = start({ DATABASE_URL: databases.urls[0] });
    await answersTheFirstRequests(server);
    expect(server.logs.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['database schema up to date', 'template catalogue seeded']),
    );
  }, 180_000);
});

describe('graceful shutdown', () => {
  const start = serverInItsOwnDataDir();

  it('lets an in-flight request finish on SIGTERM, then exits 0', async () => {
    const server = start();
    const { port } = await server.logged((msg) => msg.startsWith('listening'));

    // A request whose body arrives slowly: it is in flight when the signal comes.
    const body = JSON.stringify({ message: 'slow report' });
    const response = new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/error-logging',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode, body: text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(async () => {
        server.child.kill('SIGTERM');
        await server.logged((msg) => msg.startsWith('shutting down'));
        req.end(body.slice(10));
      }, 300);
    });

    expect(await response).toEqual({ status: 202, body: '{"accepted":true}' });
    expect(await server.exited).toBe(0);
    expect(server.logs.map((line) => line.msg)).toContain('stopped');
  }, 180_000);
});
