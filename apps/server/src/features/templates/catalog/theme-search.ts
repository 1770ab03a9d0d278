import { type Language, languages } from '@brandloom/shared/i18n/languages';
import { translator } from '../../../lib/translate.ts';
import type { TemplateCatalogue } from './catalog.ts';

/** Lower case without accents, so "fete" finds "Fête" and "strasse" finds "Straße". */
export function searchForm(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll('ß', 'ss')
    .replaceAll('æ', 'ae')
    .replaceAll('œ', 'oe');
}

/**
 * The library's text search, resolved in code over the catalogue's 154 themes rather than in SQL
 * over 11,000 rows: a theme matches when every word of the query is in its title, prompt or
 * category name, in the caller's language or in English.
 */
export function createThemeSearch(catalogue: TemplateCatalogue) {
  const keys = [...new Set(catalogue.templates.map((template) => template.themeKey))];
  const textIn = (key: string, language: Language) => {
    const found = catalogue.theme(key);
    if (!found) return '';
    const { title, prompt } = found.theme.text[language];
    const category = translator(language).t(`category.${found.category.category}`, { ns: 'templates' });
    return searchForm(`${title} ${prompt} ${category}`);
  };
  const haystacks = new Map(
    languages.map((language) => [
      language,
      keys.map((key) => ({ key, text: `${textIn(key, language)} ${textIn(key, 'en')}` })),
    ]),
  );

  /** The keys of the themes matching `query`. */
  return function matchingThemeKeys(query: string, language: Language): string[] {
    const words = searchForm(query).split(/\s+/u).filter(Boolean);
    return (haystacks.get(language) ?? [])
      .filter((theme) => words.every((word) => theme.text.includes(word)))
      .map((theme) => theme.key);
  };
}
