import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

function errorOf(source: Record<string, string>): string {
  try {
    loadEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error('loadEnv accepted the configuration');
}

describe('loadEnv: S3 storage variables', () => {
  it('leaves S3 off by default, with its defaults', () => {
    const env = loadEnv({});
    expect(env.S3_BUCKET).toBeUndefined();
    expect(env.S3_REGION).toBe('us-east-1');
    expect(env.S3_FORCE_PATH_STYLE).toBe(false);
  });

  it('reads a complete group', () => {
    const env = loadEnv({
      S3_BUCKET: 'brandloom-files',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-central-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.example.com',
    });
    expect(env).toMatchObject({
      S3_BUCKET: 'brandloom-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-central-1',
      S3_FORCE_PATH_STYLE: true,
      S3_PUBLIC_URL: 'https://cdn.example.com',
    });
    // The endpoint is optional: AWS itself.
    expect(
      loadEnv({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).S3_ENDPOINT,
    ).toBeUndefined();
  });

  it('fails start-up on a half-set group, naming each missing variable', () => {
    const message = errorOf({ S3_BUCKET: 'brandloom-files', S3_ACCESS_KEY_ID: 'key' });
    expect(message).toMatch(
      /^ {2}S3_SECRET_ACCESS_KEY: is required when S3_BUCKET, S3_ACCESS_KEY_ID are set/m,
    );
    expect(message).not.toMatch(/^ {2}S3_BUCKET:/m);

    const endpointOnly = errorOf({ S3_ENDPOINT: 'http://127.0.0.1:9000' });
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      expect(endpointOnly).toMatch(new RegExp(`^ {2}${name}: is required when S3_ENDPOINT is set`, 'm'));
    }
  });

  it('reports the group together with other bad variables, and checks values', () => {
    const message = errorOf({
      PORT: 'eighty',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'maybe',
      S3_ENDPOINT: 'ftp://files',
    });
    expect(message).toMatch(/^ {2}PORT: /m);
    expect(message).toMatch(/^ {2}S3_BUCKET: is required/m);
    expect(message).toMatch(/^ {2}S3_ACCESS_KEY_ID: is required/m);
    expect(message).toMatch(/^ {2}S3_FORCE_PATH_STYLE: must be true or false/m);
    expect(message).toMatch(/^ {2}S3_ENDPOINT: must be an http:\/\/ or https:\/\/ URL/m);
  });
});
