import { languages } from '@brandloom/shared/i18n/languages';
import { describe, expect, it } from 'vitest';
import { detectIntent } from '../../../adapters/image-provider/brand-compositor/copy.ts';
import type { CategoryCatalog } from './catalog-types.ts';
import { cities } from './cities.ts';
import { extremeSport } from './extreme-sport.ts';
import { industry } from './industry.ts';
import { kidsParents } from './kids-parents.ts';
import { medical } from './medical.ts';
import { pets } from './pets.ts';
import { realEstateBuilding } from './real-estate-building.ts';
import { religions } from './religions.ts';
import { socialCharity } from './social-charity.ts';
import { transportation } from './transportation.ts';
import { travelVacation } from './travel-vacation.ts';

/** Each category with the word its theme keys start with, so keys cannot collide across categories. */
const catalogues: [CategoryCatalog, string][] = [
  [medical, 'medical-'],
  [socialCharity, 'charity-'],
  [extremeSport, 'extreme-'],
  [realEstateBuilding, 'estate-'],
  [travelVacation, 'travel-'],
  [pets, 'pets-'],
  [religions, 'religion-'],
  [cities, 'city-'],
  [industry, 'industry-'],
  [transportation, 'transport-'],
  [kidsParents, 'kids-'],
];

/** Latin-1 plus typographic quotes, dashes and the ellipsis: what the renderer's fonts cover. */
const renderable = /^[\u0020-\u007e\u00a0-\u00ff‘’“”„–—…]*$/u;

const wordCount = (text: string) => text.trim().split(/\s+/u).length;

describe.each(
  catalogues.map(([catalogue, keyPrefix]) => [catalogue.category, catalogue, keyPrefix] as const),
)('the %s catalogue', (_category, catalogue, keyPrefix) => {
  it('has four distinct palettes of three hex colours', () => {
    expect(catalogue.palettes).toHaveLength(4);
    for (const palette of catalogue.palettes) {
      expect(palette).toHaveLength(3);
      for (const colour of palette) expect(colour).toMatch(/^#[0-9a-f]{6}$/u);
    }
    expect(new Set(catalogue.palettes.map((palette) => palette.join())).size).toBe(4);
  });

  it('has seven themes with kebab-case keys starting with its prefix and a scene of 8–20 words', () => {
    expect(catalogue.themes).toHaveLength(7);
    for (const theme of catalogue.themes) {
      expect(theme.key).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)+$/u);
      expect(theme.key.startsWith(keyPrefix)).toBe(true);
      expect(wordCount(theme.scene)).toBeGreaterThanOrEqual(8);
      expect(wordCount(theme.scene)).toBeLessThanOrEqual(20);
    }
  });

  it('mixes intents: at least one sale, one event and one testimonial', () => {
    const intents = catalogue.themes.map((theme) => theme.intent);
    expect(intents).toEqual(expect.arrayContaining(['sale', 'event', 'testimonial']));
  });

  it.each(languages)('keeps every %s text within its limits and renderable', (language) => {
    for (const theme of catalogue.themes) {
      const text = theme.text[language];
      const where = `${theme.key} (${language})`;
      for (const value of Object.values(text)) {
        expect(value.trim(), where).not.toBe('');
        expect(value, where).toMatch(renderable);
      }
      expect(wordCount(text.title), `${where} title`).toBeGreaterThanOrEqual(2);
      expect(wordCount(text.title), `${where} title`).toBeLessThanOrEqual(5);
      expect(text.prompt.length, `${where} prompt`).toBeLessThanOrEqual(140);
      expect(text.headline.length, `${where} headline`).toBeLessThanOrEqual(32);
      expect(text.subline.length, `${where} subline`).toBeLessThanOrEqual(70);
      expect(text.cta.length, `${where} cta`).toBeLessThanOrEqual(18);
    }
  });

  // The compositor picks a layout from the intent it reads in the prompt, so they must agree.
  it.each(languages)('writes %s prompts the compositor reads as the theme intent', (language) => {
    for (const theme of catalogue.themes) {
      expect(detectIntent(theme.text[language].prompt), `${theme.key} (${language})`).toBe(theme.intent);
    }
  });
});

describe('the catalog-b categories', () => {
  it('use every theme key once', () => {
    const keys = catalogues.flatMap(([catalogue]) => catalogue.themes.map((theme) => theme.key));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('are different categories', () => {
    expect(new Set(catalogues.map(([catalogue]) => catalogue.category)).size).toBe(catalogues.length);
  });
});
