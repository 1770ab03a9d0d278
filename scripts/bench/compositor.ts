import sharp from 'sharp';
import { imageRatios } from '../../apps/server/src/adapters/image-provider/image-provider.ts';
import { createBrandCompositor } from '../../apps/server/src/brand-layer/brand-layer.ts';
import {
  logoSvg,
  sampleBrand,
  samplePhotos,
  sampleRequest,
} from '../../apps/server/src/brand-layer/testing.ts';
import { presetViews } from '../../apps/server/src/features/styles/list-styles.ts';
import { type BenchRow, median } from './rows.ts';

const creativesPerRatio = 24;
const prompts = [
  'Make an ad for our new single-origin espresso beans',
  'Black Friday sale: 30% off all beans this weekend',
  'Testimonial: "The best espresso I have had outside Italy." — Marco, Milan',
  'Banner for our barista workshop on Saturday, learn latte art in two hours',
  'Sommerschlussverkauf: 30 % auf Laufschuhe',
  'Soldes d’été : -30 % sur les robes en lin',
];
/**
 * The same kinds of brief in the same languages, in other words: the warm-up opens every face the
 * timed creatives use without laying out their texts beforehand.
 */
const warmUpPrompts = [
  'Make an ad for our new oat milk flat white',
  'Cyber Monday sale: 20% off all mugs today',
  'Testimonial: "Our mornings start here." — Ana, Porto',
  'Poster for our cupping class on Sunday, taste five origins',
  'Winterschlussverkauf: 20 % auf Wanderstiefel',
  'Soldes d’hiver : -20 % sur les manteaux en laine',
];
/** Issue 17's goal for a render against the bare encode of its own pixels. */
const renderToEncodeBudget = 4;

/** CPU time of this whole process, libvips' threads included, in milliseconds. */
export function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * Brand compositor render time per creative (PNG out) as a multiple of the floor measured in the
 * same run: sharp encoding the very same pixels to PNG. A mix of prompts in four languages,
 * variants, styles (none and presets) and none to three uploads. Times are CPU time of this
 * process (`process.cpuUsage`, which counts libvips' threads), so the neighbours' load on a shared
 * machine does not land in one side of the ratio more than the other (0049).
 */
export async function measureCompositor(): Promise<BenchRow[]> {
  const compositor = createBrandCompositor();
  const photos = await samplePhotos(3);
  const styles = [null, ...presetViews('en')];
  const brand = sampleBrand({ logo: { light: logoSvg('#0f5c4d'), dark: logoSvg('#ffffff') } });
  const request = (index: number, ratio: (typeof imageRatios)[number], briefs = prompts) =>
    sampleRequest({
      ratio,
      brand: index % 5 === 4 ? null : brand,
      style: styles[index % styles.length] ?? null,
      prompt: briefs[index % briefs.length],
      variant: index % 4,
      references: photos.slice(0, index % 4 === 3 ? 3 : index % 2),
    });
  // A running server has its fonts open: the warm-up renders the mix once with other briefs of
  // the same kinds, which opens every face the timed creatives use (a face is opened once per
  // process, 20–40 ms) and none of their texts.
  for (let index = 0; index < creativesPerRatio; index += 1)
    await compositor.generate(request(index, '1:1', warmUpPrompts));
  const rows: BenchRow[] = [];
  for (const ratio of imageRatios) {
    const renders: number[] = [];
    const encodes: number[] = [];
    for (let index = 0; index < creativesPerRatio; index += 1) {
      const started = cpuMs();
      const { png } = await compositor.generate(request(index, ratio));
      renders.push(cpuMs() - started);
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      const encodeStarted = cpuMs();
      await sharp(data, { raw: info }).png().toBuffer();
      encodes.push(cpuMs() - encodeStarted);
    }
    rows.push({
      name: `compositor ${ratio} render, median CPU`,
      value: Math.round(median(renders)),
      unit: 'ms',
      floor: { name: 'sharp PNG encode of the same pixels', value: Math.round(median(encodes) * 10) / 10 },
      budget: renderToEncodeBudget,
    });
  }
  return rows;
}
