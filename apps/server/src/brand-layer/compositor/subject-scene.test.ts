import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ImageRequest, LayoutFamily } from '../../adapters/image-provider/image-provider.ts';
import { sampleRequest } from '../testing.ts';
import { planCreative, renderCreative } from './brand-compositor.ts';
import type { Box, SceneElement } from './scene.ts';

function allElements(elements: SceneElement[]): SceneElement[] {
  return elements.flatMap((element) =>
    element.kind === 'clip' || element.kind === 'accent' ? allElements(element.elements) : [element],
  );
}

const heroIllustrations = (elements: SceneElement[]) =>
  allElements(elements).filter(
    (element): element is SceneElement & { kind: 'illustration' } =>
      element.kind === 'illustration' && element.tint === undefined,
  );

async function render(request: ImageRequest, family?: LayoutFamily) {
  const planned = await planCreative(request, {}, family ? { family } : {});
  return { planned, png: (await renderCreative(planned, request)).png };
}

/** How much the pixels in a box vary: the standard deviation of their luminance, 0–255. */
async function variation(png: Uint8Array, box: Box): Promise<number> {
  const { data } = await sharp(png)
    .extract({
      left: Math.round(box.x),
      top: Math.round(box.y),
      width: Math.round(box.width),
      height: Math.round(box.height),
    })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const mean = data.reduce((sum, value) => sum + value, 0) / data.length;
  return Math.sqrt(data.reduce((sum, value) => sum + (value - mean) ** 2, 0) / data.length);
}

/** Mean absolute difference of two renders, per channel, 0–255, compared at 64 × 64. */
async function difference(first: Uint8Array, second: Uint8Array): Promise<number> {
  const small = (png: Uint8Array) =>
    sharp(png).resize(64, 64, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const [a, b] = await Promise.all([small(first), small(second)]);
  let total = 0;
  for (let index = 0; index < a.length; index += 1) total += Math.abs((a[index] ?? 0) - (b[index] ?? 0));
  return total / a.length;
}

const photoFamilies: LayoutFamily[] = [
  'hero-photo',
  'split',
  'centred-product',
  'sale-badge',
  'quote',
  'banner',
  'geometric-poster',
];

describe('creatives without a photo', () => {
  it.each(photoFamilies)('show the brief’s subject where %s would show a photo', async (family) => {
    const { planned, png } = await render(
      sampleRequest({ prompt: 'Summer sale 30% off running shoes' }),
      family,
    );
    const [subject] = heroIllustrations(planned.scene.elements);
    expect(subject?.icon).toBe('running-shoe');
    // The subject's box holds the drawing, not a flat field.
    expect(await variation(png, subject?.box ?? { x: 0, y: 0, width: 1, height: 1 })).toBeGreaterThan(20);
  });

  it('set the subject in every language of the app', async () => {
    for (const prompt of ['Laufschuhe im Angebot', 'Chaussures de course en promo', 'Zapatillas en oferta']) {
      const { planned } = await render(sampleRequest({ prompt }), 'split');
      expect(heroIllustrations(planned.scene.elements)[0]?.icon).toBe('running-shoe');
    }
  });

  it('look different from one variant to the next, and the same for the same input', async () => {
    const renders = [];
    for (const variant of [0, 1, 2, 3]) {
      renders.push(
        (await render(sampleRequest({ prompt: 'Fresh sourdough bread every morning', variant }))).png,
      );
    }
    for (let index = 1; index < renders.length; index += 1) {
      expect(
        await difference(renders[index - 1] as Uint8Array, renders[index] as Uint8Array),
      ).toBeGreaterThan(8);
    }
    const again = await render(sampleRequest({ prompt: 'Fresh sourdough bread every morning', variant: 2 }));
    expect(Buffer.from(again.png).equals(Buffer.from(renders[2] as Uint8Array))).toBe(true);
  });

  it('give the same family a different scene in the next variant', async () => {
    const looks = [];
    for (const variant of [0, 1, 2, 3]) {
      const { planned } = await render(
        sampleRequest({ prompt: 'Pizza night every Friday', variant }),
        'split',
      );
      looks.push(JSON.stringify(allElements(planned.scene.elements).map((element) => element.kind)));
    }
    for (let index = 1; index < looks.length; index += 1) expect(looks[index]).not.toBe(looks[index - 1]);
  });

  it('leave the photo to an attached one, and the animator’s copy layers without a stand-in', async () => {
    const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const withPhoto = await planCreative(
      sampleRequest({ references: [{ bytes: photo, contentType: 'image/jpeg' }] }),
      {},
      { family: 'split' },
    );
    expect(heroIllustrations(withPhoto.scene.elements)).toEqual([]);
    const layers = await planCreative(sampleRequest(), {}, { family: 'hero-photo', noSubject: true });
    expect(allElements(layers.scene.elements).some((element) => element.kind === 'illustration')).toBe(false);
  });
});
