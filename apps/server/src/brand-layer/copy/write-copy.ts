import type { Language } from '@brandloom/shared/i18n/languages';
import type { AdCopy, ImageRequest } from '../../adapters/image-provider/image-provider.ts';
import { type CopyTone, playfulTone, premiumTone } from './brief-lexicon.ts';
import { type Phrasebook, phrasebooks, type Take, takes } from './copy-phrases.ts';
import { detectLanguage } from './detect-language.ts';
import type { CopyIntent, ParsedBrief } from './parse-brief.ts';

/**
 * The offline copywriter (decision 0033): headline, sub-line and call to action for a parsed
 * brief, in one language, with a different take per variant (benefit, urgency, social proof,
 * question). Text in quotes is kept verbatim; offers are written as each language writes them.
 */

export interface WrittenCopy {
  copy: AdCopy;
  intent: CopyIntent;
  /** Short sticker text for sale layouts ("Up to 50% off", "-30 %", "SALE"). */
  badge: string;
  /** Whether the headline came verbatim from quotes in the prompt. */
  quoted: boolean;
}

type Slots = Partial<
  Record<'subject' | 'indefinite' | 'offer' | 'when' | 'occasion' | 'audience' | 'code', string | null>
>;

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** Lower-cases a word that is capitalised only because it started the prompt ("Zapatillas"). */
function inSentence(text: string, language: Language): string {
  if (language === 'de' || !/^\p{Lu}\p{Ll}/u.test(text)) return text;
  return text.charAt(0).toLocaleLowerCase() + text.slice(1);
}

/** French "de" before the subject: elided before a vowel or mute h ("Envie d’espresso"). */
const frenchDe = (subject: string) => (/^[aeiouyhàâéèêîôûœ]/iu.test(subject) ? 'd’' : 'de ');

function fill(template: string, slots: Slots): string {
  return template
    .replace(/\{de\}/gu, frenchDe(slots.subject ?? ''))
    .replace(/\{(\w)(\w*)\}/gu, (_, first: string, rest: string) => {
      const key = `${first.toLowerCase()}${rest}` as keyof Slots;
      const value = slots[key] ?? '';
      return first === first.toUpperCase() ? capitalise(value) : value;
    });
}

function toneOf(brief: ParsedBrief, brandTone: string | undefined): CopyTone {
  if (brief.tone !== 'neutral' || !brandTone) return brief.tone;
  if (premiumTone.test(brandTone)) return 'premium';
  if (playfulTone.test(brandTone)) return 'playful';
  return 'neutral';
}

/** The brand's own line (its offer, else description) when it is short and in the creative's language. */
function brandLine(request: Pick<ImageRequest, 'brand' | 'language'>): string | null {
  const brief = request.brand?.brief;
  for (const text of [brief?.offer, brief?.description]) {
    const sentence = text?.split(/(?<=[.!?])\s/u)[0]?.trim();
    if (!sentence || sentence.length > 90) continue;
    const language = detectLanguage(sentence);
    if (language === null || language === request.language) return sentence;
  }
  return null;
}

const priceOnly = (brief: ParsedBrief) => brief.offers.every((offer) => offer.kind === 'price');

function headlineFor(
  take: Take,
  brief: ParsedBrief,
  book: Phrasebook,
  hasOffer: boolean,
  subject: string | null,
) {
  const lines = book.headline;
  if (hasOffer && take === 'benefit' && subject) return lines.benefit.offer;
  if (hasOffer && priceOnly(brief)) return subject ? lines[take].plain : lines.noSubject[take];
  if (hasOffer) {
    if (take === 'urgency' && brief.when) return lines.offerUntil;
    // The occasion stands where a deadline would ("Black Friday: 40% off").
    if (!subject && take === 'benefit')
      return brief.occasion ? lines.offerUntil.replace('{When}', '{Occasion}') : '{Offer}';
    if (!subject) return lines.noSubject[take];
    return lines[take].offer;
  }
  if (!subject) return lines.noSubject[take];
  if (brief.callToAction === 'donate') return lines.donate[take];
  if (brief.intent === 'event') return lines.event[take];
  if (take === 'benefit' && brief.launch) return lines.launch;
  return lines[take].plain;
}

function sublineFor(
  take: Take,
  brief: ParsedBrief,
  book: Phrasebook,
  hasOffer: boolean,
  fallback: string | null,
): string {
  const lines = book.subline;
  // A price is not a discount: no "for less" or "while stocks last", just the price.
  if (hasOffer && priceOnly(brief) && take !== 'benefit')
    return take === 'question' ? lines.question.offer : '{Offer}.';
  if (hasOffer && !priceOnly(brief)) {
    if (take === 'benefit' && brief.code) return lines.offerWithCode;
    if (take === 'benefit' && brief.occasion) return lines.offerWithOccasion;
    if (take === 'urgency' && brief.subject) return lines.offerWithSubject;
    if (take === 'proof' && brief.when) return lines.offerUntil;
    return lines[take].offer;
  }
  if (brief.callToAction === 'donate') return lines.donate;
  if (brief.when && take !== 'proof') return lines.when;
  if (brief.intent === 'event' && take === 'proof') return lines.seats;
  if (take === 'benefit' && brief.audience) return lines.audience;
  if (take === 'benefit') return fallback ?? lines.intent[brief.intent] ?? lines.benefit.plain;
  return lines[take].plain;
}

/** Copy for the brief in `request.language`; copy written beforehand (`request.copy`) is kept. */
export function writeCopy(
  brief: ParsedBrief,
  request: Pick<ImageRequest, 'language' | 'variant' | 'brand' | 'copy'>,
): WrittenCopy {
  const { language } = request;
  const book = phrasebooks[language];
  const [firstOffer] = brief.offers;
  const badge = firstOffer ? book.badge(firstOffer) : book.stickers[brief.intent];
  const tone = toneOf(brief, request.brand?.brief.toneOfVoice);
  const callToAction =
    tone === 'premium' && brief.callToAction === 'shop'
      ? book.discover
      : book.callToAction[brief.callToAction];
  const written = (copy: AdCopy, quoted: boolean): WrittenCopy => ({
    copy,
    intent: brief.intent,
    badge,
    quoted,
  });
  if (request.copy) return written(request.copy, false);

  const take = takes[request.variant % takes.length] ?? 'benefit';
  const hasOffer = brief.offers.length > 0;
  // A brand's name keeps its capital; the prompt's first word loses the one it had as first word.
  const subject = brief.subject ? inSentence(brief.subject, language) : (request.brand?.name ?? null);
  const slots: Slots = {
    subject,
    indefinite: subject && book.indefinite(subject),
    offer: brief.offers.map(book.offer).join(' + '),
    when: brief.when && inSentence(brief.when, language),
    occasion: brief.occasion,
    audience: brief.audience,
    code: brief.code,
  };
  const line = (template: string) => fill(template, slots);
  const subline = line(sublineFor(take, brief, book, hasOffer, brandLine(request)));

  const [quotedHeadline, quotedSubline] = brief.quotes;
  if (quotedHeadline) {
    const attribution = brief.attribution ? `— ${brief.attribution}` : null;
    return written(
      { headline: quotedHeadline, subline: quotedSubline ?? attribution ?? subline, callToAction },
      true,
    );
  }
  // A prompt that is already a line of copy is the headline of every take; the sub-lines vary.
  if (brief.tagline) return written({ headline: brief.tagline, subline, callToAction }, false);
  let headline = line(headlineFor(take, brief, book, hasOffer, subject));
  if (tone === 'playful' && /[\p{L}\p{N}%€$£]$/u.test(headline)) headline = book.exclaim(headline);
  return written({ headline, subline, callToAction }, false);
}
