import type { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
  runWithEndpointContext,
  tryGetCurrentAuthEndpointContext,
} from '@better-auth/core/context';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../db/test-database.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { signUpVerifiedUser } from '../../testing/test-users.ts';
import { disableAuthStoragesWhileIdle } from './idle-auth-storages.ts';

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp({ db: database.db });
  await disableAuthStoragesWhileIdle();
});
afterAll(async () => {
  await app?.cleanup();
  await database?.close();
});

const authStorages = async () =>
  (await Promise.all([
    getCurrentAuthContextAsyncLocalStorage(),
    getRequestStateAsyncLocalStorage(),
    getCurrentDBAdapterAsyncLocalStorage(),
  ])) as AsyncLocalStorage<unknown>[];

// Node 20 marks an AsyncLocalStorage that keeps async hooks on as `enabled` (later Nodes keep no
// such field and need no hooks).
const enabledStorages = async () =>
  (await authStorages()).filter((storage) => (storage as unknown as { enabled?: boolean }).enabled === true)
    .length;

describe("better-auth's context storages", () => {
  it('are disabled once better-auth has answered, and better-auth works as before', async () => {
    const user = await signUpVerifiedUser(app.app);
    const session = await user.browser.get('/api/auth/get-session');
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(user.email);
    expect(await enabledStorages()).toBe(0);
  });

  it('keep a run’s context while another run of theirs settles first', async () => {
    const first = { id: 'first' } as never;
    const second = { id: 'second' } as never;
    const seen: unknown[] = [];
    await Promise.all([
      runWithEndpointContext(first, async () => {
        await delay(1);
        seen.push(tryGetCurrentAuthEndpointContext());
      }),
      runWithEndpointContext(second, async () => {
        await delay(30);
        seen.push(tryGetCurrentAuthEndpointContext());
      }),
    ]);
    expect(seen).toEqual([first, second]);
    expect(tryGetCurrentAuthEndpointContext()).toBeUndefined();
    expect(await enabledStorages()).toBe(0);
  });

  it('are disabled after a run that throws', async () => {
    await expect(
      runWithEndpointContext({ id: 'failing' } as never, async () => {
        await delay(1);
        throw new Error('failed');
      }),
    ).rejects.toThrow('failed');
    expect(await enabledStorages()).toBe(0);
  });
});
