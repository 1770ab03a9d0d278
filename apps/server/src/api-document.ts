import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { pino } from 'pino';
import { createLocalOutbox } from './adapters/email/local-outbox.ts';
import { createLocalStorage } from './adapters/storage/local-storage.ts';
import { apiDocumentConfig, createApp } from './app.ts';
import * as schema from './db/schema.ts';
import { createRealtimeHub } from './features/realtime/realtime-hub.ts';

/**
 * The OpenAPI document `/api/openapi.json` serves, built without a server: the app is wired with
 * stand-ins that are never called (no database, storage or mail is touched to describe the routes).
 * The public address is not local, so development-only routes (the mailbox) stay out, as in production.
 */
export function buildApiDocument() {
  const publicUrl = 'https://brandloom.invalid';
  const unused = join(tmpdir(), 'brandloom-api-document');
  const logger = pino({ level: 'silent' });
  const app = createApp({
    env: {
      BODY_LIMIT_BYTES: 1024 * 1024,
      WEB_BUILD_DIR: unused,
      PUBLIC_URL: publicUrl,
      NODE_ENV: 'production',
      TRUSTED_PROXIES: undefined,
      ADMIN_EMAILS: [],
      GOOGLE_CLIENT_ID: undefined,
      GOOGLE_CLIENT_SECRET: undefined,
      GOOGLE_ISSUER_URL: 'https://accounts.google.com',
      WEBSITE_SCAN_ALLOWED_HOSTS: [],
    },
    logger,
    db: drizzle.mock({ schema }),
    storage: createLocalStorage(unused, publicUrl),
    email: createLocalOutbox({
      dir: unused,
      from: 'Brandloom <no-reply@brandloom.invalid>',
      logger,
      publicUrl,
    }),
    realtime: createRealtimeHub({ listen: async () => async () => {}, logger }),
    authSecret: 'api-document-api-document-api-document-0123',
  });
  return app.getOpenAPI31Document(apiDocumentConfig);
}
