import type { Language } from '@brandloom/shared/i18n/languages';
import { type CatalogGroup, catalogGroup } from './catalog-groups';

/** A catalog module of packages/shared/src/i18n/locales/{language}/: one export, named as its namespace. */
type CatalogModule = Record<string, Record<string, unknown>>;

/**
 * Every namespace file of every language, as lazy imports: a namespace added under
 * locales/{language}/ (and registered in resources.ts) is picked up here without an edit (in the
 * studio group unless catalog-groups.ts lists it). E-mails are the server's alone. vite.config.ts
 * puts each group of a language in one chunk, so a group is one request (plus the language's public
 * strings, shared with the marketing pages).
 */
const catalogModules = import.meta.glob<CatalogModule>(
  [
    './*/*.ts',
    '!./*/emails.ts',
    // The public site's pages put their part of it in their HTML (route loaders), never in scripts.
    '!./*/site.ts',
  ],
  // Keys relative to the locales folder ("./de/auth.ts"): shorter in every /app page's kit (0060).
  { base: '../../../../../packages/shared/src/i18n/locales' },
);

/** One group of a language's namespaces, e.g. `{ common: {...}, auth: {...} }`, as in `resources[language]`. */
export async function loadCatalogs(
  language: Language,
  group: CatalogGroup,
): Promise<Record<string, Record<string, unknown>>> {
  const folder = `./${language}/`;
  const modules = await Promise.all(
    Object.entries(catalogModules)
      .filter(([path]) => path.includes(folder) && catalogGroup(path) === group)
      .map(([, load]) => load()),
  );
  return Object.assign({}, ...modules);
}
