import { createI18n } from '@brandloom/shared/i18n/create-i18n';
import { resources } from '@brandloom/shared/i18n/resources';
import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-errors';

describe('authErrorMessage', () => {
  it('shows a locked account’s wait in the page’s language', () => {
    const error = { status: 429, code: 'SIGN_IN_LOCKED', details: { minutes: 4 } };
    expect(authErrorMessage(createI18n('en', resources), error)).toBe(
      'Too many failed sign-in attempts, please try again in 4 min.',
    );
    expect(authErrorMessage(createI18n('fr', resources), error)).toBe(
      'Trop de tentatives de connexion échouées, veuillez réessayer dans 4 min.',
    );
  });

  it('shows the rate limit for other 429s', () => {
    expect(authErrorMessage(createI18n('en', resources), { status: 429, code: 'RATE_LIMITED' })).toBe(
      'Too many requests, please try again later',
    );
  });
});
