import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ImageInput } from '../../adapters/image-provider/image-provider.ts';
import { samplePhotos, sampleRequest } from '../testing.ts';
import { planCreative, renderCreative } from './brand-compositor.ts';
import { cutOut } from './cut-out.ts';
import type { SceneElement } from './scene.ts';

/** A bottle photographed on a near-white background, with a soft floor shadow. */
async function productOnWhite(): Promise<ImageInput> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="1200" height="900" fill="#fafafa"/><ellipse cx="600" cy="760" rx="220" ry="30" fill="#e9e9e9"/><rect x="480" y="220" width="240" height="540" rx="40" fill="#0f766e"/><rect x="530" y="150" width="140" height="90" rx="14" fill="#134e4a"/></svg>`;
  return { bytes: await sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer(), contentType: 'image/jpeg' };
}

const allElements = (elements: SceneElement[]): SceneElement[] =>
  elements.flatMap((element) =>
    element.kind === 'clip' || element.kind === 'accent' ? allElements(element.elements) : [element],
  );

describe('cutting a product out of a plain background', () => {
  it('makes the background transparent and keeps the product, trimmed to it', async () => {
    const product = await cutOut(await productOnWhite());
    if (!product) throw new Error('not cut');
    const alphaAt = (x: number, y: number) => product.rgba[(y * product.width + x) * 4 + 3] ?? 0;
    expect(alphaAt(0, 0)).toBeLessThan(10);
    expect(alphaAt(product.width - 1, 0)).toBeLessThan(10);
    expect(alphaAt(Math.round(product.width / 2), Math.round(product.height / 2))).toBe(255);
    // Trimmed to the bottle: far narrower than the photo.
    expect(product.width).toBeLessThan(600);
  });

  it('leaves a photo whose border is not one colour as it is', async () => {
    const [scene] = await samplePhotos(1);
    if (!scene) throw new Error('no photo');
    expect(await cutOut(scene)).toBeNull();
  });

  it('sets the cut-out product on the designed scene in the centred-product and split layouts', async () => {
    const request = sampleRequest({
      prompt: 'Shop ad for our new bottle',
      references: [await productOnWhite()],
    });
    for (const family of ['centred-product', 'split'] as const) {
      const planned = await planCreative(request, {}, { family });
      const photos = allElements(planned.scene.elements).filter((element) => element.kind === 'photo');
      expect(
        photos.map((photo) => photo.kind === 'photo' && photo.cutout),
        family,
      ).toEqual([true]);
      if (family !== 'split') continue;
      // The split's media panel shows the scene, not the photo's white, at its far corner.
      const { data, info } = await sharp((await renderCreative(planned, request)).png)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const offset = (8 * info.width + info.width - 8) * info.channels;
      expect(Math.min(data[offset] ?? 0, data[offset + 1] ?? 0, data[offset + 2] ?? 0)).toBeLessThan(200);
    }
  });
});
