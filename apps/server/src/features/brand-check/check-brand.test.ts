import { adFormats, findAdFormat } from '@brandloom/shared/ad-formats';
import { brandCheckRules } from '@brandloom/shared/brand-check';
import { contrastRatio, parseHex, type Rgb } from '@brandloom/shared/colour';
import type { LayerDocument, LayerElement } from '@brandloom/shared/layers';
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutFamilies } from '../../adapters/image-provider/image-provider.ts';
import { planCreative, planForPlacement } from '../../brand-layer/brand-layer.ts';
import { logoSvg, sampleBrand, sampleRequest, wordmarkSvg } from '../../brand-layer/testing.ts';
import type { BrandRules, CheckContext, Finding } from './brand-check-context.ts';
import { checkBrand } from './check-brand.ts';
import { requiredContrast } from './contrast-rule.ts';
import { fixBrandFindings } from './fix-brand-findings.ts';
import { changeElements, visibleElements } from './layer-elements.ts';
import { safeZoneBox } from './safe-zone-rule.ts';
import { dictionaryFor } from './spell-checker.ts';
import { ignoredWords } from './spelling-rule.ts';

const brand = sampleBrand({ logo: { light: logoSvg('#0f5c4d'), dark: logoSvg('#ffffff') } });
const palette = brand.colors.map((hex) => parseHex(hex) as Rgb);
const brandRules: BrandRules = { name: brand.name, colors: palette, fontFamilies: [], hasLogo: true };

let document: LayerDocument;
let context: CheckContext;

beforeAll(async () => {
  ({ document } = await planCreative(sampleRequest({ brand, ratio: '1:1' }), {}, { family: 'split' }));
  context = {
    brand: brandRules,
    zone: safeZoneBox(document, undefined),
    spelling: {
      isWord: await dictionaryFor('en'),
      ignored: ignoredWords(sampleRequest().prompt, brand.name),
    },
  };
}, 60_000);

const issues = (findings: Finding[], rule?: Finding['rule']) =>
  findings.filter((item) => item.status !== 'pass' && (!rule || item.rule === rule));

/** The document with `change` applied to each element of the layer whose role is `role`. */
function changeRole(source: LayerDocument, role: string, change: (element: LayerElement) => LayerElement) {
  const ids = new Set(source.layers.filter((layer) => layer.role === role).map((layer) => layer.id));
  expect(ids.size, role).toBeGreaterThan(0);
  return changeElements(source, ids, change);
}

const headlineOf = (source: LayerDocument) =>
  visibleElements(source, 'text').find(({ element }) => element.role === 'headline')?.element;
const logoOf = (source: LayerDocument) => visibleElements(source, 'logo')[0]?.element;

describe('the brand check', () => {
  it('finds a compositor creative in its brand on brand', () => {
    const findings = checkBrand(document, context);
    expect(issues(findings)).toEqual([]);
    // Every rule but fonts (the brand set none) and the hint for a brand without a logo.
    expect(new Set(findings.map((item) => item.rule))).toEqual(
      new Set(brandCheckRules.filter((rule) => rule !== 'fonts' && rule !== 'logo-wordmark')),
    );
  });

  it('fails text under WCAG AA against its backdrop, with the numbers', () => {
    const grey = (element: LayerElement): LayerElement =>
      element.kind === 'text'
        ? { ...element, colour: { r: 150, g: 150, b: 150 }, backdrop: { r: 120, g: 120, b: 120 } }
        : element;
    const [contrast] = issues(checkBrand(changeRole(document, 'headline', grey), context), 'contrast');
    expect(contrast).toMatchObject({
      status: 'fail',
      layerRole: 'headline',
      fixable: true,
      params: { ratio: 1.4, minimum: 3 },
    });
  });

  it('asks 3:1 of large text and 4.5:1 of small, as the ad is seen', () => {
    const text = headlineOf(document);
    if (!text) throw new Error('no headline');
    const sized = (fontSize: number) => ({ ...text, fitted: { ...text.fitted, fontSize } });
    expect(requiredContrast(document, sized(90))).toBe(3);
    expect(requiredContrast(document, sized(40))).toBe(4.5);
    // A 300×250 is seen at its own size: 24 px is large there.
    expect(requiredContrast({ ...document, width: 300, height: 250 }, sized(24))).toBe(3);
    expect(requiredContrast({ ...document, width: 300, height: 250 }, sized(16))).toBe(4.5);
  });

  it('warns rather than fails when a shadow carries the text', () => {
    const shadowed = (element: LayerElement): LayerElement =>
      element.kind === 'text'
        ? {
            ...element,
            colour: { r: 150, g: 150, b: 150 },
            backdrop: { r: 120, g: 120, b: 120 },
            effect: { kind: 'shadow', dx: 0, dy: 2, colour: { r: 0, g: 0, b: 0 } },
          }
        : element;
    expect(
      issues(checkBrand(changeRole(document, 'headline', shadowed), context), 'contrast')[0]?.status,
    ).toBe('warn');
  });

  it('warns about a colour off the palette, and takes its tints and neutrals as on it', () => {
    const recolour =
      (colour: Rgb) =>
      (element: LayerElement): LayerElement =>
        element.kind === 'text' ? { ...element, colour } : element;
    const [off] = issues(
      checkBrand(changeRole(document, 'headline', recolour({ r: 128, g: 0, b: 255 })), context),
      'palette',
    );
    expect(off).toMatchObject({ status: 'warn', params: { colour: '#8000ff', tolerance: 6 } });
    expect(off?.params.deltaE).toBeGreaterThan(6);
    for (const fine of [
      { r: 255, g: 255, b: 255 },
      { r: 40, g: 40, b: 40 },
      { r: 135, g: 174, b: 166 },
    ])
      expect(
        issues(checkBrand(changeRole(document, 'headline', recolour(fine)), context), 'palette'),
      ).toEqual([]);
    // No palette, no palette rule.
    expect(
      checkBrand(document, { ...context, brand: { ...brandRules, colors: [] } }).some(
        (item) => item.rule === 'palette',
      ),
    ).toBe(false);
  });

  it('fails a missing or tiny logo and warns when copy crowds it', () => {
    const withoutLogo = { ...document, layers: document.layers.filter((layer) => layer.role !== 'logo') };
    expect(issues(checkBrand(withoutLogo, context), 'logo-present')).toMatchObject([
      { status: 'fail', layerId: null },
    ]);
    // A brand with no logo file is not asked for one.
    expect(issues(checkBrand(withoutLogo, { ...context, brand: { ...brandRules, hasLogo: false } }))).toEqual(
      [],
    );

    const tiny = changeRole(document, 'logo', (element) =>
      element.kind === 'logo' ? { ...element, box: { ...element.box, width: 30, height: 12 } } : element,
    );
    expect(issues(checkBrand(tiny, context), 'logo-size')).toMatchObject([
      { status: 'fail', fixable: true, params: { width: 30, height: 12, minimum: 82, minimumSide: 16 } },
    ]);

    const logo = logoOf(document);
    if (!logo) throw new Error('no logo');
    const crowded = changeRole(document, 'headline', (element) =>
      element.kind === 'text'
        ? { ...element, box: { ...element.box, x: logo.box.x, y: logo.box.y + logo.box.height + 2 } }
        : element,
    );
    expect(issues(checkBrand(crowded, context), 'logo-clear-space')[0]?.status).toBe('warn');
  });

  it('fails text or a logo outside the placement’s safe zone, or the canvas without one', () => {
    const stories = findAdFormat('meta-stories');
    const zone = safeZoneBox({ width: 1080, height: 1920 }, stories);
    expect(zone.y).toBeCloseTo(1920 * 0.14);
    expect(zone.height).toBeCloseTo(1920 * 0.66);
    const high = changeRole(document, 'headline', (element) =>
      element.kind === 'text' ? { ...element, box: { ...element.box, y: 20 } } : element,
    );
    const inZone = {
      ...context,
      zone: { x: 0, y: 100, width: document.width, height: document.height - 100 },
    };
    expect(issues(checkBrand(high, inZone), 'safe-zone')).toContainEqual(
      expect.objectContaining({ status: 'fail', layerRole: 'headline', params: { pixels: 80 } }),
    );
    const off = changeRole(document, 'headline', (element) =>
      element.kind === 'text' ? { ...element, box: { ...element.box, x: -30 } } : element,
    );
    expect(issues(checkBrand(off, context), 'safe-zone')[0]?.params).toEqual({ pixels: 30 });
  });

  it('warns about copy not set in the brand’s fonts, only when the brand set fonts', () => {
    const family = headlineOf(document)?.font.family ?? '';
    const other = checkBrand(document, {
      ...context,
      brand: { ...brandRules, fontFamilies: ['Playfair Display'] },
    });
    expect(issues(other, 'fonts')[0]).toMatchObject({
      status: 'warn',
      params: { font: family, brandFonts: 'Playfair Display' },
    });
    const used = visibleElements(document, 'text').map(({ element }) => element.font.family.toUpperCase());
    const own = checkBrand(document, { ...context, brand: { ...brandRules, fontFamilies: used } });
    expect(issues(own, 'fonts')).toEqual([]);
    expect(own.some((item) => item.rule === 'fonts')).toBe(true);
  });

  it('puts issues first', () => {
    const findings = checkBrand(
      changeRole(document, 'headline', (element) =>
        element.kind === 'text' ? { ...element, colour: element.backdrop } : element,
      ),
      context,
    );
    expect(findings[0]?.status).toBe('fail');
  });
});

describe('fixing the mechanical issues', () => {
  it('repairs contrast, palette, logo size and safe zone so the rules pass', () => {
    const logo = logoOf(document);
    if (!logo) throw new Error('no logo');
    let broken = changeRole(document, 'headline', (element) =>
      element.kind === 'text'
        ? { ...element, colour: { r: 128, g: 0, b: 255 }, box: { ...element.box, x: -40 } }
        : element,
    );
    broken = changeRole(broken, 'subline', (element) =>
      element.kind === 'text' ? { ...element, colour: mixToward(element.backdrop) } : element,
    );
    broken = changeRole(broken, 'logo', (element) =>
      element.kind === 'logo' ? { ...element, box: { ...element.box, width: 30, height: 12 } } : element,
    );
    const found = checkBrand(broken, context);
    expect(new Set(issues(found).map((item) => item.rule))).toEqual(
      new Set(['contrast', 'palette', 'logo-size', 'safe-zone']),
    );
    const fixed = fixBrandFindings(broken, context, found);
    expect(issues(checkBrand(fixed, context)).filter((item) => item.rule !== 'logo-clear-space')).toEqual([]);
    // The fixed colours are the brand's own (or black or white), and the text reads.
    const headline = headlineOf(fixed);
    if (!headline) throw new Error('no headline');
    expect([...palette, { r: 0, g: 0, b: 0 }, { r: 255, g: 255, b: 255 }]).toContainEqual(headline.colour);
    expect(contrastRatio(headline.colour, headline.backdrop)).toBeGreaterThanOrEqual(
      requiredContrast(fixed, headline),
    );
    // Untouched without findings.
    expect(fixBrandFindings(broken, context, [])).toEqual(broken);
  });
});

describe('the compositor’s own creatives (decision 0067)', () => {
  const contextFor = (
    source: LayerDocument,
    rules: BrandRules,
    format?: ReturnType<typeof findAdFormat>,
  ): CheckContext => ({ brand: rules, zone: safeZoneBox(source, format), spelling: context.spelling });

  it('finds the first creatives of a brand without a logo on brand, in one or two dark, grey or pastel colours', async () => {
    // A dark or grey palette used to get a call to action in a hue the compositor derived (teal for
    // black): "1 issue", off the palette. A pastel one, text in its tinted near-black ink.
    for (const colors of [['#000000'], ['#111827', '#f9fafb'], ['#777777'], ['#ffd6e0', '#c1fba4']]) {
      const noLogo = sampleBrand({ colors, logo: { light: null, dark: null } });
      const rules: BrandRules = {
        name: noLogo.name,
        colors: colors.map((hex) => parseHex(hex) as Rgb),
        fontFamilies: [],
        hasLogo: false,
      };
      for (const variant of [0, 1, 2]) {
        const { document: first } = await planCreative(sampleRequest({ brand: noLogo, variant }));
        const found = checkBrand(first, contextFor(first, rules));
        expect(issues(found), `${colors.join(' ')} variant ${variant}`).toEqual([]);
        // Not asked for a logo; a hint among the passes says how to add one.
        expect(found.filter((item) => item.rule.startsWith('logo'))).toMatchObject([
          { rule: 'logo-wordmark', status: 'pass', layerRole: 'wordmark' },
        ]);
      }
    }
  }, 120_000);

  it('judges a banner’s logo by the banner’s height, and the compositor’s banners pass', async () => {
    // A 10 px high logo is enough in a 320×50, not in a 728×90 (16 px) nor a square.
    const leaderboard = { width: 728, height: 90 };
    const phoneBanner = { width: 320, height: 50 };
    const logoBox = { x: 10, y: 10, width: 60, height: 10 };
    const sized = (size: { width: number; height: number }) =>
      changeRole({ ...document, ...size }, 'logo', (element) =>
        element.kind === 'logo' ? { ...element, box: logoBox } : element,
      );
    const sizeOf = (source: LayerDocument) =>
      checkBrand(source, { ...context, zone: safeZoneBox(source, undefined) }).find(
        (item) => item.rule === 'logo-size',
      );
    expect(sizeOf(sized(phoneBanner))).toMatchObject({ status: 'pass' });
    expect(sizeOf(sized(leaderboard))).toMatchObject({ status: 'fail', params: { minimumSide: 16 } });

    const banners = adFormats.filter(({ width, height }) => width / height >= 3 || height / width >= 3);
    expect(banners.map((format) => format.id)).toEqual(
      expect.arrayContaining(['google-728x90', 'google-320x50', 'google-320x100']),
    );
    for (const logo of [
      { light: logoSvg('#0f5c4d'), dark: logoSvg('#ffffff') },
      { light: wordmarkSvg('#0f5c4d'), dark: wordmarkSvg('#ffffff') },
    ]) {
      const request = sampleRequest({ brand: sampleBrand({ logo }) });
      for (const family of layoutFamilies) {
        const { document: original } = await planCreative(request, {}, { family });
        for (const format of banners) {
          const { document: banner } = await planForPlacement(request, original, format);
          const logoFindings = checkBrand(banner, contextFor(banner, brandRules, format)).filter((item) =>
            item.rule.startsWith('logo-'),
          );
          expect(issues(logoFindings, 'logo-size'), `${family} ${format.id}`).toEqual([]);
          expect(issues(logoFindings, 'logo-present'), `${family} ${format.id}`).toEqual([]);
        }
      }
    }
  }, 120_000);
});

/** A colour barely apart from `backdrop` (contrast far under AA). */
function mixToward(backdrop: Rgb): Rgb {
  const shift = backdrop.r > 128 ? -20 : 20;
  return { r: backdrop.r + shift, g: backdrop.g + shift, b: backdrop.b + shift };
}
