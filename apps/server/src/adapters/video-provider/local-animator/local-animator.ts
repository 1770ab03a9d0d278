import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { VideoAspect } from '@brandloom/shared/video';
import { blendOver } from '../../../brand-layer/index.ts';
import { sharp } from '../../../lib/sharp.ts';
import type { AdCopy } from '../../image-provider/image-provider.ts';
import { readMp4Info } from '../mp4-info.ts';
import {
  type VideoProvider,
  VideoProviderError,
  type VideoRequest,
  type VideoResult,
} from '../video-provider.ts';
import { type RawPicture, renderBrandLayers, type VideoLayer } from './brand-layers.ts';
import { cameraPath, defaultMove, easeInOut, type Point, type Size, type Window } from './camera-path.ts';
import { entrances, type LayerState, layerState } from './choreography.ts';
import { runFfmpeg } from './ffmpeg.ts';
import { blendFlat, type FlatLayer, flattenLayers, wordsOf } from './frame-pixels.ts';
import { type CameraMove, parseDirection, type VideoDirection } from './parse-direction.ts';
import { windowPainter } from './window-painter.ts';

/**
 * The local animator: the default, offline video model (decision 0036). The prompt is read as
 * direction; the camera is a crop path across the base picture that always fills the frame (or,
 * when asked, the whole picture floats over a blurred copy of itself), and the base creative's own
 * copy, call to action and mark enter as separate layers over it, drifting less than the picture (a
 * parallax). Frames are drawn in integer loops at sub-pixel precision (frame-pixels.ts) and
 * encoded by ffmpeg (an npm package's binary) as H.264.
 */

export const animatorFrameRate = 24;
/** The long side of every frame. */
const longSide = 1280;
/** How much less than the picture the words drift: they stay readable and feel nearer. */
const layerDrift = 0.15;

/** Even pixel sizes of the frame (H.264 with 4:2:0 chroma needs even sides). */
export function frameSize(aspect: VideoAspect, base: { width: number; height: number }) {
  const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);
  const ratio =
    aspect === '16:9'
      ? 16 / 9
      : aspect === '9:16'
        ? 9 / 16
        : Math.min(2.4, Math.max(1 / 2.4, base.width / base.height));
  return ratio >= 1
    ? { width: longSide, height: even(longSide / ratio) }
    : { width: even(longSide * ratio), height: longSide };
}

/** The base's copy, with text the user quoted in the prompt in its place (verbatim). */
export function videoCopy(copy: AdCopy | null, quotes: string[]): AdCopy | null {
  const [headline, subline] = quotes;
  if (!headline) return copy;
  return { headline, subline: subline ?? copy?.subline ?? null, callToAction: copy?.callToAction ?? null };
}

const readFailure = (cause: unknown) =>
  new VideoProviderError('invalid_request', 'The base image could not be read as an image', { cause });

/** Where the picture's subject is (sharp's attention strategy), in its own pixels. */
async function subjectOf(bytes: Uint8Array, size: Size): Promise<Point> {
  const probe = 256;
  const { info } = await sharp(bytes)
    .rotate()
    .resize(probe, probe, { fit: 'cover', position: sharp.strategy.attention })
    .toBuffer({ resolveWithObject: true })
    .catch((cause) => {
      throw readFailure(cause);
    });
  const scale = Math.max(probe / size.width, probe / size.height);
  const { attentionX, attentionY } = info as { attentionX?: number; attentionY?: number };
  return attentionX === undefined || attentionY === undefined
    ? { x: size.width / 2, y: size.height / 2 }
    : { x: attentionX / scale, y: attentionY / scale };
}

/** The largest zoom along the path: how much detail the picture must hold. */
function deepestZoom(path: (progress: number) => Window, coverWidth: number) {
  let zoom = 1;
  for (let step = 0; step <= 20; step += 1) zoom = Math.max(zoom, coverWidth / path(step / 20).width);
  return zoom;
}

async function rawPicture(image: ReturnType<typeof sharp>): Promise<RawPicture> {
  const { data, info } = await image
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((cause: unknown) => {
      throw readFailure(cause);
    });
  return { data, width: info.width, height: info.height };
}

export interface Stage {
  /** What the camera moves across, and its path in its pixels. */
  picture: RawPicture;
  path: (progress: number) => Window;
  move: CameraMove;
  /** Letterboxed: the whole base image, centred, drifting over the blurred picture. */
  inset: { rgba: Buffer; width: number; height: number } | null;
  layers: VideoLayer[];
}

export async function setStage(
  request: VideoRequest,
  direction: VideoDirection,
  frame: Size,
): Promise<Stage> {
  const base = { width: request.baseImage.width, height: request.baseImage.height };
  const relaid = request.base.kind === 'layout';
  const letterbox = direction.letterbox && !relaid;
  // A re-laid-out base fills the frame already; a letterboxed one shows whole, so only zooms suit both.
  const move = direction.camera ?? (relaid || letterbox ? 'zoom-in' : defaultMove(base, frame));
  const copy = videoCopy(request.copy, direction.quotes);
  // A re-laid-out picture has the frame's shape: a little headroom gives a zoom or pan room.
  const headroom = 1.4;
  const [{ layers, background }, focus] = await Promise.all([
    renderBrandLayers(request, copy, frame, headroom),
    relaid || letterbox
      ? Promise.resolve({ x: base.width / 2, y: base.height / 2 })
      : subjectOf(request.baseImage.bytes, base),
  ]);
  if (background) {
    const path = cameraPath(move, direction.pace, background, frame, {
      x: background.width / 2,
      y: background.height / 2,
    });
    return { picture: background, path, move, inset: null, layers };
  }
  const path = cameraPath(move, direction.pace, base, frame, focus);
  const coverWidth = Math.min(base.width, (base.height * frame.width) / frame.height);
  // Only as many pixels as the deepest zoom shows: frames draw from it 24 times a second.
  const scale = Math.min(1, (frame.width * deepestZoom(path, coverWidth)) / coverWidth);
  const width = Math.max(1, Math.round(base.width * scale));
  const height = Math.max(1, Math.round(base.height * scale));
  const open = () => sharp(request.baseImage.bytes).rotate().resize(width, height, { fit: 'fill' });
  const picture = await rawPicture(letterbox ? open().blur(24).modulate({ brightness: 0.8 }) : open());
  const scaled = (progress: number) => {
    const window = path(progress);
    return {
      x: window.x * scale,
      y: window.y * scale,
      width: window.width * scale,
      height: window.height * scale,
    };
  };
  if (!letterbox) return { picture, path: scaled, move, inset: null, layers };
  const fit = Math.min((frame.width * 0.86) / base.width, (frame.height * 0.86) / base.height);
  const { data, info } = await sharp(request.baseImage.bytes)
    .rotate()
    .resize(Math.round(base.width * fit), Math.round(base.height * fit), { fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((cause) => {
      throw readFailure(cause);
    });
  return {
    picture,
    path: scaled,
    move,
    inset: { rgba: data, width: info.width, height: info.height },
    layers,
  };
}

/** A layer scaled about its centre (sharp keeps its edges clean). */
async function scaledLayer(layer: VideoLayer, scale: number) {
  if (Math.abs(scale - 1) < 0.005)
    return { rgba: layer.rgba, width: layer.box.width, height: layer.box.height };
  const width = Math.max(1, Math.round(layer.box.width * scale));
  const height = Math.max(1, Math.round(layer.box.height * scale));
  const rgba = await sharp(layer.rgba, {
    raw: { width: layer.box.width, height: layer.box.height, channels: 4 },
  })
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer();
  return { rgba, width, height };
}

/** Stands in its place, wholly in: drawn combined with its settled neighbours. */
const settled = (state: LayerState) =>
  state.opacity >= 0.999 && Math.abs(state.scale - 1) < 0.005 && state.dx === 0 && state.dy === 0;

/**
 * Every frame of the video, in order, as raw RGBA in one of two buffers drawn in turn (take each
 * before asking for the next: the one after it is drawn meanwhile). The camera window is drawn
 * on a worker thread a frame ahead (window-painter.ts); layers that have entered are drawn
 * combined, once per frame, from a picture made the first time that run of layers settles.
 */
export async function* frames(
  stage: Stage,
  direction: VideoDirection,
  seconds: number,
  frame: Size,
  signal?: AbortSignal,
) {
  const count = seconds * animatorFrameRate;
  const times = entrances(direction, seconds);
  const middle = stage.path(0.5);
  const progressAt = (index: number) => index / Math.max(1, count - 1);
  const painter = windowPainter(stage.picture, frame);
  const canvases = painter.canvases.map(wordsOf);
  const combined = new Map<string, FlatLayer>();
  // A failed draw is rethrown where it is awaited; until then it must not count as unhandled.
  const drawing = (index: number) => {
    const drawn = painter.draw(stage.path(progressAt(index)), (index % 2) as 0 | 1);
    drawn.catch(() => {});
    return drawn;
  };
  try {
    let next = drawing(0);
    for (let index = 0; index < count; index += 1) {
      signal?.throwIfAborted();
      await next;
      // The other canvas held the frame before this one, which ffmpeg has taken.
      if (index + 1 < count) next = drawing(index + 1);
      const pixels = painter.canvases[index % 2] as Buffer;
      const canvas = canvases[index % 2] as Int32Array;
      const progress = progressAt(index);
      const window = stage.path(progress);
      // How far the picture has travelled on screen since mid-move: the layers follow a share of it, opposite.
      const scale = frame.width / window.width;
      const travel = {
        x: (window.x + window.width / 2 - (middle.x + middle.width / 2)) * scale,
        y: (window.y + window.height / 2 - (middle.y + middle.height / 2)) * scale,
      };
      if (stage.inset) {
        // The floating picture is nearer than its blurred copy: it drifts further.
        const sway = 0.04 * frame.width * (easeInOut(progress) - 0.5);
        const vertical = stage.move === 'pan-up' || stage.move === 'pan-down';
        blendOver(
          pixels,
          frame,
          stage.inset.rgba,
          stage.inset.width,
          stage.inset.height,
          Math.round(
            (frame.width - stage.inset.width) / 2 + (vertical ? 0 : stage.move === 'pan-left' ? sway : -sway),
          ),
          Math.round(
            (frame.height - stage.inset.height) / 2 +
              (vertical ? (stage.move === 'pan-up' ? sway : -sway) : -sway / 3),
          ),
          1,
          4,
        );
      }
      const at = index / animatorFrameRate;
      // Settled layers sit in their boxes moved by the drift alone: whole pixels, the same for all.
      const driftX = Math.round(-travel.x * layerDrift);
      const driftY = Math.round(-travel.y * layerDrift);
      let run: VideoLayer[] = [];
      const drawRun = () => {
        if (!run.length) return;
        const key = run.map((layer) => layer.role).join(' ');
        const flat = combined.get(key) ?? flattenLayers(run);
        combined.set(key, flat);
        blendFlat(canvas, frame, flat, driftX, driftY);
        run = [];
      };
      for (const layer of stage.layers) {
        const state = layerState(layer.role, at, direction, times, frame.height);
        if (state.opacity <= 0.004) continue;
        if (settled(state)) {
          run.push(layer);
          continue;
        }
        drawRun();
        const drawn = await scaledLayer(layer, state.scale);
        const left = layer.box.x + (layer.box.width - drawn.width) / 2 + state.dx - travel.x * layerDrift;
        const top = layer.box.y + (layer.box.height - drawn.height) / 2 + state.dy - travel.y * layerDrift;
        blendOver(
          pixels,
          frame,
          drawn.rgba,
          drawn.width,
          drawn.height,
          Math.round(left),
          Math.round(top),
          state.opacity,
          4,
        );
      }
      drawRun();
      yield pixels;
    }
  } finally {
    await painter.close();
  }
}

/** ffmpeg's output arguments for the animator's MP4 (also the bench's floor encodes with them). */
export function h264Output(file: string): string[] {
  return [
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '20',
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-y',
    file,
  ];
}

export function createLocalAnimator(): VideoProvider {
  return {
    id: 'local-animator',
    async generate(request: VideoRequest): Promise<VideoResult> {
      request.signal?.throwIfAborted();
      request.onProgress?.({ phase: 'preparing' });
      const seconds = request.durationSeconds;
      const frame = frameSize(request.aspect, request.baseImage);
      const direction = await parseDirection(request.prompt);
      const stage = await setStage(request, direction, frame);
      const folder = await mkdtemp(join(tmpdir(), 'brandloom-animator-'));
      try {
        const video = join(folder, 'video.mp4');
        let last: Buffer | null = null;
        async function* keepingLast() {
          for await (const pixels of frames(stage, direction, seconds, frame, request.signal)) {
            last = pixels;
            yield pixels;
          }
        }
        request.onProgress?.({ phase: 'rendering', percent: 0 });
        let reported = 0;
        await runFfmpeg(
          [
            '-f',
            'rawvideo',
            '-pix_fmt',
            'rgb0',
            '-s',
            `${frame.width}x${frame.height}`,
            '-framerate',
            String(animatorFrameRate),
            '-i',
            'pipe:0',
            ...h264Output(video),
          ],
          {
            signal: request.signal,
            input: keepingLast(),
            onTime: (done) => {
              const percent = Math.min(99, Math.floor((done / seconds) * 100));
              // Every tenth is enough for a progress line; the worker throttles further.
              if (percent >= reported + 10) {
                reported = percent - (percent % 10);
                request.onProgress?.({ phase: 'rendering', percent: reported });
              }
            },
          },
        );
        request.onProgress?.({ phase: 'finishing' });
        if (!last) throw new VideoProviderError('failed', 'The animation made no frames');
        // The poster is the end card: the last frame, with everything in.
        const poster = await sharp(last as Buffer, {
          raw: { width: frame.width, height: frame.height, channels: 4 },
        })
          .removeAlpha()
          .png()
          .toBuffer();
        const mp4 = await readFile(video);
        const info = readMp4Info(mp4);
        return {
          mp4,
          poster: { bytes: poster, contentType: 'image/png' },
          width: info.width,
          height: info.height,
          durationSeconds: Math.round(info.durationSeconds),
          detail: {
            camera: stage.move,
            copyEntrance: direction.copy,
            pace: direction.pace,
            letterbox: stage.inset ? 'yes' : 'no',
          },
          copy: stage.layers.some((layer) => layer.role === 'copy')
            ? videoCopy(request.copy, direction.quotes)
            : null,
        };
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}
