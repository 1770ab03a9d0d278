import { describe, expect, it } from 'vitest';
import { sampleBrand } from './compositor-fixtures.ts';
import { deriveCopy, detectIntent, saleBadge } from './copy.ts';

describe('ad copy from the prompt', () => {
  it('uses text in quotes verbatim, the second quote as the sub-line', () => {
    const { copy, quoted } = deriveCopy(
      'Ad with the headline "fresh ROAST, every morning" and “Since 1998”',
      'en',
      null,
      null,
    );
    expect(quoted).toBe(true);
    expect(copy.headline).toBe('fresh ROAST, every morning');
    expect(copy.subline).toBe('Since 1998');
  });

  it('strips the instruction and title-cases an English headline, the rest becomes the sub-line', () => {
    const { copy, intent } = deriveCopy(
      'Make an Instagram ad for our new summer sneaker collection, 30% off this weekend only',
      'en',
      null,
      null,
    );
    expect(copy).toEqual({
      headline: 'New Summer Sneaker Collection',
      subline: '30% off this weekend only',
      callToAction: 'Shop now',
    });
    expect(intent).toBe('sale');
  });

  it('splits a long idea before a preposition instead of mid-phrase', () => {
    const { copy } = deriveCopy(
      'please make me a banner promoting the webinar on AI marketing for small businesses next Thursday at 5pm',
      'en',
      null,
      null,
    );
    expect(copy.headline).toBe('Webinar on AI Marketing for Small Businesses');
    expect(copy.subline).toBe('Next Thursday at 5pm');
    expect(copy.callToAction).toBe('Book now');
  });

  it.each([
    [
      'de',
      'Erstelle eine Anzeige für unsere neue Sommerkollektion mit 20% Rabatt',
      'Neue Sommerkollektion',
      'Jetzt shoppen',
    ],
    [
      'fr',
      'Crée une publicité pour notre application de méditation',
      'Application de méditation',
      'Télécharger',
    ],
    [
      'es',
      'Haz un anuncio para el concierto de jazz del sábado',
      'Concierto de jazz del sábado',
      'Reserva ahora',
    ],
  ] as const)('writes %s copy', (language, prompt, headline, callToAction) => {
    const { copy } = deriveCopy(prompt, language, null, null);
    expect(copy.headline).toBe(headline);
    expect(copy.callToAction).toBe(callToAction);
  });

  it('falls back to a translated sub-line by intent, then to the brand offer', () => {
    expect(deriveCopy('Crée une pub pour notre app', 'fr', null, null).copy.subline).toBe(
      'Disponible sur iOS et Android',
    );
    expect(deriveCopy('sustainable bamboo toothbrushes', 'en', sampleBrand(), null).copy.subline).toBe(
      'Free shipping on every order',
    );
  });

  it('keeps copy written beforehand as it is', () => {
    const given = { headline: 'Given', subline: null, callToAction: 'Go' };
    expect(deriveCopy('Make an ad for a sale', 'en', null, given).copy).toBe(given);
  });

  it('detects intents in every language', () => {
    expect(detectIntent('Rebajas de invierno')).toBe('sale');
    expect(detectIntent('Kundenstimme von Anna')).toBe('testimonial');
    expect(detectIntent('Grand opening of our café')).toBe('event');
    expect(detectIntent('Télécharger notre application')).toBe('app');
    expect(detectIntent('Neue Kollektion')).toBe('shop');
    expect(detectIntent('Calm mornings')).toBe('general');
  });

  it('makes a sale badge from a percentage, a price or the word for sale', () => {
    expect(saleBadge('30 % off everything', 'en')).toBe('-30%');
    expect(saleBadge('Sneakers now 49,99 €', 'de')).toBe('49,99€');
    expect(saleBadge('Les soldes commencent', 'fr')).toBe('SOLDES');
  });
});
