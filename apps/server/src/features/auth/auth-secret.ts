import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Env } from '../../env.ts';
import type { Logger } from '../../lib/logger.ts';

/**
 * The secret better-auth signs with: `AUTH_SECRET` when set; otherwise one generated on first
 * start and kept in `DATA_DIR/auth-secret` (mode 0600), so `npm start` needs no configuration and
 * sessions survive restarts.
 */
export function resolveAuthSecret(env: Pick<Env, 'AUTH_SECRET' | 'DATA_DIR'>, logger: Logger): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = join(env.DATA_DIR, 'auth-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
    throw new Error(`${file} holds fewer than 32 characters; delete it to generate a new secret`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  // 'wx' fails if another process wrote the file meanwhile; then read theirs.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
  chmodSync(file, 0o600);
  logger.warn(
    { file },
    'AUTH_SECRET is not set: generated a secret and stored it (set AUTH_SECRET when several instances share a database)',
  );
  return secret;
}
