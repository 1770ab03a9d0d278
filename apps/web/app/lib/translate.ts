import type { Language } from '@brandloom/shared/i18n/languages';
import type { common } from '@brandloom/shared/i18n/locales/en/common';
import type { marketing } from '@brandloom/shared/i18n/locales/en/marketing';

/**
 * The public pages must stay within their JavaScript budget, and i18next plus react-i18next cost
 * ~20 KB gzipped. So they read the same shared catalogs through this small translator, which keeps
 * i18next's conventions: `namespace:dotted.key`, `{name}` placeholders, fallback to English, then
 * to the key. The /app area uses i18next itself (lib/i18n/app-i18n.tsx).
 *
 * Each language is its own chunk: the browser loads only the page's language (entry.client.tsx
 * waits for it before hydrating; SiteShell suspends on a switch), the prerender loads them all (entry.server.tsx).
 */
interface Catalog {
  common: typeof common;
  marketing: typeof marketing;
}

// The other languages' catalogs are typed Messages<typeof en>: same keys, any strings.
const loaders = {
  en: () => import('./catalogs/en'),
  de: () => import('./catalogs/de'),
  fr: () => import('./catalogs/fr'),
  es: () => import('./catalogs/es'),
} as Record<Language, () => Promise<Catalog>>;

const loaded: Partial<Record<Language, Catalog>> = {};
/** Namespaces a few public pages load on their own (the pricing page's), kept out of the shared chunk. */
const added: Partial<Record<Language, Record<string, unknown>>> = {};

export function addCatalog(language: Language, namespace: string, catalog: unknown): void {
  added[language] = { ...added[language], [namespace]: catalog };
}
/** Promises React's `use()` can read synchronously once settled (status/value are its protocol). */
const pending: Partial<Record<Language, Promise<void> & { status?: string; value?: undefined }>> = {};

export function loadCatalog(language: Language): Promise<void> {
  let promise = pending[language];
  if (!promise) {
    const created: Promise<void> & { status?: string } = loaders[language]().then((catalog) => {
      loaded[language] = catalog;
      created.status = 'fulfilled';
    });
    promise = created;
    pending[language] = promise;
  }
  return promise;
}

type TranslateVars = Record<string, string | number>;
export type Translate = (key: string, vars?: TranslateVars) => string;

function lookup(language: Language, key: string): string | undefined {
  const [ns, path] = key.includes(':') ? key.split(':', 2) : ['common', key];
  let node: unknown = loaded[language]?.[ns as keyof Catalog] ?? added[language]?.[ns ?? ''];
  for (const part of (path ?? '').split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, vars?: TranslateVars): string {
  return vars ? text.replace(/\{(\w+)\}/g, (match, name: string) => String(vars[name] ?? match)) : text;
}

export function translator(language: Language): Translate {
  return (key, vars) => interpolate(lookup(language, key) ?? lookup('en', key) ?? key, vars);
}
