import { i18nOptions } from '@brandloom/shared/i18n/i18n-options';
import { defaultLanguage, type Language } from '@brandloom/shared/i18n/languages';
import i18next, { type i18n } from 'i18next';
import { use, useEffect, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { I18nContext } from '~/lib/i18n-context';
import { persistLanguage, preferredLanguage } from '~/lib/language';
import { loadCatalogs } from './app-catalogs';

let instance: i18n | undefined;

/**
 * The /app and /auth areas' i18next instance. They are never prerendered, so the language comes
 * from the browser right away; the strings come by `loadAppI18n()`, which their clientLoaders
 * await, so `appI18n().t` (page titles, toasts) has them before anything renders.
 */
export function appI18n(): i18n {
  if (!instance) {
    instance = i18next.createInstance();
    instance.init({ ...i18nOptions, lng: preferredLanguage(), resources: {} });
  }
  return instance;
}

const loading = new Map<Language, Promise<void>>();

/** Adds one language's catalogs (one chunk) to the instance; loaded once. */
function loadLanguage(language: Language): Promise<void> {
  let promise = loading.get(language);
  if (!promise) {
    promise = loadCatalogs(language).then((catalogs) => {
      for (const [namespace, catalog] of Object.entries(catalogs)) {
        appI18n().addResourceBundle(language, namespace, catalog, true, true);
      }
    });
    // A failed chunk (offline, a new deploy) is fetched again on the next try.
    promise.catch(() => loading.delete(language));
    loading.set(language, promise);
  }
  return promise;
}

/** Settled promises React's `use()` reads synchronously (status/value are its protocol). */
let ready: (Promise<void> & { status?: string; value?: undefined }) | undefined;

/** The current language's strings and English's (the fallback), loaded once. */
export function loadAppI18n(): Promise<void> {
  if (!ready) {
    const i18n = appI18n();
    const language = i18n.language as Language;
    const created: Promise<void> & { status?: string } = Promise.all([
      loadLanguage(language),
      loadLanguage(defaultLanguage),
    ]).then(async () => {
      // i18next settles its resolved language when the language is set: set it again with the strings here.
      await i18n.changeLanguage(language);
      created.status = 'fulfilled';
    });
    created.catch(() => {
      ready = undefined;
    });
    ready = created;
  }
  return ready;
}

/** Loads the language's strings first, so the page never shows keys; then switches. */
export async function changeAppLanguage(language: Language): Promise<void> {
  persistLanguage(language);
  await loadLanguage(language);
  await appI18n().changeLanguage(language);
}

function Bridge({ children }: { children: React.ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  // Shared components (switches, error pages) translate through I18nContext; here it is i18next.
  const value = useMemo(
    () => ({ language, t: (key: string, vars?: Record<string, unknown>) => t(key, vars) }),
    [t, language],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function AppI18nProvider({ children }: { children: React.ReactNode }) {
  // Already loaded where a clientLoader awaited it; elsewhere (the lazily loaded account-deleted
  // toast on the home page) this suspends until the strings are here.
  use(loadAppI18n());
  return (
    <I18nextProvider i18n={appI18n()}>
      <Bridge>{children}</Bridge>
    </I18nextProvider>
  );
}
