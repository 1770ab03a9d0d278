import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n.ts';
import type { Language } from './languages.ts';
import { resources } from './resources.ts';

function t(language: Language, key: string, count: number): string {
  return createI18n(language, resources).t(key, { count });
}

describe('plural strings', () => {
  it('TOO_MANY_BRANDS says one brand and several brands in every language', () => {
    const expected: Record<Language, [string, string, string]> = {
      en: ['allows 0 brands.', 'allows 1 brand.', 'allows 3 brands.'],
      de: ['erlaubt 0 Marken.', 'erlaubt 1 Marke.', 'erlaubt 3 Marken.'],
      // French treats 0 as singular too.
      fr: ['en autorise 0.', 'en autorise 1.', 'en autorise 3.'],
      es: ['permite 0 marcas.', 'permite 1 marca.', 'permite 3 marcas.'],
    };
    for (const [language, [zero, one, three]] of Object.entries(expected) as [Language, string[]][]) {
      expect(t(language, 'errors:TOO_MANY_BRANDS', 0)).toContain(zero);
      expect(t(language, 'errors:TOO_MANY_BRANDS', 1)).toContain(one);
      expect(t(language, 'errors:TOO_MANY_BRANDS', 3)).toContain(three);
    }
  });

  it("follows each language's rules for zero and for millions", () => {
    expect(t('en', 'brands:limitReached', 1)).toBe('Your plan allows 1 brand. Upgrade to add more.');
    expect(t('de', 'create:composer.cost', 1)).toBe('1 Credit');
    expect(t('de', 'create:composer.cost', 0)).toBe('0 Credits');
    expect(t('fr', 'create:composer.cost', 0)).toBe('0 crédit');
    expect(t('fr', 'create:composer.cost', 2)).toBe('2 crédits');
    expect(t('fr', 'uploads:import.done', 1)).toBe('1 image importée');
    // `_many` (French and Spanish millions) is their own form, not an English fallback.
    expect(t('fr', 'create:composer.cost', 1_000_000)).toBe('1000000 crédits');
    expect(t('es', 'brands:usageUnlimited', 1_000_000)).toBe('1000000 marcas · ilimitadas en tu plan');
    expect(t('es', 'uploads:import.someFailed', 1)).toBe('1 no se pudo importar.');
    expect(t('es', 'emails:resetPassword.expiry', 60)).toBe('El enlace es válido durante 60 minutos.');
  });
});
