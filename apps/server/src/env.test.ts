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
    // Website scans reach public addresses only unless the operator says otherwise.
    expect(env.WEBSITE_SCAN_ALLOWED_HOSTS).toEqual([]);
  });

  it('reads WEBSITE_SCAN_ALLOWED_HOSTS as address:port and CIDR entries, and refuses names', () => {
    expect(
      loadEnv({ WEBSITE_SCAN_ALLOWED_HOSTS: '127.0.0.1:4410, [::1]:4410,10.1.0.0/16' })
        .WEBSITE_SCAN_ALLOWED_HOSTS,
    ).toHaveLength(3);
    expect(() => loadEnv({ WEBSITE_SCAN_ALLOWED_HOSTS: 'localhost:4410' })).toThrow(
      /WEBSITE_SCAN_ALLOWED_HOSTS/,
    );
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

describe('accounts configuration', () => {
  const messageOf = (source: Record<string, string>) => {
    try {
      loadEnv(source);
    } catch (error) {
      return (error as Error).message;
    }
    return '';
  };

  it('defaults to the local outbox, a generated secret and no Google sign-in', () => {
    const env = loadEnv({});
    expect(env.MAIL_FROM).toBe('Brandloom <no-reply@localhost>');
    expect(env.GOOGLE_ISSUER_URL).toBe('https://accounts.google.com');
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.AUTH_SECRET).toBeUndefined();
    expect(env.GOOGLE_CLIENT_ID).toBeUndefined();
  });

  it('names the missing half of the Google client id/secret pair', () => {
    expect(messageOf({ GOOGLE_CLIENT_ID: 'id' })).toMatch(
      /^ {2}GOOGLE_CLIENT_SECRET: is required when GOOGLE_CLIENT_ID is set/m,
    );
    expect(messageOf({ GOOGLE_CLIENT_SECRET: 'secret' })).toMatch(
      /^ {2}GOOGLE_CLIENT_ID: is required when GOOGLE_CLIENT_SECRET is set/m,
    );
    expect(loadEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).GOOGLE_CLIENT_ID).toBe('id');
  });

  it('checks the secret length, the SMTP URL and the trusted proxies', () => {
    expect(messageOf({ AUTH_SECRET: 'short' })).toMatch(/^ {2}AUTH_SECRET: must be at least 32 characters/m);
    expect(messageOf({ SMTP_URL: 'http://mail' })).toMatch(
      /^ {2}SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/m,
    );
    expect(messageOf({ TRUSTED_PROXIES: '10.0.0.1, nonsense' })).toMatch(/^ {2}TRUSTED_PROXIES/m);
    expect(loadEnv({ TRUSTED_PROXIES: '10.0.0.1, 172.16.0.0/12' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
    ]);
  });
});
