import { z } from 'zod';
import type { Language } from './i18n/languages.ts';

/**
 * Explore (spec §1, §3, decision 0058): creatives their owners chose to publish, with likes,
 * remixes and reports. Shared by the server's feed and the web app's filters.
 */
export const exploreSorts = ['new', 'trending'] as const;
export type ExploreSort = (typeof exploreSorts)[number];

export const exploreReportReasons = ['spam', 'offensive', 'copyright', 'other'] as const;
export type ExploreReportReason = (typeof exploreReportReasons)[number];

export const explorePageSize = 24;
export const exploreMaxPageSize = 60;
export const exploreSearchMaxLength = 200;
export const exploreReportNoteMaxLength = 1000;

/** Per user and window (0058): publishing, liking (and unliking) and reporting. */
export const exploreRateLimits = {
  publish: { max: 30, windowMs: 60 * 60 * 1000 },
  like: { max: 120, windowMs: 60 * 60 * 1000 },
  report: { max: 10, windowMs: 24 * 60 * 60 * 1000 },
} as const;
export type ExploreRateLimited = keyof typeof exploreRateLimits;

/**
 * Words refused in a published creative's prompt and copy, per language (0058). Written by us: a
 * short list of unambiguous obscenities and slurs in the spirit of LDNOOBW's lists (CC BY 4.0),
 * not copied from them. Every language's list is checked whatever the creative's language, since
 * prompts mix languages; matching is on whole words, case- and accent-insensitive.
 */
export const exploreRefusedWords: Record<Language, readonly string[]> = {
  en: [
    'fuck',
    'fucking',
    'motherfucker',
    'cunt',
    'shit',
    'bullshit',
    'asshole',
    'bitch',
    'whore',
    'slut',
    'nigger',
    'faggot',
    'retard',
    'porn',
    'rape',
  ],
  de: [
    'fick',
    'ficken',
    'fotze',
    'scheisse',
    'arschloch',
    'hure',
    'schlampe',
    'wichser',
    'neger',
    'schwuchtel',
    'vergewaltigung',
  ],
  fr: [
    'putain',
    'merde',
    'connard',
    'connasse',
    'salope',
    'encule',
    'pute',
    'batard',
    'negre',
    'pede',
    'viol',
  ],
  es: ['puta', 'puto', 'mierda', 'cabron', 'gilipollas', 'cono', 'joder', 'maricon', 'zorra', 'violacion'],
};

const foldAccents = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase();

const refusedWords = new Set(Object.values(exploreRefusedWords).flat().map(foldAccents));

/** The refused words found in `texts` (whole words), in the order found; empty when clean. */
export function findRefusedWords(...texts: (string | null | undefined)[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const word of foldAccents(text).split(/[^\p{L}\p{N}]+/u)) {
      if (refusedWords.has(word)) found.add(word);
    }
  }
  return [...found];
}

/** A report as the web form and the API take it. */
export const exploreReportSchema = z.object({
  reason: z.enum(exploreReportReasons),
  note: z.string().max(exploreReportNoteMaxLength).optional(),
});
