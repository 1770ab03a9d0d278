import { findAdFormat } from '@brandloom/shared/ad-formats';
import { layerDocumentSchema } from '@brandloom/shared/layers';
import { describe, expect, it } from 'vitest';
import { imageRatios, layoutFamilies } from '../../adapters/image-provider/image-provider.ts';
import { logoSvg, sampleBrand, samplePhotos, sampleRequest } from '../testing.ts';
import {
  createBrandCompositor,
  createBrandLayer,
  planCreative,
  prepareBrandLogo,
  renderDocument,
} from './brand-compositor.ts';
import { planForPlacement } from './placements.ts';

const brand = sampleBrand({
  id: '5f0c6f3e-8a3b-4c1e-9d47-2b1a6c3e9f10',
  logo: { light: logoSvg('#0f5c4d'), dark: logoSvg('#ffffff') },
});

/** The document as the database gives it back: JSON, checked by the shared schema. */
const stored = (document: unknown) => layerDocumentSchema.parse(JSON.parse(JSON.stringify(document)));

describe('layer documents', () => {
  it('keeps every layer of a creative, with its role, fonts and brand', async () => {
    const request = sampleRequest({ brand, references: await samplePhotos(1) });
    const { document } = await planCreative(request, {}, { family: 'split' });
    const roles = document.layers.map((layer) => layer.role);
    expect(roles[0]).toBe('background');
    expect(roles).toEqual(expect.arrayContaining(['photo', 'headline', 'cta', 'logo']));
    expect(document.brandId).toBe(brand.id);
    expect(new Set(document.layers.map((layer) => layer.id)).size).toBe(document.layers.length);
    const headline = document.layers.find((layer) => layer.role === 'headline')?.element;
    expect(headline?.kind === 'text' && headline.font.path).toMatch(/^@fontsource\//);
    expect(document.copy.headline.length).toBeGreaterThan(0);
  });

  it('renders a stored document to the very pixels of the creative, every family and ratio', async () => {
    const compositor = createBrandCompositor();
    const photos = await samplePhotos(2);
    const logo = await prepareBrandLogo(brand);
    for (const family of layoutFamilies) {
      for (const ratio of imageRatios) {
        const request = sampleRequest({ brand, ratio, references: photos });
        const planned = await planCreative(request, {}, { family });
        const document = stored(planned.document);
        const again = (await renderDocument(document, { references: photos, logo })).png;
        const twice = (await renderDocument(stored(document), { references: photos, logo })).png;
        expect(Buffer.from(again).equals(Buffer.from(twice)), `${family} ${ratio}`).toBe(true);
      }
    }
    for (const ratio of imageRatios) {
      const request = sampleRequest({ brand, ratio, references: photos });
      const made = await compositor.generate(request);
      const again = (await renderDocument(stored(made.layers), { references: photos, logo })).png;
      expect(Buffer.from(again).equals(Buffer.from(made.png)), ratio).toBe(true);
    }
  }, 120_000);

  it('renders a stored story, whose band shows the hero photo again, to the pixels of its plan', async () => {
    const stories = findAdFormat('meta-stories');
    if (!stories) throw new Error('No meta-stories format');
    const request = sampleRequest({ brand, ratio: '2:3', references: await samplePhotos(1) });
    const planned = await planForPlacement(request, (await planCreative(request)).document, stories);
    const files = { references: request.references, logo: await prepareBrandLogo(brand) };
    const made = await renderDocument(planned.document, files);
    const again = await renderDocument(stored(planned.document), files);
    expect(Buffer.from(again.png).equals(Buffer.from(made.png))).toBe(true);
  });

  it('renders the image model’s brand layer from its document too', async () => {
    const [picture] = await samplePhotos(1);
    const layer = createBrandLayer();
    const request = sampleRequest({ brand });
    const result = await layer(picture?.bytes ?? new Uint8Array(), request, null);
    expect(result.layers).toBeDefined();
    expect(result.picture).toBe(picture?.bytes);
    const { png: again } = await renderDocument(stored(result.layers), {
      references: [{ bytes: picture?.bytes ?? new Uint8Array(), contentType: 'image/png' }],
      logo: await prepareBrandLogo(brand),
    });
    expect(Buffer.from(again).equals(Buffer.from(result.png))).toBe(true);
  });

  it('leaves hidden layers out of the picture', async () => {
    const request = sampleRequest({ brand });
    const { document } = await planCreative(request, {}, { family: 'minimal-type' });
    const logo = await prepareBrandLogo(brand);
    const whole = (await renderDocument(document, { references: [], logo })).png;
    const hidden = {
      ...document,
      layers: document.layers.map((layer) =>
        layer.role === 'headline' ? { ...layer, visible: false } : layer,
      ),
    };
    const without = (await renderDocument(hidden, { references: [], logo })).png;
    expect(Buffer.from(whole).equals(Buffer.from(without))).toBe(false);
  });
});
