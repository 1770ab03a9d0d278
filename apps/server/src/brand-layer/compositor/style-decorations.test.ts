import { presetStyles } from '@brandloom/shared/styles';
import { describe, expect, it } from 'vitest';
import {
  type CreativeStyle,
  imageRatios,
  layoutFamilies,
} from '../../adapters/image-provider/image-provider.ts';
import { sampleBrand, sampleRequest } from '../testing.ts';
import { planCreative } from './brand-compositor.ts';
import type { Box, SceneElement } from './scene.ts';
import { overlaps } from './style-decorations.ts';

const styleOf = (preset: (typeof presetStyles)[number]): CreativeStyle => ({
  id: preset.id,
  name: preset.id,
  description: '',
  colors: [...preset.colors],
  fonts: [...preset.fonts],
  designElements: [...preset.designElements],
  promptGuidance: preset.promptGuidance,
});

/** The accents (stickers, starbursts, sparkles) and what they must keep clear of, through clips. */
function collect(elements: SceneElement[], found = { accents: [] as Box[], kept: [] as Box[], stickers: 0 }) {
  for (const element of elements) {
    if (element.kind === 'clip') collect(element.elements, found);
    else if (element.kind === 'accent') {
      found.accents.push(element.box);
      if (element.elements.some((child) => child.kind === 'text')) found.stickers += 1;
    } else if (element.kind === 'text' || element.kind === 'logo') found.kept.push(element.box);
    // The subject itself; tinted copies are its shadow, a sticker's backing or wallpaper.
    else if (element.kind === 'illustration' && !element.tint) found.kept.push(element.box);
  }
  return found;
}

describe('style decorations', () => {
  it('keep their stickers, starbursts and sparkles off the subject, the copy, the badge and the mark', async () => {
    // The looks whose shapes carry a sticker (blobs, diagonal blocks) where there is no badge.
    const stickered = new Set(['bold', 'brutalist', 'playful']);
    for (const preset of presetStyles) {
      for (const brand of [sampleBrand(), null]) {
        for (const family of layoutFamilies) {
          for (const ratio of imageRatios) {
            const request = sampleRequest({
              prompt: 'Summer sale 30% off running shoes',
              style: styleOf(preset),
              brand,
              ratio,
            });
            const { scene } = await planCreative(request, {}, { family });
            const found = collect(scene.elements);
            const covering = found.accents.filter((accent) =>
              found.kept.some((box) => overlaps(accent, box)),
            );
            const label = `${preset.id} ${family} ${ratio} ${brand ? 'brand' : 'no brand'}`;
            expect(covering, label).toEqual([]);
            // It moves beside the subject rather than vanishing.
            if (family === 'geometric-poster' && stickered.has(preset.id))
              expect(found.stickers, label).toBe(1);
          }
        }
      }
    }
  });
});
