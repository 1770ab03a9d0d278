import { contrastRatio, parseHex, white } from '@brandloom/shared/colour';
import { describe, expect, it } from 'vitest';
import { fitText, type TextStyle } from './text-fit.ts';
import { bundledFontFace, loadTypeface, measureEm } from './typefaces.ts';

const style: TextStyle = {
  typeface: loadTypeface(bundledFontFace('display'), 700),
  lineHeight: 1.1,
  letterSpacing: 0,
};
const limits = { maxWidth: 600, maxHeight: 400, maxLines: 3, maxSize: 120, minSize: 30 };

describe('text fitting', () => {
  it('measures glyph widths from the font file', () => {
    expect(measureEm(style.typeface, 'WWW')).toBeGreaterThan(measureEm(style.typeface, 'iii') * 2);
    expect(measureEm(style.typeface, 'Größe „Ärger“ ¿Qué? €')).toBeGreaterThan(0);
  });

  it('keeps the largest size at which the text fits in its lines and box', () => {
    const fitted = fitText('Fresh roast every single morning in Hamburg', style, limits);
    expect(fitted.lines.length).toBeLessThanOrEqual(3);
    expect(fitted.width).toBeLessThanOrEqual(600);
    expect(fitted.height).toBeLessThanOrEqual(400);
    expect(fitText('Fresh', style, limits).fontSize).toBe(120);
    expect(fitted.fontSize).toBeLessThan(120);
  });

  it('never breaks a line at a no-break space', () => {
    const fitted = fitText('Bis zu 50\u00a0% Rabatt auf Laufschuhe', style, { ...limits, maxWidth: 260 });
    expect(fitted.lines.length).toBeGreaterThan(1);
    expect(fitted.lines.some((line) => line.text.includes('50\u00a0%'))).toBe(true);
  });

  it('balances lines instead of leaving a lonely last word', () => {
    const fitted = fitText('Autumn tasting evenings with our roasters', style, { ...limits, maxSize: 90 });
    const widths = fitted.lines.map((line) => line.width);
    expect(widths.length).toBeGreaterThan(1);
    expect(Math.min(...widths) / Math.max(...widths)).toBeGreaterThan(0.5);
  });

  it('still fits at the minimum size: long words break, the last line ends with an ellipsis', () => {
    const text = `${'Donaudampfschifffahrtsgesellschaftskapitän '.repeat(3)}${'and many more words '.repeat(20)}`;
    const fitted = fitText(text, style, { ...limits, maxWidth: 300, maxHeight: 200 });
    expect(fitted.fontSize).toBe(30);
    expect(fitted.width).toBeLessThanOrEqual(300);
    expect(fitted.height).toBeLessThanOrEqual(200);
    expect(fitted.lines.at(-1)?.text.endsWith('…')).toBe(true);
  });
});

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio(white, { r: 0, g: 0, b: 0 })).toBeCloseTo(21, 5);
    const grey = parseHex('#777');
    expect(grey).not.toBeNull();
    if (grey) expect(contrastRatio(white, grey)).toBeCloseTo(4.48, 2);
    expect(parseHex('not a colour')).toBeNull();
  });
});

describe('typefaces', () => {
  it('opens the brand face at the nearest weight and falls back to Inter for unreadable files', () => {
    const serif = loadTypeface(bundledFontFace('serif'), 600, 'italic');
    expect(serif.fonts[0]?.familyName).toBe('Playfair Display SemiBold');
    expect(serif.fonts[0]?.subfamilyName).toMatch(/italic/i);
    const broken = loadTypeface(
      { family: 'Broken', files: [{ weight: 400, style: 'normal', path: '/dev/null' }] },
      400,
    );
    expect(broken.fonts.map((font) => font.familyName)).toEqual(['Inter']);
  });
});
