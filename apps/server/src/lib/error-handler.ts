import { type ApiErrorBody, type ErrorCode, errorStatus } from '@brandloom/shared/errors';
import { z } from '@hono/zod-openapi';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError } from './app-error.ts';
import { refuseUnstorableForm } from './bad-input.ts';
import type { AppEnv } from './http.ts';
import { requestLanguage } from './language.ts';
import { translateError } from './translate.ts';
import { validationFields } from './validation-messages.ts';

/** OpenAPI description of every error answer. */
export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'VALIDATION_FAILED' }),
      message: z.string(),
      fields: z.record(z.string(), z.array(z.string())).optional(),
      details: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).optional(),
    }),
  })
  .openapi('ApiError');

// Hono and its middleware throw HTTPExceptions; these are the statuses they use for bad input.
const codeForHttpStatus: Partial<Record<number, ErrorCode>> = {
  400: 'MALFORMED_JSON',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

function errorResponse(c: Context<AppEnv>, error: AppError): Response {
  const message = translateError(requestLanguage(c), error.code, error.params);
  const fields = error.field ? { ...error.fields, [error.field]: [message] } : error.fields;
  const body: ApiErrorBody = {
    error: {
      code: error.code,
      message,
      ...(fields && { fields }),
      ...(error.details && { details: error.details }),
    },
  };
  return c.json(body, errorStatus[error.code] as ContentfulStatusCode);
}

export const handleError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof AppError) {
    if (errorStatus[err.code] >= 500) c.get('logger').error({ err }, 'request failed');
    return errorResponse(c, err);
  }
  const code = err instanceof HTTPException ? codeForHttpStatus[err.status] : undefined;
  if (code) return errorResponse(c, new AppError(code, { cause: err }));
  c.get('logger').error({ err }, 'unexpected error');
  return errorResponse(c, new AppError('INTERNAL', { cause: err }));
};

// Unknown pages are answered by the web app (SPA fallback); what reaches here is an unknown
// API route or a method the app does not serve.
export const handleNotFound: NotFoundHandler<AppEnv> = (c) =>
  errorResponse(
    c,
    c.req.path === '/api' || c.req.path.startsWith('/api/')
      ? new AppError('ROUTE_NOT_FOUND', { params: { path: c.req.path } })
      : new AppError('NOT_FOUND'),
  );

/**
 * OpenAPIHono's defaultHook: a request that fails its zod schema becomes a translated 400, and so
 * does a form with a NUL (JSON, query and path were checked before the route, see bad-input.ts).
 */
export function validationHook<E extends AppEnv>(
  result: ({ success: true } | { success: false; error: z.ZodError }) & { data?: unknown; target?: string },
  c: Context<E>,
): void {
  if (result.success) {
    if (result.target === 'form') refuseUnstorableForm(result.data, requestLanguage(c));
    return;
  }
  throw new AppError('VALIDATION_FAILED', {
    fields: validationFields(result.error, result.data, requestLanguage(c)),
  });
}
