import type { AsyncLocalStorage } from 'node:async_hooks';
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

type Run = (store: unknown, callback: (...args: unknown[]) => unknown, ...args: unknown[]) => unknown;

let installed: Promise<void> | undefined;

/**
 * better-auth keeps a request's context in three AsyncLocalStorages. On Node 20 a storage, once
 * run, stays enabled, and while any is enabled every promise of the process goes through async
 * hooks: from the first sign-in on, a signed-in list request that never calls better-auth (its
 * session cached, 0048) spent ~15 % of its CPU in them (0086). Here each storage's `run` counts
 * the runs open across the three, and when the last one settles all three are disabled again:
 * the hooks are on only while better-auth works. A run re-enables its storage (Node's `run` does).
 * Once per process; every auth instance shares better-auth's storages.
 */
export function disableAuthStoragesWhileIdle(): Promise<void> {
  installed ??= (async () => {
    const storages = (await Promise.all([
      getCurrentAuthContextAsyncLocalStorage(),
      getRequestStateAsyncLocalStorage(),
      getCurrentDBAdapterAsyncLocalStorage(),
    ])) as AsyncLocalStorage<unknown>[];
    let openRuns = 0;
    const settle = () => {
      openRuns -= 1;
      if (openRuns === 0) for (const storage of storages) storage.disable();
    };
    for (const storage of storages) {
      const run = storage.run.bind(storage) as Run;
      const countedRun: Run = (store, callback, ...args) => {
        openRuns += 1;
        let result: unknown;
        try {
          result = run(store, callback, ...args);
        } catch (error) {
          settle();
          throw error;
        }
        if (result instanceof Promise) return result.finally(settle);
        settle();
        return result;
      };
      storage.run = countedRun as typeof storage.run;
    }
  })();
  return installed;
}
