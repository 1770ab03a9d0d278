import type { Language } from '../i18n/languages.ts';
import { site as de } from '../i18n/locales/de/site.ts';
import { site as en } from '../i18n/locales/en/site.ts';
import { site as es } from '../i18n/locales/es/site.ts';
import { site as fr } from '../i18n/locales/fr/site.ts';

/** The `site` catalog's shape: what the public pages' loaders hand their page. */
export type SiteStrings = typeof en;

const catalogs: Record<Language, SiteStrings> = { en, de, fr, es } as Record<Language, SiteStrings>;

/**
 * The public site's texts in `language` (decision 0047). Imported only where the whole catalog
 * may live: the prerender's route loaders (each page keeps just its part in its HTML) and the server.
 */
export function siteStrings(language: Language): SiteStrings {
  return catalogs[language];
}

/** `{name}` placeholders filled, as the translators do. */
export function fill(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => String(vars[name] ?? match));
}
