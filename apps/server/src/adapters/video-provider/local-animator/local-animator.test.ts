import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { VideoProgress } from '@brandloom/shared/video';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  logoMagenta,
  magentaLogoPng,
  sampleBrand,
  samplePhotos,
} from '../../image-provider/brand-compositor/compositor-fixtures.ts';
import { readMp4Info } from '../mp4-info.ts';
import type { VideoRequest, VideoResult } from '../video-provider.ts';
import { renderBrandLayers } from './brand-layers.ts';
import { runFfmpeg } from './ffmpeg.ts';
import { animatorFrameRate, createLocalAnimator, frameSize } from './local-animator.ts';
import { cameraMove } from './motion.ts';

let folder: string;
let request: VideoRequest;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'brandloom-animator-test-'));
  const [photo] = await samplePhotos(1);
  if (!photo) throw new Error('no photo');
  const logo = await magentaLogoPng();
  request = {
    prompt: 'Slow zoom on our espresso beans "Fresh roast"',
    language: 'en',
    baseImage: { ...photo, width: 900, height: 600 },
    durationSeconds: 4,
    aspect: '16:9',
    brand: sampleBrand({ logo: { light: logo, dark: logo } }),
  };
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** One frame of the video at `seconds`, as raw RGB with its size. */
async function frameAt(result: VideoResult, seconds: number, name: string) {
  const video = join(folder, `${name}.mp4`);
  const still = join(folder, `${name}-${seconds}.png`);
  await import('node:fs/promises').then((fs) => fs.writeFile(video, result.mp4));
  await runFfmpeg(['-ss', String(seconds), '-i', video, '-frames:v', '1', '-y', still]);
  return sharp(await readFile(still))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** Mean absolute difference of two same-sized RGB frames, 0–255. */
function difference(first: Buffer, second: Buffer): number {
  let sum = 0;
  for (let index = 0; index < first.length; index += 1)
    sum += Math.abs((first[index] ?? 0) - (second[index] ?? 0));
  return sum / first.length;
}

describe('the local animator', () => {
  it('makes an H.264 MP4 of the asked length, size and frame rate, with a poster, reporting progress', {
    timeout: 180_000,
  }, async () => {
    const statuses: VideoProgress[] = [];
    // A 16:9 base fills a 16:9 frame: the camera move alone, so the zoom can be checked.
    const wide = await sharp(request.baseImage.bytes).resize(1600, 900, { fit: 'cover' }).jpeg().toBuffer();
    const result = await createLocalAnimator().generate({
      ...request,
      baseImage: { bytes: wide, contentType: 'image/jpeg', width: 1600, height: 900 },
      onProgress: (status) => statuses.push(status),
    });
    expect(result.detail).toEqual({ camera: 'zoom-in', parallax: 'no' });
    const info = readMp4Info(result.mp4);
    expect(info).toMatchObject({ width: 1280, height: 720, frames: 4 * animatorFrameRate });
    expect(info.durationSeconds).toBeCloseTo(4, 1);
    expect(info.frameRate).toBeCloseTo(animatorFrameRate, 1);
    expect(result).toMatchObject({ width: 1280, height: 720, durationSeconds: 4 });
    expect(Buffer.from(result.mp4.subarray(4, 8)).toString()).toBe('ftyp');
    // faststart: the movie header comes before the media data, so playback starts at once.
    const text = Buffer.from(result.mp4).toString('latin1');
    expect(text.indexOf('moov')).toBeLessThan(text.indexOf('mdat'));
    expect(await sharp(result.poster.bytes).metadata()).toMatchObject({ width: 1280, height: 720 });
    expect(statuses[0]).toEqual({ phase: 'preparing' });
    expect(statuses).toContainEqual({ phase: 'finishing' });
    expect(statuses).toContainEqual({ phase: 'rendering', percent: expect.any(Number) });

    // A zoom-in: the last frame is the first one's centre, enlarged.
    const first = await frameAt(result, 0, 'zoom');
    const last = await frameAt(result, 4 - 1 / animatorFrameRate, 'zoom');
    expect(difference(first.data, last.data)).toBeGreaterThan(4);
    const { width, height } = first.info;
    const zoomed = await sharp(first.data, { raw: { width, height, channels: 3 } })
      .extract({
        left: Math.round((width - width / 1.15) / 2),
        top: Math.round((height - height / 1.15) / 2),
        width: Math.round(width / 1.15),
        height: Math.round(height / 1.15),
      })
      .resize(width, height)
      .raw()
      .toBuffer();
    expect(difference(zoomed, last.data)).toBeLessThan(difference(first.data, last.data));

    // The logo is shown mid-video, where the layout put it.
    const layers = await renderBrandLayers(request, { width: 1280, height: 720 });
    const box = layers.mark?.box;
    if (!box) throw new Error('no mark');
    const middle = await frameAt(result, 2, 'zoom');
    // The mark's layer also holds the soft scrim behind the logo (decision 0035): the logo's pixels
    // are all inside the layer's box, and there are a logo's worth of them.
    let inside = 0;
    let outside = 0;
    for (let y = 0; y < middle.info.height; y += 1) {
      for (let x = 0; x < middle.info.width; x += 1) {
        const offset = (y * middle.info.width + x) * 3;
        const [r = 0, g = 0, b = 0] = middle.data.subarray(offset, offset + 3);
        if (!(Math.abs(r - logoMagenta.r) < 40 && g < 60 && Math.abs(b - logoMagenta.b) < 40)) continue;
        if (x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height) inside += 1;
        else outside += 1;
      }
    }
    expect(inside).toBeGreaterThan(2000);
    expect(outside).toBeLessThan(inside * 0.02);
  });

  it('pans across a portrait frame with the image floating over its blurred copy', {
    timeout: 180_000,
  }, async () => {
    const result = await createLocalAnimator().generate({
      ...request,
      prompt: 'Pan to the right across the beans',
      aspect: '9:16',
    });
    expect(readMp4Info(result.mp4)).toMatchObject({ width: 720, height: 1280 });
    expect(result.detail).toEqual({ camera: 'pan-right', parallax: 'yes' });
    const first = await frameAt(result, 0, 'pan');
    const last = await frameAt(result, 4 - 1 / animatorFrameRate, 'pan');
    expect(difference(first.data, last.data)).toBeGreaterThan(2);
  });
});

describe('frames and moves', () => {
  it('sizes frames by ratio, keeping the base image’s own ratio for source', () => {
    expect(frameSize('16:9', { width: 10, height: 10 })).toEqual({ width: 1280, height: 720 });
    expect(frameSize('9:16', { width: 10, height: 10 })).toEqual({ width: 720, height: 1280 });
    expect(frameSize('source', { width: 900, height: 600 })).toEqual({ width: 1280, height: 854 });
    expect(frameSize('source', { width: 100, height: 1000 })).toEqual({ width: 534, height: 1280 });
  });

  it('reads the camera move from the prompt in every language', () => {
    expect(cameraMove('Zoom out slowly')).toBe('zoom-out');
    expect(cameraMove('Langsam nach links schwenken')).toBe('pan-left');
    expect(cameraMove('Travelling vers la droite')).toBe('pan-right');
    expect(cameraMove('Movimiento hacia la izquierda')).toBe('pan-left');
    expect(cameraMove('Make it come alive')).toBe('zoom-in');
  });
});
