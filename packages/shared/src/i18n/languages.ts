/** Languages with a full catalog and localized pages. */
export const languages = ['en', 'de', 'fr', 'es'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** Cookie (and localStorage key) that keeps the user's language choice. */
export const languageCookieName = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Picks the best supported language from an Accept-Language header value. */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { base: tag.trim().toLowerCase().split('-')[0], quality: q ? Number(q.split('=')[1]) : 1 };
    })
    .filter((entry) => !Number.isNaN(entry.quality))
    .sort((a, b) => b.quality - a.quality);
  return ranked.map((entry) => entry.base).find(isLanguage);
}
