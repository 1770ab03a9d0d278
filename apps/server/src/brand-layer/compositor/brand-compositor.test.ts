import { contrastRatio, parseHex, type Rgb, toHsl } from '@brandloom/shared/colour';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  type ImageRatio,
  type ImageRequest,
  imageRatios,
  imageSizes,
  type LayoutFamily,
  layoutFamilies,
} from '../../adapters/image-provider/image-provider.ts';
import type { BrandLayer } from '../../adapters/image-provider/openai/openai-image-provider.ts';
import {
  logoMagenta,
  logoSvg,
  magentaLogoPng,
  sampleBrand,
  samplePhotos,
  sampleRequest,
} from '../testing.ts';
import {
  createBrandCompositor,
  createBrandLayer,
  planCreative,
  renderCreative,
  renderDocument,
  warmBrandLayer,
} from './brand-compositor.ts';
import { creativeThumbnail } from './rasterise.ts';
import type { Box, Scene, SceneElement } from './scene.ts';
import { bundledFontFace } from './typefaces.ts';

const compositor = createBrandCompositor();

async function pixelsOf(png: Uint8Array) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number): Rgb => {
    const offset = (Math.floor(y) * info.width + Math.floor(x)) * info.channels;
    return { r: data[offset] ?? 0, g: data[offset + 1] ?? 0, b: data[offset + 2] ?? 0 };
  };
  return { width: info.width, height: info.height, at };
}

const near = (a: Rgb, b: Rgb, tolerance = 24) =>
  Math.abs(a.r - b.r) <= tolerance && Math.abs(a.g - b.g) <= tolerance && Math.abs(a.b - b.b) <= tolerance;

const inside = (box: Box, x: number, y: number, grow = 0) =>
  x >= box.x - grow && x < box.x + box.width + grow && y >= box.y - grow && y < box.y + box.height + grow;

function allElements(elements: SceneElement[]): SceneElement[] {
  return elements.flatMap((element) =>
    element.kind === 'clip' || element.kind === 'accent' ? allElements(element.elements) : [element],
  );
}

const textElements = (scene: Scene) =>
  allElements(scene.elements).filter(
    (element): element is SceneElement & { kind: 'text' } => element.kind === 'text',
  );

/** Photos each family is shown with: two or more make a collage possible. */
const photosFor = (family: LayoutFamily) =>
  family === 'collage' ? 3 : ['hero-photo', 'centred-product', 'quote'].includes(family) ? 1 : 0;

const photos = await samplePhotos(3);
const palettes = [
  ['#0f5c4d', '#f2c14e', '#e4572e'],
  ['#ffd60a', '#003566', '#ffc300'],
  ['#8a8a8a'],
  ['#1d3557', '#a8dadc', '#e63946'],
  [],
];

async function plansForEveryFamily(ratio: ImageRatio, colors: string[], prompt?: string) {
  return Promise.all(
    layoutFamilies.map(async (family) => {
      const request = sampleRequest({
        ratio,
        brand: sampleBrand({ colors, logo: { light: await magentaLogoPng(), dark: null } }),
        references: photos.slice(0, photosFor(family)),
        ...(prompt ? { prompt } : {}),
      });
      return (await planCreative(request, {}, { family })).scene;
    }),
  );
}

describe('brand compositor layouts', () => {
  it.each(imageRatios)(
    'keeps text, logo and buttons inside the safe margins at %s, whatever the palette',
    async (ratio) => {
      const longPrompt =
        'Create an ad for the Donaudampfschifffahrtsgesellschaft anniversary cruise with live music, regional food, a sunset over the river and tickets from 49 € for the whole family';
      for (const colors of palettes) {
        for (const scene of [
          ...(await plansForEveryFamily(ratio, colors)),
          ...(await plansForEveryFamily(ratio, colors, longPrompt)),
        ]) {
          const important = allElements(scene.elements).filter(
            (element) =>
              (element.kind === 'text' && element.role !== 'quote-mark') ||
              element.kind === 'logo' ||
              element.kind === 'outline',
          );
          expect(important.length, scene.family).toBeGreaterThan(2);
          for (const element of important) {
            if (!('box' in element)) continue;
            const { box } = element;
            const where = `${scene.family} ${ratio} ${element.kind}`;
            expect(box.x, where).toBeGreaterThanOrEqual(scene.safeArea.x - 0.5);
            expect(box.y, where).toBeGreaterThanOrEqual(scene.safeArea.y - 0.5);
            expect(box.x + box.width, where).toBeLessThanOrEqual(
              scene.safeArea.x + scene.safeArea.width + 0.5,
            );
            expect(box.y + box.height, where).toBeLessThanOrEqual(
              scene.safeArea.y + scene.safeArea.height + 0.5,
            );
            if (element.kind === 'text') {
              for (const line of element.fitted.lines)
                expect(line.width, where).toBeLessThanOrEqual(box.width + 0.5);
            }
          }
        }
      }
    },
  );

  it.each(imageRatios)('meets WCAG AA contrast for every text at %s, whatever the palette', async (ratio) => {
    for (const colors of palettes) {
      for (const scene of await plansForEveryFamily(ratio, colors)) {
        for (const text of textElements(scene)) {
          const expected =
            text.role === 'headline' || text.role === 'badge' ? 3 : text.role === 'quote-mark' ? 1 : 4.5;
          expect(text.minimumContrast).toBe(expected);
          expect(
            contrastRatio(text.colour, text.backdrop),
            `${scene.family} ${ratio} ${text.role} on ${colors[0]}`,
          ).toBeGreaterThanOrEqual(text.minimumContrast);
        }
      }
    }
  });

  it('paints text in the colour the layout chose, on the backdrop it assumed', async () => {
    const request = sampleRequest({ copy: { headline: 'IIII', subline: null, callToAction: null } });
    const planned = await planCreative(request, {}, { family: 'minimal-type' });
    const headline = textElements(planned.scene).find((text) => text.role === 'headline');
    const pixels = await pixelsOf((await renderCreative(planned, request)).png);
    expect(headline).toBeDefined();
    if (!headline) return;
    const { box, fitted } = headline;
    const stem = measureStem(pixels, box, fitted.firstBaseline);
    expect(near(stem, headline.colour, 8)).toBe(true);
    expect(near(pixels.at(box.x + box.width + 20, box.y + box.height / 2), headline.backdrop, 8)).toBe(true);
  });
});

/** The colour in the middle of the first "I" of a headline. */
function measureStem(pixels: Awaited<ReturnType<typeof pixelsOf>>, box: Box, baseline: number): Rgb {
  const y = box.y + baseline / 2;
  for (let x = box.x; x < box.x + box.width; x += 1) {
    const colour = pixels.at(x, y);
    const next = pixels.at(x + 6, y);
    if (near(colour, next, 2) && !near(colour, pixels.at(box.x - 10, y), 30)) return pixels.at(x + 3, y);
  }
  return pixels.at(box.x, y);
}

describe('brand compositor output', () => {
  it.each(imageRatios)(
    'renders a PNG of the ratio size at %s, with the family and copy used',
    async (ratio) => {
      const result = await compositor.generate(sampleRequest({ ratio }));
      const metadata = await sharp(result.png).metadata();
      expect(metadata.format).toBe('png');
      expect({ width: metadata.width, height: metadata.height }).toEqual(imageSizes[ratio]);
      expect({ width: result.width, height: result.height }).toEqual(imageSizes[ratio]);
      expect(layoutFamilies).toContain(result.detail.layoutFamily);
      // Copy for the brief, in the brand's witty tone (decision 0033).
      expect(result.copy?.headline).toBe('New: single-origin espresso beans!');
    },
  );

  it('puts the logo file’s own pixels where the layout placed it, and nowhere else', async () => {
    for (const family of ['geometric-poster', 'split', 'hero-photo'] as const) {
      const request = sampleRequest({
        brand: sampleBrand({ logo: { light: await magentaLogoPng(), dark: await magentaLogoPng() } }),
        references: photos.slice(0, 1),
      });
      const planned = await planCreative(request, {}, { family });
      const logo = planned.scene.elements.find((element) => element.kind === 'logo');
      expect(logo, family).toBeDefined();
      if (logo?.kind !== 'logo') continue;
      const pixels = await pixelsOf((await renderCreative(planned, request)).png);
      let magentaInside = 0;
      let magentaOutside = 0;
      for (let y = 0; y < pixels.height; y += 4) {
        for (let x = 0; x < pixels.width; x += 4) {
          if (!near(pixels.at(x, y), logoMagenta, 40)) continue;
          if (inside(logo.box, x, y, 2)) magentaInside += 1;
          else magentaOutside += 1;
        }
      }
      const sampled = (logo.box.width / 4) * (logo.box.height / 4);
      expect(magentaInside / sampled, family).toBeGreaterThan(0.8);
      expect(magentaOutside, family).toBe(0);
    }
  });

  it('chooses the SVG logo variant made for the ground and keeps clear space around it', async () => {
    const request = sampleRequest({
      brand: sampleBrand({ logo: { light: logoSvg('#0f5c4d'), dark: logoSvg('#ffffff') } }),
    });
    const planned = await planCreative(request, {}, { family: 'geometric-poster' });
    const logo = planned.scene.elements.find((element) => element.kind === 'logo');
    expect(logo?.kind === 'logo' && logo.variant).toBe('dark');
    if (logo?.kind !== 'logo') return;
    const pixels = await pixelsOf((await renderCreative(planned, request)).png);
    // The mark's disc sits at the left of the logo: white, from the dark-ground file.
    expect(
      near(
        pixels.at(logo.box.x + logo.box.height * 0.2, logo.box.y + logo.box.height / 2),
        { r: 255, g: 255, b: 255 },
        30,
      ),
    ).toBe(true);
    const clearSpace = logo.box.height * 0.5;
    for (const text of textElements(planned.scene)) {
      const apart =
        text.box.y >= logo.box.y + logo.box.height + clearSpace ||
        text.box.x >= logo.box.x + logo.box.width + clearSpace ||
        text.box.y + text.box.height <= logo.box.y - clearSpace;
      expect(apart, text.role).toBe(true);
    }
  });

  it('lets the brand’s primary colour dominate the non-text pixels', async () => {
    for (const family of [
      'geometric-poster',
      'split',
      'minimal-type',
      'banner',
      'sale-badge',
      'quote',
    ] as const) {
      for (const colors of [palettes[0] ?? [], palettes[3] ?? []]) {
        const request = sampleRequest({ brand: sampleBrand({ colors }) });
        const planned = await planCreative(request, {}, { family });
        const pixels = await pixelsOf((await renderCreative(planned, request)).png);
        const texts = textElements(planned.scene);
        const shares = new Map<number, number>();
        for (let y = 0; y < pixels.height; y += 6) {
          for (let x = 0; x < pixels.width; x += 6) {
            if (texts.some((text) => inside(text.box, x, y, 8))) continue;
            const { h, s, l } = toHsl(pixels.at(x, y));
            if (s < 0.2 || l < 0.06 || l > 0.94) continue;
            const bin = Math.round(h / 30) % 12;
            shares.set(bin, (shares.get(bin) ?? 0) + 1);
          }
        }
        const primary = parseHex(colors[0] ?? '');
        expect(primary).not.toBeNull();
        if (!primary) continue;
        const primaryBin = Math.round(toHsl(primary).h / 30) % 12;
        const [largestBin] = [...shares.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
        expect(largestBin, `${family} ${colors[0]}`).toBe(primaryBin);
      }
    }
  });

  it('uses the first attached image as the hero', async () => {
    const red = { r: 220, g: 20, b: 40 };
    const redPhoto = await sharp({ create: { width: 800, height: 600, channels: 3, background: red } })
      .jpeg()
      .toBuffer();
    const request = sampleRequest({ references: [{ bytes: redPhoto, contentType: 'image/jpeg' }] });
    const result = await compositor.generate(request);
    expect(result.detail.layoutFamily).toBe('hero-photo');
    const pixels = await pixelsOf(result.png);
    expect(near(pixels.at(pixels.width - 60, 60), red, 12)).toBe(true);
    const withoutPhoto = await pixelsOf((await compositor.generate(sampleRequest())).png);
    expect(near(withoutPhoto.at(withoutPhoto.width - 60, 60), red, 60)).toBe(false);
  });

  it('cuts a photo once per window and tint: the same document paints alike, a tint is not left out', async () => {
    const request = sampleRequest({ references: await samplePhotos(1) });
    const planned = await planCreative(request);
    const files = { references: request.references, logo: planned.logo };
    const photo = planned.document.layers.find((layer) => layer.element.kind === 'photo');
    if (photo?.element.kind !== 'photo') throw new Error('the creative has no photo layer');
    const box = photo.element.box;
    const tintedPhoto = { ...photo, element: { ...photo.element, tint: { r: 30, g: 90, b: 220 } } };
    const tinted = {
      ...planned.document,
      layers: planned.document.layers.map((layer) => (layer === photo ? tintedPhoto : layer)),
    };
    const first = await renderDocument(planned.document, files);
    const duotone = await renderDocument(tinted, files);
    const again = await renderDocument(planned.document, files);
    expect(Buffer.from(again.png).equals(Buffer.from(first.png))).toBe(true);
    const [plain, blue] = await Promise.all([pixelsOf(first.png), pixelsOf(duotone.png)]);
    let changed = 0;
    let total = 0;
    for (let y = box.y + 4; y < box.y + box.height; y += 16)
      for (let x = box.x + 4; x < box.x + box.width; x += 16) {
        total += 1;
        if (!near(plain.at(x, y), blue.at(x, y), 20)) changed += 1;
      }
    expect(changed / total).toBeGreaterThan(0.3);
  });

  it('makes variants that differ visibly, and the same pixels for the same input', async () => {
    const request = sampleRequest({ ratio: '3:2' });
    const [first, again, second, third] = await Promise.all([
      compositor.generate(request),
      compositor.generate(request),
      compositor.generate({ ...request, variant: 1 }),
      compositor.generate({ ...request, variant: 2 }),
    ]);
    expect(Buffer.from(again.png).equals(Buffer.from(first.png))).toBe(true);
    const families = new Set([first, second, third].map((result) => result.detail.layoutFamily));
    expect(families.size).toBe(3);
    const [a, b] = await Promise.all([pixelsOf(first.png), pixelsOf(second.png)]);
    let different = 0;
    let total = 0;
    for (let y = 0; y < a.height; y += 8) {
      for (let x = 0; x < a.width; x += 8) {
        total += 1;
        if (!near(a.at(x, y), b.at(x, y), 30)) different += 1;
      }
    }
    expect(different / total).toBeGreaterThan(0.15);
  });

  it('sets quoted copy verbatim and writes derived copy in the request’s language', async () => {
    const quoted = await compositor.generate(
      sampleRequest({ prompt: 'Post with "Röstfrisch. Jeden Morgen." in big letters' }),
    );
    expect(quoted.copy?.headline).toBe('Röstfrisch. Jeden Morgen.');
    const expected: Record<'de' | 'fr' | 'es', string> = {
      de: 'Jetzt shoppen',
      fr: 'Acheter maintenant',
      es: 'Comprar ahora',
    };
    for (const language of ['de', 'fr', 'es'] as const) {
      const result = await compositor.generate(
        sampleRequest({ language, prompt: 'Black Friday: 40% on all beans' }),
      );
      expect(result.copy?.callToAction).toBe(expected[language]);
      expect(result.detail.layoutFamily).toBe('sale-badge');
    }
  });

  it('sets the headline in the brand’s heading face and the text in its body face', async () => {
    const fonts = { heading: bundledFontFace('serif'), body: bundledFontFace('display') };
    const { scene } = await planCreative(sampleRequest({ brand: sampleBrand({ fonts }) }));
    const familyOf = (role: string) =>
      textElements(scene).find((text) => text.role === role)?.typeface.fonts[0]?.familyName;
    expect(familyOf('headline')).toMatch(/^Playfair Display/);
    expect(familyOf('subline')).toMatch(/^Poppins/);
  });

  it('uses copy written beforehand', async () => {
    const copy = {
      headline: 'Written by a copy model',
      subline: 'In the brand’s tone',
      callToAction: 'Try it',
    };
    const result = await compositor.generate(sampleRequest({ copy }));
    expect(result.copy).toEqual(copy);
  });

  it('lays a templated creative out in the template’s family and palette; the brand’s colours win', async () => {
    const template = {
      family: 'minimal-type',
      palette: ['#9b1c1c', '#14532d', '#d4a017'],
      scene: 'a festive table',
    } as const;
    const brandless = sampleRequest({ brand: null, style: null, template });
    const [first, second, third] = await Promise.all(
      [0, 1, 2].map((variant) => planCreative({ ...brandless, variant })),
    );
    // Variants keep the family in both emphases, then walk on to the next photo-free family.
    expect([first, second, third].map((planned) => planned?.scene.family)).toEqual([
      'minimal-type',
      'minimal-type',
      'banner',
    ]);
    const groundOf = (planned: typeof first) => {
      const ground = planned?.scene.elements[0];
      return ground?.kind === 'rect' && ground.paint.kind === 'solid' ? ground.paint.colour : null;
    };
    expect(groundOf(first)).toEqual(parseHex('#9b1c1c'));
    expect(groundOf(second)).not.toEqual(groundOf(first));
    const branded = await planCreative(
      sampleRequest({ template, brand: sampleBrand({ colors: ['#0f5c4d'] }) }),
    );
    expect(branded.scene.family).toBe('minimal-type');
    expect(groundOf(branded)).toEqual(parseHex('#0f5c4d'));
  });

  it('puts a sticker that fits the ad on a sale-badge layout that sells nothing', async () => {
    const template = { family: 'sale-badge', palette: ['#1f2937', '#f59e0b', '#10b981'], scene: '' } as const;
    const badgeOf = async (prompt: string, language: ImageRequest['language']) => {
      const { scene } = await planCreative(sampleRequest({ prompt, language, template }));
      return textElements(scene)
        .find((text) => text.role === 'badge')
        ?.fitted.lines.map((line) => line.text)
        .join(' ');
    };
    expect(await badgeOf('Summer sale: 30% off all sandals', 'en')).toBe('30% off');
    expect(await badgeOf('Customer review of our brunch', 'en')).toBe('5/5');
    expect(await badgeOf('Tasting night at the brewery: book now', 'de')).toBe('SEI DABEI');
  });

  it('makes a WebP thumbnail 384 px wide', async () => {
    const result = await compositor.generate(sampleRequest({ ratio: '2:3' }));
    expect(result.thumbnail).toBeUndefined();
    const metadata = await sharp(await creativeThumbnail(result.png)).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 384, height: 576 });
  });

  it('makes the thumbnail with the PNG when asked, the same as one made from the PNG', async () => {
    const result = await compositor.generate(sampleRequest({ ratio: '2:3', thumbnail: true }));
    expect(result.thumbnail).toBeDefined();
    expect(Buffer.from(result.thumbnail ?? [])).toEqual(Buffer.from(await creativeThumbnail(result.png)));
  });

  it('refuses an attached file that is not an image', async () => {
    const request: ImageRequest = sampleRequest({
      references: [{ bytes: new Uint8Array([1, 2, 3]), contentType: 'image/png' }],
    });
    await expect(compositor.generate(request)).rejects.toMatchObject({
      name: 'ImageProviderError',
      kind: 'invalid_request',
    });
  });

  it('serves image models as their brand layer: the picture as hero, logo and copy on top, or the logo alone', async () => {
    const brandLayer: BrandLayer = createBrandLayer();
    const blue = { r: 30, g: 60, b: 200 };
    const picture = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: blue } })
      .png()
      .toBuffer();
    const request = sampleRequest({
      brand: sampleBrand({ logo: { light: await magentaLogoPng(), dark: null } }),
    });
    const copy = { headline: 'Written by the copy model', subline: null, callToAction: 'Shop now' };

    const layered = await brandLayer(picture, request, copy);
    expect(layered.copy).toEqual(copy);
    expect(layered.detail.layoutFamily).toBe('hero-photo');
    const pixels = await pixelsOf(layered.png);
    expect(near(pixels.at(pixels.width - 40, pixels.height * 0.3), blue, 12)).toBe(true);

    const logoOnly = await brandLayer(picture, { ...request, modelDrawsText: true }, copy);
    const plain = await pixelsOf(logoOnly.png);
    expect(logoOnly.copy).toEqual(copy);
    // No scrim and no copy: the bottom of the picture is untouched, the logo is in its corner.
    expect(near(plain.at(plain.width / 2, plain.height - 80), blue, 6)).toBe(true);
    let magenta = 0;
    for (let y = 0; y < 200; y += 2)
      for (let x = 0; x < 300; x += 2) if (near(plain.at(x, y), logoMagenta, 40)) magenta += 1;
    expect(magenta).toBeGreaterThan(200);

    // A template's family where it shows the picture large; the hero layout where it would hide it.
    const look = (family: 'banner' | 'quote') =>
      ({ family, palette: ['#111111', '#222222', '#333333'], scene: '' }) as const;
    expect(
      (await brandLayer(picture, { ...request, template: look('banner') }, copy)).detail.layoutFamily,
    ).toBe('banner');
    expect(
      (await brandLayer(picture, { ...request, template: look('quote') }, copy)).detail.layoutFamily,
    ).toBe('hero-photo');
  });
});

describe('warming the brand layer', () => {
  it('loads ahead without failing, and a plan after it is the plan it would have been', async () => {
    const before = await planCreative(sampleRequest());
    await warmBrandLayer();
    expect((await planCreative(sampleRequest())).document).toEqual(before.document);
  });
});
