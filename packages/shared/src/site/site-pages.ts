import { defaultLanguage, type Language, languages } from '../i18n/languages.ts';

/**
 * The public site's pages (decision 0047): what is prerendered, listed in sitemap.xml with its
 * hreflang alternates and linked from the footer. Blog posts come from the blog's content.
 */
export const compareTools = ['canva', 'adcreative-ai', 'predis-ai', 'creatify', 'ai-ad-generators'] as const;
export type CompareTool = (typeof compareTools)[number];

/** The products compared, by their own names (not translated). */
export const compareToolNames: Record<Exclude<CompareTool, 'ai-ad-generators'>, string> = {
  canva: 'Canva',
  'adcreative-ai': 'AdCreative.ai',
  'predis-ai': 'Predis.ai',
  creatify: 'Creatify',
};

export function isCompareTool(value: unknown): value is CompareTool {
  return typeof value === 'string' && (compareTools as readonly string[]).includes(value);
}

/** Pages written in every language, by their English path. */
export const localizedPages = [
  '/',
  '/pricing',
  '/blog',
  '/help',
  ...compareTools.map((tool) => `/compare/${tool}`),
] as const;

/** Pages in English only (the legal texts). */
export const englishOnlyPages = ['/terms', '/privacy'] as const;

/** A page's address in `language`: English keeps the plain path, the others are prefixed ("/de/help"; "/de" for home). */
export function localizedPath(language: Language, path: string): string {
  if (language === defaultLanguage) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/** The English path of a localized address and its language: "/de/help" → de, "/help". */
export function pageOfPath(path: string): { language: Language; path: string } {
  const [, first, ...rest] = path.split('/');
  const language = languages.find((candidate) => candidate === first);
  if (!language) return { language: defaultLanguage, path };
  return { language, path: rest.length === 0 ? '/' : `/${rest.join('/')}` };
}

/**
 * Stands for the public address in prerendered HTML (canonical links, social cards, JSON-LD): the
 * build does not know where it will be served, so the server puts PUBLIC_URL in its place.
 */
export const publicOriginPlaceholder = 'https://public-url.invalid';
