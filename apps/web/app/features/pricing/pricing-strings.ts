import { defaultLanguage, type Language } from '@brandloom/shared/i18n/languages';
import { addCatalog } from '~/lib/translate';

/**
 * The pricing namespace for the public translator: its own chunk per language (vite.config.ts), so
 * only the pricing page (and the home page when drawn client-side) download it. /app reads the same
 * namespace through i18next. Loads the page's language and English, the fallback.
 */
const loaders: Record<Language, () => Promise<{ pricing: unknown }>> = {
  en: () => import('@brandloom/shared/i18n/locales/en/pricing'),
  de: () => import('@brandloom/shared/i18n/locales/de/pricing'),
  fr: () => import('@brandloom/shared/i18n/locales/fr/pricing'),
  es: () => import('@brandloom/shared/i18n/locales/es/pricing'),
};

/** Promises React's `use()` reads synchronously once settled (status/value are its protocol). */
type Readable = Promise<void> & { status?: string; value?: undefined };
const pending = new Map<Language, Readable>();

function loadOne(language: Language): Promise<void> {
  return loaders[language]().then((module) => addCatalog(language, 'pricing', module.pricing));
}

export function loadPricingStrings(language: Language): Promise<void> {
  let promise = pending.get(language);
  if (!promise) {
    const created: Readable = Promise.all([loadOne(language), loadOne(defaultLanguage)]).then(() => {
      created.status = 'fulfilled';
    });
    created.catch(() => pending.delete(language));
    pending.set(language, created);
    promise = created;
  }
  return promise;
}
