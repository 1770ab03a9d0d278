/**
 * `npm run compositor:sheet`: renders every layout family of the brand compositor at every ratio
 * into one contact sheet (.data/compositor-contact-sheet.png) for a designer's eye.
 */
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import {
  planCreative,
  renderCreative,
} from '../apps/server/src/adapters/image-provider/brand-compositor/brand-compositor.ts';
import {
  logoSvg,
  sampleBrand,
  samplePhotos,
  sampleRequest,
} from '../apps/server/src/adapters/image-provider/brand-compositor/compositor-fixtures.ts';
import {
  type LayoutFamily,
  layoutFamilies,
} from '../apps/server/src/adapters/image-provider/brand-compositor/scene.ts';
import { type ImageRequest, imageRatios } from '../apps/server/src/adapters/image-provider/image-provider.ts';

const examples: Record<LayoutFamily, { prompt: string; photos: number }> = {
  'hero-photo': {
    prompt: 'Create a post about our autumn tasting evenings, every Friday in Hamburg',
    photos: 1,
  },
  split: { prompt: 'Make an ad for our new single-origin espresso beans from Ethiopia', photos: 1 },
  'centred-product': { prompt: 'Shop ad for the new travel mug, keeps coffee hot for 12 hours', photos: 1 },
  'sale-badge': { prompt: 'Black Friday sale: 30% off all beans this weekend', photos: 0 },
  quote: { prompt: 'Testimonial: "The best espresso I have had outside Italy." — Marco, Milan', photos: 1 },
  'minimal-type': { prompt: 'Coffee that tastes like the place it grew', photos: 0 },
  collage: { prompt: 'Post about our café, our roastery and the people behind them', photos: 3 },
  banner: { prompt: 'Banner for our barista workshop on Saturday, learn latte art in two hours', photos: 0 },
  'geometric-poster': {
    prompt: 'Create an ad for our coffee subscription, fresh beans every month',
    photos: 0,
  },
};

const cellHeight = 360;
const gutter = 24;
const photos = await samplePhotos(3);
const brand = sampleBrand({ logo: { light: logoSvg('#0f5c4d'), dark: logoSvg('#ffffff') } });
const rows: { input: Buffer; top: number; left: number }[] = [];
let top = gutter;
let sheetWidth = 0;
for (const family of layoutFamilies) {
  let left = gutter;
  for (const ratio of imageRatios) {
    const example = examples[family];
    const request: ImageRequest = sampleRequest({
      prompt: example.prompt,
      ratio,
      brand,
      references: photos.slice(0, example.photos),
    });
    const planned = await planCreative(request, {}, { family });
    const png = await renderCreative(planned, request);
    const cell = await sharp(png).resize({ height: cellHeight }).png().toBuffer();
    const { width = 0 } = await sharp(cell).metadata();
    rows.push({ input: cell, top, left });
    left += width + gutter;
  }
  sheetWidth = Math.max(sheetWidth, left);
  top += cellHeight + gutter;
}
mkdirSync('.data', { recursive: true });
const path = '.data/compositor-contact-sheet.png';
await sharp({ create: { width: sheetWidth, height: top, channels: 3, background: '#d4d4d8' } })
  .composite(rows)
  .png()
  .toFile(path);
console.log(`wrote ${path} (${layoutFamilies.length} families × ${imageRatios.length} ratios)`);
