import {
  defaultLanguage,
  isLanguage,
  type Language,
  languageCookieName,
  languageFromAcceptLanguage,
} from '@brandloom/shared/i18n/languages';
import type { Context } from 'hono';
import { parse } from 'hono/utils/cookie';

/** The caller's language from request headers: the `lang` cookie (an explicit choice), then Accept-Language. */
export function languageFromHeaders(headers: Headers | undefined): Language {
  if (!headers) return defaultLanguage;
  const cookieHeader = headers.get('cookie');
  const cookie = cookieHeader ? parse(cookieHeader, languageCookieName)[languageCookieName] : undefined;
  if (isLanguage(cookie)) return cookie;
  return languageFromAcceptLanguage(headers.get('accept-language')) ?? defaultLanguage;
}

/** The caller's language: the `lang` cookie (an explicit choice) first, then Accept-Language. */
export function requestLanguage(c: Context): Language {
  return languageFromHeaders(c.req.raw.headers);
}
