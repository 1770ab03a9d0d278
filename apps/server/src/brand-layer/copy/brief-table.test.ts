import type { Language } from '@brandloom/shared/i18n/languages';
import { describe, expect, it } from 'vitest';
import { designWordPattern, wordPattern } from './brief-lexicon.ts';
import { phrasebooks } from './copy-phrases.ts';
import { chooseCopyLanguage } from './detect-language.ts';
import { type Offer, parseBrief } from './parse-brief.ts';
import { writeCopy } from './write-copy.ts';

/**
 * Real-world one-line briefs in the four languages (sales, launches, events, services, B2B, apps,
 * food, fashion, real estate, charity): what the parser reads from them and what the copywriter
 * makes of it (decision 0033).
 */
type Row = [
  prompt: string,
  language: Language,
  subject: string | null,
  offer: Offer | null,
  rendered: string | null,
];

const briefs: Row[] = [
  [
    'Summer sale 30% off running shoes, bold',
    'en',
    'running shoes',
    { kind: 'percent', value: 30, upTo: false },
    '30% off',
  ],
  [
    'Up to 50% off winter jackets this weekend only, minimal square post',
    'en',
    'winter jackets',
    { kind: 'percent', value: 50, upTo: true },
    'up\u00a0to 50% off',
  ],
  [
    'Black Friday deals: 40% off all headphones, dark neon style',
    'en',
    'headphones',
    { kind: 'percent', value: 40, upTo: false },
    '40% off',
  ],
  ['Launching our new protein bar, playful Instagram story', 'en', 'protein bar', null, null],
  [
    'Grand opening of our bakery on Saturday 9am, warm colours',
    'en',
    'Grand opening of our bakery',
    null,
    null,
  ],
  [
    'Free delivery on all pizzas tonight, fun animated ad',
    'en',
    'pizzas',
    { kind: 'free-shipping' },
    'free shipping',
  ],
  [
    'Book a free consultation with our tax advisors, professional tone',
    'en',
    'free consultation with our tax advisors',
    null,
    null,
  ],
  [
    'Project management software for small businesses, free trial, clean corporate LinkedIn banner',
    'en',
    'Project management software',
    null,
    null,
  ],
  [
    'Download our budgeting app, 4.8 stars on the App Store, sleek landscape',
    'en',
    'budgeting app',
    null,
    null,
  ],
  [
    'Luxury apartment for sale in Berlin Mitte, from €450,000, elegant',
    'en',
    'apartment',
    { kind: 'price', value: 450000, currency: 'EUR', from: true },
    'from €450,000',
  ],
  [
    'Donate to help rescue dogs this winter, emotional vertical story',
    'en',
    'rescue dogs this winter',
    null,
    null,
  ],
  [
    'New spring collection of linen dresses, pastel, slow zoom in',
    'en',
    'spring collection of linen dresses',
    null,
    null,
  ],
  [
    'Yoga retreat in Bali, 20% off with code ZEN20, calm minimalist',
    'en',
    'Yoga retreat in Bali',
    { kind: 'percent', value: 20, upTo: false },
    '20% off',
  ],
  [
    '$10 off your first order of organic coffee beans, retro',
    'en',
    'organic coffee beans',
    { kind: 'amount', value: 10, currency: 'USD', upTo: false },
    '$10 off',
  ],
  [
    'Webinar on AI marketing for small businesses next Thursday at 5pm',
    'en',
    'Webinar on AI marketing',
    null,
    null,
  ],
  [
    'Handmade leather wallets, buy one get one free, vintage look',
    'en',
    'Handmade leather wallets',
    { kind: 'two-for-one' },
    'buy one, get one free',
  ],
  [
    'Sommerschlussverkauf: 30 % Rabatt auf Laufschuhe, auffällig',
    'de',
    'Laufschuhe',
    { kind: 'percent', value: 30, upTo: false },
    '30\u00a0% Rabatt',
  ],
  [
    'Bis zu 50 % Rabatt auf Winterjacken, nur bis Sonntag, minimalistisch',
    'de',
    'Winterjacken',
    { kind: 'percent', value: 50, upTo: true },
    'bis\u00a0zu 50\u00a0% Rabatt',
  ],
  [
    'Neue Kollektion nachhaltiger Sneaker, verspielt, Instagram Story',
    'de',
    'Kollektion nachhaltiger Sneaker',
    null,
    null,
  ],
  ['Eröffnung unseres Cafés am Samstag, 10 Uhr, quadratisch', 'de', 'Eröffnung unseres Cafés', null, null],
  [
    'Kostenloser Versand auf alle Bestellungen mit dem Code HERBST15',
    'de',
    null,
    { kind: 'free-shipping' },
    'kostenloser Versand',
  ],
  [
    'Erstelle eine Anzeige für unsere Steuerberatung für kleine Unternehmen, seriös',
    'de',
    'Steuerberatung',
    null,
    null,
  ],
  ['Lade unsere Fitness-App herunter, modern und bunt', 'de', 'Fitness-App', null, null],
  [
    'Wohnung in München zu verkaufen, ab 380.000 €, elegant',
    'de',
    'Wohnung in München',
    { kind: 'price', value: 380000, currency: 'EUR', from: true },
    'ab 380.000\u00a0€',
  ],
  ['Spenden Sie für das Tierheim, Hochformat', 'de', 'Tierheim', null, null],
  [
    'Pizza-Lieferdienst: 2 für 1 jeden Dienstag, animiert',
    'de',
    'Pizza-Lieferdienst',
    { kind: 'two-for-one' },
    '2 für 1',
  ],
  ['Workshop Fotografie für Anfänger am 12. März, schlicht', 'de', 'Workshop Fotografie', null, null],
  [
    'Gestalte eine Werbung für unseren Friseursalon, 20 € Rabatt auf den ersten Termin',
    'de',
    'Friseursalon',
    { kind: 'amount', value: 20, currency: 'EUR', upTo: false },
    '20\u00a0€ Rabatt',
  ],
  [
    'Bio-Gemüsekiste im Abo, 15 % Rabatt, natürliche Farben',
    'de',
    'Bio-Gemüsekiste im Abo',
    { kind: 'percent', value: 15, upTo: false },
    '15\u00a0% Rabatt',
  ],
  [
    'Konferenz für Personalleiter in Berlin, Tickets ab 199 €, Querformat',
    'de',
    'Konferenz für Personalleiter in Berlin',
    { kind: 'price', value: 199, currency: 'EUR', from: true },
    'ab 199\u00a0€',
  ],
  [
    'Hochwertige Uhren aus der Schweiz, luxuriös, Zoom',
    'de',
    'Hochwertige Uhren aus der Schweiz',
    null,
    null,
  ],
  [
    'Webinar über Cybersicherheit für KMU, nächsten Mittwoch um 14 Uhr',
    'de',
    'Webinar über Cybersicherheit',
    null,
    null,
  ],
  [
    "Soldes d'été : jusqu'à -50 % sur les robes, style épuré",
    'fr',
    'robes',
    { kind: 'percent', value: 50, upTo: true },
    'jusqu’à -50\u00a0%',
  ],
  [
    'Nouvelle collection de sacs en cuir, élégant, format carré',
    'fr',
    'collection de sacs en cuir',
    null,
    null,
  ],
  [
    'Ouverture de notre boulangerie samedi, affiche colorée',
    'fr',
    'Ouverture de notre boulangerie',
    null,
    null,
  ],
  [
    'Livraison offerte sur toute la boutique ce week-end',
    'fr',
    null,
    { kind: 'free-shipping' },
    'livraison offerte',
  ],
  ['Crée une pub pour notre application de méditation', 'fr', 'application de méditation', null, null],
  [
    'Réservez votre séance photo, -20 % avec le code PHOTO20',
    'fr',
    'séance photo',
    { kind: 'percent', value: 20, upTo: false },
    '-20\u00a0%',
  ],
  [
    'Appartement à vendre à Lyon, dès 290 000 €, lumineux',
    'fr',
    'Appartement',
    { kind: 'price', value: 290000, currency: 'EUR', from: true },
    'dès 290\u00a0000\u00a0€',
  ],
  ['Faites un don pour les enfants malades, story Instagram', 'fr', 'enfants malades', null, null],
  ['Concert de jazz le 14 juin à 20h, rétro', 'fr', 'Concert de jazz', null, null],
  [
    'Logiciel de facturation pour les PME, essai gratuit, bannière LinkedIn',
    'fr',
    'Logiciel de facturation',
    null,
    null,
  ],
  ['Cours de cuisine italienne pour débutants, ludique', 'fr', 'Cours de cuisine italienne', null, null],
  [
    "Jusqu'à -30 % sur les vélos électriques, jusqu'au 31 mars",
    'fr',
    'vélos électriques',
    { kind: 'percent', value: 30, upTo: true },
    'jusqu’à -30\u00a0%',
  ],
  [
    'Pizzas artisanales, 2 pour 1 le mardi, animé',
    'fr',
    'Pizzas artisanales',
    { kind: 'two-for-one' },
    '1 acheté = 1 offert',
  ],
  ['Fais une publicité pour notre salon de coiffure, moderne', 'fr', 'salon de coiffure', null, null],
  [
    'Rebajas de verano hasta un 50% de descuento en zapatillas, story de Instagram',
    'es',
    'zapatillas',
    { kind: 'percent', value: 50, upTo: true },
    'hasta\u00a0un 50\u00a0% de descuento',
  ],
  ['Nueva colección de bañadores, colorido, formato cuadrado', 'es', 'colección de bañadores', null, null],
  ['Haz un anuncio para el concierto de jazz del sábado', 'es', 'concierto de jazz', null, null],
  [
    'Envío gratis en todos los pedidos este fin de semana',
    'es',
    null,
    { kind: 'free-shipping' },
    'envío gratis',
  ],
  ['Descarga nuestra aplicación de recetas, minimalista', 'es', 'aplicación de recetas', null, null],
  [
    'Piso en venta en Madrid, desde 320.000 €, elegante',
    'es',
    'Piso',
    { kind: 'price', value: 320000, currency: 'EUR', from: true },
    'desde 320.000\u00a0€',
  ],
  ['Dona para los bosques, historia vertical', 'es', 'bosques', null, null],
  [
    'Inauguración de nuestra cafetería el viernes a las 9h',
    'es',
    'Inauguración de nuestra cafetería',
    null,
    null,
  ],
  [
    'Software de nómina para pymes, prueba gratuita, banner de LinkedIn',
    'es',
    'Software de nómina',
    null,
    null,
  ],
  [
    '20% de descuento en clases de yoga con el código YOGA20, tranquilo',
    'es',
    'clases de yoga',
    { kind: 'percent', value: 20, upTo: false },
    '20\u00a0% de descuento',
  ],
  [
    'Hamburguesas caseras, 2x1 los martes, llamativo',
    'es',
    'Hamburguesas caseras',
    { kind: 'two-for-one' },
    '2x1',
  ],
  ['Taller de cerámica para principiantes el 5 de mayo, moderno', 'es', 'Taller de cerámica', null, null],
  [
    'Crea un anuncio para nuestra clínica dental, 30 € de descuento en la primera visita, profesional',
    'es',
    'clínica dental',
    { kind: 'amount', value: 30, currency: 'EUR', upTo: false },
    '30\u00a0€ de descuento',
  ],
  ['Relojes de lujo hechos a mano, lujoso, zoom lento', 'es', 'Relojes hechos a mano', null, null],
  [
    'Black Friday: hasta un 70% de descuento en televisores',
    'es',
    'televisores',
    { kind: 'percent', value: 70, upTo: true },
    'hasta\u00a0un 70\u00a0% de descuento',
  ],
  [
    'Ad with the headline "Fresh roast, every morning" for our coffee shop, bold',
    'en',
    'coffee shop',
    null,
    null,
  ],
  ['Anzeige mit „Frisch geröstet. Jeden Morgen.“ für unsere Rösterei', 'de', 'Rösterei', null, null],
  ['Pub avec « Le goût du vrai » pour notre fromagerie, minimaliste', 'fr', 'fromagerie', null, null],
  ['Anuncio con "Sabor de siempre" para nuestra panadería, rústico', 'es', 'panadería', null, null],
];

/** Another UI language than the prompt's, to show the prompt's language wins. */
const otherLanguage = (language: Language): Language => (language === 'de' ? 'fr' : 'de');

const variantsOf = (prompt: string, language: Language) => {
  const brief = parseBrief(prompt);
  return [0, 1, 2, 3].map((variant) => writeCopy(brief, { language, variant, brand: null, copy: null }));
};

const copyText = ({ copy }: ReturnType<typeof writeCopy>) =>
  [copy.headline, copy.subline, copy.callToAction].filter(Boolean).join(' | ');

describe('the brief table', () => {
  it('has at least 60 briefs, some in each language', () => {
    expect(briefs.length).toBeGreaterThanOrEqual(60);
    for (const language of ['en', 'de', 'fr', 'es'] as const)
      expect(briefs.filter((row) => row[1] === language).length).toBeGreaterThanOrEqual(14);
  });

  it.each(briefs)('%s', (prompt, language, subject, offer, rendered) => {
    const brief = parseBrief(prompt);
    expect(brief.language).toBe(language);
    expect(chooseCopyLanguage(prompt, null, otherLanguage(language))).toBe(language);
    expect(brief.subject).toBe(subject);
    expect(brief.offers[0] ?? null).toEqual(offer);
    if (offer) expect(phrasebooks[language].offer(offer)).toBe(rendered);

    const variants = variantsOf(prompt, language);
    const texts = variants.map(copyText);
    // No style, tone, format, channel or motion word of the prompt, nor any other design word.
    const design = Object.values(brief.design).flat();
    if (design.length > 0) {
      const pattern = wordPattern(design, 'iu');
      for (const text of texts) expect(text).not.toMatch(pattern);
    }
    for (const text of texts) expect(text.match(designWordPattern)).toBeNull();
    // The offer is on the ad as the language writes it.
    if (rendered) expect(texts.join(' ').toLowerCase()).toContain(rendered.toLowerCase());
    if (brief.quotes.length > 0) {
      for (const variant of variants) expect(variant.copy.headline).toBe(brief.quotes[0]);
    } else {
      expect(new Set(variants.map((variant) => variant.copy.headline)).size).toBe(4);
    }
  });
});
