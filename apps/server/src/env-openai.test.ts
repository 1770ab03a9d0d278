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

describe('loadEnv: OpenAI variables', () => {
  it('leaves OpenAI off by default, with its defaults', () => {
    const env = loadEnv({});
    expect(env.OPENAI_API_KEY).toBeUndefined();
    expect(env).toMatchObject({
      OPENAI_BASE_URL: 'https://api.openai.com/v1',
      OPENAI_COPY_MODEL: 'gpt-4.1-mini',
      OPENAI_TIMEOUT_MS: 180_000,
    });
  });

  it('reads a key with its tuning', () => {
    const env = loadEnv({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1',
      OPENAI_COPY_MODEL: 'gpt-4o-mini',
      OPENAI_TIMEOUT_MS: '60000',
    });
    expect(env).toMatchObject({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1',
      OPENAI_COPY_MODEL: 'gpt-4o-mini',
      OPENAI_TIMEOUT_MS: 60_000,
    });
  });

  it('names the missing key when only the tuning is set, and bad values', () => {
    expect(errorOf({ OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1' })).toContain(
      'OPENAI_API_KEY: is required when OPENAI_BASE_URL is set',
    );
    const message = errorOf({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'ftp://x',
      OPENAI_TIMEOUT_MS: '5',
    });
    expect(message).toContain('OPENAI_BASE_URL: must be an http:// or https:// URL');
    expect(message).toContain('OPENAI_TIMEOUT_MS: must be at least 1000 (milliseconds)');
  });
});
