import type { Language } from '@brandloom/shared/i18n/languages';
import type { CallToActionKind } from './brief-lexicon.ts';
import type { CopyIntent, Currency, Offer } from './parse-brief.ts';

/**
 * What the offline copywriter writes, per language (decision 0033). Templates fill {subject},
 * {offer}, {when}, {occasion}, {audience} and {code}; a capital placeholder ({Subject}) starts
 * the line with a capital. Phrases avoid articles and adjectives that would have to agree with
 * the subject, so any subject fits. Numbers and currencies follow each language's typography;
 * no-break spaces (U+00A0) keep "50 %" and "Robes :" together on one line.
 */

/** The four takes variants walk through: the same brief, a different angle. */
export const takes = ['benefit', 'urgency', 'proof', 'question'] as const;
export type Take = (typeof takes)[number];

interface TakeLines {
  /** With an offer. */
  offer: string;
  /** Without an offer. */
  plain: string;
}

export interface Phrasebook {
  offer: (offer: Offer) => string;
  badge: (offer: Offer) => string;
  headline: Record<Take, TakeLines> & {
    /** Urgency with an offer and a deadline. */
    offerUntil: string;
    launch: string;
    /** Events and charities get their own takes (no "customer favourite" for a concert or a cause). */
    event: Record<Take, string>;
    donate: Record<Take, string>;
    /** Without any subject, per take. */
    noSubject: Record<Take, string>;
  };
  subline: Record<Take, TakeLines> & {
    offerWithCode: string;
    offerWithOccasion: string;
    offerWithSubject: string;
    offerUntil: string;
    audience: string;
    when: string;
    seats: string;
    donate: string;
    intent: Partial<Record<CopyIntent, string>>;
  };
  callToAction: Record<CallToActionKind, string>;
  /** The shop button in a premium tone. */
  discover: string;
  /** Sale and other stickers when the brief names no offer. */
  stickers: Record<CopyIntent, string>;
  /** A headline in a playful tone. */
  exclaim: (headline: string) => string;
  /** The subject after "Looking for" and the like: "an apartment", but "running shoes", "coffee". */
  indefinite: (subject: string) => string;
}

const asTyped = (subject: string) => subject;

/** Nouns English counts as a mass, and words that already determine the noun phrase. */
const englishUncountable =
  /(?:^|\s)(?:coffee|tea|espresso|wine|beer|water|food|bread|pizza|sushi|pasta|chocolate|furniture|software|music|advice|help|fashion|clothing|jewellery|jewelry|skincare|makeup|insurance|luggage|equipment|hardware|feedback|marketing|training|coaching|accommodation|fitness|yoga|knowledge|love|fun|inspiration|gear|merch)$/iu;
const englishDeterminer = /^(?:a|an|the|some|any|this|that|our|your|my|his|her|their|every|each|one|\d)\b/iu;

/** "an apartment", "a used car", "an hour"; plurals, mass nouns and names as typed. */
function englishIndefinite(subject: string): string {
  const lastWord = subject.split(' ').at(-1) ?? '';
  if (
    /^\p{Lu}/u.test(subject) ||
    englishDeterminer.test(subject) ||
    englishUncountable.test(subject) ||
    (/s$/iu.test(lastWord) && !/(?:ss|us|is)$/iu.test(lastWord))
  )
    return subject;
  const vowelSound = /^(?:[aeio]|u(?!ni|se|su|r[aeiou])|hour|honest|heir)/iu.test(subject);
  return `${vowelSound ? 'an' : 'a'} ${subject}`;
}

const locales: Record<Language, string> = { en: 'en-US', de: 'de-DE', fr: 'fr-FR', es: 'es-ES' };
const nbsp = '\u00a0';

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** "€49.99", "49,99 €", "450 000 €": the language's own order, separators and spaces. */
function formatMoney(value: number, currency: Currency, language: Language): string {
  const key = `${language}${currency}${Number.isInteger(value)}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locales[language], {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    });
    moneyFormats.set(key, format);
  }
  return format.format(value).replace(/[\u202f\u00a0 ]/gu, nbsp);
}

const percent = (value: number, language: Language) => (language === 'en' ? `${value}%` : `${value}${nbsp}%`);

function offerPhrase(language: Language, offer: Offer, forms: OfferForms): string {
  switch (offer.kind) {
    case 'percent':
      return forms.percent(percent(offer.value, language), offer.upTo);
    case 'amount':
      return forms.amount(formatMoney(offer.value, offer.currency, language), offer.upTo);
    case 'price':
      return forms.price(formatMoney(offer.value, offer.currency, language), offer.from);
    case 'free-shipping':
      return forms.freeShipping;
    case 'two-for-one':
      return forms.twoForOne;
  }
}

interface OfferForms {
  percent: (value: string, upTo: boolean) => string;
  amount: (value: string, upTo: boolean) => string;
  price: (value: string, from: boolean) => string;
  freeShipping: string;
  twoForOne: string;
}

const forms = (language: Language, sentence: OfferForms, sticker: OfferForms) => ({
  offer: (offer: Offer) => offerPhrase(language, offer, sentence),
  badge: (offer: Offer) => offerPhrase(language, offer, sticker),
});

const en: Phrasebook = {
  ...forms(
    'en',
    {
      percent: (value, upTo) => `${upTo ? `up${nbsp}to ` : ''}${value} off`,
      amount: (value, upTo) => `${upTo ? `up${nbsp}to ` : ''}${value} off`,
      price: (value, from) => `${from ? 'from' : 'now'} ${value}`,
      freeShipping: 'free shipping',
      twoForOne: 'buy one, get one free',
    },
    {
      percent: (value, upTo) => `${upTo ? `Up${nbsp}to ` : ''}${value} off`,
      amount: (value, upTo) => `${upTo ? `Up${nbsp}to ` : ''}${value} off`,
      price: (value, from) => (from ? `From ${value}` : value),
      freeShipping: 'Free shipping',
      twoForOne: '2 for 1',
    },
  ),
  headline: {
    benefit: { offer: '{Subject}: {offer}', plain: '{Subject}, the way it should be' },
    urgency: { offer: 'Last chance: {offer}', plain: '{Subject}: don’t miss out' },
    proof: { offer: 'Customer favourite: {subject}', plain: 'Customer favourite: {subject}' },
    question: { offer: 'Looking for {indefinite}?', plain: 'Looking for {indefinite}?' },
    offerUntil: '{When}: {offer}',
    launch: 'New: {subject}',
    event: {
      benefit: 'You’re invited: {subject}',
      urgency: '{Subject}: don’t miss out',
      proof: 'Save your spot: {subject}',
      question: '{Subject}: are you in?',
    },
    donate: {
      benefit: '{Subject}: every gift counts',
      urgency: '{Subject}: help today',
      proof: 'Together for {subject}',
      question: 'Will you help?',
    },
    noSubject: {
      benefit: 'Something new is here',
      urgency: 'Don’t miss out',
      proof: 'A customer favourite',
      question: 'Ready for something new?',
    },
  },
  subline: {
    benefit: { offer: 'Treat yourself for less.', plain: 'Made with care, made for you.' },
    urgency: { offer: 'While stocks last.', plain: 'For a limited time only.' },
    proof: { offer: '{Offer}. Limited time only.', plain: 'Recommended by our customers.' },
    question: { offer: 'Now {offer}.', plain: 'We’ve got just the thing.' },
    offerWithCode: '{Offer} with code {code}.',
    offerWithOccasion: '{Occasion}. Treat yourself for less.',
    offerWithSubject: '{Subject}, while stocks last.',
    offerUntil: '{Offer}, {when}.',
    audience: 'Made for {audience}.',
    when: '{When}.',
    seats: 'Places are limited.',
    donate: 'Your donation makes a difference.',
    intent: {
      shop: 'Discover the collection.',
      event: 'Save the date.',
      app: 'Available on iOS and Android.',
    },
  },
  callToAction: {
    shop: 'Shop now',
    book: 'Book now',
    download: 'Download',
    signup: 'Sign up',
    order: 'Order now',
    visit: 'Book a viewing',
    donate: 'Donate now',
    demo: 'Book a demo',
    call: 'Call us',
    learn: 'Learn more',
  },
  discover: 'Discover',
  stickers: { sale: 'SALE', testimonial: '5/5', event: 'JOIN US', app: 'NEW', shop: 'NEW', general: 'NEW' },
  exclaim: (headline) => `${headline}!`,
  indefinite: englishIndefinite,
};

const de: Phrasebook = {
  ...forms(
    'de',
    {
      percent: (value, upTo) => `${upTo ? `bis${nbsp}zu ` : ''}${value} Rabatt`,
      amount: (value, upTo) => `${upTo ? `bis${nbsp}zu ` : ''}${value} Rabatt`,
      price: (value, from) => `${from ? 'ab' : 'für nur'} ${value}`,
      freeShipping: 'kostenloser Versand',
      twoForOne: '2 für 1',
    },
    {
      percent: (value, upTo) => `${upTo ? `Bis${nbsp}zu ` : ''}-${value}`,
      amount: (value, upTo) => `${upTo ? `Bis${nbsp}zu ` : ''}-${value}`,
      price: (value, from) => (from ? `ab ${value}` : value),
      freeShipping: 'Gratis Versand',
      twoForOne: '2 für 1',
    },
  ),
  headline: {
    benefit: { offer: '{Subject}: {offer}', plain: '{Subject}, wie es sein soll' },
    urgency: { offer: 'Letzte Chance: {offer}', plain: '{Subject}: nicht verpassen' },
    proof: { offer: 'Beliebt bei unseren Kunden: {Subject}', plain: 'Beliebt bei unseren Kunden: {Subject}' },
    question: { offer: '{Subject} gesucht?', plain: '{Subject} gesucht?' },
    offerUntil: '{When}: {offer}',
    launch: 'Neu: {Subject}',
    event: {
      benefit: 'Jetzt dabei sein: {Subject}',
      urgency: '{Subject}: nicht verpassen',
      proof: 'Platz sichern: {Subject}',
      question: '{Subject} – mit dabei?',
    },
    donate: {
      benefit: '{Subject}: Jede Spende zählt',
      urgency: '{Subject}: Hilfe, die jetzt zählt',
      proof: 'Gemeinsam helfen: {Subject}',
      question: 'Helfen Sie mit?',
    },
    noSubject: {
      benefit: 'Etwas Neues ist da',
      urgency: 'Nicht verpassen',
      proof: 'Von Kunden empfohlen',
      question: 'Bereit für etwas Neues?',
    },
  },
  subline: {
    benefit: { offer: 'Mehr für weniger.', plain: 'Mit Sorgfalt gemacht.' },
    urgency: { offer: 'Solange der Vorrat reicht.', plain: 'Nur für kurze Zeit.' },
    proof: { offer: '{Offer}. Nur für kurze Zeit.', plain: 'Unsere Kunden empfehlen uns weiter.' },
    question: { offer: 'Jetzt {offer}.', plain: 'Wir haben genau das Richtige.' },
    offerWithCode: '{Offer} mit dem Code {code}.',
    offerWithOccasion: '{Occasion}. Mehr für weniger.',
    offerWithSubject: '{Subject} – solange der Vorrat reicht.',
    offerUntil: '{Offer}, {when}.',
    audience: 'Gemacht für {audience}.',
    when: '{When}.',
    seats: 'Die Plätze sind begrenzt.',
    donate: 'Ihre Spende macht den Unterschied.',
    intent: {
      shop: 'Entdecke die Kollektion.',
      event: 'Jetzt Termin sichern.',
      app: 'Für iOS und Android.',
    },
  },
  callToAction: {
    shop: 'Jetzt shoppen',
    book: 'Jetzt buchen',
    download: 'Herunterladen',
    signup: 'Jetzt anmelden',
    order: 'Jetzt bestellen',
    visit: 'Besichtigung vereinbaren',
    donate: 'Jetzt spenden',
    demo: 'Demo buchen',
    call: 'Jetzt anrufen',
    learn: 'Mehr erfahren',
  },
  discover: 'Entdecken',
  stickers: { sale: 'SALE', testimonial: '5/5', event: 'SEI DABEI', app: 'NEU', shop: 'NEU', general: 'NEU' },
  exclaim: (headline) => `${headline}!`,
  indefinite: asTyped,
};

const fr: Phrasebook = {
  ...forms(
    'fr',
    {
      percent: (value, upTo) => `${upTo ? 'jusqu’à ' : ''}-${value}`,
      amount: (value, upTo) => `${upTo ? 'jusqu’à ' : ''}-${value}`,
      price: (value, from) => `${from ? 'dès' : 'à'} ${value}`,
      freeShipping: 'livraison offerte',
      twoForOne: '1 acheté = 1 offert',
    },
    {
      percent: (value, upTo) => `${upTo ? 'Jusqu’à ' : ''}-${value}`,
      amount: (value, upTo) => `${upTo ? 'Jusqu’à ' : ''}-${value}`,
      price: (value, from) => (from ? `Dès ${value}` : value),
      freeShipping: 'Livraison offerte',
      twoForOne: '2 pour 1',
    },
  ),
  headline: {
    benefit: { offer: `{Subject}${nbsp}: {offer}`, plain: '{Subject}, tout simplement' },
    urgency: { offer: `Dernière chance${nbsp}: {offer}`, plain: `{Subject}${nbsp}: à ne pas manquer` },
    proof: {
      offer: `Le choix de nos clients${nbsp}: {subject}`,
      plain: `Le choix de nos clients${nbsp}: {subject}`,
    },
    question: { offer: `Envie {de}{subject}${nbsp}?`, plain: `Envie {de}{subject}${nbsp}?` },
    offerUntil: `{When}${nbsp}: {offer}`,
    launch: `Nouveauté${nbsp}: {subject}`,
    event: {
      benefit: `Rendez-vous${nbsp}: {subject}`,
      urgency: `{Subject}${nbsp}: à ne pas manquer`,
      proof: `Réservez votre place${nbsp}: {subject}`,
      question: `{Subject}${nbsp}: vous venez${nbsp}?`,
    },
    donate: {
      benefit: `{Subject}${nbsp}: chaque don compte`,
      urgency: `{Subject}${nbsp}: agissez aujourd’hui`,
      proof: `Tous ensemble${nbsp}: {subject}`,
      question: `Vous nous aidez${nbsp}?`,
    },
    noSubject: {
      benefit: 'Découvrez la nouveauté',
      urgency: 'À ne pas manquer',
      proof: 'Le choix de nos clients',
      question: `Prêt pour la nouveauté${nbsp}?`,
    },
  },
  subline: {
    benefit: { offer: 'Faites-vous plaisir pour moins cher.', plain: 'Fait avec soin, pour vous.' },
    urgency: { offer: 'Dans la limite des stocks disponibles.', plain: 'Pour une durée limitée.' },
    proof: { offer: '{Offer}. Offre à durée limitée.', plain: 'Nos clients nous recommandent.' },
    question: { offer: 'Aujourd’hui, {offer}.', plain: 'Nous avons ce qu’il vous faut.' },
    offerWithCode: '{Offer} avec le code {code}.',
    offerWithOccasion: '{Occasion}. Faites-vous plaisir pour moins cher.',
    offerWithSubject: '{Subject}, dans la limite des stocks disponibles.',
    offerUntil: '{Offer}, {when}.',
    audience: 'Pensé pour {audience}.',
    when: '{When}.',
    seats: 'Places limitées.',
    donate: 'Votre don fait la différence.',
    intent: {
      shop: 'Découvrez la collection.',
      event: 'Réservez la date.',
      app: 'Disponible sur iOS et Android.',
    },
  },
  callToAction: {
    shop: 'Acheter maintenant',
    book: 'Réserver',
    download: 'Télécharger',
    signup: 'S’inscrire',
    order: 'Commander',
    visit: 'Planifier une visite',
    donate: 'Faire un don',
    demo: 'Demander une démo',
    call: 'Appelez-nous',
    learn: 'En savoir plus',
  },
  discover: 'Découvrir',
  stickers: {
    sale: 'SOLDES',
    testimonial: '5/5',
    event: 'VENEZ',
    app: 'NOUVEAU',
    shop: 'NOUVEAU',
    general: 'NOUVEAU',
  },
  exclaim: (headline) => `${headline}${nbsp}!`,
  indefinite: asTyped,
};

const es: Phrasebook = {
  ...forms(
    'es',
    {
      percent: (value, upTo) => `${upTo ? `hasta${nbsp}un ` : ''}${value} de descuento`,
      amount: (value, upTo) => `${upTo ? 'hasta ' : ''}${value} de descuento`,
      price: (value, from) => `${from ? 'desde' : 'por solo'} ${value}`,
      freeShipping: 'envío gratis',
      twoForOne: '2x1',
    },
    {
      percent: (value, upTo) => `${upTo ? 'Hasta ' : ''}-${value}`,
      amount: (value, upTo) => `${upTo ? 'Hasta ' : ''}-${value}`,
      price: (value, from) => (from ? `Desde ${value}` : value),
      freeShipping: 'Envío gratis',
      twoForOne: '2x1',
    },
  ),
  headline: {
    benefit: { offer: '{Subject}: {offer}', plain: '{Subject}, como debe ser' },
    urgency: { offer: 'Última oportunidad: {offer}', plain: '{Subject}: no te lo pierdas' },
    proof: {
      offer: 'Favorito de nuestros clientes: {subject}',
      plain: 'Favorito de nuestros clientes: {subject}',
    },
    question: { offer: '¿Buscas {subject}?', plain: '¿Buscas {subject}?' },
    offerUntil: '{When}: {offer}',
    launch: 'Novedad: {subject}',
    event: {
      benefit: 'Te esperamos: {subject}',
      urgency: '{Subject}: no te lo pierdas',
      proof: 'Reserva tu plaza: {subject}',
      question: '{Subject}: ¿te apuntas?',
    },
    donate: {
      benefit: '{Subject}: cada donación cuenta',
      urgency: '{Subject}: ayuda hoy',
      proof: 'Todos juntos: {subject}',
      question: '¿Nos ayudas?',
    },
    noSubject: {
      benefit: 'Descubre la novedad',
      urgency: 'No te lo pierdas',
      proof: 'Favorito de nuestros clientes',
      question: '¿Listo para algo nuevo?',
    },
  },
  subline: {
    benefit: { offer: 'Date un capricho por menos.', plain: 'Hecho con cariño, para ti.' },
    urgency: { offer: 'Hasta agotar existencias.', plain: 'Solo por tiempo limitado.' },
    proof: { offer: '{Offer}. Solo por tiempo limitado.', plain: 'Nuestros clientes nos recomiendan.' },
    question: { offer: 'Ahora con {offer}.', plain: 'Tenemos justo lo que buscas.' },
    offerWithCode: '{Offer} con el código {code}.',
    offerWithOccasion: '{Occasion}. Date un capricho por menos.',
    offerWithSubject: '{Subject}, hasta agotar existencias.',
    offerUntil: '{Offer}, {when}.',
    audience: 'Pensado para {audience}.',
    when: '{When}.',
    seats: 'Plazas limitadas.',
    donate: 'Tu donación marca la diferencia.',
    intent: {
      shop: 'Descubre la colección.',
      event: 'Reserva la fecha.',
      app: 'Disponible en iOS y Android.',
    },
  },
  callToAction: {
    shop: 'Comprar ahora',
    book: 'Reserva ahora',
    download: 'Descargar',
    signup: 'Regístrate',
    order: 'Pide ahora',
    visit: 'Reserva una visita',
    donate: 'Dona ahora',
    demo: 'Solicita una demo',
    call: 'Llámanos',
    learn: 'Más información',
  },
  discover: 'Descubrir',
  stickers: {
    sale: 'OFERTA',
    testimonial: '5/5',
    event: 'ÚNETE',
    app: 'NUEVO',
    shop: 'NUEVO',
    general: 'NUEVO',
  },
  exclaim: (headline) => `¡${headline}!`,
  indefinite: asTyped,
};

export const phrasebooks: Record<Language, Phrasebook> = { en, de, fr, es };
