import type { Language } from '@brandloom/shared/i18n/languages';
import type { CreativeBrand } from '../../adapters/image-provider/image-provider.ts';
import type { CopyIntent, ParsedBrief } from '../copy/parse-brief.ts';
import { type SubjectEntry, subjectIndex } from './subject-index.ts';

/**
 * What a creative without a photo shows (decision 0034): the brief's subject found in the
 * keyword index, else its occasion, else anything in the prompt, else what the intent implies
 * (a launch → a rocket), else the brand's trade (from its name and description), else a generic
 * picture for the intent. Specific subjects beat generic ones ("pizza restaurant" → pizza) at every
 * step; a generic one found in the brief waits until the brand has had its say, and a German
 * compound's first word ("Winterröstung") until the rest of the brief has.
 */

export interface FoundSubject {
  id: string;
  icon: string;
}

type Tier = 1 | 2 | 3 | 4;

interface Keyword {
  entry: SubjectEntry;
  language: Language;
  tokens: string[];
  /** Matches only its own spelling. */
  exact: boolean;
}

interface Match {
  keyword: Keyword;
  /** Index of the first token. */
  position: number;
  /** Which phrase of the text (split at punctuation and prepositions) the match is in. */
  phrase: number;
  /** 4 the keyword as written, 3 a plural, 2 the end of a German compound, 1 its start. */
  tier: Tier;
}

const languages: readonly Language[] = ['en', 'de', 'fr', 'es'];

const pluralEndings: Record<Language, readonly string[]> = {
  en: ['s', 'es'],
  de: ['e', 'en', 'n', 'er', 's', 'nen'],
  fr: ['s', 'x'],
  es: ['s', 'es'],
};

/** Lower case without accents, so "Café", "cafe" and "CAFÉ" are one word; ß, œ, æ spelled out. */
function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
}

const tokenize = (text: string) =>
  foldText(text)
    .split(/[^\p{L}\p{N}&]+/u)
    .filter(Boolean);

/**
 * Words that end the phrase naming the thing: "used cars with warranty" is about cars, "Laufschuhe
 * für Kinder" about shoes. Punctuation ends a phrase too.
 */
const phraseBreaks = new Set(
  tokenize(
    'with for from in at to of on by near and or but mit für von aus im am an auf bei nach zum zur und oder ab avec pour de du des à au aux sur chez et ou con para por del en al y o',
  ),
);
const punctuation = /([,:;.!?()"“”„«»—–])/u;

/** The text's words, each with the number of the phrase it belongs to. */
function phrasedTokens(text: string): { tokens: string[]; phrases: number[] } {
  const tokens: string[] = [];
  const phrases: number[] = [];
  let phrase = 0;
  for (const part of foldText(text).split(punctuation)) {
    if (punctuation.test(part)) {
      phrase += 1;
      continue;
    }
    for (const token of tokenize(part)) {
      if (phraseBreaks.has(token)) phrase += 1;
      tokens.push(token);
      phrases.push(phrase);
    }
  }
  return { tokens, phrases };
}

function pluralsOf(word: string, language: Language): string[] {
  const forms = pluralEndings[language].map((ending) => word + ending);
  if (language === 'en' && word.endsWith('y')) forms.push(`${word.slice(0, -1)}ies`);
  return forms;
}

/** Surface form of a last (or only) keyword token → the keywords it spells, and how closely. */
type FormIndex = Map<string, { keyword: Keyword; tier: 3 | 4 }[]>;

function addForm(index: FormIndex, form: string, keyword: Keyword, tier: 3 | 4) {
  const list = index.get(form) ?? [];
  list.push({ keyword, tier });
  index.set(form, list);
}

/**
 * The index, compiled on first use (not at start: a web process that renders nothing never needs
 * it): single words by their forms, phrases by their first word.
 */
function compileIndex() {
  const single = new Map<Language, FormIndex>(languages.map((language) => [language, new Map()]));
  const phrases = new Map<Language, Keyword[]>(languages.map((language) => [language, []]));
  for (const entry of subjectIndex) {
    for (const language of languages) {
      for (const raw of entry[language].split(',')) {
        const written = raw.trim();
        if (!written) continue;
        const exact = written.startsWith('=');
        const tokens = tokenize(exact ? written.slice(1) : written);
        const keyword: Keyword = { entry, language, tokens, exact };
        if (tokens.length > 1) {
          phrases.get(language)?.push(keyword);
          continue;
        }
        const [word = ''] = tokens;
        const forms = single.get(language) as FormIndex;
        addForm(forms, word, keyword, 4);
        if (!exact) for (const plural of pluralsOf(word, language)) addForm(forms, plural, keyword, 3);
      }
    }
  }
  return { single, phrases };
}

let compiledIndex: ReturnType<typeof compileIndex> | undefined;
function compiled(): ReturnType<typeof compileIndex> {
  compiledIndex ??= compileIndex();
  return compiledIndex;
}

/** German heads and modifiers shorter than this hide inside too many words ("Preis" ⊃ "eis"). */
const shortestCompoundPart = 4;

function matchesIn(
  text: { tokens: string[]; phrases: number[] },
  language: Language,
  minimumLength: number,
): Match[] {
  const { tokens, phrases } = text;
  const at = (position: number) => ({ position, phrase: phrases[position] ?? 0 });
  const forms = compiled().single.get(language) as FormIndex;
  const long = (keyword: Keyword) => keyword.tokens.join(' ').length >= minimumLength;
  const matches: Match[] = [];
  tokens.forEach((token, position) => {
    for (const { keyword, tier } of forms.get(token) ?? []) {
      if (long(keyword)) matches.push({ keyword, ...at(position), tier });
    }
    if (language !== 'de') return;
    // A compound's last noun names the thing ("Laufschuhe" → Schuh); its first may name it too.
    for (let start = 2; start <= token.length - shortestCompoundPart; start += 1) {
      for (const { keyword } of forms.get(token.slice(start)) ?? []) {
        if (!keyword.exact && (keyword.tokens[0]?.length ?? 0) >= shortestCompoundPart && long(keyword)) {
          matches.push({ keyword, ...at(position), tier: 2 });
        }
      }
    }
    for (let end = shortestCompoundPart; end <= token.length - 3; end += 1) {
      for (const { keyword, tier } of forms.get(token.slice(0, end)) ?? []) {
        if (tier === 4 && !keyword.exact && long(keyword))
          matches.push({ keyword, ...at(position), tier: 1 });
      }
    }
  });
  for (const keyword of compiled().phrases.get(language) ?? []) {
    if (!long(keyword)) continue;
    const { tokens: words } = keyword;
    const last = words.length - 1;
    for (let position = 0; position + last < tokens.length; position += 1) {
      const fits = words.every((word, offset) => {
        const token = tokens[position + offset];
        return (
          token === word ||
          (offset === last && token !== undefined && pluralsOf(word, language).includes(token))
        );
      });
      if (fits)
        matches.push({ keyword, ...at(position), tier: tokens[position + last] === words[last] ? 4 : 3 });
    }
  }
  return matches;
}

/** English and German name the thing last ("running shoes"), French and Spanish first. */
const headComesFirst = (language: Language | null) => language === 'fr' || language === 'es';

const end = (match: Match) => match.position + match.keyword.tokens.length;

/** A match inside a longer one ("cream" in "ice cream") is not a subject of its own. */
const inside = (match: Match, other: Match) =>
  other.keyword.tokens.length > match.keyword.tokens.length &&
  other.position <= match.position &&
  end(match) <= end(other);

/**
 * Only a German compound's first word: "Winterröstung" is a roast, not winter, so it names the
 * subject only when nothing else in the brief does.
 */
const onlyModifier = (match: Match) => match.tier === 1;

/**
 * The subject among a text's matches: specific before generic, a named thing before a compound's
 * first word, then the first phrase that has one, its head noun (last in English and German,
 * first in French and Spanish), and for one word the closest reading (as written, plural,
 * compound head, compound start).
 */
function best(matches: Match[], language: Language | null): Match | null {
  const firstHead = headComesFirst(language);
  const whole = matches.filter((match) => !matches.some((other) => inside(match, other)));
  return (
    whole.sort(
      (a, b) =>
        Number(a.keyword.entry.generic ?? false) - Number(b.keyword.entry.generic ?? false) ||
        Number(onlyModifier(a)) - Number(onlyModifier(b)) ||
        a.phrase - b.phrase ||
        (firstHead ? a.position - b.position : b.position - a.position) ||
        b.tier - a.tier,
    )[0] ?? null
  );
}

/**
 * The best subject in a text: in its language when known (other languages' longer words only when
 * none of its own specific ones matched, for loanwords such as "Sneaker" or the "Salsa" of a
 * "Salsa-Kurs"), else in any of the four.
 */
export function subjectIn(text: string | null | undefined, language: Language | null): SubjectEntry | null {
  return subjectMatch(text, language)?.keyword.entry ?? null;
}

function subjectMatch(text: string | null | undefined, language: Language | null): Match | null {
  if (!text) return null;
  const tokens = phrasedTokens(text);
  const own = language ? matchesIn(tokens, language, 0) : [];
  const matches = own.some((match) => !match.keyword.entry.generic)
    ? own
    : [
        ...own,
        ...languages
          .filter((other) => other !== language)
          .flatMap((other) => matchesIn(tokens, other, language ? 5 : 0)),
      ];
  return best(matches, language);
}

const byId = new Map(subjectIndex.map((entry) => [entry.id, entry]));

function entry(id: string): FoundSubject {
  const found = byId.get(id);
  if (!found) throw new Error(`The subject index has no "${id}"`);
  return { id: found.id, icon: found.icon };
}

/** Intents that name a picture of their own, asked before the brand's trade. */
function intentSubject(brief: Pick<ParsedBrief, 'launch' | 'intent'>): FoundSubject | null {
  if (brief.launch) return entry('rocket');
  if (brief.intent === 'app') return entry('phone');
  if (brief.intent === 'event') return entry('ticket');
  return null;
}

const genericByIntent: Record<CopyIntent, string> = {
  sale: 'shopping',
  shop: 'shopping',
  event: 'ticket',
  app: 'phone',
  testimonial: 'star',
  general: 'sparkles',
};

export function findSubject(
  brief: Pick<ParsedBrief, 'subject' | 'occasion' | 'language' | 'launch' | 'intent'>,
  prompt: string,
  brand: Pick<CreativeBrand, 'name' | 'brief'> | null = null,
): FoundSubject {
  let generic: SubjectEntry | null = null;
  let modifier: SubjectEntry | null = null;
  for (const text of [brief.subject, brief.occasion, prompt]) {
    const found = subjectMatch(text, brief.language);
    const { entry: subject } = found?.keyword ?? {};
    if (!found || !subject) continue;
    if (subject.generic) generic ??= subject;
    // The rest of the brief may name the thing itself ("Winterröstung: Espresso mit Zimt").
    else if (onlyModifier(found)) modifier ??= subject;
    else return { id: subject.id, icon: subject.icon };
  }
  if (modifier) return { id: modifier.id, icon: modifier.icon };
  const fromIntent = intentSubject(brief);
  if (fromIntent) return fromIntent;
  const trade = brand ? subjectIn(`${brand.name}. ${brand.brief.description}`, null) : null;
  if (trade && !trade.generic) return { id: trade.id, icon: trade.icon };
  const fallback = generic ?? trade;
  return fallback ? { id: fallback.id, icon: fallback.icon } : entry(genericByIntent[brief.intent]);
}
