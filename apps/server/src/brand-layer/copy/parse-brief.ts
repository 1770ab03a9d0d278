import type { Language } from '@brandloom/shared/i18n/languages';
import {
  adNouns,
  audienceNouns,
  type CallToActionKind,
  type CopyTone,
  callToActionWords,
  channelWords,
  designNouns,
  designWordPattern,
  formatWords,
  launchWords,
  motionWords,
  occasionWords,
  playfulTone,
  premiumTone,
  saleWords,
  styleWords,
  toneWords,
  wordPattern,
} from './brief-lexicon.ts';
import { detectLanguage } from './detect-language.ts';

/**
 * The user's prompt read as an ad brief (decision 0033): what the ad is about, the offer, when,
 * for whom, what the button should do, the text to keep verbatim, and the design words that steer
 * the layout but never become copy. Offline and deterministic; every pattern is compiled once.
 */

export type CopyIntent = 'sale' | 'testimonial' | 'event' | 'app' | 'shop' | 'general';

export type Currency = 'EUR' | 'USD' | 'GBP';

export type Offer =
  | { kind: 'percent'; value: number; upTo: boolean }
  | { kind: 'amount'; value: number; currency: Currency; upTo: boolean }
  | { kind: 'price'; value: number; currency: Currency; from: boolean }
  | { kind: 'free-shipping' }
  | { kind: 'two-for-one' };

interface DesignWords {
  style: string[];
  tone: string[];
  format: string[];
  channel: string[];
  motion: string[];
}

export interface ParsedBrief {
  /** The prompt's language, when its words tell; the creative's language is chosen elsewhere. */
  language: Language | null;
  /** The product or subject, as typed ("running shoes"), without instruction, offer or design words. */
  subject: string | null;
  /** The occasion the ad hangs on, as typed ("Summer sale", "Black Friday"). */
  occasion: string | null;
  offers: Offer[];
  /** A date, day, time or deadline, as typed ("this weekend only", "bis Sonntag"). */
  when: string | null;
  /** A promo code ("SUMMER30"). */
  code: string | null;
  /** Who the ad speaks to, as typed ("small businesses"). */
  audience: string | null;
  /** The ad introduces something new. */
  launch: boolean;
  intent: CopyIntent;
  callToAction: CallToActionKind;
  /** Tone words of the prompt; the brand's tone of voice is read where copy is written. */
  tone: CopyTone;
  /** Words for the layout code: style, tone, format, channel and motion. Never copy. */
  design: DesignWords;
  /** Text in double quotes, verbatim. */
  quotes: string[];
  /**
   * The prompt itself when it reads as a line of copy rather than a request ("Coffee that tastes
   * like the place it grew"): no instruction, offer, date, code, audience or quote, and more words
   * than its subject. Design words are cut from it; the copywriter keeps it as the headline.
   */
  tagline: string | null;
  /** Who said a quoted testimonial ("Anna, Berlin"): the words after the last quote. */
  attribution: string | null;
}

/** A pattern matched as whole words, letters and digits of any language counting as word characters. */
const boundary = (pattern: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, 'iu');

const intentPatterns: [CopyIntent, RegExp][] = [
  [
    'sale',
    boundary(
      String.raw`\d+\s?%|sale|sales|discount|deals?|black friday|cyber monday|clearance|rabatt|angebot|reduziert|soldes|réduction|remise|promo|oferta|ofertas|descuento|rebajas`,
    ),
  ],
  [
    'testimonial',
    boundary(
      'testimonials?|reviews?|quote|customer says|zitat|kundenstimme|bewertung|témoignage|avis client|citation|testimonio|reseña|opinión de cliente',
    ),
  ],
  [
    'event',
    boundary(
      'events?|grand opening|opening|eröffnung|inauguration|inauguración|ouverture|apertura|webinar|conference|concert|festival|workshop|meetup|tickets?|book now|reserv\\p{L}*|veranstaltung|konferenz|konzert|événement|conférence|atelier|billets?|evento|conferencia|concierto|taller|entradas',
    ),
  ],
  ['app', boundary('apps?|download|ios|android|herunterladen|télécharger|application|descargar|aplicación')],
  [
    'shop',
    boundary(
      'shop|store|buy|collection|products?|new arrivals?|kaufen|kollektion|produkt|shoppen|acheter|produit|boutique|comprar|colección|producto|tienda',
    ),
  ],
];

/** What the ad is for: picks layout families and the default call to action. */
export function detectIntent(prompt: string): CopyIntent {
  return intentPatterns.find(([, pattern]) => pattern.test(prompt))?.[0] ?? 'general';
}

const defaultCallToAction: Record<CopyIntent, CallToActionKind> = {
  sale: 'shop',
  shop: 'shop',
  event: 'book',
  app: 'download',
  testimonial: 'learn',
  general: 'learn',
};

const callToActionPatterns = callToActionWords.map(
  ([kind, list]) => [kind, wordPattern(list, 'iu')] as const,
);

/** Double quotes of the four languages; single quotes are left alone (French apostrophes). */
const quotedText = /["“„«]\s*([^"“”„«»]+?)\s*["”“»]/gu;

const adNounPattern = adNouns.join('|');

/** "Please make me a bold Instagram ad for", "Erstelle eine Anzeige für", "Crée une pub pour"… */
const instruction = new RegExp(
  String.raw`^(?:please\s+|bitte\s+|s'il te plaît,?\s+|por favor,?\s+)?(?:(?:can|could)\s+you\s+)?` +
    String.raw`(?:(?:make|create|design|generate|build|produce|draft|give|need|want|erstelle|erstell|mach|mache|gestalte|entwirf|generiere|brauche|crée|créer|créez|fais|faites|réalise|réalisez|génère|générez|conçois|crea|crear|haz|diseña|genera|necesito|quiero|i need|i want|we need|ich brauche)\s+)?` +
    String.raw`(?:(?:me|us|mir|uns|moi|nous)\s+)?(?:(?:an?|the|some|eine[nmr]?|ein|die|den|das|une?|la|le|les|des|una?|el|los|las)\s+)?` +
    String.raw`(?:[\p{L}\p{N}:-]+\s+){0,3}?(?:${adNounPattern}|posts?|banners?|posters?|flyers?|stor(?:y|ies)|plakat|affiches?|bannières?|cartel(?:es)?)(?:\s+[\p{L}-]+){0,2}?\s+(?:(?:for|about|promoting|announcing|showing|featuring|on|of|to promote|to announce|für|über|zu|zum|zur|pour|sur|annonçant|présentant|para|sobre|anunciando|promocionando|de|del|du|des)\s+)`,
  'iu',
);

const upTo = String.raw`(?<upTo>up\s+to|bis\s+zu|jusqu[’']à|hasta(?:\s+(?:un|el))?)\s+`;
const moneyNumber = String.raw`(?:\d{1,3}(?:[.,\s\u00a0\u202f]\d{3})+|\d+(?:[.,]\d{1,2})?)`;
const money = String.raw`(?:(?<symbolBefore>[€$£])\s?(?<numberAfter>${moneyNumber})|(?<numberBefore>${moneyNumber})\s?(?<symbolAfter>[€$£]|euros?|eur|usd|dollars?|pounds?))`;
const discountWord = String.raw`(?:off|rabatt|nachlass|de\s+réduction|de\s+remise|de\s+descuento|discount|dto\.?)`;

const percentOffer = boundary(
  String.raw`(?:${upTo})?(?:save\s+|spare\s+|économisez\s+|ahorra\s+)?-?\s?(?<value>\d{1,2})\s?(?:%|prozent|pour\s?cent|por\s?ciento)(?:\s+${discountWord})?`,
);
const amountOffer = boundary(`(?:${upTo})?(?:save\\s+|spare\\s+)?-?\\s?${money}\\s+${discountWord}`);
const priceOffer = boundary(
  String.raw`(?:(?<from>from|starting at|ab|dès|à partir de|desde|a partir de)\s+|(?:only|just|now|for|nur|jetzt|für|seulement|à|solo|por|ahora|a)\s+)?${money}`,
);
const freeShipping = wordPattern(
  [
    'free shipping',
    'free delivery',
    'kostenloser versand',
    'kostenlosen versand',
    'versandkostenfrei',
    'gratis versand',
    'livraison gratuite',
    'livraison offerte',
    'envío gratis',
    'envío gratuito',
    'envíos gratis',
  ],
  'iu',
);
const twoForOne = wordPattern(
  [
    'buy one get one free',
    'buy one get one',
    'bogo',
    '2 for 1',
    '2 für 1',
    '1 acheté 1 offert',
    '2 pour 1',
    '2x1',
    '2 por 1',
  ],
  'iu',
);

const weekday = `(?:mon|tues|wednes|thurs|fri|satur|sun)day|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|jueves|viernes|sábado|domingo`;
const month = `jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|januar|februar|märz|mai|juni|juli|oktober|dezember|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre`;
const relativeDay = String.raw`weekend|week-end|wochenende|fin\s+de\s+semana|today|tonight|tomorrow|week|heute|morgen|woche|aujourd[’']hui|demain|semaine|hoy|mañana|semana|midnight|mitternacht|minuit|medianoche`;
const timeUnit = String.raw`(?:${weekday}|${relativeDay}|\d{1,2}(?:st|nd|rd|th|\.)?\s+(?:de\s+)?(?:${month})|(?:${month})\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|\d{1,2}\.\d{1,2}\.(?:\d{2,4})?|\d{1,2}(?::\d{2})?\s?(?:am|pm|uhr|h)(?:\d{2})?)`;
const timeLead = String.raw`(?:(?:every|each|jeden|jede|chaque|tous\s+les|cada|todos\s+los|los|only|until|till|through|ends?|ending|by|before|on|from|starting|next|this|bis(?:\s+zum)?|ab|am|nur|noch|dieses|diesen|diese|nächsten|nächste|jusqu[’']au|jusqu[’']à|dès|le|ce|cette|prochain|hasta(?:\s+el)?|desde|el|este|esta|solo|próximo|a\s+partir\s+del?)\s+)*`;
const whenPattern = boundary(
  `${timeLead}${timeUnit}(?:(?:\\s*,\\s*|\\s+(?:at|um|à|a\\s+las|from|von|de|ab)?\\s*)${timeUnit})*(?:\\s+(?:only|nur|seulement|uniquement|solamente|solo))?`,
);

const codePattern =
  /(?<![\p{L}])(?:promo\s*code|discount\s+code|coupon(?:\s+code)?|gutscheincode|rabattcode|gutschein|code\s+promo|código(?:\s+promocional)?|cupón|code)\s*:?\s*(?<code>[A-Z0-9][A-Z0-9-]{2,19})(?![\p{L}\p{N}])/iu;
/** A code is typed in capitals or has a digit ("SUMMER30", "WELCOME"), unlike the word after "code". */
const codeShape = /^(?=[A-Z0-9-]*\d)[A-Z0-9-]+$|^[A-Z][A-Z0-9-]{3,}$/u;

const audiencePattern = new RegExp(
  String.raw`(?<![\p{L}])(?:for|für|pour|para)\s+(?<audience>(?:(?:all|busy|young|new|local|small|first-time|alle|junge|kleine|tous\s+les|toutes\s+les|les|los|las|jóvenes|pequeñas|todos\s+los)\s+)*(?:${audienceNouns.join('|')}))(?![\p{L}])`,
  'iu',
);

const occasionList = occasionWords.join('|');
const saleList = saleWords.join('|');
const namedDays = String.raw`black\s+friday|cyber\s+monday|christmas|xmas|halloween|weihnachten|noël|navidad|valentinstag|saint-valentin|san\s+valentín|muttertag|fête\s+des\s+mères|día\s+de\s+la\s+madre`;
const occasionPattern = boundary(
  String.raw`(?:(?:${occasionList})[\s-]+(?:${saleList})|(?:${saleList})\s+(?:d[’']|de\s+|del\s+)?(?:${occasionList})|(?:${namedDays})(?:[\s-]+(?:${saleList}))?)`,
);
const salePattern = wordPattern(saleWords);
const launchPattern = wordPattern(launchWords, 'iu');
const leadingLaunch = new RegExp(`^(?:${launchPattern.source})\\s+`, 'iu');

/** Words left between removed parts that are not a subject on their own. */
const fillerPattern = wordPattern([
  'everything',
  'sitewide',
  'storewide',
  'alles',
  'sortiment',
  'tout',
  'todo',
  'only',
  'nur',
  'seulement',
  'solo',
  'now',
  'jetzt',
  'maintenant',
  'ahora',
  'shop now',
  'book now',
  'jetzt kaufen',
  'toute la boutique',
  'tout le magasin',
  'tout le site',
  'make it',
  'use',
  'style',
  'your first order of',
  'your first order',
  'first order',
  'ersten bestellung',
  'première commande',
  'primer pedido',
  'orders',
  'order',
  'bestellungen',
  'commandes',
  'pedidos',
  'with code',
  'mit code',
  'avec le code',
  'con el código',
]);

/** Articles, possessives and prepositions that cannot start or end a subject. */
const edgeWords =
  'herunter|and|or|with|for|on|in|at|of|to|the|a|an|our|your|my|its|all|und|oder|mit|für|auf|im|in|am|an|zu|zum|zur|von|der|die|das|den|dem|des|ein|eine|einen|einem|unser|unsere|unseren|unserer|unseres|alle|et|ou|avec|pour|sur|dans|à|au|aux|de|des|du|le|la|les|un|une|notre|nos|votre|vos|tous|y|o|con|para|en|a|al|el|los|las|del|una|uno|nuestro|nuestra|nuestros|nuestras|todos|todas|tu|tus';
const edgeStart = new RegExp(`^(?:(?:${edgeWords})(?:\\s+|$)|l[’']|d[’'])+`, 'iu');
const edgeEnd = new RegExp(`(?:(?:^|\\s+)(?:${edgeWords}))+$`, 'iu');
/** Imperatives that ask for the click, not name the subject ("Book a free consultation", "Lade … herunter"). */
const leadingVerb =
  /^(?:book|download|donate(?:\s+to)?|get|try|discover|join|visit|order|call|shop|buy|help|to help|lade|spenden\s+sie|spende|entdecke|entdecken\s+sie|buche|faites\s+un\s+don|réservez|réserve|téléchargez|télécharge|découvrez|descarga|descargue|dona|reserva|compra|pide|descubre)(?:\s+|$)/iu;
const clauseBreak = /\s*(?:[.!?;:,|/+&()]+|\s[–—-]\s|[–—])\s*/u;

const maxSubjectWords = 6;

const styleWordPattern = wordPattern([...styleWords, ...designNouns]);
const toneWordPattern = wordPattern(toneWords);
const formatWordPattern = wordPattern(formatWords);
const channelWordPattern = wordPattern(channelWords);
const motionWordPattern = wordPattern(motionWords);

function designWordsOf(prompt: string): DesignWords {
  const found = (pattern: RegExp) => [
    ...new Set((prompt.match(pattern) ?? []).map((word) => word.toLowerCase())),
  ];
  return {
    style: found(styleWordPattern),
    tone: found(toneWordPattern),
    format: found(formatWordPattern),
    channel: found(channelWordPattern),
    motion: found(motionWordPattern),
  };
}

const currencyOf = (symbol: string): Currency => {
  const lower = symbol.toLowerCase();
  if (lower === '$' || lower.startsWith('usd') || lower.startsWith('dollar')) return 'USD';
  if (lower === '£' || lower.startsWith('pound')) return 'GBP';
  return 'EUR';
};

/** "49,99" and "49.99" are decimals; "450,000", "450.000" and "1.250.000" are thousands. */
function numberOf(text: string): number {
  if (/^\d{1,3}(?:[.,\s\u00a0\u202f]\d{3})+$/u.test(text)) return Number(text.replace(/\D/gu, ''));
  return Number(text.replace(',', '.'));
}

function moneyOf(groups: Record<string, string | undefined>): { value: number; currency: Currency } {
  return {
    value: numberOf(groups.numberAfter ?? groups.numberBefore ?? '0'),
    currency: currencyOf(groups.symbolBefore ?? groups.symbolAfter ?? '€'),
  };
}

/** Removes what a pattern matched, leaving a clause break so the parts around it stay apart. */
function cut(text: string, match: RegExpExecArray | null): string {
  if (!match) return text;
  return `${text.slice(0, match.index)} , ${text.slice(match.index + match[0].length)}`;
}

function parseOffers(text: string): { offers: Offer[]; rest: string } {
  const offers: Offer[] = [];
  let rest = text;
  const percent = percentOffer.exec(rest);
  if (percent?.groups) {
    offers.push({ kind: 'percent', value: Number(percent.groups.value), upTo: Boolean(percent.groups.upTo) });
    rest = cut(rest, percent);
  }
  const amount = amountOffer.exec(rest);
  if (amount?.groups) {
    offers.push({ kind: 'amount', ...moneyOf(amount.groups), upTo: Boolean(amount.groups.upTo) });
    rest = cut(rest, amount);
  }
  const price = priceOffer.exec(rest);
  if (price?.groups) {
    offers.push({ kind: 'price', ...moneyOf(price.groups), from: Boolean(price.groups.from) });
    rest = cut(rest, price);
  }
  const shipping = freeShipping.exec(rest);
  if (shipping) {
    offers.push({ kind: 'free-shipping' });
    rest = cut(rest, shipping);
  }
  const bogo = twoForOne.exec(rest);
  if (bogo) {
    offers.push({ kind: 'two-for-one' });
    rest = cut(rest, bogo);
  }
  return { offers, rest };
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

function trimEdges(clause: string): string {
  let previous = '';
  let text = clause.trim();
  while (text !== previous) {
    previous = text;
    text = text
      .replace(edgeStart, '')
      .replace(leadingVerb, '')
      .replace(leadingLaunch, '')
      .replace(edgeEnd, '')
      .trim();
  }
  return text;
}

/**
 * The subject: the first clause with words left once everything else the brief says is cut out;
 * `cutShort` when words of the prompt's line were left out (a long clause, or clauses after it).
 */
function subjectOf(
  rest: string,
  prompt: string,
): { subject: string | null; launch: boolean; cutShort: boolean } {
  const cleaned = rest
    .replace(designWordPattern, ' ')
    .replace(salePattern, ' , ')
    .replace(fillerPattern, ' ')
    .replace(/\s+/gu, ' ');
  const clauses = cleaned
    .split(clauseBreak)
    .map(trimEdges)
    .filter((part) => /\p{L}{2}/u.test(part));
  const [clause] = clauses;
  if (!clause) return { subject: null, launch: launchPattern.test(prompt), cutShort: false };
  const launched = leadingLaunch.test(clause);
  const allWords = trimEdges(clause).split(' ');
  const subject = trimEdges(allWords.slice(0, maxSubjectWords).join(' '));
  return {
    subject: subject || null,
    launch: launched || launchPattern.test(prompt),
    cutShort: clauses.length > 1 || allWords.length > maxSubjectWords,
  };
}

function toneOf(prompt: string): CopyTone {
  if (premiumTone.test(prompt)) return 'premium';
  if (playfulTone.test(prompt)) return 'playful';
  return 'neutral';
}

const collapsedSpace = (prompt: string) => prompt.replace(/\s+/gu, ' ').trim();

/**
 * The prompt's text in double quotes, verbatim: all the local animator reads of a brief, so a
 * video need not parse the rest (every pattern of the brief compiled on its first use, ~70 ms).
 */
export function quotedTexts(prompt: string): string[] {
  return [...collapsedSpace(prompt).matchAll(quotedText)].map((match) => match[1] ?? '').filter(Boolean);
}

export function parseBrief(prompt: string): ParsedBrief {
  const text = collapsedSpace(prompt);
  const quotes = quotedTexts(text);
  const unquoted = text.replace(quotedText, ' , ');
  let rest = unquoted.replace(instruction, '');
  const asked = rest !== unquoted;
  const intent = detectIntent(text);

  const codeMatch = codePattern.exec(rest);
  const code = codeMatch?.groups?.code && codeShape.test(codeMatch.groups.code) ? codeMatch : null;
  rest = cut(rest, code);
  const offers = parseOffers(rest);
  rest = offers.rest;
  // The occasion first: "Black Friday" is not a Friday.
  const occasion = occasionPattern.exec(rest);
  rest = cut(rest, occasion);
  const when = whenPattern.exec(rest);
  rest = cut(rest, when);
  const callToAction =
    callToActionPatterns.find(([, pattern]) => pattern.test(text))?.[0] ??
    (offers.offers.length > 0 ? 'shop' : defaultCallToAction[intent]);
  // Whom a charity helps ("pour les enfants malades") is its subject, not its audience.
  const audience = callToAction === 'donate' ? null : audiencePattern.exec(rest);
  rest = cut(rest, audience);

  const { subject, launch, cutShort } = subjectOf(rest, text);
  const plainLine =
    !asked &&
    !launch &&
    !callToActionPatterns.some(([, pattern]) => pattern.test(text)) &&
    quotes.length === 0 &&
    offers.offers.length === 0 &&
    !code &&
    !occasion &&
    !when &&
    !audience;
  return {
    language: detectLanguage(text),
    subject,
    occasion: occasion ? capitalise(occasion[0].trim()) : null,
    offers: offers.offers,
    when: when ? when[0].trim() : null,
    code: code?.groups?.code ?? null,
    audience: audience?.groups?.audience ?? null,
    launch,
    intent,
    callToAction,
    tone: toneOf(text),
    design: designWordsOf(text),
    quotes,
    tagline: plainLine ? taglineOf(text, cutShort) : null,
    attribution: intent === 'testimonial' ? attributionOf(text, quotes.at(-1)) : null,
  };
}

const taglineWords = { min: 3, max: 12 };
/** A relative clause reads as a line of copy even when the subject took every word. */
const relativeClause =
  /\s(?:that|which|who|where|qui|que|qu[’']|dont|quien|donde)\s|,\s*(?:der|die|das|welche[rs]?)\s/iu;
/[\s,](?:that|which|who|where|qui|que|qu[’']|dont|quien|donde|der|die|das|welche[rs]?)\s/iu;

function taglineOf(text: string, cutShort: boolean): string | null {
  const line = text
    .replace(designWordPattern, ' ')
    .replace(/\s+/gu, ' ')
    .replace(/(?:\s*,)+/gu, ',')
    .replace(/^[\s,;:.–—-]+|[\s,;:–—-]+$/gu, '')
    .replace(/,(?=\p{L})/gu, ', ');
  const words = line.split(' ').length;
  if (words < taglineWords.min || words > taglineWords.max) return null;
  if (!cutShort && !relativeClause.test(line)) return null;
  return capitalise(line);
}

function attributionOf(text: string, lastQuote: string | undefined): string | null {
  if (!lastQuote) return null;
  const after = text.slice(text.lastIndexOf(lastQuote) + lastQuote.length).replace(/^[\s"”“»,;:.–—-]+/u, '');
  const sentence = after.split(/(?<=[.!?])\s/u)[0]?.replace(/[\s,;:.–—-]+$/u, '') ?? '';
  return sentence && sentence.length <= 60 ? sentence : null;
}
