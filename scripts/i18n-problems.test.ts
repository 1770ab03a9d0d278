import { describe, expect, it } from 'vitest';
import { findCatalogProblems } from './i18n-problems.ts';

describe('findCatalogProblems', () => {
  const en = { common: { hello: 'Hello {name}', nested: { bye: 'Bye' } } };

  it('accepts complete catalogs', () => {
    expect(
      findCatalogProblems({ en, de: { common: { hello: 'Hallo {name}', nested: { bye: 'Tschüss' } } } }),
    ).toEqual([]);
  });

  it('reports missing, empty, extra keys and placeholder mismatches', () => {
    const de = { common: { hello: 'Hallo {nom}', nested: { bye: ' ' }, extra: 'x' } };
    const fr = { common: { hello: 'Bonjour {name}' } };
    expect(findCatalogProblems({ en, de, fr })).toEqual([
      'de: common.hello has placeholders {nom}, English has {name}',
      'de: empty common.nested.bye',
      'de: common.extra is not in English',
      'fr: missing common.nested.bye',
    ]);
  });

  it('asks each language for the plural forms of its own rules', () => {
    const en = { common: { brands_one: '{count} brand', brands_other: '{count} brands' } };
    const de = { common: { brands_one: '{count} Marke', brands_other: '{count} Marken' } };
    const fr = { common: { brands_one: '{count} marque', brands_other: '{count} marques' } };
    const es = {
      common: { brands_one: '{count} marca', brands_many: '{count} marcas', brands_other: '{n} marcas' },
    };
    const deWithMany = { common: { ...de.common, brands_many: '{count} Marken' } };
    expect(findCatalogProblems({ en, de, fr, es })).toEqual([
      'fr: missing common.brands_many',
      'es: common.brands_other has placeholders {n}, English has {count}',
    ]);
    expect(findCatalogProblems({ en, de: deWithMany })).toEqual([
      'de: common.brands_many is not a plural form of de',
    ]);
    expect(findCatalogProblems({ en: { common: { brands_other: '{count} brands' } } })).toEqual([
      'en: missing common.brands_one',
    ]);
  });
});
