import { appI18n } from '~/lib/i18n/app-i18n';

/** Page title in the app's language; /app is client-only, so i18next is always at hand here. */
export function appTitle(pageKey: string) {
  const t = appI18n().t;
  return [{ title: t('app:pageTitle', { page: t(pageKey) }) }];
}
