import {
  defaultLanguage,
  isLanguage,
  type Language,
  languageCookieName,
  languageFromAcceptLanguage,
} from '@brandloom/shared/i18n/languages';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

/** The caller's language: the `lang` cookie (an explicit choice) first, then Accept-Language. */
export function requestLanguage(c: Context): Language {
  const cookie = getCookie(c, languageCookieName);
  if (isLanguage(cookie)) return cookie;
  return languageFromAcceptLanguage(c.req.header('accept-language')) ?? defaultLanguage;
}
