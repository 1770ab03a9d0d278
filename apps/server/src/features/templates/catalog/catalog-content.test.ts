import { languages } from '@brandloom/shared/i18n/languages';
import { type TemplateCategory, templateCategories } from '@brandloom/shared/templates';
import { describe, expect, it } from 'vitest';
import { detectIntent } from '../../../brand-layer/brand-layer.ts';
import type { CategoryCatalog } from './catalog-types.ts';
import { categoryCatalogs } from './categories.ts';

/** The word each category's theme keys start with, so keys cannot collide across categories. */
const keyPrefixes: Record<TemplateCategory, string> = {
  'holidays-celebration': 'holiday',
  'food-drinks': 'food',
  'fashion-style': 'fashion',
  'business-finance': 'business',
  home: 'home',
  'handcraft-art': 'handcraft',
  beauty: 'beauty',
  'leisure-entertainment': 'leisure',
  'nature-wildlife': 'nature',
  'education-science': 'education',
  technology: 'tech',
  medical: 'medical',
  'social-charity': 'charity',
  'extreme-sport': 'extreme',
  'real-estate-building': 'estate',
  'travel-vacation': 'travel',
  pets: 'pets',
  religions: 'religion',
  cities: 'city',
  industry: 'industry',
  transportation: 'transport',
  'kids-parents': 'kids',
};
const catalogs: [CategoryCatalog, string][] = categoryCatalogs.map((catalog) => [
  catalog,
  keyPrefixes[catalog.category],
]);

const hexColour = /^#[0-9a-f]{6}$/;
const kebabCase = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Latin-1 plus typographic quotes, dashes and the ellipsis: what every bundled font draws. */
const drawable = /^[\u0020-\u007e\u00a0-\u00ff‘’“”„–—…]*$/u;
const wordCount = (text: string) => text.trim().split(/\s+/u).length;

describe('the template catalogue content', () => {
  it.each(catalogs)('$category has four distinct palettes of hex colours', (catalog) => {
    expect(catalog.palettes).toHaveLength(4);
    for (const palette of catalog.palettes) {
      expect(palette).toHaveLength(3);
      for (const colour of palette) expect(colour).toMatch(hexColour);
    }
    expect(new Set(catalog.palettes.map((palette) => palette.join())).size).toBe(4);
  });

  it.each(catalogs)('$category has seven themes with prefixed kebab-case keys', (catalog, prefix) => {
    expect(catalog.themes).toHaveLength(7);
    for (const theme of catalog.themes) {
      expect(theme.key).toMatch(kebabCase);
      expect(theme.key.startsWith(`${prefix}-`)).toBe(true);
    }
  });

  it.each(catalogs)('$category mixes sale, event and testimonial themes', (catalog) => {
    const intents = new Set(catalog.themes.map((theme) => theme.intent));
    for (const intent of ['sale', 'event', 'testimonial'] as const) expect(intents).toContain(intent);
  });

  it.each(catalogs)('$category signs each testimonial with a first name and a city', (catalog) => {
    for (const theme of catalog.themes.filter((theme) => theme.intent === 'testimonial')) {
      for (const language of languages) {
        expect(theme.text[language].subline, `${theme.key} ${language}`).toMatch(
          /^\p{Lu}\p{L}+, \p{Lu}[\p{L} ]+$/u,
        );
      }
    }
  });

  it('covers every category once, with theme keys unique across the catalogue', () => {
    expect(catalogs.map(([catalog]) => catalog.category).sort()).toEqual([...templateCategories].sort());
    const keys = catalogs.flatMap(([catalog]) => catalog.themes.map((theme) => theme.key));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(catalogs)('$category describes each scene in 8 to 20 English words', (catalog) => {
    for (const theme of catalog.themes) {
      expect(wordCount(theme.scene), theme.key).toBeGreaterThanOrEqual(8);
      expect(wordCount(theme.scene), theme.key).toBeLessThanOrEqual(20);
      expect(theme.scene, theme.key).toMatch(drawable);
    }
  });

  it.each(catalogs)('$category has every text in every language within its limits', (catalog) => {
    for (const theme of catalog.themes) {
      expect(Object.keys(theme.text).sort(), theme.key).toEqual([...languages].sort());
      for (const language of languages) {
        const text = theme.text[language];
        const where = `${theme.key} ${language}`;
        for (const value of Object.values(text)) {
          expect(value.trim(), where).not.toBe('');
          expect(value, where).toBe(value.trim());
          expect(value, where).toMatch(drawable);
        }
        expect(wordCount(text.title), where).toBeGreaterThanOrEqual(2);
        expect(wordCount(text.title), where).toBeLessThanOrEqual(5);
        expect(text.prompt.length, where).toBeLessThanOrEqual(140);
        expect(text.headline.length, where).toBeLessThanOrEqual(32);
        expect(text.subline.length, where).toBeLessThanOrEqual(70);
        expect(text.cta.length, where).toBeLessThanOrEqual(18);
      }
    }
  });

  it.each(catalogs)('$category writes prompts the compositor reads as the theme’s intent', (catalog) => {
    for (const theme of catalog.themes) {
      for (const language of languages) {
        expect(detectIntent(theme.text[language].prompt), `${theme.key} ${language}`).toBe(theme.intent);
      }
    }
  });
});
