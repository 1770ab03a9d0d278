import type { Language } from '@brandloom/shared/i18n/languages';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import type { AppEnv } from './http.ts';
import { requestLanguage } from './language.ts';
import { translateError } from './translate.ts';
import { rootField, validationFields } from './validation-messages.ts';

// Postgres text cannot hold U+0000 (PGlite and node-postgres fail the query), so it never gets in.
const nul = '\u0000';
const anyObject = z.object({}).loose();

/** Dotted paths of the strings, keys and file names in `value` that hold a NUL. */
function nulPaths(value: unknown, path: string, found: Set<string>): void {
  const text = value instanceof File ? value.name : value;
  if (typeof text === 'string') {
    if (text.includes(nul)) found.add(path || rootField);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const itemPath = path ? `${path}.${key}` : key;
      if (key.includes(nul)) found.add(itemPath);
      nulPaths(item, itemPath, found);
    }
  }
}

function parsedJson(text: string): { value: unknown } | null {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null; // the route's own parsing answers MALFORMED_JSON
  }
}

function unstorableFields(paths: Set<string>, language: Language): Record<string, string[]> {
  const message = translateError(language, 'TEXT_NOT_STORABLE');
  return Object.fromEntries([...paths].map((path) => [path, [message]]));
}

/**
 * The field errors of input no route may see (DESIGN.md §2.6, decision 0028): a NUL anywhere in
 * the path, the query or a JSON body, and JSON bodies that are not an object (every body of the
 * API is one). Null when the input is fine. JSON is read from a clone: better-auth reads the raw
 * request after us. Forms are checked by `refuseUnstorableForm`, after the routes' own body limits.
 */
export async function badInputFields(c: Context<AppEnv>): Promise<Record<string, string[]> | null> {
  const unstorable = new Set<string>();
  // The whole address is parsed only when it holds an encoded NUL at all (rare: this runs on every request).
  if (/%00/i.test(c.req.url) && /%00/i.test(new URL(c.req.url).pathname)) unstorable.add('path');
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (key.includes(nul) || values.some((value) => value.includes(nul))) unstorable.add(key);
  }
  let notAnObject: Record<string, string[]> | undefined;
  const type = c.req.header('content-type') ?? '';
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && /^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    const json = parsedJson(await c.req.raw.clone().text());
    if (json) {
      const shape = anyObject.safeParse(json.value);
      if (!shape.success) notAnObject = validationFields(shape.error, json.value, requestLanguage(c));
      nulPaths(json.value, '', unstorable);
    }
  }
  if (unstorable.size === 0 && !notAnObject) return null;
  return { ...notAnObject, ...unstorableFields(unstorable, requestLanguage(c)) };
}

/** Answers bad input (see badInputFields) with 400 VALIDATION_FAILED before any route sees it. */
export function refuseBadInput(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const fields = await badInputFields(c);
    if (fields) throw new AppError('VALIDATION_FAILED', { fields });
    await next();
  };
}

/** A form whose text fields or file names hold a NUL is refused like any other field error. */
export function refuseUnstorableForm(form: unknown, language: Language): void {
  const unstorable = new Set<string>();
  nulPaths(form, '', unstorable);
  if (unstorable.size > 0) {
    throw new AppError('VALIDATION_FAILED', { fields: unstorableFields(unstorable, language) });
  }
}
