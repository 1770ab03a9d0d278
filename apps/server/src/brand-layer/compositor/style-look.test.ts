import { contrastRatio, type Rgb, toHex } from '@brandloom/shared/colour';
import { presetStyles } from '@brandloom/shared/styles';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { CreativeStyle, ImageRequest } from '../../adapters/image-provider/image-provider.ts';
import { sampleBrand, samplePhotos, sampleRequest, wordmarkSvg } from '../testing.ts';
import { planCreative, renderCreative } from './brand-compositor.ts';
import { chooseFamilies } from './family-choice.ts';
import type { Box, SceneElement } from './scene.ts';
import { sceneImages } from './scene-images.ts';
import { resolveStyleLook } from './style-look.ts';

const styleOf = (id: string): CreativeStyle => {
  const preset = presetStyles.find((candidate) => candidate.id === id);
  if (!preset) throw new Error(id);
  return {
    id,
    name: id,
    description: '',
    colors: [...preset.colors],
    fonts: [...preset.fonts],
    designElements: [...preset.designElements],
    promptGuidance: preset.promptGuidance,
  };
};

async function render(request: ImageRequest) {
  const planned = await planCreative(request);
  const png = (await renderCreative(planned, request)).png;
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number): Rgb => {
    const offset = (Math.floor(y) * info.width + Math.floor(x)) * info.channels;
    return { r: data[offset] ?? 0, g: data[offset + 1] ?? 0, b: data[offset + 2] ?? 0 };
  };
  return { planned, png, at, width: info.width, height: info.height };
}

type Rendered = Awaited<ReturnType<typeof render>>;

/** The share of sampled pixels in `box` (the whole canvas by default) that differ clearly. */
function difference(a: Rendered, b: Rendered, box?: Box): number {
  const area = box ?? { x: 0, y: 0, width: a.width, height: a.height };
  let different = 0;
  let total = 0;
  for (let y = area.y; y < area.y + area.height; y += 8) {
    for (let x = area.x; x < area.x + area.width; x += 8) {
      total += 1;
      const [p, q] = [a.at(x, y), b.at(x, y)];
      if (Math.abs(p.r - q.r) + Math.abs(p.g - q.g) + Math.abs(p.b - q.b) > 45) different += 1;
    }
  }
  return different / Math.max(1, total);
}

const allElements = (elements: SceneElement[]): SceneElement[] =>
  elements.flatMap((element) =>
    element.kind === 'clip' || element.kind === 'accent' ? allElements(element.elements) : [element],
  );

const brand = sampleBrand();
const prompt = 'Create an ad for our coffee subscription, fresh beans every month';

describe('styles that show', () => {
  it('changes the pixels of every preset’s creative where its shapes go, with and without a brand', async () => {
    for (const withBrand of [true, false]) {
      const base = sampleRequest({ prompt, brand: withBrand ? brand : null, style: null });
      const plain = await render(base);
      for (const preset of presetStyles) {
        const styled = await render({ ...base, style: styleOf(preset.id) });
        // The decoration's side of the canvas (the top, where families keep their shapes) changes.
        const top = { x: 0, y: 0, width: plain.width, height: Math.round(plain.height * 0.45) };
        expect(difference(plain, styled, top), `${preset.id} brand ${withBrand}`).toBeGreaterThan(0.08);
      }
    }
  });

  it('ranks a style’s preferred families first, keeping a sale’s badge and photo rules', () => {
    const look = resolveStyleLook(styleOf('luxury'));
    expect(chooseFamilies({ intent: 'general', referenceCount: 0, look })[0]).toBe('minimal-type');
    expect(chooseFamilies({ intent: 'sale', referenceCount: 0, look })[0]).toBe('sale-badge');
    // With two photos the collage stays first; no family that would hide them is added.
    const withPhotos = chooseFamilies({ intent: 'general', referenceCount: 2, look });
    expect(withPhotos).toContain('collage');
    expect(withPhotos).not.toContain('minimal-type');
  });

  it('gives two styles different creatives for the same prompt, the same pixels for the same input', async () => {
    const request = sampleRequest({ prompt, brand, style: styleOf('bold') });
    const [bold, again, organic] = await Promise.all([
      render(request),
      render(request),
      render({ ...request, style: styleOf('organic') }),
    ]);
    expect(Buffer.from(again.png).equals(Buffer.from(bold.png))).toBe(true);
    expect(difference(bold, organic)).toBeGreaterThan(0.2);
  });

  it('keeps the brand’s colours and fonts under a style; without a brand, the style’s own', async () => {
    const branded = await planCreative(sampleRequest({ prompt, brand, style: styleOf('neon') }));
    const ground = branded.scene.elements[0];
    const first = ground?.kind === 'clip' ? ground.elements[0] : ground;
    expect(first?.kind === 'rect' && first.paint.kind === 'linear' && first.paint.stops[0]?.colour).toEqual({
      r: 15,
      g: 92,
      b: 77,
    });
    const headline = (scene: typeof branded.scene) =>
      allElements(scene.elements).find((element) => element.kind === 'text' && element.role === 'headline');
    const brandless = await planCreative(sampleRequest({ prompt, brand: null, style: styleOf('bold') }));
    const text = headline(brandless.scene);
    expect(text?.kind === 'text' && text.typeface.fonts[0]?.familyName).toMatch(/^Anton/);
    // Bold sets its headline in capitals.
    expect(text?.kind === 'text' && text.fitted.lines[0]?.text).toMatch(/^[^a-z]+$/);
  });

  it('treats photos as the style says: an arch for organic, a duotone for tech', async () => {
    const photos = await samplePhotos(1);
    const request = sampleRequest({ prompt: 'Shop ad for our new travel mug', references: photos });
    const photoOf = async (id: string) =>
      allElements(
        (await planCreative({ ...request, style: styleOf(id) }, {}, { family: 'centred-product' })).scene
          .elements,
      ).find((element) => element.kind === 'photo');
    const organic = await photoOf('organic');
    expect(organic?.kind === 'photo' && organic.arch).toBe(true);
    const tech = await photoOf('tech');
    expect(tech?.kind === 'photo' && tech.tint).toBeTruthy();
  });

  it('reads a custom style’s design-element words', () => {
    const custom: CreativeStyle = {
      id: '00000000-0000-4000-8000-000000000000',
      name: 'Street',
      description: '',
      colors: ['#eeeeee', '#111111', '#ff0055'],
      fonts: ['Oswald'],
      designElements: ['heavy borders', 'uppercase', 'film grain'],
      promptGuidance: '',
    };
    const look = resolveStyleLook(custom);
    expect(look.frame).toBe('heavy');
    expect(look.grain).toBe(true);
    expect(look.type.uppercase).toBe(true);
    expect(look.corners).toBe('square');
    expect(look.fonts.heading?.family).toBe('Oswald');
  });
});

describe('a style’s colours without a brand', () => {
  it('give a light style’s bands and badges its own text colour, not a deepened olive or brown', async () => {
    const texts = { bold: '#111111', playful: '#2b1d52', pastel: '#4a3f5c', corporate: '#0b1f3a' };
    for (const [id, text] of Object.entries(texts)) {
      const request = sampleRequest({ brand: null, style: styleOf(id), prompt: 'Sale: 30% off all mugs' });
      const banner = await planCreative(request, {}, { family: 'banner' });
      const band = banner.scene.elements.find(
        (element) =>
          element.kind === 'rect' &&
          element.box.width === banner.scene.width &&
          element.box.y > banner.scene.height / 2,
      );
      expect(band?.kind === 'rect' && band.paint.kind === 'solid' && toHex(band.paint.colour), id).toBe(text);
    }
    const sale = await planCreative(
      sampleRequest({ brand: null, style: styleOf('playful'), prompt: 'Sale: 30% off all mugs' }),
      {},
      { family: 'sale-badge' },
    );
    const badge = allElements(sale.scene.elements).find(
      (element) => element.kind === 'text' && element.role === 'badge',
    );
    expect(badge?.kind === 'text' && toHex(badge.backdrop)).toBe(texts.playful);
  });

  it('keeps an outlined button’s hard shadow beside it, not under its label', async () => {
    const request = sampleRequest({ brand: null, style: styleOf('brutalist') });
    const planned = await planCreative(request, {}, { family: 'minimal-type' });
    const outlined = planned.scene.elements.some(
      (element) => element.kind === 'outline' && element.box.x > 0,
    );
    expect(outlined).toBe(true);
    const label = planned.scene.elements.find((element) => element.kind === 'text' && element.role === 'cta');
    if (label?.kind !== 'text') throw new Error('no button');
    const { data, info } = await sharp((await renderCreative(planned, request)).png)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const offset =
      (Math.round(label.box.y + label.box.height / 2) * info.width + Math.round(label.box.x - 6)) *
      info.channels;
    const inside = { r: data[offset] ?? 0, g: data[offset + 1] ?? 0, b: data[offset + 2] ?? 0 };
    expect(contrastRatio(inside, label.backdrop)).toBeLessThan(1.1);
  });
});

describe('brand marks', () => {
  const wordmarkBrand = sampleBrand({
    logo: { light: wordmarkSvg('#0f5c4d'), dark: wordmarkSvg('#ffffff') },
  });

  it('sets a 6:1 wordmark readably at 1536 px, on a ground it contrasts with, with no plate', async () => {
    for (const ratio of ['2:3', '3:2'] as const) {
      for (const family of ['geometric-poster', 'split', 'minimal-type'] as const) {
        const request = sampleRequest({ ratio, brand: wordmarkBrand });
        const { scene, logo } = await planCreative(request, {}, { family });
        const mark = scene.elements.find((element) => element.kind === 'logo');
        expect(mark?.kind, family).toBe('logo');
        if (mark?.kind !== 'logo' || !logo) continue;
        // At least 5 % of the short side: a wordmark's letters about 50 px tall at 1536 × 1024.
        expect(mark.box.height, `${family} ${ratio}`).toBeGreaterThanOrEqual(
          Math.min(scene.width, scene.height) * 0.05,
        );
        expect(mark.plate, family).toBeNull();
        const rendered = await render(request);
        const ground = rendered.at(mark.box.x - 6, mark.box.y + mark.box.height / 2);
        const tone = logo.facts.tones[mark.variant];
        expect(tone).not.toBeNull();
        if (tone) expect(contrastRatio(tone, ground), family).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('sets a logo over a photo on a soft scrim, a plate only when no variant contrasts', async () => {
    const photos = await samplePhotos(1);
    const overPhoto = await planCreative(
      sampleRequest({ brand: wordmarkBrand, references: photos }),
      {},
      { family: 'hero-photo' },
    );
    const logo = overPhoto.scene.elements.find((element) => element.kind === 'logo');
    expect(logo?.kind === 'logo' && logo.plate).toBeNull();
    const darkOnly = sampleBrand({ logo: { light: wordmarkSvg('#0f5c4d'), dark: null } });
    const onGreen = await planCreative(sampleRequest({ brand: darkOnly }), {}, { family: 'minimal-type' });
    const plated = onGreen.scene.elements.find((element) => element.kind === 'logo');
    expect(plated?.kind === 'logo' && plated.plate).not.toBeNull();
  });

  it('reads the photo under a logo: the variant that contrasts, a shade only as strong as it must be', async () => {
    const photoIn = async (background: Rgb) => ({
      bytes: await sharp({ create: { width: 900, height: 600, channels: 3, background } })
        .jpeg()
        .toBuffer(),
      contentType: 'image/jpeg',
    });
    const measured = async (background: Rgb) => {
      const request = sampleRequest({ brand: wordmarkBrand, references: [await photoIn(background)] });
      const planned = await planCreative(request, {}, { family: 'hero-photo' });
      const logo = planned.scene.elements.find((element) => element.kind === 'logo');
      if (logo?.kind !== 'logo' || !planned.logo) throw new Error('no logo');
      const images = await sceneImages(planned.scene, request.references, planned.logo);
      return { request, logo, facts: planned.logo.facts, mark: images.marks.get(logo) };
    };
    // A white photo takes the logo made for light grounds, a navy one the other; neither a shade.
    const overWhite = await measured({ r: 255, g: 255, b: 255 });
    expect(overWhite.mark).toMatchObject({ variant: 'light', scrim: { opacity: 0 } });
    const overNavy = await measured({ r: 20, g: 30, b: 80 });
    expect(overNavy.mark).toMatchObject({ variant: 'dark', scrim: { opacity: 0 } });
    // A bright orange reads with neither: a light shade of its own hue, weaker than the planned
    // worst case, and the logo still reaches 3:1 beside its edge.
    const overOrange = await measured({ r: 249, g: 115, b: 22 });
    const { mark, logo, facts } = overOrange;
    expect(mark?.scrim.opacity).toBeGreaterThan(0);
    expect(mark?.scrim.opacity).toBeLessThan(logo.scrim?.opacity ?? 0);
    const tone = mark ? facts.tones[mark.variant] : null;
    const rendered = await render(overOrange.request);
    const ground = rendered.at(logo.box.x - 3, logo.box.y + logo.box.height / 2);
    expect(tone && contrastRatio(tone, ground)).toBeGreaterThanOrEqual(3);
  });
});
