import { i18nOptions } from '@brandloom/shared/i18n/i18n-options';
import { defaultLanguage, type Language } from '@brandloom/shared/i18n/languages';
import i18next, { type i18n } from 'i18next';
import { use, useEffect, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { I18nContext } from '~/lib/i18n-context';
import { persistLanguage, preferredLanguage } from '~/lib/language';
import { loadCatalogs } from './app-catalogs';
import type { CatalogGroup } from './catalog-groups';

let instance: i18n | undefined;

/**
 * The /app and /auth areas' i18next instance. They are never prerendered, so the language comes
 * from the browser right away; the strings come by `loadAppI18n(area)`, which their clientLoaders
 * await, so `appI18n().t` (page titles, toasts) has them before anything renders.
 */
export function appI18n(): i18n {
  if (!instance) {
    instance = i18next.createInstance();
    instance.init({ ...i18nOptions, lng: preferredLanguage(), resources: {} });
  }
  return instance;
}

/**
 * What an area renders from: the sign-in pages the account group, the studio the account and
 * studio groups, its billing pages (Settings, checkout) the billing group too, /app/admin the admin
 * and explore groups (the moderation queue), /explore the explore group, the chat and the library
 * (the creatives' cards, details, editor and brand check) the creatives group.
 */
export type StringsArea = 'auth' | 'app' | 'billing' | 'admin' | 'explore' | 'creatives';
const areaGroups: Record<StringsArea, CatalogGroup[]> = {
  auth: ['account'],
  app: ['account', 'studio'],
  billing: ['account', 'studio', 'billing'],
  admin: ['account', 'studio', 'admin', 'explore'],
  explore: ['account', 'studio', 'explore'],
  creatives: ['account', 'studio', 'creatives'],
};

/** Groups some area has asked for: a language switch loads them all, so no area, now or later, lacks one. */
const wantedGroups = new Set<CatalogGroup>();

const loading = new Map<string, Promise<void>>();

/** Adds one group of a language's catalogs (one chunk) to the instance; loaded once. */
function loadGroup(language: Language, group: CatalogGroup): Promise<void> {
  const key = `${language}/${group}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = loadCatalogs(language, group).then((catalogs) => {
      for (const [namespace, catalog] of Object.entries(catalogs)) {
        appI18n().addResourceBundle(language, namespace, catalog, true, true);
      }
    });
    // A failed chunk (offline, a new deploy) is fetched again on the next try.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

function loadGroups(language: Language, groups: Iterable<CatalogGroup>): Promise<unknown> {
  return Promise.all(Array.from(groups, (group) => loadGroup(language, group)));
}

/** Settled promises React's `use()` reads synchronously (status/value are its protocol). */
type Readable = Promise<void> & { status?: string; value?: undefined };
const ready = new Map<StringsArea, Readable>();

/**
 * The area's strings in the current language and in English (the fallback), loaded once; from
 * /auth to /app this loads the studio group before the page renders.
 */
export function loadAppI18n(area: StringsArea): Promise<void> {
  let promise = ready.get(area);
  if (!promise) {
    const i18n = appI18n();
    const groups = areaGroups[area];
    for (const group of groups) wantedGroups.add(group);
    const created: Readable = Promise.all([
      loadGroups(i18n.language as Language, groups),
      loadGroups(defaultLanguage, groups),
    ]).then(async () => {
      // i18next settles its resolved language when the language is set: set it again with the strings here.
      await i18n.changeLanguage(i18n.language);
      created.status = 'fulfilled';
    });
    created.catch(() => ready.delete(area));
    ready.set(area, created);
    promise = created;
  }
  return promise;
}

/**
 * Loads the language's strings first (every group asked for so far), so no page shows keys; then
 * switches. `inProfile` when the language comes from the profile rather than a choice made here.
 */
export async function changeAppLanguage(language: Language, { inProfile = false } = {}): Promise<void> {
  persistLanguage(language, { inProfile });
  // An area entered while these load (/auth → /app) may add a group: load until none is missing.
  for (let loaded = 0; loaded !== wantedGroups.size; ) {
    loaded = wantedGroups.size;
    await loadGroups(language, wantedGroups);
  }
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

export function AppI18nProvider({ area, children }: { area: StringsArea; children: React.ReactNode }) {
  // Already loaded where a clientLoader awaited it; elsewhere (the lazily loaded account-deleted
  // toast on the home page) this suspends until the strings are here.
  use(loadAppI18n(area));
  return (
    <I18nextProvider i18n={appI18n()}>
      <Bridge>{children}</Bridge>
    </I18nextProvider>
  );
}
