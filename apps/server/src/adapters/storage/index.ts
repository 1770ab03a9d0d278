import { join } from 'node:path';
import type { Env } from '../../env.ts';
import { createLocalStorage } from './local-storage.ts';
import type { Storage } from './storage.ts';

/** The storage the configuration asks for; local disk under DATA_DIR until S3 is configured. */
export function createStorage(env: Pick<Env, 'DATA_DIR' | 'PUBLIC_URL'>): Storage {
  return createLocalStorage(join(env.DATA_DIR, 'storage'), env.PUBLIC_URL);
}
