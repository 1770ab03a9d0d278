import { describe, expect, it } from 'vitest';
import { fixtureBrand, fixtureImageRequest, fixtureStyle } from '../../../testing/image-request-fixture.ts';
import { colourName } from './colour-name.ts';
import { buildImagePrompt, copyAreas, maxPromptLength } from './image-prompt.ts';

describe('colourName', () => {
  it.each([
    ['#0A2540', 'dark blue'],
    ['#FF6B00', 'vivid orange'],
    ['#F5F5F5', 'white'],
    ['#111111', 'black'],
    ['#808080', 'grey'],
    ['#FFD400', 'vivid yellow'],
    ['#8B4513', 'brown'],
    ['#FFC0CB', 'light pink'],
    ['#2E8B57', 'green'],
    ['#6B8E6B', 'muted green'],
    ['#f00', 'vivid red'],
    ['not a colour', 'not a colour'],
  ])('names %s as %s', (hex, name) => {
    expect(colourName(hex)).toBe(name);
  });
});

describe('buildImagePrompt', () => {
  it('carries the idea, the brand brief and tone, the style and the palette by name', () => {
    const prompt = buildImagePrompt(fixtureImageRequest(), null);
    expect(prompt).toContain('A cup of our new espresso blend on a sunny windowsill');
    expect(prompt).toContain('Kaffeewerk');
    expect(prompt).toContain('Small-batch coffee roastery in Leipzig');
    expect(prompt).toContain('warm, witty and down to earth');
    expect(prompt).toContain('young professionals who love good coffee');
    expect(prompt).toContain('free shipping on the first order');
    expect(prompt).toContain('Bold minimal');
    expect(prompt).toContain('geometric shapes, soft shadows');
    expect(prompt).toContain('studio lighting, high contrast, crisp edges');
    expect(prompt).toContain(
      'dark blue (#0A2540) as the dominant colour, with vivid orange (#FF6B00), white (#F5F5F5)',
    );
  });

  it('asks for no text and no logo, and for room for the copy where the brand layer puts it', () => {
    for (const ratio of ['1:1', '2:3', '3:2'] as const) {
      const prompt = buildImagePrompt(fixtureImageRequest({ ratio }), null);
      expect(prompt).toMatch(/Do not draw any text, letters, numbers, words, logos/);
      expect(prompt).toContain(copyAreas[ratio].instruction);
    }
  });

  it('lets the model paint the given copy verbatim, still without a logo, when asked to', () => {
    const copy = { headline: 'Wach in 30 Sekunden', subline: null, callToAction: 'Jetzt bestellen' };
    const prompt = buildImagePrompt(fixtureImageRequest({ modelDrawsText: true, language: 'de' }), copy);
    expect(prompt).not.toMatch(/Do not draw any text/);
    expect(prompt).toContain('Do not draw any logo');
    expect(prompt).toContain('headline "Wach in 30 Sekunden", button "Jetzt bestellen"');
    expect(prompt).toContain('spelled exactly as given');
  });

  it("asks for copy in the user's language when the model draws text and none was written", () => {
    const prompt = buildImagePrompt(fixtureImageRequest({ modelDrawsText: true, language: 'fr' }), null);
    expect(prompt).toContain('in French');
  });

  it("uses the style's colours when the brand has none, and works with neither brand nor style", () => {
    const brandless = { ...fixtureBrand, colors: [] };
    expect(buildImagePrompt(fixtureImageRequest({ brand: brandless }), null)).toContain(
      'black (#111111) as the dominant colour, with vivid yellow (#FFD400)',
    );
    const undescribed = buildImagePrompt(
      fixtureImageRequest({ style: { ...fixtureStyle, description: ' ' } }),
      null,
    );
    expect(undescribed).toContain('Visual style: Bold minimal.');
    const bare = buildImagePrompt(fixtureImageRequest({ brand: null, style: null }), null);
    expect(bare).toContain('Idea: A cup of our new espresso blend');
    expect(bare).not.toContain('Colour palette');
  });

  it("paints a template's scene, in its palette unless the brand has colours", () => {
    const template = {
      family: 'split',
      palette: ['#9b1c1c', '#14532d', '#d4a017'],
      scene: 'a festive table',
    } as const;
    const brandless = buildImagePrompt(fixtureImageRequest({ brand: null, template }), null);
    expect(brandless).toContain('Scene: a festive table.');
    expect(brandless).toMatch(/Colour palette: [a-z ]+ \(#9b1c1c\) as the dominant colour/);
    const branded = buildImagePrompt(fixtureImageRequest({ template }), null);
    expect(branded).toContain('(#0A2540) as the dominant colour');
  });

  it('describes attached references and varies the composition per variant', () => {
    const reference = { bytes: new Uint8Array([1]), contentType: 'image/png' };
    expect(buildImagePrompt(fixtureImageRequest({ references: [reference] }), null)).toContain(
      'The attached image shows the product',
    );
    const variants = [0, 1, 2].map((variant) => buildImagePrompt(fixtureImageRequest({ variant }), null));
    expect(new Set(variants).size).toBe(3);
  });

  it('stays under the API limit whatever the user typed', () => {
    const long = 'word '.repeat(20_000);
    const prompt = buildImagePrompt(
      fixtureImageRequest({
        prompt: long,
        brand: {
          ...fixtureBrand,
          name: long,
          brief: { description: long, toneOfVoice: long, audience: long, offer: long },
          colors: Array.from({ length: 50 }, () => '#123456'),
        },
        style: {
          ...fixtureStyle,
          name: long,
          description: long,
          designElements: Array.from({ length: 100 }, () => long),
          promptGuidance: long,
        },
        modelDrawsText: true,
      }),
      { headline: long, subline: long, callToAction: long },
    );
    expect(prompt.length).toBeLessThan(maxPromptLength / 2);
    expect(prompt).toContain('Idea: word word');
  });
});
