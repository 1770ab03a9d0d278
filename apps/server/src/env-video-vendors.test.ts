import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('loadEnv: video vendor variables', () => {
  it('leaves both vendors off by default, with their defaults', () => {
    const env = loadEnv({});
    expect(env.MINIMAX_API_KEY).toBeUndefined();
    expect(env.GOOGLE_API_KEY).toBeUndefined();
    expect(env.GOOGLE_VERTEX_ACCESS_TOKEN).toBeUndefined();
    expect(env).toMatchObject({
      MINIMAX_BASE_URL: 'https://api.minimax.io',
      GOOGLE_GEMINI_BASE_URL: 'https://generativelanguage.googleapis.com',
      VIDEO_VENDOR_TIMEOUT_MS: 900_000,
    });
  });

  it('reads the keys, the Vertex AI settings and the tuning', () => {
    const env = loadEnv({
      MINIMAX_API_KEY: 'mm-test',
      MINIMAX_BASE_URL: 'https://api.minimaxi.com',
      GOOGLE_API_KEY: 'google-test',
      GOOGLE_CLOUD_PROJECT: 'brandloom-prod',
      GOOGLE_CLOUD_LOCATION: 'europe-west4',
      GOOGLE_VERTEX_ACCESS_TOKEN: 'ya29.token',
      VIDEO_VENDOR_TIMEOUT_MS: '600000',
    });
    expect(env).toMatchObject({
      MINIMAX_API_KEY: 'mm-test',
      MINIMAX_BASE_URL: 'https://api.minimaxi.com',
      GOOGLE_API_KEY: 'google-test',
      GOOGLE_CLOUD_PROJECT: 'brandloom-prod',
      GOOGLE_CLOUD_LOCATION: 'europe-west4',
      GOOGLE_VERTEX_ACCESS_TOKEN: 'ya29.token',
      VIDEO_VENDOR_TIMEOUT_MS: 600_000,
    });
  });

  it('names every missing Vertex AI variable when the settings are half set', () => {
    const load = () => loadEnv({ GOOGLE_CLOUD_PROJECT: 'brandloom-prod' });
    expect(load).toThrow(EnvError);
    expect(load).toThrow(
      'GOOGLE_CLOUD_LOCATION: is required when GOOGLE_CLOUD_PROJECT is set (Veo on Vertex AI needs GOOGLE_CLOUD_PROJECT, GOOGLE_CLOUD_LOCATION, GOOGLE_VERTEX_ACCESS_TOKEN)',
    );
    expect(load).toThrow('GOOGLE_VERTEX_ACCESS_TOKEN: is required when GOOGLE_CLOUD_PROJECT is set');
    expect(() =>
      loadEnv({ GOOGLE_VERTEX_ACCESS_TOKEN: 'ya29.token', GOOGLE_CLOUD_LOCATION: 'us-central1' }),
    ).toThrow(
      'GOOGLE_CLOUD_PROJECT: is required when GOOGLE_CLOUD_LOCATION, GOOGLE_VERTEX_ACCESS_TOKEN are set',
    );
  });

  it('names the missing key when only a tuning variable is set, and bad values', () => {
    expect(() => loadEnv({ MINIMAX_BASE_URL: 'http://127.0.0.1:9000' })).toThrow(
      'MINIMAX_API_KEY: is required when MINIMAX_BASE_URL is set',
    );
    expect(() => loadEnv({ GOOGLE_GEMINI_BASE_URL: 'http://127.0.0.1:9000' })).toThrow(
      'GOOGLE_API_KEY: is required when GOOGLE_GEMINI_BASE_URL is set',
    );
    expect(() => loadEnv({ VIDEO_VENDOR_TIMEOUT_MS: '600000' })).toThrow(
      'VIDEO_VENDOR_TIMEOUT_MS: needs MINIMAX_API_KEY, GOOGLE_API_KEY or the Vertex AI settings',
    );
    const loadBadValues = () =>
      loadEnv({
        GOOGLE_CLOUD_PROJECT: 'X',
        GOOGLE_CLOUD_LOCATION: 'evil.example.com/',
        GOOGLE_VERTEX_ACCESS_TOKEN: 'ya29.token',
        MINIMAX_API_KEY: 'mm-test',
        VIDEO_VENDOR_TIMEOUT_MS: '5',
      });
    expect(loadBadValues).toThrow('GOOGLE_CLOUD_PROJECT: must be a Google Cloud project id');
    expect(loadBadValues).toThrow('GOOGLE_CLOUD_LOCATION: must be a Google Cloud region');
    expect(loadBadValues).toThrow('VIDEO_VENDOR_TIMEOUT_MS: must be at least 10000 (milliseconds)');
  });
});
