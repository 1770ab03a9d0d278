import i18next, { type i18n } from 'i18next';
import { defaultLanguage, type Language, languages } from './languages.ts';
import { namespaces, resources } from './resources.ts';

/**
 * One configured i18next instance, the same on server and browser. Placeholders are written
 * `{name}` as in the product spec; a key missing in a language falls back to English, then
 * to the key itself.
 */
export function createI18n(language: Language = defaultLanguage): i18n {
  const instance = i18next.createInstance();
  instance.init({
    resources,
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
