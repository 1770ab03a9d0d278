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
});
