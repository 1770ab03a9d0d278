import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { VideoProgress } from '@brandloom/shared/video';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blendOver } from '../../../brand-layer/index.ts';
import { magentaLogoPng, sampleBrand, sampleRequest } from '../../../brand-layer/testing.ts';
import { readMp4Info } from '../mp4-info.ts';
import type { VideoRequest, VideoResult } from '../video-provider.ts';
import { renderBrandLayers } from './brand-layers.ts';
import { cameraPath, type Size, type Window } from './camera-path.ts';
import { entrances, layerState } from './choreography.ts';
import { runFfmpeg } from './ffmpeg.ts';
import {
  animatorFrameRate,
  createLocalAnimator,
  frameSize,
  frames,
  type Stage,
  setStage,
  videoCopy,
} from './local-animator.ts';
import { cameraMoves, parseDirection } from './parse-direction.ts';

const baseCopy = { headline: 'Fresh roast', subline: 'Single-origin beans', callToAction: 'Shop now' };
let folder: string;
let request: VideoRequest;

/** A checkerboard of 30 px squares: sharp everywhere, so a blurred band shows at once. */
async function checkerboard(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const on = (Math.floor(x / 30) + Math.floor(y / 30)) % 2 === 0;
      pixels.fill(on ? 230 : 30, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  const bytes = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return { bytes: new Uint8Array(bytes), contentType: 'image/png', width, height };
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'brandloom-animator-test-'));
  const logo = await magentaLogoPng();
  request = {
    prompt: 'Slow zoom in, headline slides up',
    language: 'en',
    baseImage: await checkerboard(900, 600),
    durationSeconds: 4,
    aspect: '16:9',
    brand: sampleBrand({ logo: { light: logo, dark: logo } }),
    base: { kind: 'picture', branded: true },
    copy: baseCopy,
  };
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** One frame of the video at `seconds`, as raw RGB with its size. */
async function frameAt(result: VideoResult, seconds: number, name: string) {
  const video = join(folder, `${name}.mp4`);
  const still = join(folder, `${name}-${seconds}.png`);
  await writeFile(video, result.mp4);
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

/** Spread of brightness down one column's top half (above the copy): high for sharp squares, low for a blur. */
function columnSpread(frame: { data: Buffer; info: { width: number; height: number } }, x: number) {
  const values: number[] = [];
  for (let y = 0; y < frame.info.height * 0.45; y += 1)
    values.push(frame.data[(y * frame.info.width + x) * 3] ?? 0);
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length);
}

const last = 4 - 1 / animatorFrameRate;

describe('the local animator', () => {
  it('fills a 16:9 frame with a 3:2 base and moves the camera, the base’s copy entering over it', {
    timeout: 180_000,
  }, async () => {
    const statuses: VideoProgress[] = [];
    const result = await createLocalAnimator().generate({
      ...request,
      onProgress: (status) => statuses.push(status),
    });
    expect(result.detail).toMatchObject({
      camera: 'zoom-in',
      copyEntrance: 'slide-up',
      pace: 'slow',
      letterbox: 'no',
    });
    expect(result.copy).toEqual(baseCopy);
    const info = readMp4Info(result.mp4);
    expect(info).toMatchObject({ width: 1280, height: 720, frames: 4 * animatorFrameRate });
    expect(info.frameRate).toBeCloseTo(animatorFrameRate, 1);
    const text = Buffer.from(result.mp4).toString('latin1');
    expect(text.indexOf('moov')).toBeLessThan(text.indexOf('mdat'));
    expect(await sharp(result.poster.bytes).metadata()).toMatchObject({ width: 1280, height: 720 });
    expect(statuses[0]).toEqual({ phase: 'preparing' });
    expect(statuses).toContainEqual({ phase: 'finishing' });

    const first = await frameAt(result, 0, 'fill');
    const end = await frameAt(result, last, 'fill');
    // No blurred bands: the squares reach both edges, from the first frame to the last.
    for (const frame of [first, end])
      for (const x of [2, 640, 1277]) expect(columnSpread(frame, x)).toBeGreaterThan(60);
    expect(difference(first.data, end.data)).toBeGreaterThan(8);
  });

  it('fills a 16:9 frame with a 9:16 base by tilting down it', { timeout: 180_000 }, async () => {
    const result = await createLocalAnimator().generate({
      ...request,
      prompt: 'Headline pops',
      baseImage: await checkerboard(540, 960),
    });
    expect(result.detail).toMatchObject({ camera: 'pan-down', copyEntrance: 'pop', letterbox: 'no' });
    const first = await frameAt(result, 0, 'tall');
    const end = await frameAt(result, last, 'tall');
    for (const frame of [first, end])
      for (const x of [2, 1277]) expect(columnSpread(frame, x)).toBeGreaterThan(60);
    expect(difference(first.data, end.data)).toBeGreaterThan(8);
  });

  it('letterboxes over a blurred copy only when the prompt asks for the whole image', {
    timeout: 180_000,
  }, async () => {
    const result = await createLocalAnimator().generate({
      ...request,
      prompt: 'Zeig das ganze Bild, langsam reinzoomen',
      baseImage: await checkerboard(540, 960),
    });
    expect(result.detail).toMatchObject({ letterbox: 'yes' });
    const frame = await frameAt(result, 0, 'letterbox');
    expect(columnSpread(frame, 2)).toBeLessThan(25);
    expect(columnSpread(frame, 640)).toBeGreaterThan(60);
  });

  it('shows the base’s copy, never the direction: the end frame is the copy layer set on the picture', {
    timeout: 180_000,
  }, async () => {
    const still = { ...request, prompt: 'Static camera, headline fades in' };
    const frame = { width: 1280, height: 720 };
    const { layers } = await renderBrandLayers(still, baseCopy, frame, 1);
    const words = layers.flatMap((layer) => layer.texts).join(' ');
    expect(words).toContain('Fresh roast');
    expect(words).toContain('Shop now');
    expect(words).not.toMatch(/static|camera|headline|fades|slow|zoom/i);

    const result = await createLocalAnimator().generate(still);
    expect(result.detail).toMatchObject({ camera: 'static', copyEntrance: 'fade' });
    const end = await frameAt(result, last, 'static');
    const first = await frameAt(result, 0, 'static');
    const copy = layers.find((layer) => layer.role === 'copy');
    if (!copy) throw new Error('no copy layer');
    // Where the copy layer is opaque the end frame shows its pixels; the first frame does not yet.
    let onEnd = 0;
    let onFirst = 0;
    let opaque = 0;
    for (let y = 0; y < copy.box.height; y += 1)
      for (let x = 0; x < copy.box.width; x += 1) {
        const from = (y * copy.box.width + x) * 4;
        if ((copy.rgba[from + 3] ?? 0) < 250) continue;
        const at = ((copy.box.y + y) * 1280 + copy.box.x + x) * 3;
        opaque += 1;
        onEnd += Math.abs((end.data[at] ?? 0) - (copy.rgba[from] ?? 0));
        onFirst += Math.abs((first.data[at] ?? 0) - (copy.rgba[from] ?? 0));
      }
    expect(opaque).toBeGreaterThan(500);
    expect(onEnd / opaque).toBeLessThan(20);
    expect(onFirst / opaque).toBeGreaterThan(40);
  });

  it('lays a compositor creative out again: its words over its own picture, which the camera moves', {
    timeout: 180_000,
  }, async () => {
    const base = sampleRequest({ brand: request.brand, copy: baseCopy, prompt: 'Espresso beans' });
    const { layers, background } = await renderBrandLayers(
      { ...request, base: { kind: 'layout', request: base, family: 'minimal-type' } },
      baseCopy,
      { width: 1280, height: 720 },
      1.4,
    );
    expect(background).toMatchObject({ width: 1792, height: 1008 });
    expect(layers.map((layer) => layer.role)).toEqual(expect.arrayContaining(['copy', 'mark']));
    expect(layers.flatMap((layer) => layer.texts).join(' ')).toContain('Fresh roast');
  });
});

describe('frames, moves and words', () => {
  it('sizes frames by ratio, keeping the base image’s own ratio for source', () => {
    expect(frameSize('16:9', { width: 10, height: 10 })).toEqual({ width: 1280, height: 720 });
    expect(frameSize('9:16', { width: 10, height: 10 })).toEqual({ width: 720, height: 1280 });
    expect(frameSize('source', { width: 900, height: 600 })).toEqual({ width: 1280, height: 854 });
  });

  it('keeps every window of every move inside the picture, in the frame’s shape', () => {
    for (const picture of [
      { width: 900, height: 600 },
      { width: 540, height: 960 },
    ])
      for (const move of cameraMoves)
        for (const pace of ['slow', 'fast'] as const) {
          const path = cameraPath(move, pace, picture, { width: 1280, height: 720 }, { x: 850, y: 20 });
          for (let step = 0; step <= 10; step += 1) {
            const window = path(step / 10);
            expect(window.x).toBeGreaterThanOrEqual(-1e-6);
            expect(window.y).toBeGreaterThanOrEqual(-1e-6);
            expect(window.x + window.width).toBeLessThanOrEqual(picture.width + 1e-6);
            expect(window.y + window.height).toBeLessThanOrEqual(picture.height + 1e-6);
            expect(window.width / window.height).toBeCloseTo(16 / 9, 5);
          }
          if (move !== 'static') expect(path(0)).not.toEqual(path(1));
        }
  });

  it('takes quoted words verbatim in place of the base’s headline', () => {
    expect(videoCopy(baseCopy, [])).toEqual(baseCopy);
    expect(videoCopy(baseCopy, ['Ends Sunday'])).toEqual({ ...baseCopy, headline: 'Ends Sunday' });
    expect(videoCopy(null, ['Ends Sunday'])).toEqual({
      headline: 'Ends Sunday',
      subline: null,
      callToAction: null,
    });
  });
});

/**
 * A frame as the animator drew it before decision 0063, kept as the reference the integer loops
 * must match: sharp's bilinear affine of the camera window, then each layer scaled by sharp and
 * blended on its own.
 */
async function sharpFrame(stage: Stage, prompt: string, seconds: number, frame: Size, index: number) {
  const direction = await parseDirection(prompt);
  const count = seconds * animatorFrameRate;
  const window: Window = stage.path(index / (count - 1));
  const scale = frame.width / window.width;
  const left = Math.floor(window.x);
  const top = Math.floor(window.y);
  const { data, info } = await sharp(stage.picture.data, {
    raw: { width: stage.picture.width, height: stage.picture.height, channels: 4 },
  })
    .extract({
      left,
      top,
      width: Math.min(stage.picture.width - left, Math.ceil(window.x + window.width) + 1 - left),
      height: Math.min(stage.picture.height - top, Math.ceil(window.y + window.height) + 1 - top),
    })
    .affine([scale, 0, 0, scale], {
      odx: -(window.x - left) * scale,
      ody: -(window.y - top) * scale,
      interpolator: sharp.interpolators.bilinear,
    })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = Buffer.alloc(frame.width * frame.height * 3);
  for (let y = 0; y < frame.height; y += 1)
    data.copy(pixels, y * frame.width * 3, y * info.width * 3, (y * info.width + frame.width) * 3);
  const middle = stage.path(0.5);
  const travel = {
    x: (window.x + window.width / 2 - (middle.x + middle.width / 2)) * scale,
    y: (window.y + window.height / 2 - (middle.y + middle.height / 2)) * scale,
  };
  const times = entrances(direction, seconds);
  for (const layer of stage.layers) {
    const state = layerState(layer.role, index / animatorFrameRate, direction, times, frame.height);
    if (state.opacity <= 0.004) continue;
    const still = Math.abs(state.scale - 1) < 0.005;
    const width = still ? layer.box.width : Math.max(1, Math.round(layer.box.width * state.scale));
    const height = still ? layer.box.height : Math.max(1, Math.round(layer.box.height * state.scale));
    const rgba = still
      ? layer.rgba
      : await sharp(layer.rgba, { raw: { width: layer.box.width, height: layer.box.height, channels: 4 } })
          .resize(width, height, { fit: 'fill' })
          .raw()
          .toBuffer();
    const x = layer.box.x + (layer.box.width - width) / 2 + state.dx - travel.x * 0.15;
    const y = layer.box.y + (layer.box.height - height) / 2 + state.dy - travel.y * 0.15;
    blendOver(pixels, frame, rgba, width, height, Math.round(x), Math.round(y), state.opacity);
  }
  return pixels;
}

describe('the frames’ pixels', () => {
  it('draws what sharp drew, during the entrances and after them', { timeout: 180_000 }, async () => {
    for (const { prompt, aspect, baseImage } of [
      { prompt: 'Slow zoom in, headline slides up', aspect: '16:9' as const, baseImage: request.baseImage },
      {
        prompt: 'Pan to the right, headline pops',
        aspect: '9:16' as const,
        baseImage: await checkerboard(900, 600),
      },
    ]) {
      const still = { ...request, prompt, aspect, baseImage };
      const frame = frameSize(aspect, baseImage);
      const direction = await parseDirection(prompt);
      const stage = await setStage(still, direction, frame);
      // Layers on their way in (a pop scales the copy), some settled while the button enters, the end card.
      const picked = [15, 30, 40, still.durationSeconds * animatorFrameRate - 1];
      let index = 0;
      let compared = 0;
      for await (const pixels of frames(stage, direction, still.durationSeconds, frame)) {
        if (picked.includes(index)) {
          const drawn = await sharp(pixels, { raw: { ...frame, channels: 4 } })
            .removeAlpha()
            .raw()
            .toBuffer();
          const reference = await sharpFrame(stage, prompt, still.durationSeconds, frame, index);
          // Integer rounding moves a level or two; nothing is displaced.
          let worst = 0;
          for (let at = 0; at < drawn.length; at += 1)
            worst = Math.max(worst, Math.abs((drawn[at] ?? 0) - (reference[at] ?? 0)));
          expect(worst).toBeLessThanOrEqual(3);
          expect(difference(drawn, reference)).toBeLessThan(0.5);
          compared += 1;
        }
        index += 1;
      }
      expect(compared).toBe(picked.length);
    }
  });
});
