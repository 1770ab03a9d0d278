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

/**
 * A choice the profile does not know yet (made on a public page, the sign-in pages, or before its
 * save went through): the app saves it when it next loads the profile, so the last choice wins
 * over a language saved earlier, on this device or another.
 */
const unsavedLanguageKey = 'lang-unsaved';

/** Remembers the choice in this browser; `inProfile` when the profile already holds it. */
export function persistLanguage(language: Language, { inProfile = false } = {}): void {
  writePreference(languageCookieName, language);
  try {
    if (inProfile) localStorage.removeItem(unsavedLanguageKey);
    else localStorage.setItem(unsavedLanguageKey, language);
  } catch {
    // Storage blocked: the profile's language wins when the app loads, as before any choice here.
  }
}

/** This browser's last choice when the profile has not saved it yet. */
export function unsavedLanguage(): Language | undefined {
  try {
    const unsaved = localStorage.getItem(unsavedLanguageKey);
    return isLanguage(unsaved) && unsaved === readPreference(languageCookieName) ? unsaved : undefined;
  } catch {
    return undefined;
  }
}

/** The profile now holds `language`: a later load applies it rather than saving this browser's again. */
export function languageSaved(language: Language): void {
  if (unsavedLanguage() === language) persistLanguage(language, { inProfile: true });
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

/** The pricing page of a language, addressed like the home page. */
export function pricingHref(language: Language): string {
  return `${language === 'en' ? '' : `/${language}`}/pricing`;
}
