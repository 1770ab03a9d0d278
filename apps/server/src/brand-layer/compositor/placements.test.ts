import { adFormats } from '@brandloom/shared/ad-formats';
import { translatePath } from '@brandloom/shared/layer-edits';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { layoutFamilies } from '../../adapters/image-provider/image-provider.ts';
import { logoSvg, sampleBrand, samplePhotos, sampleRequest } from '../testing.ts';
import { planCreative, renderCreative } from './brand-compositor.ts';
import { planForPlacement } from './placements.ts';
import type { Box, SceneElement } from './scene.ts';

const brand = sampleBrand({ logo: { light: logoSvg('#0f5c4d'), dark: logoSvg('#ffffff') } });

/** What must stay readable and clear of a placement's interface: copy, button and mark. */
function keyBoxes(elements: SceneElement[]): { what: string; box: Box }[] {
  return elements.flatMap((element) => {
    if (element.kind === 'text' && element.role !== 'quote-mark')
      return [{ what: element.role, box: element.box }];
    if (element.kind === 'logo') return [{ what: 'logo', box: element.box }];
    return [];
  });
}

const inside = (outer: Box, inner: Box) =>
  inner.x >= outer.x - 1 &&
  inner.y >= outer.y - 1 &&
  inner.x + inner.width <= outer.x + outer.width + 1 &&
  inner.y + inner.height <= outer.y + outer.height + 1;

describe('resizing for placements', () => {
  it('keeps copy, button and logo inside every placement’s safe zone, for every layout family', async () => {
    const photos = await samplePhotos(2);
    for (const family of layoutFamilies) {
      for (const references of [photos, []]) {
        const request = sampleRequest({ brand, references });
        const { document } = await planCreative(request, {}, { family });
        for (const format of adFormats) {
          const { scene } = await planForPlacement(request, document, format);
          const label = `${family} ${format.id} ${references.length} photos`;
          expect([scene.width, scene.height], label).toEqual([format.width, format.height]);
          const zone = {
            x: format.safeZone.left * format.width,
            y: format.safeZone.top * format.height,
            width: format.width * (1 - format.safeZone.left - format.safeZone.right),
            height: format.height * (1 - format.safeZone.top - format.safeZone.bottom),
          };
          const boxes = keyBoxes(scene.elements);
          expect(
            boxes.map((box) => box.what),
            label,
          ).toContain('headline');
          for (const { what, box } of boxes) expect(inside(zone, box), `${label}: ${what}`).toBe(true);
          // Set at a size people read: no headline under 10 px, even in a 320×50 banner.
          for (const element of scene.elements)
            if (element.kind === 'text' && element.role === 'headline')
              expect(element.fitted.fontSize, label).toBeGreaterThanOrEqual(10);
        }
      }
    }
  }, 120_000);

  it('keeps the copy as written and the family and variant of the creative', async () => {
    const request = sampleRequest({ brand });
    const { document } = await planCreative(request, {}, { family: 'split' });
    const stories = adFormats.find((format) => format.id === 'meta-stories');
    if (!stories) throw new Error('no stories format');
    const { document: resized } = await planForPlacement(
      { ...request, prompt: 'something else entirely' },
      document,
      stories,
    );
    expect(resized.copy).toEqual(document.copy);
    expect(resized.family).toBe('split');
    expect(resized.variant).toBe(document.variant);
  });

  it('carries grounds to the canvas edge under a story’s interface zones', async () => {
    const request = sampleRequest({ brand, references: await samplePhotos(1) });
    const { document } = await planCreative(request, {}, { family: 'hero-photo' });
    const reels = adFormats.find((format) => format.id === 'meta-reels');
    if (!reels) throw new Error('no reels format');
    const { scene } = await planForPlacement(request, document, reels);
    const photo = scene.elements.find((element) => element.kind === 'photo');
    expect(photo?.kind === 'photo' && photo.box).toEqual({ x: 0, y: 0, width: 1080, height: 1920 });
  });

  it('shows the picture in a story’s bottom interface zone, never a plain band', async () => {
    const photos = await samplePhotos(1);
    const stories = adFormats.find((format) => format.id === 'meta-stories');
    if (!stories) throw new Error('no stories format');
    const band = Math.round(stories.safeZone.bottom * stories.height);
    for (const family of ['split', 'minimal-type', 'quote', 'hero-photo'] as const) {
      for (const references of [photos, []]) {
        const request = sampleRequest({ brand, references });
        const { document } = await planCreative(request, {}, { family });
        const planned = await planForPlacement(request, document, stories);
        const png = (await renderCreative(planned, request)).png;
        // stats() reads its input, so the band is cut out first.
        const bandPixels = await sharp(png)
          .extract({ left: 0, top: stories.height - band, width: stories.width, height: band })
          .png()
          .toBuffer();
        const { channels } = await sharp(bandPixels).stats();
        const spread = channels.slice(0, 3).reduce((sum, channel) => sum + channel.stdev, 0);
        // A plain band (what these looked like before 0057) spreads 0; grain alone about 1.
        expect(spread, `${family} ${references.length} photos`).toBeGreaterThan(8);
      }
    }
  }, 60_000);

  it('shows a photo the layout already shows elsewhere only once in a story, not again in its band', async () => {
    const stories = adFormats.find((format) => format.id === 'meta-stories');
    if (!stories) throw new Error('no stories format');
    const band = { y: stories.height * (1 - stories.safeZone.bottom) };
    const photosIn = (elements: SceneElement[]): Box[] =>
      elements.flatMap((element) =>
        element.kind === 'photo'
          ? [element.box]
          : element.kind === 'clip' || element.kind === 'accent'
            ? photosIn(element.elements).map((box) => (element.kind === 'clip' ? element.box : box))
            : [],
      );
    for (const family of ['split', 'collage', 'centred-product'] as const) {
      for (const count of [1, 3]) {
        const request = sampleRequest({ brand, references: await samplePhotos(count) });
        const { document } = await planCreative(request, {}, { family });
        const { scene } = await planForPlacement(request, document, stories);
        const photos = photosIn(scene.elements);
        expect(photos.length, `${family} ${count}`).toBeGreaterThan(0);
        for (const box of photos) expect(box.y, `${family} ${count} photos`).toBeLessThan(band.y - 1);
        // The band holds the subject's wallpaper instead.
        const wallpaper = scene.elements.at(-1);
        expect(wallpaper?.kind === 'clip' && wallpaper.box.y, family).toBeCloseTo(band.y, 0);
      }
    }
  }, 120_000);

  it('moves absolute path coordinates and leaves relative ones', () => {
    expect(translatePath('M10 20L30 40Z', 5, 7)).toBe('M 15 27 L 35 47 Z');
    expect(translatePath('m10 20l5 5h3v4', 1, 2)).toBe('m 11 22 l 5 5 h 3 v 4');
    expect(translatePath('M0 0A5 5 0 0 1 10 10', 1, 1)).toBe('M 1 1 A 5 5 0 0 1 11 11');
    expect(translatePath('M0 0C1 2 3 4 5 6H9V8', 1, 1)).toBe('M 1 1 C 2 3 4 5 6 7 H 10 V 9');
  });
});
