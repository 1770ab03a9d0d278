import type { SiteStrings } from '@brandloom/shared/site/site-strings';

export type LandingStrings = SiteStrings['landing'];

/** The landing FAQ's questions and answers in order (q1/a1, q2/a2, …): the page and its FAQPage data. */
export function faqEntries(strings: LandingStrings): { question: string; answer: string }[] {
  const pairs = strings.faq as unknown as Record<string, string>;
  return Object.keys(pairs)
    .filter((key) => /^q\d+$/.test(key))
    .map((key) => ({ question: pairs[key] ?? '', answer: pairs[`a${key.slice(1)}`] ?? '' }));
}
