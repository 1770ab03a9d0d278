import type { VideoProgress } from '@brandloom/shared/video';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type MiniMaxFake, startMiniMaxFake } from '../../../testing/minimax-fake.ts';
import { loopbackOnlyFetch } from '../../../testing/openai-fake.ts';
import { fixtureBaseImage, fixtureVideoRequest, rejection } from '../../../testing/video-request-fixture.ts';
import { VideoProviderError } from '../video-provider.ts';
import {
  createMiniMaxVideoProvider,
  miniMaxClipLength,
  miniMaxVideoProviderFromEnv,
} from './minimax-video-provider.ts';

let fake: MiniMaxFake;

beforeAll(async () => {
  fake = await startMiniMaxFake();
});
afterAll(() => fake.close());
afterEach(() => fake.reset());

const provider = (options: { timeoutMs?: number; apiKey?: string } = {}) =>
  createMiniMaxVideoProvider({
    apiKey: options.apiKey ?? fake.apiKey,
    baseUrl: fake.baseUrl,
    fetch: loopbackOnlyFetch,
    pollIntervalMs: 20,
    timeoutMs: options.timeoutMs ?? 10_000,
  });

const sent = (path: string) => fake.requests.filter((request) => request.path === path);

async function sentFrame() {
  const body = sent('/v1/video_generation')[0]?.body;
  const dataUrl = String(body?.first_frame_image);
  expect(dataUrl).toMatch(/^data:image\/jpeg;base64,/);
  return sharp(Buffer.from(dataUrl.split(',')[1] ?? '', 'base64')).metadata();
}

describe('MiniMax-Hailuo-02 provider', () => {
  it('creates a task, reports each status while it polls, fetches the file and returns the clip', async () => {
    const statuses: VideoProgress[] = [];
    const result = await provider().generate(
      await fixtureVideoRequest({ onProgress: (status) => statuses.push(status) }),
    );

    expect(statuses).toEqual(['preparing', 'queued', 'rendering', 'finishing'].map((phase) => ({ phase })));
    const [create] = sent('/v1/video_generation');
    expect(create?.method).toBe('POST');
    expect(create?.headers.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(create?.body).toMatchObject({
      model: 'MiniMax-Hailuo-02',
      prompt: 'Slow push in on the cup while steam rises',
      duration: 6,
      resolution: '768P',
    });
    // The 3:2 base image is cropped to the asked 16:9 before it is sent.
    const frame = await sentFrame();
    expect(frame.format).toBe('jpeg');
    expect((frame.width ?? 0) / (frame.height ?? 1)).toBeCloseTo(16 / 9, 2);
    expect(sent('/v1/query/video_generation')).toHaveLength(4);
    expect(sent('/v1/query/video_generation')[0]?.query.task_id).toBe(result.detail.taskId);
    expect(sent('/v1/files/retrieve')[0]?.query.file_id).toBe(result.detail.fileId);
    // The signed download link is on another host in production: it never gets the key.
    const [download] = fake.requests.filter((request) => request.path.startsWith('/cdn/'));
    expect(download?.headers.authorization).toBeUndefined();

    expect(result).toMatchObject({ width: 1366, height: 768, durationSeconds: 6 });
    expect(result.detail).toMatchObject({ videoModel: 'MiniMax-Hailuo-02', resolution: '768P' });
    expect(Buffer.from(result.mp4.subarray(4, 8)).toString()).toBe('ftyp');
    const poster = await sharp(result.poster.bytes).metadata();
    expect(result.poster.contentType).toBe('image/jpeg');
    expect([poster.format, poster.width, poster.height]).toEqual(['jpeg', 1366, 768]);
  });

  it('crops to 9:16 when asked, and keeps the base image ratio for source', async () => {
    const portrait = await provider().generate(await fixtureVideoRequest({ aspect: '9:16' }));
    const portraitFrame = await sentFrame();
    expect((portraitFrame.width ?? 0) / (portraitFrame.height ?? 1)).toBeCloseTo(9 / 16, 2);
    expect([portrait.width, portrait.height]).toEqual([768, 1366]);

    fake.reset();
    const own = await provider().generate(await fixtureVideoRequest({ aspect: 'source' }));
    const ownFrame = await sentFrame();
    expect([ownFrame.width, ownFrame.height]).toEqual([1200, 800]);
    expect([own.width, own.height]).toEqual([1152, 768]);
  });

  it('scales a small base image up to the size MiniMax accepts', async () => {
    await provider().generate(
      await fixtureVideoRequest({ baseImage: await fixtureBaseImage(240, 240), aspect: 'source' }),
    );
    const frame = await sentFrame();
    expect(Math.min(frame.width ?? 0, frame.height ?? 0)).toBeGreaterThan(300);
  });

  it('asks for the shortest clip at least as long as requested and reports the real length', async () => {
    expect([6, 7, 8, 9, 10].map(miniMaxClipLength)).toEqual([6, 10, 10, 10, 10]);
    const result = await provider().generate(await fixtureVideoRequest({ durationSeconds: 8 }));
    expect(sent('/v1/video_generation')[0]?.body?.duration).toBe(10);
    expect(result.durationSeconds).toBe(10);

    fake.reset();
    const error = await rejection(provider().generate(await fixtureVideoRequest({ durationSeconds: 12 })));
    expect([error.kind, error.retryable]).toEqual(['invalid_request', false]);
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    [1026, 'input new_sensitive', 'moderation_blocked', false],
    [1002, 'rate limit', 'rate_limited', true],
    [1004, 'not authorized', 'invalid_request', false],
    [2049, 'invalid api key', 'invalid_request', false],
    [2013, 'invalid params', 'invalid_request', false],
    [1008, 'insufficient balance', 'failed', false],
    [1000, 'unknown error', 'unavailable', true],
  ] as const)('maps status code %i (%s) at creation to %s', async (code, message, kind, retryable) => {
    fake.script({ createError: { code, message } });
    const error = await rejection(provider().generate(await fixtureVideoRequest()));
    expect(error).toBeInstanceOf(VideoProviderError);
    expect([error.kind, error.retryable]).toEqual([kind, retryable]);
    expect(error.message).toContain(message);
    expect(sent('/v1/query/video_generation')).toHaveLength(0);
  });

  it('passes on how long to wait when rate limited', async () => {
    fake.script({ createError: { code: 1002, message: 'rate limit', headers: { 'retry-after': '7' } } });
    const error = await rejection(provider().generate(await fixtureVideoRequest()));
    expect([error.kind, error.retryAfterMs]).toEqual(['rate_limited', 7_000]);
  });

  it('says a wrong key is not worth retrying', async () => {
    const error = await rejection(provider({ apiKey: 'wrong' }).generate(await fixtureVideoRequest()));
    expect([error.kind, error.retryable]).toEqual(['invalid_request', false]);
    expect(error.message).toContain('1004');
  });

  it('fails a task MiniMax failed, as moderation when the output was flagged', async () => {
    const statuses: VideoProgress[] = [];
    fake.script({
      pending: ['Queueing'],
      outcome: { fail: { code: 1027, message: 'output new_sensitive' } },
    });
    const flagged = await rejection(
      provider().generate(await fixtureVideoRequest({ onProgress: (status) => statuses.push(status) })),
    );
    expect([flagged.kind, flagged.retryable]).toEqual(['moderation_blocked', false]);
    expect(statuses).toEqual([{ phase: 'queued' }]);

    fake.script({ pending: [], outcome: { fail: { code: 0, message: 'success' } } });
    const failed = await rejection(provider().generate(await fixtureVideoRequest()));
    expect([failed.kind, failed.retryable]).toEqual(['failed', false]);
    expect(sent('/v1/files/retrieve')).toHaveLength(0);
  });

  it('times out when the task does not finish within the overall deadline', async () => {
    fake.script({ outcome: 'never' });
    const statuses: VideoProgress[] = [];
    const started = Date.now();
    const error = await rejection(
      provider({ timeoutMs: 300 }).generate(
        await fixtureVideoRequest({ onProgress: (status) => statuses.push(status) }),
      ),
    );
    expect([error.kind, error.retryable]).toEqual(['timeout', true]);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(statuses).toEqual(['preparing', 'queued', 'rendering'].map((phase) => ({ phase })));
  });

  it("stops when the caller aborts, with the caller's reason", async () => {
    fake.script({ outcome: 'never' });
    const controller = new AbortController();
    const reason = new Error('job cancelled');
    const request = await fixtureVideoRequest({
      signal: controller.signal,
      onProgress: ({ phase }) => {
        if (phase === 'queued') controller.abort(reason);
      },
    });
    await expect(provider().generate(request)).rejects.toBe(reason);
    const polls = sent('/v1/query/video_generation').length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent('/v1/query/video_generation')).toHaveLength(polls);
  });

  it('fails when the download URL answers 404 or serves something that is not an MP4', async () => {
    fake.script({ downloadStatus: 404 });
    const missing = await rejection(provider().generate(await fixtureVideoRequest()));
    expect([missing.kind, missing.retryable]).toEqual(['failed', false]);
    expect(missing.message).toContain('Failed to download the video from MiniMax (HTTP 404)');

    fake.script({ downloadBody: '<html>expired</html>' });
    const notMp4 = await rejection(provider().generate(await fixtureVideoRequest()));
    expect([notMp4.kind, notMp4.message]).toEqual(['failed', 'MiniMax sent a file that is not an MP4 video']);
  });

  it('refuses a base image it cannot read without calling MiniMax', async () => {
    const baseImage = { bytes: new Uint8Array([1, 2, 3]), contentType: 'image/png', width: 10, height: 10 };
    const error = await rejection(provider().generate(await fixtureVideoRequest({ baseImage })));
    expect(error.kind).toBe('invalid_request');
    expect(fake.requests).toHaveLength(0);
  });
});

describe('miniMaxVideoProviderFromEnv', () => {
  const env = { MINIMAX_BASE_URL: 'https://api.minimax.io', VIDEO_VENDOR_TIMEOUT_MS: 900_000 };

  it('is null without a key and serves MiniMax-Hailuo-02 with one', async () => {
    expect(miniMaxVideoProviderFromEnv({ ...env, MINIMAX_API_KEY: undefined })).toBeNull();
    const fromEnv = miniMaxVideoProviderFromEnv(
      { MINIMAX_API_KEY: fake.apiKey, MINIMAX_BASE_URL: fake.baseUrl, VIDEO_VENDOR_TIMEOUT_MS: 10_000 },
      { fetch: loopbackOnlyFetch, pollIntervalMs: 20 },
    );
    expect(fromEnv?.id).toBe('MiniMax-Hailuo-02');
    const result = await fromEnv?.generate(await fixtureVideoRequest());
    expect(result?.durationSeconds).toBe(6);
  });
});
