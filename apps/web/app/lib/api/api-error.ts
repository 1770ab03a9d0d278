import type { ApiErrorBody } from '@brandloom/shared/errors';

/**
 * The one error the web app's calls throw: our API's `{ error: { code, message, fields?, details? } }`
 * (the message already in the page's language), a network failure (status 0, NETWORK_ERROR), or a
 * refusal of better-auth's client mapped to the same shape (lib/auth/auth-errors.ts).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly details?: Record<string, string | number | null>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The ApiError of a failed answer whose text has been read (`text`, parsed as JSON when it is). */
export function apiErrorOf(response: Response, text: string): ApiError {
  let body: Partial<ApiErrorBody> | undefined;
  try {
    body = text ? (JSON.parse(text) as Partial<ApiErrorBody>) : undefined;
  } catch {
    body = undefined;
  }
  const error = body?.error;
  return new ApiError(
    response.status,
    error?.code ?? `HTTP_${response.status}`,
    error?.message ?? (text.slice(0, 200) || response.statusText),
    error?.fields,
    error?.details,
  );
}

export function networkError(cause: unknown): ApiError {
  return new ApiError(0, 'NETWORK_ERROR', cause instanceof Error ? cause.message : String(cause));
}

/** Whether the error is our API's answer with one of `statuses` (e.g. a 404 that means "gone"). */
export function isApiStatus(error: unknown, ...statuses: number[]): error is ApiError {
  return error instanceof ApiError && statuses.includes(error.status);
}
