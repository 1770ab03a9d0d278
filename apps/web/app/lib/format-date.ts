import type { Language } from '@brandloom/shared/i18n/languages';

/** Fixed time zone so the prerendered HTML and the browser print the same date. */
export function formatDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDate));
}
