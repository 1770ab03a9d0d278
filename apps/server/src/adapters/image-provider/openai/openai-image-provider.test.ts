import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixtureImageRequest } from '../../../testing/image-request-fixture.ts';
import { loopbackOnlyFetch, type OpenAiFake, startOpenAiFake } from '../../../testing/openai-fake.ts';
import { type ImageProvider, ImageProviderError, type ImageRequest } from '../image-provider.ts';
import {
  type BrandLayer,
  createOpenAiImageProvider,
  openAiImageProviderFromEnv,
} from './openai-image-provider.ts';

let fake: OpenAiFake;

beforeAll(async () => {
  fake = await startOpenAiFake();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.requests.length = 0;
});

function provider(overrides: Partial<Parameters<typeof createOpenAiImageProvider>[0]> = {}): ImageProvider {
  return createOpenAiImageProvider({
    apiKey: fake.apiKey,
    baseUrl: fake.baseUrl,
    fetch: loopbackOnlyFetch,
    timeoutMs: 5_000,
    ...overrides,
  });
}

/** A brand layer that records what it was given and answers a fixed result. */
function recordingBrandLayer() {
  const calls: Parameters<BrandLayer>[] = [];
  const layer: BrandLayer = async (image, request, copy) => {
    calls.push([image, request, copy]);
    return { png: image, width: 1, height: 1, copy, detail: { layout: 'hero' } };
  };
  return { layer, calls };
}

async function providerError(promise: Promise<unknown>): Promise<ImageProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImageProviderError);
  return error as ImageProviderError;
}

const imageRequests = () => fake.requests.filter((request) => request.endpoint.startsWith('images/'));

describe('gpt-image-1 requests', () => {
  it.each([
    ['1:1', '1024x1024', 1024, 1024],
    ['2:3', '1024x1536', 1024, 1536],
    ['3:2', '1536x1024', 1536, 1024],
  ] as const)(
    'asks the generations endpoint for %s at %s and returns its PNG',
    async (ratio, size, width, height) => {
      const result = await provider().generate(fixtureImageRequest({ ratio, quality: 'medium' }));
      const [sent] = imageRequests();
      expect(sent?.endpoint).toBe('images/generations');
      expect(sent?.headers.authorization).toBe(`Bearer ${fake.apiKey}`);
      expect(sent?.body).toMatchObject({
        model: 'gpt-image-1',
        n: 1,
        size,
        quality: 'medium',
        output_format: 'png',
        background: 'opaque',
        moderation: 'auto',
      });
      expect(result).toMatchObject({ width, height, copy: null });
      expect(await sharp(result.png).metadata()).toMatchObject({ format: 'png', width, height });
      expect(result.detail).toMatchObject({ imageModel: 'gpt-image-1', imageEndpoint: 'generations' });
    },
  );

  it('sends each quality as is', async () => {
    for (const quality of ['low', 'medium', 'high', 'auto'] as const)
      await provider().generate(fixtureImageRequest({ quality }));
    expect(imageRequests().map((request) => request.body.quality)).toEqual(['low', 'medium', 'high', 'auto']);
  });

  it('puts the brand, the style, the palette and the no-logo, no-text instruction in the prompt', async () => {
    await provider().generate(fixtureImageRequest());
    const prompt = String(imageRequests()[0]?.body.prompt);
    expect(prompt).toContain('A cup of our new espresso blend');
    expect(prompt).toContain('Kaffeewerk');
    expect(prompt).toContain('warm, witty and down to earth');
    expect(prompt).toContain('Bold minimal');
    expect(prompt).toContain('dark blue (#0A2540) as the dominant colour');
    expect(prompt).toMatch(/Do not draw any text, letters, numbers, words, logos/);
  });

  it('sends attachments to the edits endpoint as image[] references', async () => {
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } })
      .jpeg()
      .toBuffer();
    const logoLike = await sharp({ create: { width: 4, height: 4, channels: 4, background: '#00ff00' } })
      .png()
      .toBuffer();
    const result = await provider().generate(
      fixtureImageRequest({
        ratio: '2:3',
        references: [
          { bytes: new Uint8Array(photo), contentType: 'image/jpeg' },
          { bytes: new Uint8Array(logoLike), contentType: 'image/png' },
        ],
      }),
    );
    const [sent] = imageRequests();
    expect(sent?.endpoint).toBe('images/edits');
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.body).toMatchObject({ model: 'gpt-image-1', size: '1024x1536', quality: 'low', n: '1' });
    expect(sent?.body).toMatchObject({ input_fidelity: 'high', background: 'opaque', output_format: 'png' });
    expect(sent?.body).not.toHaveProperty('moderation');
    expect(sent?.files.map(({ field, name, type }) => ({ field, name, type }))).toEqual([
      { field: 'image[]', name: 'reference-1.jpg', type: 'image/jpeg' },
      { field: 'image[]', name: 'reference-2.png', type: 'image/png' },
    ]);
    expect(Buffer.from(sent?.files[0]?.bytes ?? [])).toEqual(photo);
    expect(String(sent?.body.prompt)).toContain('The first attached image shows the product');
    expect(result.detail.imageEndpoint).toBe('edits');
  });
});

describe('copy and the brand layer', () => {
  it('has the copy model write copy in the brand tone and language, then hands picture and copy to the brand layer', async () => {
    const { layer, calls } = recordingBrandLayer();
    const request = fixtureImageRequest({ language: 'de', ratio: '3:2' });
    const result = await provider({ brandLayer: layer, copyModel: 'gpt-4o-mini' }).generate(request);

    const chat = fake.requests.find((sent) => sent.endpoint === 'chat/completions');
    expect(chat?.body).toMatchObject({
      model: 'gpt-4o-mini',
      response_format: { type: 'json_schema', json_schema: { name: 'ad_copy', strict: true } },
    });
    expect(JSON.stringify(chat?.body.messages)).toContain('Write in German');
    expect(JSON.stringify(chat?.body.messages)).toContain('warm, witty and down to earth');

    const copy = {
      headline: 'Fresh roast, every morning',
      subline: 'Beans roasted this week',
      callToAction: 'Order now',
    };
    expect(calls).toHaveLength(1);
    const [image, layeredRequest, layeredCopy] = calls[0] ?? [];
    expect(await sharp(image).metadata()).toMatchObject({ format: 'png', width: 1536, height: 1024 });
    expect(layeredRequest).toBe(request);
    expect(layeredCopy).toEqual(copy);
    expect(result.detail).toEqual({
      imageModel: 'gpt-image-1',
      imageEndpoint: 'generations',
      copyArea: 'left',
      copySource: 'copy-model',
      layout: 'hero',
    });
  });

  it('keeps copy given with the request and asks no copy model', async () => {
    const { layer, calls } = recordingBrandLayer();
    const copy = { headline: 'Given', subline: null, callToAction: null };
    await provider({ brandLayer: layer }).generate(fixtureImageRequest({ copy }));
    expect(fake.requests.map((sent) => sent.endpoint)).toEqual(['images/generations']);
    expect(calls[0]?.[2]).toBe(copy);
  });

  it('fails the creative, without retry, when the brand layer throws', async () => {
    const broken: BrandLayer = async () => {
      throw new Error('font missing');
    };
    const error = await providerError(provider({ brandLayer: broken }).generate(fixtureImageRequest()));
    expect(error).toMatchObject({ kind: 'failed', retryable: false });
    expect(error.message).toContain('font missing');
  });

  it('falls back to no copy when the copy model fails, and the creative still succeeds', async () => {
    const { layer, calls } = recordingBrandLayer();
    fake.failNext('chat/completions', { kind: 'server_error', status: 500 });
    const result = await provider({ brandLayer: layer }).generate(fixtureImageRequest());
    expect(calls[0]?.[2]).toBeNull();
    expect(result.detail.copySource).toBe('none');
  });

  it('writes no copy when nothing would set it (no brand layer), and returns the picture as is', async () => {
    const result = await provider().generate(fixtureImageRequest());
    expect(fake.requests.map((sent) => sent.endpoint)).toEqual(['images/generations']);
    expect(result.copy).toBeNull();
  });

  it('lets the model paint the written copy when the request asks for it', async () => {
    const request: ImageRequest = fixtureImageRequest({ modelDrawsText: true });
    const result = await provider().generate(request);
    expect(fake.requests.map((sent) => sent.endpoint)).toEqual(['chat/completions', 'images/generations']);
    const prompt = String(imageRequests()[0]?.body.prompt);
    expect(prompt).toContain('headline "Fresh roast, every morning"');
    expect(prompt).not.toMatch(/Do not draw any text/);
    expect(result.copy?.headline).toBe('Fresh roast, every morning');
  });
});

describe('extending a picture (auto-fix of a cropped square)', () => {
  /** The RGBA pixel at x, y of a PNG. */
  async function pixelAt(png: Uint8Array, x: number, y: number): Promise<number[]> {
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (y * info.width + x) * 4;
    return [...data.subarray(at, at + 4)];
  }

  it('sends the picture centred on a padded canvas with a mask transparent in the padding, then layers the brand on the answer', async () => {
    const picture = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const reference = { bytes: new Uint8Array(picture), contentType: 'image/png' };
    const { layer, calls } = recordingBrandLayer();
    const copy = { headline: 'Kept', subline: null, callToAction: null };
    const result = await provider({ brandLayer: layer }).generate(
      fixtureImageRequest({
        extend: { bytes: new Uint8Array(picture), contentType: 'image/png' },
        references: [reference],
        copy,
      }),
    );

    const [sent] = imageRequests();
    expect(sent?.endpoint).toBe('images/edits');
    expect(sent?.body).toMatchObject({ model: 'gpt-image-1', size: '1024x1024', input_fidelity: 'high' });
    expect(String(sent?.body.prompt)).toContain('paint the border, continuing the same scene');
    expect(sent?.files.map(({ field, type }) => ({ field, type }))).toEqual([
      { field: 'image', type: 'image/png' },
      { field: 'mask', type: 'image/png' },
    ]);
    const [image, mask] = sent?.files.map((file) => file.bytes) ?? [];
    if (!image || !mask) throw new Error('the edit lacks its image or mask');
    for (const png of [image, mask])
      expect(await sharp(png).metadata()).toMatchObject({
        format: 'png',
        width: 1024,
        height: 1024,
        hasAlpha: true,
      });
    // 75 % of 1024 is 768 px, centred: 128 px of padding on every side.
    expect(await pixelAt(image, 512, 512)).toEqual([255, 0, 0, 255]);
    expect(await pixelAt(image, 128, 128)).toEqual([255, 0, 0, 255]);
    expect(await pixelAt(image, 895, 895)).toEqual([255, 0, 0, 255]);
    for (const [x, y] of [
      [127, 512],
      [512, 127],
      [896, 512],
      [512, 896],
      [0, 0],
    ] as const) {
      expect((await pixelAt(image, x, y))[3]).toBe(0);
      expect((await pixelAt(mask, x, y))[3]).toBe(0);
    }
    expect((await pixelAt(mask, 128, 128))[3]).toBe(255);
    expect((await pixelAt(mask, 895, 895))[3]).toBe(255);

    expect(calls).toHaveLength(1);
    expect(await pixelAt(calls[0]?.[0] ?? new Uint8Array(), 0, 0)).toEqual([0x3a, 0x6e, 0xa5, 255]);
    expect(calls[0]?.[2]).toBe(copy);
    expect(result.detail).toMatchObject({ imageEndpoint: 'edits', imageEdit: 'outpaint' });
  });

  it('fails the creative, without asking the model, when the picture cannot be read', async () => {
    const broken = { bytes: new Uint8Array([1, 2, 3]), contentType: 'image/png' };
    const error = await providerError(provider().generate(fixtureImageRequest({ extend: broken })));
    expect(error).toMatchObject({ kind: 'failed', retryable: false });
    expect(imageRequests()).toHaveLength(0);
  });
});

describe('errors', () => {
  it('turns a moderation refusal into moderation_blocked, not retryable', async () => {
    fake.failNext('images/generations', { kind: 'moderation_blocked' });
    const error = await providerError(provider().generate(fixtureImageRequest()));
    expect(error.kind).toBe('moderation_blocked');
    expect(error.retryable).toBe(false);
  });

  it('turns a moderation refusal of an edit into moderation_blocked', async () => {
    fake.failNext('images/edits', { kind: 'moderation_blocked' });
    const reference = {
      bytes: new Uint8Array(
        await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
          .png()
          .toBuffer(),
      ),
      contentType: 'image/png',
    };
    const error = await providerError(provider().generate(fixtureImageRequest({ references: [reference] })));
    expect(error.kind).toBe('moderation_blocked');
  });

  it.each([
    [{ 'retry-after': '7' }, 7_000],
    [{ 'retry-after-ms': '1500', 'retry-after': '2' }, 1_500],
    [{}, undefined],
  ])('turns 429 into rate_limited with the wait the headers ask for (%o)', async (headers, wait) => {
    fake.failNext('images/generations', { kind: 'rate_limited', headers });
    const error = await providerError(provider().generate(fixtureImageRequest()));
    expect(error).toMatchObject({ kind: 'rate_limited', retryAfterMs: wait, retryable: true });
    expect(imageRequests()).toHaveLength(1); // no retry inside the provider
  });

  it('does not retry a spent quota', async () => {
    fake.failNext('images/generations', { kind: 'insufficient_quota' });
    const error = await providerError(provider().generate(fixtureImageRequest()));
    expect(error).toMatchObject({ kind: 'failed', retryable: false });
  });

  it.each([500, 502, 503, 504] as const)('turns %i into unavailable, once', async (status) => {
    fake.failNext('images/generations', { kind: 'server_error', status });
    const error = await providerError(provider().generate(fixtureImageRequest()));
    expect(error).toMatchObject({ kind: 'unavailable', retryable: true });
    expect(imageRequests()).toHaveLength(1);
  });

  it('turns a dropped connection and an unreachable server into unavailable', async () => {
    fake.failNext('images/generations', { kind: 'connection_reset' });
    expect((await providerError(provider().generate(fixtureImageRequest()))).kind).toBe('unavailable');
    const closed = await startOpenAiFake();
    await closed.close();
    const unreachable = provider({ baseUrl: closed.baseUrl });
    expect((await providerError(unreachable.generate(fixtureImageRequest()))).kind).toBe('unavailable');
  });

  it.each(['slow', 'slow_body'] as const)(
    'turns a %s answer beyond the timeout into timeout',
    async (kind) => {
      fake.failNext('images/generations', { kind, delayMs: 3_000 });
      const started = Date.now();
      const error = await providerError(provider({ timeoutMs: 300 }).generate(fixtureImageRequest()));
      expect(error).toMatchObject({ kind: 'timeout', retryable: true });
      expect(Date.now() - started).toBeLessThan(2_000);
    },
  );

  it("lets the caller's abort through as the caller's reason", async () => {
    fake.failNext('images/generations', { kind: 'slow', delayMs: 3_000 });
    const controller = new AbortController();
    const generation = provider().generate(fixtureImageRequest({ signal: controller.signal }));
    setTimeout(() => controller.abort(new Error('lease lost')), 100);
    await expect(generation).rejects.toThrow('lease lost');
  });

  it.each([
    ['malformed_json', 'failed'],
    ['missing_data', 'failed'],
    ['not_png', 'failed'],
  ] as const)('turns %s into %s', async (kind, expected) => {
    fake.failNext('images/generations', { kind });
    const error = await providerError(provider().generate(fixtureImageRequest()));
    expect(error).toMatchObject({ kind: expected, retryable: false });
  });

  it('turns a refused key and other 4xx into invalid_request', async () => {
    const error = await providerError(provider({ apiKey: 'sk-wrong' }).generate(fixtureImageRequest()));
    expect(error).toMatchObject({ kind: 'invalid_request', retryable: false });
    expect(error.message).toContain('Incorrect API key provided');
  });
});

describe('openAiImageProviderFromEnv', () => {
  const env = {
    OPENAI_API_KEY: undefined,
    OPENAI_BASE_URL: 'http://127.0.0.1:1/v1',
    OPENAI_COPY_MODEL: 'gpt-4.1-mini',
    OPENAI_TIMEOUT_MS: 1000,
  };

  it('is null without a key, so the compositor keeps serving', () => {
    expect(openAiImageProviderFromEnv(env)).toBeNull();
  });

  it('serves gpt-image-1 against the configured base URL with a key', async () => {
    const configured = openAiImageProviderFromEnv(
      { ...env, OPENAI_API_KEY: fake.apiKey, OPENAI_BASE_URL: fake.baseUrl },
      { fetch: loopbackOnlyFetch },
    );
    expect(configured?.id).toBe('gpt-image-1');
    await configured?.generate(fixtureImageRequest());
    expect(imageRequests()).toHaveLength(1);
  });
});
