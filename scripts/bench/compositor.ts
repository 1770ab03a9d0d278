import { createBrandCompositor } from '../../apps/server/src/adapters/image-provider/brand-compositor/brand-compositor.ts';
import {
  logoSvg,
  sampleBrand,
  samplePhotos,
  sampleRequest,
} from '../../apps/server/src/adapters/image-provider/brand-compositor/compositor-fixtures.ts';
import { imageRatios } from '../../apps/server/src/adapters/image-provider/image-provider.ts';
import type { BenchRow } from '../bench.ts';

const creativesPerRatio = 24;
const prompts = [
  'Make an ad for our new single-origin espresso beans',
  'Black Friday sale: 30% off all beans this weekend',
  'Testimonial: "The best espresso I have had outside Italy." — Marco, Milan',
  'Banner for our barista workshop on Saturday, learn latte art in two hours',
];

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

/** Brand compositor render time per creative (PNG out), a mix of prompts, variants and photos. */
export async function measureCompositor(): Promise<BenchRow[]> {
  const compositor = createBrandCompositor();
  const photos = await samplePhotos(3);
  const brand = sampleBrand({ logo: { light: logoSvg('#0f5c4d'), dark: logoSvg('#ffffff') } });
  const request = (index: number, ratio: (typeof imageRatios)[number]) =>
    sampleRequest({
      ratio,
      brand,
      prompt: prompts[index % prompts.length],
      variant: index % 3,
      references: photos.slice(0, index % 4 === 3 ? 3 : index % 2),
    });
  await compositor.generate(request(0, '1:1')); // opens the fonts once, as a running server has
  const rows: BenchRow[] = [];
  for (const ratio of imageRatios) {
    const times: number[] = [];
    for (let index = 0; index < creativesPerRatio; index += 1) {
      const started = performance.now();
      await compositor.generate(request(index, ratio));
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    rows.push(
      {
        name: `compositor ${ratio} render, median`,
        value: Math.round(percentile(times, 0.5)),
        unit: 'ms',
        budget: 500,
      },
      {
        name: `compositor ${ratio} render, p95`,
        value: Math.round(percentile(times, 0.95)),
        unit: 'ms',
        budget: 1000,
      },
    );
  }
  return rows;
}
