import { languages } from '@brandloom/shared/i18n/languages';
import { templateCategories } from '@brandloom/shared/templates';
import { describe, expect, it } from 'vitest';
import { detectIntent } from '../../../adapters/image-provider/brand-compositor/copy.ts';
import { beauty } from './beauty.ts';
import { businessFinance } from './business-finance.ts';
import type { CategoryCatalog } from './catalog-types.ts';
import { cities } from './cities.ts';
import { educationScience } from './education-science.ts';
import { extremeSport } from './extreme-sport.ts';
import { fashionStyle } from './fashion-style.ts';
import { foodDrinks } from './food-drinks.ts';
import { handcraftArt } from './handcraft-art.ts';
import { holidaysCelebration } from './holidays-celebration.ts';
import { home } from './home.ts';
import { industry } from './industry.ts';
import { kidsParents } from './kids-parents.ts';
import { leisureEntertainment } from './leisure-entertainment.ts';
import { medical } from './medical.ts';
import { natureWildlife } from './nature-wildlife.ts';
import { pets } from './pets.ts';
import { realEstateBuilding } from './real-estate-building.ts';
import { religions } from './religions.ts';
import { socialCharity } from './social-charity.ts';
import { technology } from './technology.ts';
import { transportation } from './transportation.ts';
import { travelVacation } from './travel-vacation.ts';

/** Each category file with the word its theme keys start with, so keys cannot collide across files. */
const catalogs: [CategoryCatalog, string][] = [
  [holidaysCelebration, 'holiday'],
  [foodDrinks, 'food'],
  [fashionStyle, 'fashion'],
  [businessFinance, 'business'],
  [home, 'home'],
  [handcraftArt, 'handcraft'],
  [beauty, 'beauty'],
  [leisureEntertainment, 'leisure'],
  [natureWildlife, 'nature'],
  [educationScience, 'education'],
  [technology, 'tech'],
  [medical, 'medical'],
  [socialCharity, 'charity'],
  [extremeSport, 'extreme'],
  [realEstateBuilding, 'estate'],
  [travelVacation, 'travel'],
  [pets, 'pets'],
  [religions, 'religion'],
  [cities, 'city'],
  [industry, 'industry'],
  [transportation, 'transport'],
  [kidsParents, 'kids'],
];

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
