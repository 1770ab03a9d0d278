import { type ApiError, apiErrorOf, networkError } from './api-error';
import { handleUnauthorized } from './client';

/**
 * An untyped call, left for the composer (features/create) until it moves to the typed client and
 * its query module; new code uses `api` from ./client.
 */
export async function apiFetch<T = unknown>(
  path: string,
  options: Omit<RequestInit, 'body'> & { json?: unknown } = {},
): Promise<T> {
  const { json, headers, ...init } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...init,
      headers: {
        accept: 'application/json',
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  } catch (cause) {
    throw networkError(cause);
  }
  const text = await response.text();
  if (!response.ok) throw failedResponseError(response, text);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The ApiError of a failed answer whose text was read; a 401 also goes to sign-in (spec §8). */
export function failedResponseError(response: Response, text: string): ApiError {
  if (response.status === 401) handleUnauthorized();
  return apiErrorOf(response, text);
}
