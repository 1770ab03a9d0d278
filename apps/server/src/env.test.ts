import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv, repoRoot } from './env.ts';

describe('loadEnv', () => {
  it('gives working defaults for an empty environment', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: join(repoRoot, '.data'),
      WEB_BUILD_DIR: join(repoRoot, 'apps/web/build/client'),
      BODY_LIMIT_BYTES: 1024 * 1024,
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('reads and normalizes set values, treating empty strings as unset', () => {
    const env = loadEnv({
      PORT: '8080',
      PUBLIC_URL: 'https://ads.example.com/',
      DATA_DIR: '/var/lib/brandloom',
      DATABASE_URL: 'postgres://user@db:5432/brandloom',
      LOG_LEVEL: '',
    });
    expect(env.PORT).toBe(8080);
    expect(env.PUBLIC_URL).toBe('https://ads.example.com');
    expect(env.DATA_DIR).toBe('/var/lib/brandloom');
    expect(env.DATABASE_URL).toBe('postgres://user@db:5432/brandloom');
    expect(env.LOG_LEVEL).toBe('info');
  });

  it('names every bad variable in one error', () => {
    const load = () =>
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://db/x', LOG_LEVEL: 'loud', PUBLIC_URL: 'ftp://x' });
    expect(load).toThrow(EnvError);
    const message = (() => {
      try {
        load();
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/^ {2}PORT: /m);
    expect(message).toMatch(/^ {2}DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/m);
    expect(message).toMatch(/^ {2}LOG_LEVEL: /m);
    expect(message).toMatch(/^ {2}PUBLIC_URL: must be an http:\/\/ or https:\/\/ URL/m);
  });
});
