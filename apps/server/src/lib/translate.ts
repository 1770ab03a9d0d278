import type { ErrorCode } from '@brandloom/shared/errors';
import { createI18n } from '@brandloom/shared/i18n/create-i18n';
import type { Language } from '@brandloom/shared/i18n/languages';
import { serverCatalogs } from './server-catalogs.ts';

// One i18next instance per language, made with its first use and kept: creating them per request
// would be wasteful, creating all four at start delays it for languages that may never be asked (0068).
const instances = new Map<Language, ReturnType<typeof createI18n>>();

/** The i18next instance for `language`, with the server's namespaces (server-catalogs.ts). */
export function translator(language: Language): ReturnType<typeof createI18n> {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n(language, serverCatalogs);
    instances.set(language, instance);
  }
  return instance;
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
