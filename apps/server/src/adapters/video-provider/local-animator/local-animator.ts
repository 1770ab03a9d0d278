import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { VideoAspect } from '@brandloom/shared/video';
import sharp from 'sharp';
import { readMp4Info } from '../mp4-info.ts';
import {
  type VideoProvider,
  VideoProviderError,
  type VideoRequest,
  type VideoResult,
} from '../video-provider.ts';
import { renderBrandLayers } from './brand-layers.ts';
import { runFfmpeg } from './ffmpeg.ts';
import { cameraMove, foregroundDrift, zoompanExpressions } from './motion.ts';

/**
 * The local animator: the default, offline video model. ffmpeg (from an npm package) turns the base
 * image into an H.264 MP4 with a camera move read from the prompt; when the image's shape differs
 * from the frame, the image floats sharp over a blurred copy of itself and the two drift apart (a
 * parallax). The brand's mark and the copy derived from the prompt fade and slide in and out.
 */

export const animatorFrameRate = 24;
/** The long side of every frame. */
const longSide = 1280;
/** Background headroom: zoompan crops into it, so zooming never upsamples much. */
const headroom = 1.25;

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

/** The base image fills the frame without a parallax when its shape is within 8% of the frame's. */
const fillsFrame = (base: { width: number; height: number }, frame: { width: number; height: number }) =>
  Math.abs(Math.log(base.width / base.height / (frame.width / frame.height))) < 0.08;

async function prepare(request: VideoRequest, frame: { width: number; height: number }, parallax: boolean) {
  const open = () => sharp(request.baseImage.bytes).rotate();
  const background = open()
    .resize(Math.round(frame.width * headroom), Math.round(frame.height * headroom), {
      fit: 'cover',
      position: sharp.strategy.attention,
    })
    // Blurred and dimmed behind a floating foreground, so the foreground reads as nearer.
    .blur(parallax ? 24 : false)
    .modulate(parallax ? { brightness: 0.8 } : {})
    .png();
  const foreground = parallax
    ? open()
        .resize(Math.round(frame.width * 0.8), Math.round(frame.height * 0.8), { fit: 'inside' })
        .png()
        .toBuffer()
    : null;
  try {
    return { background: await background.toBuffer(), foreground: await foreground };
  } catch (cause) {
    throw new VideoProviderError('invalid_request', 'The base image could not be read as an image', {
      cause,
    });
  }
}

/** Fade and slide timings of the overlays, inside the video whatever its length. */
function overlayTimes(seconds: number) {
  return {
    markIn: 0.2,
    copyIn: Math.min(0.8, seconds * 0.15),
    markOut: seconds - 0.75,
    copyOut: seconds - 0.95,
    fade: 0.5,
  };
}

export function createLocalAnimator(): VideoProvider {
  return {
    id: 'local-animator',
    async generate(request: VideoRequest): Promise<VideoResult> {
      request.signal?.throwIfAborted();
      request.onProgress?.({ phase: 'preparing' });
      const seconds = request.durationSeconds;
      const frame = frameSize(request.aspect, request.baseImage);
      const parallax = !fillsFrame(request.baseImage, frame);
      const frames = seconds * animatorFrameRate;
      const move = cameraMove(request.prompt);
      const [still, layers] = await Promise.all([
        prepare(request, frame, parallax),
        renderBrandLayers(request, frame),
      ]);
      const folder = await mkdtemp(join(tmpdir(), 'brandloom-animator-'));
      try {
        const file = (name: string) => join(folder, name);
        await writeFile(file('background.png'), still.background);
        if (still.foreground) await writeFile(file('foreground.png'), still.foreground);
        if (layers.mark) await writeFile(file('mark.png'), layers.mark.png);
        await writeFile(file('copy.png'), layers.copy.png);

        const loop = (name: string) => [
          '-loop',
          '1',
          '-framerate',
          String(animatorFrameRate),
          '-t',
          String(seconds),
          '-i',
          file(name),
        ];
        const inputs = [...loop('background.png')];
        const zoom = zoompanExpressions(move, frames);
        const graph = [
          `[0:v]zoompan=z='${zoom.z}':x='${zoom.x}':y='${zoom.y}':d=1:s=${frame.width}x${frame.height}:fps=${animatorFrameRate},setsar=1[scene0]`,
        ];
        let scene = 'scene0';
        const add = (name: string, filters: string, overlay: string) => {
          const index = inputs.filter((arg) => arg === '-i').length;
          inputs.push(...loop(name));
          const next = `scene${index}`;
          graph.push(
            `[${index}:v]${filters}[layer${index}]`,
            `[${scene}][layer${index}]overlay=${overlay}:eval=frame[${next}]`,
          );
          scene = next;
        };
        if (still.foreground) {
          const drift = foregroundDrift(move, seconds, Math.round(frame.width * 0.05));
          add('foreground.png', 'format=rgba', `x='${drift.x}':y='${drift.y}'`);
        }
        const times = overlayTimes(seconds);
        if (layers.mark) {
          add(
            'mark.png',
            `format=rgba,fade=t=in:st=${times.markIn}:d=${times.fade}:alpha=1,fade=t=out:st=${times.markOut}:d=${times.fade}:alpha=1`,
            '0:0',
          );
        }
        const rise = Math.round(frame.height * 0.04);
        add(
          'copy.png',
          `format=rgba,fade=t=in:st=${times.copyIn}:d=${times.fade + 0.2}:alpha=1,fade=t=out:st=${times.copyOut}:d=${times.fade}:alpha=1`,
          `x=0:y='${rise}*max(0,1-(t-${times.copyIn})/0.7)'`,
        );
        graph.push(`[${scene}]format=yuv420p[out]`);

        request.onProgress?.({ phase: 'rendering', percent: 0 });
        let reported = 0;
        await runFfmpeg(
          [
            ...inputs,
            '-filter_complex',
            graph.join(';'),
            '-map',
            '[out]',
            '-c:v',
            'libx264',
            '-preset',
            'veryfast',
            '-crf',
            '21',
            '-profile:v',
            'high',
            '-pix_fmt',
            'yuv420p',
            '-r',
            String(animatorFrameRate),
            '-frames:v',
            String(frames),
            '-movflags',
            '+faststart',
            '-y',
            file('video.mp4'),
          ],
          {
            signal: request.signal,
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
        // The poster is the middle frame: the mark and the copy are fully in by then.
        await runFfmpeg(
          ['-ss', String(seconds / 2), '-i', file('video.mp4'), '-frames:v', '1', '-y', file('poster.png')],
          { signal: request.signal },
        );
        const mp4 = await readFile(file('video.mp4'));
        const info = readMp4Info(mp4);
        return {
          mp4,
          poster: { bytes: await readFile(file('poster.png')), contentType: 'image/png' },
          width: info.width,
          height: info.height,
          durationSeconds: Math.round(info.durationSeconds),
          detail: { camera: move, parallax: parallax ? 'yes' : 'no' },
        };
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}
