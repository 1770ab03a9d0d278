import type { ErrorCode } from '@brandloom/shared/errors';
import { createI18n } from '@brandloom/shared/i18n/create-i18n';
import { type Language, languages } from '@brandloom/shared/i18n/languages';

// One i18next instance per language, made once: creating them per request would be wasteful.
const instances = new Map(languages.map((language) => [language, createI18n(language)]));

export function translateError(
  language: Language,
  code: ErrorCode,
  params: Record<string, string | number> = {},
): string {
  const i18n = instances.get(language) ?? createI18n(language);
  return i18n.t(code, { ns: 'errors', ...params });
}
