import createClient, { type Middleware } from 'openapi-fetch';
import { saveRedirectPath } from '../redirect-path';
import { apiErrorOf, networkError } from './api-error';
import type { paths } from './schema';

let onUnauthorized = (): void => {
  window.location.assign('/auth/login');
};

/** Lets the app route the 401 redirect through the router instead of a full page load. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

function isAuthPage(pathname = window.location.pathname): boolean {
  return pathname === '/auth' || pathname.startsWith('/auth/');
}

// A 401 from these is an answer, not an expired session.
const unauthorizedIsAnAnswer = new Set<string>(['/api/auth-sessions/sign-out', '/api/auth-config']);

/**
 * A 401 outside the /auth/ pages means the session is gone: spec §8 sends the user to sign in, and
 * the page to come back to is remembered.
 */
function handleUnauthorized(path?: string): void {
  if ((path && unauthorizedIsAnAnswer.has(path)) || isAuthPage()) return;
  saveRedirectPath(`${window.location.pathname}${window.location.search}${window.location.hash}`);
  onUnauthorized();
}

/** Every failed answer becomes a thrown ApiError, so callers get data or an exception, never both. */
const throwApiErrors: Middleware = {
  async onResponse({ response, schemaPath }) {
    if (response.ok) return undefined;
    if (response.status === 401) handleUnauthorized(schemaPath);
    throw apiErrorOf(response, await response.text());
  },
  onError({ error }) {
    // An aborted request stays an AbortError, which TanStack Query knows to ignore.
    if (error instanceof Error && error.name === 'AbortError') return error;
    return networkError(error);
  },
};

/**
 * The typed client of our API: paths, parameters, bodies and answers come from the server's OpenAPI
 * document (`schema.ts`, `npm run api:types`), so a call that no longer matches fails the typecheck.
 * The language rides along in the `lang` cookie, as does the session.
 */
export function createApiClient(options: { baseUrl?: string; fetch?: typeof fetch } = {}) {
  const client = createClient<paths>({
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    ...options,
  });
  client.use(throwApiErrors);
  return client;
}

export const api = createApiClient();

/**
 * The answer of a call made with the client. Failures were thrown by the middleware, so what is
 * left is the data (undefined only for answers without a body, such as 204).
 */
export async function dataOf<T>(call: Promise<{ data?: T; error?: unknown }>): Promise<T> {
  const { data } = await call;
  return data as T;
}

/**
 * The `body` and `bodySerializer` of a multipart/form-data call: the document types a file as a
 * binary string, the browser sends the File itself.
 */
export function multipartBody<Fields extends Record<string, string | Blob>>(fields: Fields) {
  return {
    body: fields as unknown as { [Name in keyof Fields]: string },
    bodySerializer: () => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return form;
    },
  };
}
