import type { Language } from '@brandloom/shared/i18n/languages';
import { describe, expect, it } from 'vitest';
import { phrasebooks } from '../../brand-layer/index.ts';
import { dictionaryFor } from './spell-checker.ts';
import { ignoredWords, misspeltWords, wordsOf } from './spelling-rule.ts';

/** Real ad copy per language (headline, sub-line, button), with a prompt naming the product. */
const ads: Record<Language, { prompt: string; copy: string[]; typo: string; misspelt: string }> = {
  en: {
    prompt: 'Summer sale for our Lumina X2 headphones, 30% off',
    copy: [
      'Your favourite sound, now 30% off',
      'Lumina X2 wireless headphones — free shipping at lumina.example until Sunday!',
      'Shop now',
      'Don’t miss the colour-matched case: order today & save €20.',
    ],
    typo: 'Your favourite sound, now 30% of in our big sumer sale',
    misspelt: 'sumer',
  },
  de: {
    prompt: 'Sommerschlussverkauf für die Kaffeewerk Espressobohnen',
    copy: [
      'Jetzt entdecken: unsere neue Sommerkollektion',
      'Frisch geröstete Bohnen aus Leipzig – versandkostenfrei ab 25 € bis Sonntag.',
      'Jetzt bestellen',
      'Mehr erfahren und 20% sichern: Wochenendangebote für Kaffeeliebhaber',
    ],
    typo: 'Frisch geröstete Bohnen, jetzt im Angebott',
    misspelt: 'Angebott',
  },
  fr: {
    prompt: 'Soldes d’été sur nos sneakers Aurora',
    copy: [
      'Découvrez la nouvelle collection d’été',
      'Livraison offerte dès 50 € jusqu’à dimanche : profitez-en aujourd’hui !',
      'Acheter maintenant',
      '« Le confort au quotidien », -30 % sur une sélection de chaussures',
    ],
    typo: 'Découvrez nos chausures d’été',
    misspelt: 'chausures',
  },
  es: {
    prompt: 'Rebajas de verano para las zapatillas Aurora',
    copy: [
      'Descubre la nueva colección de verano',
      '¡Envío gratis a partir de 50 € hasta el domingo!',
      'Comprar ahora',
      'Hasta un 30% de descuento en zapatillas seleccionadas: ¿a qué esperas?',
    ],
    typo: 'Descubre nuestras zapatilas de verano',
    misspelt: 'zapatilas',
  },
};

describe('the spell check', () => {
  it('reads words as a person looks them up', () => {
    expect(
      wordsOf('Save 30% at shop.example — www.shop.example/sale, #summer @shop “Now!” (UK) well-made'),
    ).toEqual(['Save', 'at', 'Now', 'well', 'made']);
    expect(wordsOf('l’été, aujourd’hui')).toEqual(["l'été", "aujourd'hui"]);
  });

  for (const language of ['en', 'de', 'fr', 'es'] as const) {
    it(`finds no mistake in normal ${language} ad copy and catches a misspelling`, async () => {
      const isWord = await dictionaryFor(language);
      const { prompt, copy, typo, misspelt } = ads[language];
      const spelling = { isWord, ignored: ignoredWords(prompt, 'Brandloom') };
      for (const text of copy) expect(misspeltWords(text, spelling), text).toEqual([]);
      expect(misspeltWords(typo, spelling)).toEqual([misspelt]);
    }, 120_000);
  }

  /** Every text of a phrasebook, its placeholders ({subject}, {offer}…) left out. */
  const phrasesOf = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value.replace(/\{\w+\}/g, ' ')]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(phrasesOf)
        : [];

  it('passes every phrase the compositor writes, in its language', async () => {
    for (const language of ['en', 'de', 'fr', 'es'] as const) {
      const spelling = { isWord: await dictionaryFor(language), ignored: new Set<string>() };
      const misspelt = phrasesOf(phrasebooks[language]).flatMap((text) => misspeltWords(text, spelling));
      expect(misspelt, language).toEqual([]);
    }
    // "shoppen" takes the forms of "kaufen".
    expect((await dictionaryFor('de'))('shoppt')).toBe(true);
  }, 120_000);

  it('loads each dictionary once', async () => {
    expect(dictionaryFor('en')).toBe(dictionaryFor('en'));
  });
});
