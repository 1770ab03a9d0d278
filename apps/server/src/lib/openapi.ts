import { z } from '@hono/zod-openapi';
import { apiErrorSchema } from './error-handler.ts';

/**
 * The pieces every route contract is written with, so a JSON body, an error answer or the
 * signed-in pair reads the same in every `*.routes.ts` and the OpenAPI document says it one way.
 */

/** A JSON response (or any JSON content) with its description. */
export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** A required JSON request body. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } };
}

/** An error answer: `{ error: { code, message, fields?, details? } }`. */
export function errorResponse(description: string) {
  return jsonContent(apiErrorSchema, description);
}

/** What `requireSession` answers: 401 signed out, 403 while the e-mail is unverified. */
export const signedInErrors = {
  401: errorResponse('Not signed in'),
  403: errorResponse('E-mail not verified'),
} as const;

/** What `requireAdmin` answers: 401 signed out, 403 without the admin role. */
export const adminErrors = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an admin'),
} as const;

/**
 * A path parameter documented as a UUID but read as any string: services answer a malformed id
 * with their own translated not-found or invalid-id error instead of a generic validation error.
 */
export function idPathParam<Name extends string = 'id'>(name: Name = 'id' as Name) {
  return z.object({
    [name]: z.string().openapi({ param: { name, in: 'path' }, format: 'uuid' }),
  } as Record<Name, z.ZodString>);
}

/**
 * The query of a list paged by keyset cursors (0044): `limit` rows after `cursor`. A name cursor
 * (a brand's name of up to 100 characters, in UTF-8 and base64) needs more than a timestamp's.
 */
export function pageQuery(defaultLimit: number, maxCursorLength = 200) {
  return {
    limit: z.coerce.number().int().min(1).max(100).default(defaultLimit),
    cursor: z
      .string()
      .max(maxCursorLength)
      .optional()
      .openapi({ description: '`nextCursor` of the previous page' }),
  };
}

/** Where the next page of a cursor-paged list starts. */
export const nextCursorField = z
  .string()
  .nullable()
  .openapi({ description: 'Pass as `cursor` for the next page; null on the last' });
