import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

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
    expect(() => loadEnv({ OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1' })).toThrow(
      'OPENAI_API_KEY: is required when OPENAI_BASE_URL is set',
    );
    const loadBadValues = () =>
      loadEnv({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'ftp://x', OPENAI_TIMEOUT_MS: '5' });
    expect(loadBadValues).toThrow(EnvError);
    expect(loadBadValues).toThrow('OPENAI_BASE_URL: must be an http:// or https:// URL');
    expect(loadBadValues).toThrow('OPENAI_TIMEOUT_MS: must be at least 1000 (milliseconds)');
  });
});
