import type { i18n as I18n } from 'i18next';
import { ApiError } from '~/lib/api';
import { type AuthClientError, authClient } from '~/lib/auth/auth-client';
import { authApiError } from '~/lib/auth/auth-errors';

type Result<T> = { data: T | null; error: Partial<AuthClientError> | null };

async function unwrap<T>(i18n: I18n, call: Promise<Result<T>>): Promise<T> {
  let result: Result<T>;
  try {
    result = await call;
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', i18n.t('auth:errors.network'));
  }
  if (result.error || !result.data) {
    throw authApiError(i18n, result.error);
  }
  return result.data;
}

export interface Enrolment {
  totpURI: string;
  backupCodes: string[];
}

/**
 * The calls of the two-factor page and the sign-in code step to better-auth's two-factor plugin
 * (`/api/auth/two-factor/*`). Each resolves with the answer or throws an ApiError.
 */
export function twoFactorApi(i18n: I18n) {
  return {
    /** Starts enrolment: a new secret (as an otpauth URI) and backup codes; on only after confirmTotp. */
    startEnrolment: async (password: string): Promise<Enrolment> => {
      const data = await unwrap(i18n, authClient.twoFactor.enable({ password }));
      if (!('totpURI' in data) || !data.totpURI || !data.backupCodes) {
        throw new ApiError(500, 'INTERNAL', i18n.t('errors:INTERNAL'));
      }
      return { totpURI: data.totpURI, backupCodes: data.backupCodes };
    },
    /** Confirms enrolment with a code from the app (signed in), or completes a sign-in (second step). */
    verifyTotp: (code: string) => unwrap(i18n, authClient.twoFactor.verifyTotp({ code })),
    verifyBackupCode: (code: string) => unwrap(i18n, authClient.twoFactor.verifyBackupCode({ code })),
    regenerateBackupCodes: async (password: string): Promise<string[]> =>
      (await unwrap(i18n, authClient.twoFactor.generateBackupCodes({ password }))).backupCodes,
    disable: (password: string) => unwrap(i18n, authClient.twoFactor.disable({ password })),
  };
}
