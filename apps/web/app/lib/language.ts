import { isLanguage, type Language, languageCookieName } from '@brandloom/shared/i18n/languages';
import { readPreference, writePreference } from './cookies';

export const nativeLanguageNames: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
};

/** The marketing home of a language: every language, English too, has its own address. */
export function localizedHome(language: Language): string {
  return `/${language}`;
}

export function persistLanguage(language: Language): void {
  writePreference(languageCookieName, language);
}

/** The /app area's language: the saved choice, else the browser's, else English. */
export function preferredLanguage(): Language {
  const saved = readPreference(languageCookieName);
  if (isLanguage(saved)) return saved;
  if (typeof navigator !== 'undefined') {
    for (const tag of navigator.languages ?? [navigator.language]) {
      const base = tag.toLowerCase().split('-')[0];
      if (isLanguage(base)) return base;
    }
  }
  return 'en';
}

/** Where the logo and in-page links point: English keeps the plain "/" address. */
export function homeHref(language: Language): string {
  return language === 'en' ? '/' : `/${language}`;
}
