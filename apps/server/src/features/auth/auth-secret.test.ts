import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from './auth-secret.ts';

const logger = pino({ level: 'silent' });
let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('resolveAuthSecret', () => {
  it('uses AUTH_SECRET when set', () => {
    const secret = 'x'.repeat(40);
    expect(resolveAuthSecret({ AUTH_SECRET: secret, DATA_DIR: '/nonexistent' }, logger)).toBe(secret);
  });

  it('generates a secret once, stores it with mode 0600 and reuses it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'brandloom-secret-'));
    const dataDir = join(dir, 'data');
    const first = resolveAuthSecret({ AUTH_SECRET: undefined, DATA_DIR: dataDir }, logger);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, 'auth-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect(resolveAuthSecret({ AUTH_SECRET: undefined, DATA_DIR: dataDir }, logger)).toBe(first);
  });
});
