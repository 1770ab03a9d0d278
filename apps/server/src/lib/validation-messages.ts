import type { Language } from '@brandloom/shared/i18n/languages';
import { type core, locales, type ZodError } from 'zod';
import { translateAuthError, translateErrorCode } from './translate.ts';

const localeErrors = {
  en: locales.en().localeError,
  de: locales.de().localeError,
  fr: locales.fr().localeError,
  es: locales.es().localeError,
} satisfies Record<Language, core.$ZodErrorMap>;

/** Key for issues about the whole input rather than one field. */
export const rootField = '_root';

function messageOf(result: ReturnType<core.$ZodErrorMap>): string | undefined {
  return typeof result === 'string' ? result : result?.message;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * Per-field messages in the caller's language. zod wrote the messages in English (its global
 * locale) and dropped each issue's input; we put the input back from the request data, translate
 * the message keys of the shared form schemas (auth-schemas.ts) and the error codes (errors.ts) a
 * schema uses as its message, keep other messages a schema set itself, and re-render zod's own
 * ones with zod's locale for `language`.
 */
export function validationFields(
  error: ZodError,
  input: unknown,
  language: Language,
): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const raw = { ...issue, input: valueAt(input, issue.path) } as core.$ZodRawIssue;
    const isZodDefault = messageOf(localeErrors.en(raw)) === issue.message;
    const message =
      (isZodDefault && messageOf(localeErrors[language](raw))) ||
      translateAuthError(language, issue.message) ||
      translateErrorCode(language, issue.message) ||
      issue.message;
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : rootField;
    fields[key] = [...(fields[key] ?? []), message];
  }
  return fields;
}
