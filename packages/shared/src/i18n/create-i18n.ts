import i18next, { type i18n, type Resource } from 'i18next';
import { i18nOptions } from './i18n-options.ts';
import type { Language } from './languages.ts';

/**
 * One configured i18next instance for `language` with the catalogs given, by language then
 * namespace (the server passes the namespaces it uses, apps/server/src/lib/server-catalogs.ts;
 * tests all of resources.ts). The web app loads only the languages it shows
 * (apps/web/app/lib/i18n/app-i18n.tsx).
 */
export function createI18n(language: Language, resources: Resource): i18n {
  const instance = i18next.createInstance();
  const namespaces = Object.keys(resources[language] ?? {});
  instance.init({ ...i18nOptions, resources, lng: language, ns: namespaces });
  return instance;
}
