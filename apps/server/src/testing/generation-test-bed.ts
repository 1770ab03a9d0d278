import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImageProvider } from '../adapters/image-provider/image-provider.ts';
import { createLocalStorage } from '../adapters/storage/local-storage.ts';
import { createTestDatabase } from '../db/test-database.ts';
import type { PublishChange } from '../features/realtime/index.ts';
import { createTestApp } from './test-app.ts';
import { testWorkerDeps } from './test-worker-deps.ts';

/**
 * What suites about generated creatives share: a test database, a throwaway storage folder, the
 * app queueing with the compositor's model, and a worker's deps that make its jobs with `provider`
 * (the suite passes the compositor, or a stand-in); `cleanup` removes all of it.
 */
export async function createGenerationTestBed(
  name: string,
  { provider, publish = async () => {} }: { provider: ImageProvider; publish?: PublishChange },
) {
  const database = await createTestDatabase();
  const storageDir = await mkdtemp(join(tmpdir(), `brandloom-${name}-`));
  const storage = createLocalStorage(storageDir, 'http://localhost:3000');
  const app = await createTestApp({
    db: database.db,
    storage,
    publish,
    generation: { availableModels: new Set(['brand-compositor']), onQueued: () => {} },
  });
  const worker = testWorkerDeps({
    db: database.db,
    storage,
    providers: new Map([['brand-compositor', provider]]),
    publish,
  });
  return {
    database,
    storage,
    app,
    worker,
    cleanup: async () => {
      await app.cleanup();
      await database.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}
export type GenerationTestBed = Awaited<ReturnType<typeof createGenerationTestBed>>;
