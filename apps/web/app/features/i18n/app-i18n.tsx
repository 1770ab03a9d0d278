import { createI18n } from '@brandloom/shared/i18n/create-i18n';
import type { Language } from '@brandloom/shared/i18n/languages';
import type { i18n } from 'i18next';
import { useEffect, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { I18nContext } from '~/lib/i18n-context';
import { persistLanguage, preferredLanguage } from '~/lib/language';

let instance: i18n | undefined;

/** The /app area is never prerendered, so its language can come from the browser right away. */
export function appI18n(): i18n {
  instance ??= createI18n(preferredLanguage());
  return instance;
}

export function changeAppLanguage(language: Language): void {
  persistLanguage(language);
  void appI18n().changeLanguage(language);
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
  return (
    <I18nextProvider i18n={appI18n()}>
      <Bridge>{children}</Bridge>
    </I18nextProvider>
  );
}
