import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../db/test-database.ts';
import { createTestApp } from '../../testing/test-app.ts';

let database: DatabaseHandle;
const cleanups: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  cleanups.push(() => database.close());
});
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

async function readiness(overrides: Parameters<typeof createTestApp>[0]) {
  const { app, cleanup } = await createTestApp(overrides);
  cleanups.push(cleanup);
  const response = await app.request('/api/ready');
  return { status: response.status, body: await response.json() };
}

describe('GET /api/ready', () => {
  it('answers 200 with the database reachable, every migration applied and the process not stopping', async () => {
    expect(await readiness({ db: database.db })).toEqual({
      status: 200,
      body: { status: 'ok', checks: { database: 'ok', migrations: 'ok', accepting: 'ok' } },
    });
  });

  it('answers 503 once the process is shutting down, while liveness stays 200', async () => {
    const { app, cleanup } = await createTestApp({ db: database.db, stopping: () => true });
    cleanups.push(cleanup);
    const ready = await app.request('/api/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'fail', checks: { accepting: 'fail' } });
    expect((await app.request('/api/health')).status).toBe(200);
  });

  it('answers 503 when the database does not answer', async () => {
    // The default test stand-in database fails every query.
    expect(await readiness({})).toMatchObject({
      status: 503,
      body: { checks: { database: 'fail', migrations: 'fail', accepting: 'ok' } },
    });
  });

  it('answers 503 when the newest migration of this build is not applied yet', async () => {
    const behind = await createTestDatabase();
    cleanups.push(() => behind.close());
    await behind.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    expect(await readiness({ db: behind.db })).toMatchObject({
      status: 503,
      body: { checks: { database: 'ok', migrations: 'fail' } },
    });
  });
});
