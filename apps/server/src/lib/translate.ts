import type { ErrorCode } from '@brandloom/shared/errors';
import { createI18n } from '@brandloom/shared/i18n/create-i18n';
import { type Language, languages } from '@brandloom/shared/i18n/languages';

// One i18next instance per language, made once: creating them per request would be wasteful.
const instances = new Map(languages.map((language) => [language, createI18n(language)]));

/** The i18next instance for `language`. */
export function translator(language: Language): ReturnType<typeof createI18n> {
  return instances.get(language) ?? createI18n(language);
}

export function translateError(
  language: Language,
  code: ErrorCode,
  params: Record<string, string | number> = {},
): string {
  return translator(language).t(code, { ns: 'errors', ...params });
}

/** The message of `code` when it is one of errors.ts (schemas may use one as their message). */
export function translateErrorCode(language: Language, code: string): string | undefined {
  const i18n = translator(language);
  return i18n.exists(code, { ns: 'errors' }) ? i18n.t(code, { ns: 'errors' }) : undefined;
}

/** The message of a better-auth error code (or a shared form-schema key), if the catalog has one. */
export function translateAuthError(
  language: Language,
  code: string,
  params: Record<string, unknown> = {},
): string | undefined {
  const i18n = translator(language);
  return i18n.exists(code, { ns: 'authErrors' }) ? i18n.t(code, { ns: 'authErrors', ...params }) : undefined;
}
