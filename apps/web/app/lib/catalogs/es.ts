/** The public pages' strings for one language, loaded as one chunk (see lib/translate.ts). */
export { common } from '@brandloom/shared/i18n/locales/es/common';
export { marketing } from '@brandloom/shared/i18n/locales/es/marketing';
