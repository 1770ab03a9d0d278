import sharp from 'sharp';
import type { VideoProviderError, VideoRequest } from '../adapters/video-provider/video-provider.ts';
import { fixtureBrand } from './image-request-fixture.ts';

/** A PNG with a left-to-right gradient, so crops and resizes are real work for sharp. */
export async function fixtureBaseImage(width: number, height: number): Promise<VideoRequest['baseImage']> {
  const gradient = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      gradient[at] = Math.round((255 * x) / width);
      gradient[at + 1] = Math.round((255 * y) / height);
      gradient[at + 2] = 128;
    }
  const bytes = await sharp(gradient, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return { bytes: new Uint8Array(bytes), contentType: 'image/png', width, height };
}

/** A video request for a 6 s 16:9 clip of a 1200×800 base image; tests override what they look at. */
export async function fixtureVideoRequest(overrides: Partial<VideoRequest> = {}): Promise<VideoRequest> {
  return {
    prompt: 'Slow push in on the cup while steam rises',
    language: 'en',
    baseImage: await fixtureBaseImage(1200, 800),
    durationSeconds: 6,
    aspect: '16:9',
    brand: fixtureBrand,
    base: { kind: 'picture', branded: true },
    copy: null,
    ...overrides,
  };
}

/** The error a promise rejected with (the test fails if it resolved). */
export async function rejection(promise: Promise<unknown>): Promise<VideoProviderError> {
  return promise.then(
    () => {
      throw new Error('expected the promise to reject');
    },
    (error: unknown) => error as VideoProviderError,
  );
}
