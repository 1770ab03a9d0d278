import type { Language } from '@brandloom/shared/i18n/languages';
import type { AdCopy, CreativeBrand } from '../image-provider.ts';

/**
 * Ad copy from the user's prompt, offline and deterministic. Text in quotes is used verbatim;
 * otherwise the instruction around the idea ("make an ad for …", "erstelle eine Anzeige für …") is
 * stripped, the first clause becomes the headline and the rest the sub-line. The call to action
 * and fallback sub-lines come from small translated lists chosen by the prompt's intent.
 */

export type CopyIntent = 'sale' | 'testimonial' | 'event' | 'app' | 'shop' | 'general';

export interface DerivedCopy {
  copy: AdCopy;
  intent: CopyIntent;
  /** Short badge text for sale layouts: "-30%", "€49", "SALE". */
  badge: string;
  /** Whether the headline came verbatim from quotes in the prompt. */
  quoted: boolean;
}

/** Matches a whole word or phrase, letters of any language counting as word characters. */
const words = (pattern: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}])`, 'iu');

const intentPatterns: [CopyIntent, RegExp][] = [
  [
    'sale',
    words(
      String.raw`\d+\s?%|sale|sales|discount|deals?|black friday|cyber monday|clearance|rabatt|angebot|reduziert|soldes|réduction|remise|promo|oferta|ofertas|descuento|rebajas`,
    ),
  ],
  [
    'testimonial',
    words(
      'testimonials?|reviews?|quote|customer says|zitat|kundenstimme|bewertung|témoignage|avis client|citation|testimonio|reseña|opinión de cliente',
    ),
  ],
  [
    'event',
    words(
      'events?|grand opening|opening|eröffnung|inauguration|inauguración|webinar|conference|concert|festival|workshop|meetup|tickets?|book now|reserv\\p{L}*|veranstaltung|konferenz|konzert|événement|conférence|atelier|billets?|evento|conferencia|concierto|taller|entradas',
    ),
  ],
  ['app', words('apps?|download|ios|android|herunterladen|télécharger|application|descargar|aplicación')],
  [
    'shop',
    words(
      'shop|store|buy|collection|products?|new arrivals?|kaufen|kollektion|produkt|shoppen|acheter|produit|boutique|comprar|colección|producto|tienda',
    ),
  ],
];

export function detectIntent(prompt: string): CopyIntent {
  return intentPatterns.find(([, pattern]) => pattern.test(prompt))?.[0] ?? 'general';
}

type Phrases = Record<Language, string>;

const callsToAction: Record<CopyIntent, Phrases> = {
  sale: { en: 'Shop now', de: 'Jetzt shoppen', fr: 'Acheter maintenant', es: 'Comprar ahora' },
  shop: { en: 'Shop now', de: 'Jetzt shoppen', fr: 'Acheter maintenant', es: 'Comprar ahora' },
  event: { en: 'Book now', de: 'Jetzt buchen', fr: 'Réserver', es: 'Reserva ahora' },
  app: { en: 'Download', de: 'Herunterladen', fr: 'Télécharger', es: 'Descargar' },
  testimonial: { en: 'Learn more', de: 'Mehr erfahren', fr: 'En savoir plus', es: 'Más información' },
  general: { en: 'Learn more', de: 'Mehr erfahren', fr: 'En savoir plus', es: 'Más información' },
};

const fallbackSublines: Partial<Record<CopyIntent, Phrases>> = {
  sale: {
    en: 'Limited time only',
    de: 'Nur für kurze Zeit',
    fr: 'Offre à durée limitée',
    es: 'Solo por tiempo limitado',
  },
  shop: {
    en: 'Discover the collection',
    de: 'Entdecke die Kollektion',
    fr: 'Découvrez la collection',
    es: 'Descubre la colección',
  },
  event: { en: 'Save the date', de: 'Jetzt Termin sichern', fr: 'Réservez la date', es: 'Reserva la fecha' },
  app: {
    en: 'Available on iOS and Android',
    de: 'Für iOS und Android',
    fr: 'Disponible sur iOS et Android',
    es: 'Disponible en iOS y Android',
  },
};

const saleWord: Phrases = { en: 'SALE', de: 'SALE', fr: 'SOLDES', es: 'OFERTA' };

/** Stickers for the sale-badge layout when the ad sells nothing (a template can ask for it). */
const otherBadges: Record<Exclude<CopyIntent, 'sale'>, Phrases> = {
  testimonial: { en: '5/5', de: '5/5', fr: '5/5', es: '5/5' },
  event: { en: 'JOIN US', de: 'SEI DABEI', fr: 'VENEZ', es: 'ÚNETE' },
  app: { en: 'NEW', de: 'NEU', fr: 'NOUVEAU', es: 'NUEVO' },
  shop: { en: 'NEW', de: 'NEU', fr: 'NOUVEAU', es: 'NUEVO' },
  general: { en: 'NEW', de: 'NEU', fr: 'NOUVEAU', es: 'NUEVO' },
};

/** Double quotes of the four languages; single quotes are left alone (French apostrophes). */
const quotedText = /["“„«]\s*([^"“”„«»]+?)\s*["”“»]/gu;

const adNouns =
  'ads?|adverts?|advertisements?|posts?|banners?|images?|creatives?|posters?|flyers?|stor(?:y|ies)|visuals?|graphics?|campaigns?|promos?|anzeigen?|werbung|beitrag|bild|plakat|grafik|kampagne|pubs?|publicités?|annonces?|affiches?|bannières?|visuels?|publications?|campagnes?|anuncios?|publicidad|cartel(?:es)?|publicaciones?|imagen(?:es)?|pósters?|historias?|campañas?';

/** "Please make me a bold Instagram ad for", "Erstelle eine Anzeige für", "Crée une pub pour"… */
const instruction = new RegExp(
  String.raw`^(?:please\s+|bitte\s+|s'il te plaît,?\s+|por favor,?\s+)?(?:(?:can|could)\s+you\s+)?` +
    String.raw`(?:(?:make|create|design|generate|build|produce|draft|give|need|want|erstelle|erstell|mach|mache|gestalte|entwirf|generiere|brauche|crée|créer|créez|fais|faites|réalise|réalisez|génère|générez|conçois|crea|crear|haz|diseña|genera|necesito|quiero|i need|i want|we need|ich brauche)\s+)?` +
    String.raw`(?:(?:me|us|mir|uns|moi|nous)\s+)?(?:(?:an?|the|some|eine[nmr]?|ein|die|den|das|une?|la|le|les|des|una?|el|los|las)\s+)?` +
    String.raw`(?:[\p{L}\p{N}-]+\s+){0,3}?(?:${adNouns})\s+(?:(?:for|about|promoting|announcing|showing|featuring|on|of|to promote|to announce|für|über|zu|zum|zur|pour|sur|annonçant|présentant|para|sobre|anunciando|promocionando|de|del|du|des)\s+)`,
  'iu',
);

/** Leading articles and possessives that make a weak headline start. */
const weakStart =
  /^(?:(?:an?|the|our|my|eine[nmr]?|ein|die|den|das|der|unsere[nmrs]?|unser|une?|la|le|les|l'|notre|nos|una?|el|los|las|nuestr[oa]s?)\s+|l')+/iu;

const clauseBreak = /\s*(?:[.!?;:]+\s+|,\s+|\s[–—-]\s|\s(?:with|featuring|mit|avec|con)\s)\s*/iu;

const smallEnglishWords = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'but',
  'for',
  'of',
  'on',
  'in',
  'to',
  'at',
  'by',
  'with',
  'from',
  'vs',
]);

function capitaliseFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** English headlines in title case (small words lower, brand-like words such as "iPhone" kept). */
function headlineCase(text: string, language: Language): string {
  if (language !== 'en') return capitaliseFirst(text);
  return text
    .split(' ')
    .map((word, index) => {
      if (/[\p{Lu}\p{N}]/u.test(word.slice(1))) return word;
      const lower = word.toLowerCase();
      return index > 0 && smallEnglishWords.has(lower) ? lower : capitaliseFirst(lower);
    })
    .join(' ');
}

const maxHeadlineWords = 8;

/** Words a long idea can be split before: what follows reads as the sub-line ("… | next Thursday"). */
const splitBefore = new Set(
  'for on at in next this from to with starting until für am ab bis im mit diesen nächsten pour ce cette à au dès avec jusqu para este esta en desde con hasta'.split(
    ' ',
  ),
);

/** Up to eight words, cut before a preposition or time word when the idea runs longer. */
function headlineLength(words: string[]): number {
  if (words.length <= maxHeadlineWords) return words.length;
  for (let index = maxHeadlineWords; index >= 3; index -= 1) {
    if (splitBefore.has(words[index]?.toLowerCase() ?? '')) return index;
  }
  return maxHeadlineWords;
}

function trimClause(text: string): string {
  return text.replace(/^[\s,;:.–—-]+|[\s,;:.–—-]+$/gu, '');
}

function firstSentence(text: string, maxLength: number): string | null {
  const sentence = trimClause(text.split(/(?<=[.!?])\s/u)[0] ?? '');
  if (!sentence) return null;
  return sentence.length <= maxLength ? sentence : null;
}

/** The badge of a sale layout: a percentage, else a price, else the word for sale. */
export function saleBadge(prompt: string, language: Language): string {
  const percent = /(\d{1,2})\s?%/u.exec(prompt);
  if (percent) return `-${percent[1]}%`;
  const price = /[€$£]\s?\d+(?:[.,]\d{2})?|\d+(?:[.,]\d{2})?\s?[€$£]/u.exec(prompt);
  if (price) return price[0].replace(/\s/gu, '');
  return saleWord[language];
}

function fromPrompt(prompt: string, language: Language): { headline: string; rest: string | null } {
  const idea = trimClause(prompt.trim().replace(/\s+/gu, ' ').replace(instruction, '')).replace(
    weakStart,
    '',
  );
  const [first = idea, ...others] = idea.split(clauseBreak).map(trimClause).filter(Boolean);
  const firstWords = first.split(' ');
  const cut = headlineLength(firstWords);
  const headlineWords = firstWords.slice(0, cut);
  const overflow = firstWords.slice(cut).join(' ');
  const rest = [overflow, ...others].filter(Boolean).join(', ');
  return {
    headline: headlineCase(headlineWords.join(' '), language),
    rest: rest ? capitaliseFirst(rest) : null,
  };
}

export function deriveCopy(
  prompt: string,
  language: Language,
  brand: CreativeBrand | null,
  given: AdCopy | null,
): DerivedCopy {
  const intent = detectIntent(prompt);
  const badge = intent === 'sale' ? saleBadge(prompt, language) : otherBadges[intent][language];
  const callToAction = callsToAction[intent][language];
  if (given) return { copy: given, intent, badge, quoted: false };

  const quotes = [...prompt.matchAll(quotedText)].map((match) => match[1] ?? '').filter(Boolean);
  const brandSubline =
    (brand?.brief.offer && firstSentence(brand.brief.offer, 90)) ||
    (brand?.brief.description && firstSentence(brand.brief.description, 90)) ||
    null;
  const fallbackSubline = fallbackSublines[intent]?.[language] ?? brandSubline;

  const [quotedHeadline, quotedSubline] = quotes;
  if (quotedHeadline) {
    const afterQuote = trimClause(
      prompt.slice(prompt.lastIndexOf(quotes.at(-1) ?? '') + (quotes.at(-1)?.length ?? 0)),
    );
    const attribution =
      intent === 'testimonial' ? firstSentence(afterQuote.replace(/^["”“»]+/u, ''), 60) : null;
    return {
      copy: {
        headline: quotedHeadline,
        subline: quotedSubline ?? (attribution ? `— ${trimClause(attribution)}` : fallbackSubline),
        callToAction,
      },
      intent,
      badge,
      quoted: true,
    };
  }

  const { headline, rest } = fromPrompt(prompt, language);
  return {
    copy: {
      headline: headline || brand?.name || capitaliseFirst(prompt.trim()),
      subline: rest && rest.split(' ').length <= 16 ? rest : (fallbackSubline ?? rest),
      callToAction,
    },
    intent,
    badge,
    quoted: false,
  };
}
