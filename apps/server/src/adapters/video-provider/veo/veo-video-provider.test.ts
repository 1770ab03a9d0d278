import type { VideoProgress } from '@brandloom/shared/video';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loopbackOnlyFetch } from '../../../testing/openai-fake.ts';
import { startVeoFake, type VeoFake, veoFakeLocation, veoFakeProject } from '../../../testing/veo-fake.ts';
import { fixtureBaseImage, fixtureVideoRequest, rejection } from '../../../testing/video-request-fixture.ts';
import { VideoProviderError } from '../video-provider.ts';
import { createVeoVideoProvider, type VeoEndpoint, veoVideoProviderFromEnv } from './veo-video-provider.ts';

let fake: VeoFake;

beforeAll(async () => {
  fake = await startVeoFake();
});
afterAll(() => fake.close());
afterEach(() => fake.reset());

const endpoints = {
  gemini: (): VeoEndpoint => ({ kind: 'gemini', apiKey: fake.apiKey, baseUrl: fake.baseUrl }),
  vertex: (): VeoEndpoint => ({
    kind: 'vertex',
    project: veoFakeProject,
    location: veoFakeLocation,
    accessToken: fake.accessToken,
    baseUrl: fake.baseUrl,
  }),
};
type Door = keyof typeof endpoints;

const provider = (door: Door = 'gemini', options: { timeoutMs?: number; endpoint?: VeoEndpoint } = {}) =>
  createVeoVideoProvider({
    endpoint: options.endpoint ?? endpoints[door](),
    fetch: loopbackOnlyFetch,
    pollIntervalMs: 20,
    timeoutMs: options.timeoutMs ?? 10_000,
  });

const predictions = () => fake.requests.filter((request) => request.path.endsWith(':predictLongRunning'));
const polls = () =>
  fake.requests.filter(
    (request) => request.path.includes('/operations/') || request.path.endsWith(':fetchPredictOperation'),
  );

describe.each(['gemini', 'vertex'] as const)('veo-2.0-generate-001 through %s', (door) => {
  it('starts an operation, polls until done, fetches the clip and returns it with a poster', async () => {
    const statuses: VideoProgress[] = [];
    const result = await provider(door).generate(
      await fixtureVideoRequest({ onProgress: (status) => statuses.push(status) }),
    );

    expect(statuses).toEqual([{ phase: 'rendering' }]);
    const [create] = predictions();
    if (door === 'gemini') {
      expect(create?.path).toBe('/v1beta/models/veo-2.0-generate-001:predictLongRunning');
      expect(create?.headers['x-goog-api-key']).toBe(fake.apiKey);
      expect(create?.headers.authorization).toBeUndefined();
    } else {
      expect(create?.path).toBe(
        `/v1/projects/${veoFakeProject}/locations/${veoFakeLocation}/publishers/google/models/veo-2.0-generate-001:predictLongRunning`,
      );
      expect(create?.headers.authorization).toBe(`Bearer ${fake.accessToken}`);
      expect(create?.headers['x-goog-api-key']).toBeUndefined();
    }
    expect(create?.body).toMatchObject({
      instances: [{ prompt: 'Slow push in on the cup while steam rises', image: { mimeType: 'image/jpeg' } }],
      parameters: {
        aspectRatio: '16:9',
        durationSeconds: 6,
        sampleCount: 1,
        personGeneration: 'allow_adult',
      },
    });
    const instance = (
      create?.body?.instances as { image: { bytesBase64Encoded: string } }[] | undefined
    )?.[0];
    const frame = await sharp(Buffer.from(instance?.image.bytesBase64Encoded ?? '', 'base64')).metadata();
    expect((frame.width ?? 0) / (frame.height ?? 1)).toBeCloseTo(16 / 9, 2);
    // Three answers with done: false, then the finished operation.
    expect(polls().filter((request) => !request.path.startsWith('/v1beta/files/'))).toHaveLength(4);

    expect(result).toMatchObject({ width: 1280, height: 720, durationSeconds: 6 });
    expect(result.detail).toMatchObject({
      videoModel: 'veo-2.0-generate-001',
      endpoint: door,
      aspectRatio: '16:9',
    });
    expect(result.detail.operation).toMatch(/\/operations\/op\d+$/);
    const poster = await sharp(result.poster.bytes).metadata();
    expect([poster.format, poster.width, poster.height]).toEqual(['jpeg', 1280, 720]);
  });

  it('sends 9:16 as asked, and the orientation of the base image for source', async () => {
    const portrait = await provider(door).generate(
      await fixtureVideoRequest({ aspect: '9:16', durationSeconds: 8 }),
    );
    expect([portrait.width, portrait.height, portrait.durationSeconds]).toEqual([720, 1280, 8]);
    const tall = await fixtureBaseImage(600, 900);
    await provider(door).generate(await fixtureVideoRequest({ aspect: 'source', baseImage: tall }));
    const sent = predictions().map(
      (request) => (request.body?.parameters as { aspectRatio?: string } | undefined)?.aspectRatio,
    );
    expect(sent).toEqual(['9:16', '9:16']);
  });

  it('reports a clip the safety filters removed as moderation_blocked', async () => {
    fake.script({
      pending: 1,
      outcome: { filtered: ["Sorry, we can't create videos from images with people."] },
    });
    const error = await rejection(provider(door).generate(await fixtureVideoRequest()));
    expect([error.kind, error.retryable]).toEqual(['moderation_blocked', false]);
    expect(error.message).toContain('images with people');
  });

  it.each([
    [
      {
        code: 3,
        message:
          "The prompt could not be submitted. This prompt contains sensitive words that violate Google's Responsible AI practices.",
      },
      'moderation_blocked',
      false,
    ],
    [
      {
        code: 8,
        message: 'Quota exceeded for aiplatform.googleapis.com/online_prediction_requests_per_base_model',
      },
      'rate_limited',
      true,
    ],
    [{ code: 13, message: 'Internal error encountered.' }, 'unavailable', true],
    [{ code: 3, message: 'Image is too small.' }, 'invalid_request', false],
    [{ code: 2, message: 'Unknown error.' }, 'failed', false],
  ] as const)('maps a failed operation %o to %s', async (operationError, kind, retryable) => {
    fake.script({ pending: 2, outcome: { operationError } });
    const error = await rejection(provider(door).generate(await fixtureVideoRequest()));
    expect([error.kind, error.retryable]).toEqual([kind, retryable]);
  });

  it('times out when the operation is not done within the overall deadline', async () => {
    fake.script({ outcome: 'never' });
    const error = await rejection(provider(door, { timeoutMs: 300 }).generate(await fixtureVideoRequest()));
    expect([error.kind, error.retryable]).toEqual(['timeout', true]);
  });

  it("stops when the caller aborts, with the caller's reason", async () => {
    fake.script({ outcome: 'never' });
    const controller = new AbortController();
    const reason = new Error('job cancelled');
    const request = await fixtureVideoRequest({
      signal: controller.signal,
      onProgress: () => controller.abort(reason),
    });
    await expect(provider(door).generate(request)).rejects.toBe(reason);
    const count = polls().length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(polls()).toHaveLength(count);
  });
});

describe('veo-2.0-generate-001 errors and downloads', () => {
  it.each([
    [429, 'RESOURCE_EXHAUSTED', 'Resource has been exhausted (e.g. check quota).', 'rate_limited', true],
    [400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.', 'invalid_request', false],
    [
      403,
      'PERMISSION_DENIED',
      'Vertex AI API has not been used in project brandloom-test.',
      'invalid_request',
      false,
    ],
    [
      400,
      'INVALID_ARGUMENT',
      "The input image violates Google's Responsible AI practices.",
      'moderation_blocked',
      false,
    ],
    [503, 'UNAVAILABLE', 'The service is currently unavailable.', 'unavailable', true],
  ] as const)('maps HTTP %i %s at creation to %s', async (httpStatus, status, message, kind, retryable) => {
    fake.script({ createError: { httpStatus, status, message } });
    const error = await rejection(provider().generate(await fixtureVideoRequest()));
    expect(error).toBeInstanceOf(VideoProviderError);
    expect([error.kind, error.retryable]).toEqual([kind, retryable]);
    expect(error.message).toContain(message);
    expect(polls()).toHaveLength(0);
  });

  it('passes on how long to wait, from Retry-After or from a RetryInfo detail', async () => {
    const exhausted = { httpStatus: 429, status: 'RESOURCE_EXHAUSTED', message: 'Quota exceeded.' };
    fake.script({ createError: { ...exhausted, headers: { 'retry-after': '12' } } });
    expect((await rejection(provider().generate(await fixtureVideoRequest()))).retryAfterMs).toBe(12_000);
    fake.script({
      createError: {
        ...exhausted,
        details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '31s' }],
      },
    });
    expect((await rejection(provider().generate(await fixtureVideoRequest()))).retryAfterMs).toBe(31_000);
  });

  it('says a wrong key or token is not worth retrying', async () => {
    const badKey = await rejection(
      provider('gemini', { endpoint: { kind: 'gemini', apiKey: 'wrong', baseUrl: fake.baseUrl } }).generate(
        await fixtureVideoRequest(),
      ),
    );
    expect([badKey.kind, badKey.retryable]).toEqual(['invalid_request', false]);
    expect(badKey.message).toContain('API key not valid');
    const badToken = await rejection(
      provider('vertex', {
        endpoint: {
          ...(endpoints.vertex() as Extract<VeoEndpoint, { kind: 'vertex' }>),
          accessToken: 'expired',
        },
      }).generate(await fixtureVideoRequest()),
    );
    expect([badToken.kind, badToken.retryable]).toEqual(['invalid_request', false]);
    expect(badToken.message).toContain('UNAUTHENTICATED');
  });

  it('downloads the Gemini file with the key, following the redirect, and fails when it is gone', async () => {
    await provider().generate(await fixtureVideoRequest());
    const download = fake.requests.find((request) => request.path.startsWith('/v1beta/files/'));
    expect(download?.headers['x-goog-api-key']).toBe(fake.apiKey);
    expect(fake.requests.some((request) => request.path.startsWith('/blob/'))).toBe(true);

    fake.script({ downloadStatus: 404 });
    const error = await rejection(provider().generate(await fixtureVideoRequest()));
    expect([error.kind, error.retryable]).toEqual(['failed', false]);
    expect(error.message).toContain('Failed to download the video from Veo (HTTP 404)');
  });

  it('refuses durations Veo 2 cannot make without calling it', async () => {
    for (const durationSeconds of [4, 9, 6.5]) {
      const error = await rejection(provider().generate(await fixtureVideoRequest({ durationSeconds })));
      expect(error.kind).toBe('invalid_request');
    }
    expect(fake.requests).toHaveLength(0);
  });
});

describe('veoVideoProviderFromEnv', () => {
  const unset = {
    GOOGLE_API_KEY: undefined,
    GOOGLE_GEMINI_BASE_URL: 'https://generativelanguage.googleapis.com',
    GOOGLE_CLOUD_PROJECT: undefined,
    GOOGLE_CLOUD_LOCATION: undefined,
    GOOGLE_VERTEX_ACCESS_TOKEN: undefined,
    GOOGLE_VERTEX_BASE_URL: undefined,
    VIDEO_VENDOR_TIMEOUT_MS: 10_000,
  };
  const deps = { fetch: loopbackOnlyFetch, pollIntervalMs: 20 };

  it('is null with neither a key nor Vertex settings', () => {
    expect(veoVideoProviderFromEnv(unset)).toBeNull();
  });

  it('uses the Gemini API with a key, and Vertex AI when its settings are given too', async () => {
    const gemini = veoVideoProviderFromEnv(
      { ...unset, GOOGLE_API_KEY: fake.apiKey, GOOGLE_GEMINI_BASE_URL: fake.baseUrl },
      deps,
    );
    expect((await gemini?.generate(await fixtureVideoRequest()))?.detail.endpoint).toBe('gemini');
    const vertex = veoVideoProviderFromEnv(
      {
        ...unset,
        GOOGLE_API_KEY: fake.apiKey,
        GOOGLE_CLOUD_PROJECT: veoFakeProject,
        GOOGLE_CLOUD_LOCATION: veoFakeLocation,
        GOOGLE_VERTEX_ACCESS_TOKEN: fake.accessToken,
        GOOGLE_VERTEX_BASE_URL: fake.baseUrl,
      },
      deps,
    );
    expect(vertex?.id).toBe('veo-2.0-generate-001');
    expect((await vertex?.generate(await fixtureVideoRequest()))?.detail.endpoint).toBe('vertex');
  });
});
