import i18next, { type i18n } from 'i18next';
import { i18nOptions } from './i18n-options.ts';
import { defaultLanguage, type Language } from './languages.ts';
import { namespaces, resources } from './resources.ts';

/**
 * One configured i18next instance with every catalog of every language (the server's). The web
 * app loads only the languages it shows (apps/web/app/lib/i18n/app-i18n.tsx).
 */
export function createI18n(language: Language = defaultLanguage): i18n {
  const instance = i18next.createInstance();
  instance.init({ ...i18nOptions, resources, lng: language, ns: namespaces });
  return instance;
}
