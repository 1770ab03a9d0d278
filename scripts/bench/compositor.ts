import sharp from 'sharp';
import { imageRatios } from '../../apps/server/src/adapters/image-provider/image-provider.ts';
import { createBrandCompositor } from '../../apps/server/src/brand-layer/index.ts';
import {
  logoSvg,
  sampleBrand,
  samplePhotos,
  sampleRequest,
} from '../../apps/server/src/brand-layer/testing.ts';
import { presetViews } from '../../apps/server/src/features/styles/list-styles.ts';
import type { BenchRow } from './rows.ts';

const creativesPerRatio = 24;
const prompts = [
  'Make an ad for our new single-origin espresso beans',
  'Black Friday sale: 30% off all beans this weekend',
  'Testimonial: "The best espresso I have had outside Italy." — Marco, Milan',
  'Banner for our barista workshop on Saturday, learn latte art in two hours',
  'Sommerschlussverkauf: 30 % auf Laufschuhe',
  'Soldes d’été : -30 % sur les robes en lin',
];
/** Issue 17's goal for a render against the bare encode of its own pixels. */
const renderToEncodeBudget = 4;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Brand compositor render time per creative (PNG out) as a multiple of the floor measured in the
 * same run: sharp encoding the very same pixels to PNG. A mix of prompts in four languages,
 * variants, styles (none and presets) and none to three uploads.
 */
export async function measureCompositor(): Promise<BenchRow[]> {
  const compositor = createBrandCompositor();
  const photos = await samplePhotos(3);
  const styles = [null, ...presetViews('en')];
  const brand = sampleBrand({ logo: { light: logoSvg('#0f5c4d'), dark: logoSvg('#ffffff') } });
  const request = (index: number, ratio: (typeof imageRatios)[number]) =>
    sampleRequest({
      ratio,
      brand: index % 5 === 4 ? null : brand,
      style: styles[index % styles.length] ?? null,
      prompt: prompts[index % prompts.length],
      variant: index % 4,
      references: photos.slice(0, index % 4 === 3 ? 3 : index % 2),
    });
  // A running server has its fonts open: one creative per style opens them before timing.
  for (let index = 0; index < styles.length; index += 1) await compositor.generate(request(index, '1:1'));
  const rows: BenchRow[] = [];
  for (const ratio of imageRatios) {
    const renders: number[] = [];
    const encodes: number[] = [];
    for (let index = 0; index < creativesPerRatio; index += 1) {
      const started = performance.now();
      const { png } = await compositor.generate(request(index, ratio));
      renders.push(performance.now() - started);
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      const encodeStarted = performance.now();
      await sharp(data, { raw: info }).png().toBuffer();
      encodes.push(performance.now() - encodeStarted);
    }
    rows.push({
      name: `compositor ${ratio} render, median`,
      value: Math.round(median(renders)),
      unit: 'ms',
      floor: { name: 'sharp PNG encode of the same pixels', value: Math.round(median(encodes) * 10) / 10 },
      budget: renderToEncodeBudget,
    });
  }
  return rows;
}
