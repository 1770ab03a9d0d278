import type { Language } from '@brandloom/shared/i18n/languages';

/**
 * What other features do when better-auth makes or opens an account, handed to `createAuth` by the
 * app so auth imports none of them (the profile and admin features wire themselves in app.ts).
 */
export interface AccountHooks {
  /**
   * After the user row exists: their profile, the admin role for an address in ADMIN_EMAILS, the
   * sign-up's analytics event (in the language the sign-up request asked for).
   */
  userCreated(userId: string, createdAt: Date, language: Language): Promise<void>;
  /** At every sign-in: ADMIN_EMAILS is read each time, so an address added later takes effect then. */
  sessionCreated(userId: string): Promise<void>;
  /** The language for e-mails to a user: their saved choice, else the one the request asked for. */
  emailLanguage(userId: string, requested: Language): Promise<Language>;
}
