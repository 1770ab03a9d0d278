import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { pino } from 'pino';
import { createLocalOutbox } from '../adapters/email/local-outbox.ts';
import { createLocalStorage } from '../adapters/storage/local-storage.ts';
import { type AppDeps, createApp } from '../app.ts';
import * as schema from '../db/schema.ts';
import { createRealtimeHub } from '../features/realtime/realtime-hub.ts';

/**
 * The app with test adapters: a silent logger, storage in a temporary folder, no web build
 * unless `WEB_BUILD_DIR` is given, and a database stand-in that fails every query unless a
 * real one is given (most tests never touch it; PGlite costs seconds to start).
 */
export async function createTestApp(
  overrides: Omit<Partial<AppDeps>, 'env'> & {
    webBuildDir?: string;
    adminEmails?: string[];
    env?: Partial<AppDeps['env']>;
  } = {},
) {
  const dir = await mkdtemp(join(tmpdir(), 'brandloom-test-'));
  const { webBuildDir = join(dir, 'no-web-build'), adminEmails = [], env, ...deps } = overrides;
  const logger = pino({ level: 'silent' });
  const db = deps.db ?? drizzle.mock({ schema });
  const app = createApp({
    env: {
      BODY_LIMIT_BYTES: 1024 * 1024,
      WEB_BUILD_DIR: webBuildDir,
      PUBLIC_URL: 'http://localhost:3000',
      NODE_ENV: 'test',
      TRUSTED_PROXIES: undefined,
      ADMIN_EMAILS: adminEmails,
      GOOGLE_CLIENT_ID: undefined,
      GOOGLE_CLIENT_SECRET: undefined,
      GOOGLE_ISSUER_URL: 'https://accounts.google.com',
      WEBSITE_SCAN_ALLOWED_HOSTS: [],
      ...env,
    },
    logger,
    db,
    storage: createLocalStorage(join(dir, 'storage'), 'http://localhost:3000'),
    email: createLocalOutbox({
      dir: join(dir, 'outbox'),
      from: 'Brandloom <no-reply@localhost>',
      logger,
      publicUrl: 'http://localhost:3000',
    }),
    // Hears nothing unless a test passes a hub listening on its database (features/realtime).
    realtime: createRealtimeHub({ listen: async () => async () => {}, logger }),
    authSecret: 'test-secret-test-secret-test-secret-0123456789',
    ...deps,
  });
  return { app, cleanup: () => rm(dir, { recursive: true, force: true }) };
}
