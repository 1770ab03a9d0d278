import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runFfmpeg } from '../../apps/server/src/adapters/video-provider/local-animator/ffmpeg.ts';
import {
  createLocalAnimator,
  h264Output,
} from '../../apps/server/src/adapters/video-provider/local-animator/local-animator.ts';
import { warmBrandLayer } from '../../apps/server/src/brand-layer/brand-layer.ts';
import { logoSvg, sampleBrand, samplePhotos } from '../../apps/server/src/brand-layer/testing.ts';
import type { VideoAspect } from '../../packages/shared/src/video.ts';
import { type BenchRow, median } from './rows.ts';

const seconds = 6;
const cases: { aspect: VideoAspect; prompt: string }[] = [
  // A 3:2 photo in 16:9 fills the frame: the camera move alone.
  { aspect: '16:9', prompt: 'Slow zoom on our new espresso beans' },
  // In 9:16 the camera pans across it; the headline, button and logo enter as layers.
  { aspect: '9:16', prompt: 'Pan to the right across the beans, headline pops' },
];
/** The animator's whole render (frames, poster, MP4) against ffmpeg encoding its frames alone. */
const renderToEncodeBudget = 3;
/** Renders of each case, each followed by its floor: one of each takes 1–3 s on a busy machine. */
const rounds = 3;

/**
 * The local animator's wall-clock time for a 6 s video against the floor measured right after it:
 * ffmpeg encoding the very same frames with the same settings, read back from the animator's own
 * MP4 (so the floor includes decoding them, a small share of an x264 encode). Measured in a warm
 * process, as a video meets it: a worker process warms the brand layer (sharp, fonts, the brief's
 * patterns) a second after it starts, and in a server that runs its own jobs the creative a video
 * animates was usually made there first. The warm-up is shown apart (decision 0075). Each figure is
 * the median of three renders, each followed by its floor (0083).
 */
export async function measureAnimator(): Promise<BenchRow[]> {
  const animator = createLocalAnimator();
  const warmUpStarted = performance.now();
  await warmBrandLayer();
  const warmUp = Math.round(performance.now() - warmUpStarted);
  const [photo] = await samplePhotos(1);
  if (!photo) throw new Error('no sample photo');
  const brand = sampleBrand({ logo: { light: logoSvg('#0f5c4d'), dark: logoSvg('#ffffff') } });
  const folder = await mkdtemp(join(tmpdir(), 'brandloom-bench-animator-'));
  // Paid once per worker process at its start, not by a video: shown, with no goal of its own.
  const rows: BenchRow[] = [{ name: 'brand layer warm-up (once per worker)', value: warmUp, unit: 'ms' }];
  try {
    for (const { aspect, prompt } of cases) {
      const renders: number[] = [];
      const encodes: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const started = performance.now();
        const { mp4 } = await animator.generate({
          prompt,
          language: 'en',
          baseImage: { ...photo, width: 900, height: 600 },
          durationSeconds: seconds,
          aspect,
          brand,
          base: { kind: 'picture', branded: true },
          copy: { headline: 'Fresh roast', subline: 'Single-origin beans', callToAction: 'Shop now' },
        });
        renders.push(performance.now() - started);
        const made = join(folder, 'animator.mp4');
        await writeFile(made, mp4);
        const encodeStarted = performance.now();
        await runFfmpeg(['-i', made, ...h264Output(join(folder, 'floor.mp4'))]);
        encodes.push(performance.now() - encodeStarted);
      }
      rows.push({
        name: `animator ${aspect}, ${seconds} s video (median of ${rounds})`,
        value: Math.round(median(renders)),
        unit: 'ms',
        floor: { name: 'ffmpeg encoding the same frames', value: Math.round(median(encodes)) },
        budget: renderToEncodeBudget,
      });
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  return rows;
}
