import { describe, expect, it } from 'vitest';
import type { ImageRequest } from '../../adapters/image-provider/image-provider.ts';
import { sampleBrand } from '../testing.ts';
import { chooseCopyLanguage, detectLanguage } from './detect-language.ts';
import { detectIntent, parseBrief } from './parse-brief.ts';
import { writeCopy } from './write-copy.ts';

const nbsp = '\u00a0';

function write(
  prompt: string,
  options: Partial<Pick<ImageRequest, 'language' | 'variant' | 'brand' | 'copy'>> = {},
) {
  const language = options.language ?? chooseCopyLanguage(prompt, options.brand ?? null, 'en');
  return writeCopy(parseBrief(prompt), { variant: 0, brand: null, copy: null, ...options, language });
}

describe('the offline copywriter', () => {
  it('writes ad copy instead of re-casing the prompt, and style words stay out of it', () => {
    const { copy, badge, intent } = write('Summer sale 30% off running shoes, bold');
    expect(copy).toEqual({
      headline: 'Running shoes: 30% off',
      subline: 'Summer sale. Treat yourself for less.',
      callToAction: 'Shop now',
    });
    expect(badge).toBe('30% off');
    expect(intent).toBe('sale');
  });

  it('keeps a prompt that is already a line of copy as the headline of every variant', () => {
    const lines = [
      ['Coffee that tastes like the place it grew', 'Coffee that tastes like the place it grew'],
      [
        'Kaffee, der nach seiner Herkunft schmeckt, minimalistisch',
        'Kaffee, der nach seiner Herkunft schmeckt',
      ],
      ['Un café qui a le goût de sa terre', 'Un café qui a le goût de sa terre'],
      ['Café que sabe a su origen, zoom lento', 'Café que sabe a su origen'],
    ] as const;
    for (const [prompt, headline] of lines) {
      const variants = [0, 1, 2, 3].map((variant) => write(prompt, { variant }).copy);
      for (const copy of variants) expect(copy.headline).toBe(headline);
      expect(new Set(variants.map((copy) => copy.subline)).size).toBeGreaterThan(1);
    }
    // A request or a product name is no line of copy.
    expect(parseBrief('New sneaker collection').tagline).toBeNull();
    expect(parseBrief('Make an ad for coffee that tastes like home').tagline).toBeNull();
    expect(parseBrief('Hochwertige Uhren aus der Schweiz').tagline).toBeNull();
  });

  it('reads a modifier after the ad word as part of the request ("Pub boutique pour…")', () => {
    expect(parseBrief('Pub boutique pour le nouveau mug de voyage').subject).toBe('mug de voyage');
    expect(parseBrief('Anzeige Instagram für unsere Laufschuhe').subject).toBe('Laufschuhe');
  });

  it('asks English questions with the article a singular noun needs', () => {
    const question = (prompt: string) => write(prompt, { variant: 3 }).copy.headline;
    expect(question('Ad for our apartment in the old town')).toBe(
      'Looking for an apartment in the old town?',
    );
    expect(question('Ad for a used car dealership')).toBe('Looking for a used car dealership?');
    expect(question('Ad for running shoes')).toBe('Looking for running shoes?');
    expect(question('Ad for our coffee')).toBe('Looking for coffee?');
    expect(question('Ad for our university course')).toBe('Looking for a university course?');
  });

  it('renders "up to" offers faithfully in every language, badge included', () => {
    expect(write('Up to 50% off sneakers').copy.headline).toBe(`Sneakers: up${nbsp}to 50% off`);
    expect(write('Up to 50% off sneakers').badge).toBe(`Up${nbsp}to 50% off`);
    expect(write('Bis zu 50 % Rabatt auf Sneaker').copy.headline).toBe(
      `Sneaker: bis${nbsp}zu 50${nbsp}% Rabatt`,
    );
    expect(write('Bis zu 50 % Rabatt auf Sneaker').badge).toBe(`Bis${nbsp}zu -50${nbsp}%`);
    expect(write('Jusqu’à -50 % sur les baskets').copy.headline).toBe(`Baskets${nbsp}: jusqu’à -50${nbsp}%`);
    expect(write('Hasta un 50 % de descuento en zapatillas').copy.headline).toBe(
      `Zapatillas: hasta${nbsp}un 50${nbsp}% de descuento`,
    );
  });

  it('writes prices with each language’s separators and currency position', () => {
    expect(write('Sneakers now 49,99 €', { language: 'de' }).badge).toBe(`49,99${nbsp}€`);
    expect(write('Sneakers now €49.99', { language: 'en' }).badge).toBe('€49.99');
    expect(write('Appartement à vendre, dès 290 000 €').badge).toBe(`Dès 290${nbsp}000${nbsp}€`);
  });

  it('takes a different angle per variant: benefit, urgency, social proof, question', () => {
    const headlines = [0, 1, 2, 3, 4].map(
      (variant) => write('Up to 50% off winter jackets until Sunday', { variant }).copy.headline,
    );
    expect(headlines).toEqual([
      `Winter jackets: up${nbsp}to 50% off`,
      `Until Sunday: up${nbsp}to 50% off`,
      'Customer favourite: winter jackets',
      'Looking for winter jackets?',
      `Winter jackets: up${nbsp}to 50% off`,
    ]);
  });

  it('uses text in quotes verbatim, the second quote as the sub-line', () => {
    const { copy, quoted } = write('Ad with the headline "fresh ROAST, every morning" and “Since 1998”');
    expect(quoted).toBe(true);
    expect(copy.headline).toBe('fresh ROAST, every morning');
    expect(copy.subline).toBe('Since 1998');
  });

  it('signs a quoted testimonial with the words after it', () => {
    const { copy } = write('Testimonial: "Best coffee in town" Anna, Berlin');
    expect(copy.headline).toBe('Best coffee in town');
    expect(copy.subline).toBe('— Anna, Berlin');
  });

  it('writes events with their date and the booking button', () => {
    const { copy } = write(
      'please make me a banner promoting the webinar on AI marketing for small businesses next Thursday at 5pm',
    );
    expect(copy).toEqual({
      headline: 'You’re invited: webinar on AI marketing',
      subline: 'Next Thursday at 5pm.',
      callToAction: 'Book now',
    });
  });

  it.each([
    [
      'de',
      'Erstelle eine Anzeige für unsere neue Sommerkollektion mit 20% Rabatt',
      'Sommerkollektion: 20 % Rabatt',
      'Jetzt shoppen',
    ],
    [
      'fr',
      'Crée une publicité pour notre application de méditation',
      'Application de méditation, tout simplement',
      'Télécharger',
    ],
    [
      'es',
      'Haz un anuncio para el concierto de jazz del sábado',
      'Te esperamos: concierto de jazz',
      'Reserva ahora',
    ],
  ] as const)('writes %s copy', (language, prompt, headline, callToAction) => {
    const { copy } = write(prompt);
    expect(copy.headline).toBe(headline.replace(' %', `${nbsp}%`));
    expect(copy.callToAction).toBe(callToAction);
    expect(parseBrief(prompt).language).toBe(language);
  });

  it('writes in the brand’s tone: playful headlines exclaim, premium shops say discover', () => {
    const brand = sampleBrand();
    const playful = { ...brand, brief: { ...brand.brief, toneOfVoice: 'Playful and witty' } };
    const premium = { ...brand, brief: { ...brand.brief, toneOfVoice: 'Refined, luxurious' } };
    expect(write('New sneaker collection', { brand: playful }).copy.headline).toBe(
      'New: sneaker collection!',
    );
    expect(write('New sneaker collection', { brand: premium }).copy.callToAction).toBe('Discover');
  });

  it('falls back to a translated sub-line by intent, then to the brand’s line in the same language', () => {
    expect(write('Crée une pub pour notre app').copy.subline).toBe('Disponible sur iOS et Android.');
    expect(write('sustainable bamboo toothbrushes', { brand: sampleBrand() }).copy.subline).toBe(
      'Free shipping on every order.',
    );
    // An English brand line would mix languages on a German creative.
    expect(write('nachhaltige Zahnbürsten aus Bambus', { brand: sampleBrand() }).copy.subline).toBe(
      'Mit Sorgfalt gemacht.',
    );
  });

  it('names the brand when the brief has no subject, keeping its capital', () => {
    const brand = { ...sampleBrand(), name: 'Northwind' };
    expect(write('Summer sale 30% off', { brand, variant: 2 }).copy.headline).toBe(
      'Customer favourite: Northwind!',
    );
  });

  it('keeps copy written beforehand as it is', () => {
    const given = { headline: 'Given', subline: null, callToAction: 'Go' };
    expect(write('Make an ad for a sale', { copy: given }).copy).toBe(given);
  });

  it('detects intents in every language', () => {
    expect(detectIntent('Rebajas de invierno')).toBe('sale');
    expect(detectIntent('Kundenstimme von Anna')).toBe('testimonial');
    expect(detectIntent('Grand opening of our café')).toBe('event');
    expect(detectIntent('Télécharger notre application')).toBe('app');
    expect(detectIntent('Neue Kollektion')).toBe('shop');
    expect(detectIntent('Calm mornings')).toBe('general');
  });

  it('gives the sale badge the word for sale when the brief names no offer', () => {
    expect(write('Les soldes commencent').badge).toBe('SOLDES');
  });
});

describe('the creative’s one language', () => {
  it('is the prompt’s, whatever the app’s language', () => {
    expect(chooseCopyLanguage('Summer sale 30% off running shoes', null, 'de')).toBe('en');
    expect(chooseCopyLanguage('Neue Kollektion', null, 'en')).toBe('de');
    expect(chooseCopyLanguage('Rebajas zapatillas', null, 'en')).toBe('es');
    expect(chooseCopyLanguage('Soldes chaussures', null, 'en')).toBe('fr');
  });

  it('is the brand’s when the prompt does not tell, else the app’s', () => {
    const brand = sampleBrand();
    expect(detectLanguage('Yoga')).toBeNull();
    expect(chooseCopyLanguage('Yoga', brand, 'de')).toBe('en');
    expect(chooseCopyLanguage('Yoga', null, 'fr')).toBe('fr');
  });

  it('writes headline, sub-line, button and badge in it: an English prompt in the German app', () => {
    const prompt = 'Summer sale 30% off running shoes';
    const written = write(prompt, { language: chooseCopyLanguage(prompt, null, 'de') });
    expect(written.copy.callToAction).toBe('Shop now');
    expect(written.copy.subline).toBe('Summer sale. Treat yourself for less.');
    expect(written.badge).toBe('30% off');
  });
});
