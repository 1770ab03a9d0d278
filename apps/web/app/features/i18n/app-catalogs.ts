import type { Language } from '@brandloom/shared/i18n/languages';

/** A catalog module of packages/shared/src/i18n/locales/{language}/: one export, named as its namespace. */
type CatalogModule = Record<string, Record<string, unknown>>;

/**
 * Every namespace file of every language, as lazy imports: a namespace added under
 * locales/{language}/ (and registered in resources.ts) is picked up here without an edit. E-mails
 * are the server's alone. vite.config.ts puts each language's files in one chunk, so a language is
 * one request (two with its public strings, shared with the marketing pages).
 */
const catalogModules = import.meta.glob<CatalogModule>([
  '../../../../../packages/shared/src/i18n/locales/*/*.ts',
  '!../../../../../packages/shared/src/i18n/locales/*/emails.ts',
]);

/** One language's namespaces, e.g. `{ common: {...}, auth: {...} }`, as in `resources[language]`. */
export async function loadCatalogs(language: Language): Promise<Record<string, Record<string, unknown>>> {
  const folder = `/locales/${language}/`;
  const modules = await Promise.all(
    Object.entries(catalogModules)
      .filter(([path]) => path.includes(folder))
      .map(([, load]) => load()),
  );
  return Object.assign({}, ...modules);
}
