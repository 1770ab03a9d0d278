import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creative, generationJob } from './db/schema.ts';
import { createPostgresTestDatabase } from './db/test-database.ts';
import { listenOnLoopback } from './testing/loopback-server.ts';
import { createTestApp } from './testing/test-app.ts';
import { signUpVerifiedUser } from './testing/test-users.ts';

const workerPath = fileURLToPath(new URL('./worker.ts', import.meta.url));
const serverUrl = process.env.TEST_DATABASE_URL;

// `npm run worker` needs Postgres: the embedded database belongs to the server process.
describe.skipIf(!serverUrl)('npm run worker', () => {
  it('hands the job it is running back to the queue on SIGTERM after the grace, then exits 0', async () => {
    const database = await createPostgresTestDatabase(serverUrl as string);
    // An image model that takes the request and never answers.
    const asked: string[] = [];
    const model = await listenOnLoopback(createServer((request) => asked.push(request.url ?? '')));
    const dataDir = await mkdtemp(join(tmpdir(), 'brandloom-worker-'));
    const { app, cleanup } = await createTestApp({
      db: database.db,
      generation: { availableModels: new Set(['gpt-image-1']), onQueued: () => {} },
    });
    try {
      const { browser } = await signUpVerifiedUser(app);
      const queued = await browser.post('/api/generations', { prompt: 'Coffee beans', model: 'gpt-image-1' });
      const [queuedCreative] = ((await queued.json()) as { creatives: { id: string }[] }).creatives;
      if (!queuedCreative) throw new Error(`nothing queued: ${queued.status}`);

      const worker = spawn(process.execPath, ['--import', 'tsx', workerPath], {
        env: {
          ...process.env,
          DATABASE_URL: database.url,
          DATA_DIR: dataDir,
          GENERATION_WORKERS: '1',
          OPENAI_API_KEY: 'sk-test-fake',
          OPENAI_BASE_URL: `${model.origin}/v1`,
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      const exited = new Promise<number | null>((resolve) => worker.once('exit', (code) => resolve(code)));
      for (let waited = 0; asked.length === 0; waited += 100) {
        if (waited > 150_000) throw new Error('the worker never asked the model');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      worker.kill('SIGTERM');
      expect(await exited).toBe(0);

      const [job] = await database.db
        .select()
        .from(generationJob)
        .where(eq(generationJob.creativeId, queuedCreative.id));
      expect(job).toMatchObject({ status: 'queued', attempts: 0, workerId: null, leaseUntil: null });
      const [row] = await database.db
        .select({ status: creative.status })
        .from(creative)
        .where(eq(creative.id, queuedCreative.id));
      expect(row?.status).toBe('queued');
    } finally {
      await cleanup();
      await model.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
