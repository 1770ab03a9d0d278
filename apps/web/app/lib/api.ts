import type { ApiErrorBody } from '@brandloom/shared/errors';
import { saveRedirectPath } from './redirect-path';

/**
 * Every call of the web app to its own API. Errors come back as `{ error: { code, message } }`;
 * they are thrown as ApiError so callers can branch on the code and show the (already translated)
 * message. A 401 outside the /auth/ pages means the session is gone: spec §8 sends the user to sign
 * in, and we remember the page to come back to.
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

export interface ApiOptions extends Omit<RequestInit, 'body'> {
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data (file uploads). */
  form?: FormData;
  /** Set false where a 401 is an answer, not an expired session (e.g. sign-out). */
  redirectOnUnauthorized?: boolean;
}

let onUnauthorized = (): void => {
  window.location.assign('/auth/login');
};

/** Lets the app route the 401 redirect through the router instead of a full page load. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export function isAuthPage(pathname = window.location.pathname): boolean {
  return pathname === '/auth' || pathname.startsWith('/auth/');
}

export async function apiFetch<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  const { json, form, redirectOnUnauthorized = true, headers, ...init } = options;
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
      body: json === undefined ? form : JSON.stringify(json),
    });
  } catch (cause) {
    throw new ApiError(0, 'NETWORK_ERROR', cause instanceof Error ? cause.message : String(cause));
  }

  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }

  if (!response.ok) throw failedResponseError(response, text, body, redirectOnUnauthorized);
  return body as T;
}

/**
 * The ApiError of a failed answer (`body` is its parsed JSON, if it was JSON). Also for callers that
 * read non-JSON answers themselves (file downloads).
 */
export function failedResponseError(
  response: Response,
  text: string,
  body: unknown,
  redirectOnUnauthorized = true,
): ApiError {
  const error = (body as Partial<ApiErrorBody> | undefined)?.error;
  if (response.status === 401 && redirectOnUnauthorized && !isAuthPage()) {
    saveRedirectPath(`${window.location.pathname}${window.location.search}${window.location.hash}`);
    onUnauthorized();
  }
  return new ApiError(
    response.status,
    error?.code ?? `HTTP_${response.status}`,
    error?.message ?? (text.slice(0, 200) || response.statusText),
    error?.fields,
    error?.details,
  );
}
