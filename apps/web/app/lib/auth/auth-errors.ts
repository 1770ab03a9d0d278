import { signInLockedCode } from '@brandloom/shared/auth';
import type { i18n as I18n } from 'i18next';
import { ApiError } from '~/lib/api/api-error';
import type { AuthClientError } from './auth-client';

/**
 * The message to show for an error of /api/auth/*, in the page's language: by its code from the
 * `authErrors` then `errors` catalogs with the answer's `details` as values (too many requests and
 * network failures by status), else the
 * server's own (already translated) message, else the generic 'Cannot process request at this time'.
 */
export function authErrorMessage(i18n: I18n, error: Partial<AuthClientError> | null | undefined): string {
  if (!error) return i18n.t('errors:INTERNAL');
  // A locked account's refusal names its wait (decision 0030); other 429s are the rate limit.
  if (error.status === 429 && error.code !== signInLockedCode) return i18n.t('errors:RATE_LIMITED');
  if (error.status === 0 || error.status === undefined) return i18n.t('auth:errors.network');
  const code = error.code;
  if (code) {
    const params = { ...error.details };
    if (i18n.exists(`authErrors:${code}`)) return i18n.t(`authErrors:${code}`, params);
    if (i18n.exists(`errors:${code}`)) return i18n.t(`errors:${code}`, params);
  }
  return error.message || i18n.t('errors:INTERNAL');
}

/** A refusal of better-auth's client as the app's one error type, its message in the page's language. */
export function authApiError(i18n: I18n, error: Partial<AuthClientError> | null | undefined): ApiError {
  return new ApiError(error?.status ?? 0, error?.code ?? 'INTERNAL', authErrorMessage(i18n, error));
}

/** A form-validation message (a key of the shared schemas) in the page's language. */
export function validationMessage(i18n: I18n, key: string | undefined): string | undefined {
  if (!key) return undefined;
  return i18n.exists(`authErrors:${key}`) ? i18n.t(`authErrors:${key}`) : key;
}
