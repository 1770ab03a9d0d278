import { previewLayoutOf, stylePreviewSvg } from '@brandloom/shared/style-preview';
import { presetStyles } from '@brandloom/shared/styles';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

const text = { brand: 'Brandloom', headline: 'Summer sale', cta: 'Shop now' };

describe('style previews', () => {
  it('draws every preset as an SVG that sharp rasterises, each one different', async () => {
    const svgs = presetStyles.map((preset) => stylePreviewSvg(preset, text, preset.id));
    expect(new Set(svgs).size).toBe(presetStyles.length);
    expect(new Set(presetStyles.map((preset) => preset.layout)).size).toBeGreaterThanOrEqual(12);
    for (const svg of svgs) {
      const { width, height, format } = await sharp(Buffer.from(svg)).png().metadata();
      expect({ width, height, format }).toEqual({ width: 400, height: 500, format: 'svg' });
      const png = await sharp(Buffer.from(svg)).png().toBuffer();
      expect((await sharp(png).stats()).isOpaque).toBe(true);
    }
  });

  it('escapes user text, so a style name cannot add markup', () => {
    const svg = stylePreviewSvg(
      { colors: ['#ffffff'], fonts: ['Evil"><script>alert(1)</script>'], designElements: [] },
      { ...text, headline: '<script>alert(1)</script> & "more"' },
    );
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&#60;script&#62;');
    expect(svg).toContain('&#38; &#34;more&#34;');
  });

  it('gives a custom style a composition from its design elements, else from its heading font', () => {
    const look = (designElements: string[], fonts: string[] = []) => ({ colors: [], fonts, designElements });
    expect(previewLayoutOf(look(['rounded corners', 'neon glow']))).toBe('glow');
    expect(previewLayoutOf(look(['lots of leaves']))).toBe('arch');
    expect(previewLayoutOf(look([], ['Playfair Display']))).toBe('magazine');
    expect(previewLayoutOf(look([], ['Some Unknown Family']))).toBe('split');
  });

  it('stays legible with too few or clashing colours', async () => {
    for (const colors of [[], ['#000000'], ['#ffffff', '#fefefe'], ['#ff0000', '#ff0000', '#ff0000']]) {
      const svg = stylePreviewSvg({ colors, fonts: [], designElements: ['bold'] }, text);
      expect((await sharp(Buffer.from(svg)).png().toBuffer()).length).toBeGreaterThan(1000);
    }
    // White text on a white background would vanish: the text colour is chosen for contrast instead.
    const svg = stylePreviewSvg(
      { colors: ['#ffffff', '#fefefe'], fonts: [], designElements: ['bold'] },
      text,
    );
    expect(svg).toContain('fill="#111111"');
  });
});
