import type { InitOptions } from 'i18next';
import { defaultLanguage, languages } from './languages.ts';

/**
 * How every i18next instance reads the catalogs, on the server and in the browser. Placeholders
 * are written `{name}` as in the product spec; a key missing in a language falls back to English,
 * then to the key itself. No catalogs here: the server passes all of them (create-i18n.ts), the
 * web app adds one language at a time (apps/web/app/lib/i18n/app-catalogs.ts).
 */
export const i18nOptions = {
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  defaultNS: 'common',
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  initAsync: false,
  returnNull: false,
} satisfies InitOptions;
