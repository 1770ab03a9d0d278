import { createLocalAnimator } from '../../apps/server/src/adapters/video-provider/local-animator/local-animator.ts';
import { logoSvg, sampleBrand, samplePhotos } from '../../apps/server/src/brand-layer/testing.ts';
import type { VideoAspect } from '../../packages/shared/src/video.ts';
import type { BenchRow } from './rows.ts';

const seconds = 6;
const cases: { aspect: VideoAspect; prompt: string }[] = [
  // A 3:2 photo in 16:9 fills the frame: the camera move alone.
  { aspect: '16:9', prompt: 'Slow zoom on our new espresso beans' },
  // In 9:16 the camera pans across it; the headline, button and logo enter as layers.
  { aspect: '9:16', prompt: 'Pan to the right across the beans, headline pops' },
];

/**
 * The local animator's compute per second of video (wall-clock seconds of rendering, poster
 * included, for one second of 6 s videos). Budget: a 6 s video within a minute on a small machine.
 */
export async function measureAnimator(): Promise<BenchRow[]> {
  const animator = createLocalAnimator();
  const [photo] = await samplePhotos(1);
  if (!photo) throw new Error('no sample photo');
  const brand = sampleBrand({ logo: { light: logoSvg('#0f5c4d'), dark: logoSvg('#ffffff') } });
  const rows: BenchRow[] = [];
  for (const { aspect, prompt } of cases) {
    const started = performance.now();
    await animator.generate({
      prompt,
      language: 'en',
      baseImage: { ...photo, width: 900, height: 600 },
      durationSeconds: seconds,
      aspect,
      brand,
      base: { kind: 'picture', branded: true },
      copy: { headline: 'Fresh roast', subline: 'Single-origin beans', callToAction: 'Shop now' },
    });
    const perSecond = (performance.now() - started) / 1000 / seconds;
    rows.push({
      name: `animator ${aspect} compute per video second`,
      value: Math.round(perSecond * 100) / 100,
      unit: 's',
      budget: 10,
    });
  }
  return rows;
}
