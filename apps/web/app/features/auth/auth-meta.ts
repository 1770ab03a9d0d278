import { appI18n } from '~/lib/i18n/app-i18n';

/** Title of an /auth page in the browser's language (these pages are client-rendered). */
export function authTitle(pageKey: string) {
  const t = appI18n().t;
  return [{ title: t('auth:pageTitle', { page: t(pageKey) }) }, { name: 'robots', content: 'noindex' }];
}
