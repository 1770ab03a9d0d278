import type { Messages } from '../../catalog.ts';
import type { oauth as en } from '../en/oauth.ts';

export const oauth: Messages<typeof en> = {
  continueWithGoogle: 'Weiter mit Google',
  openingGoogle: 'Google wird geöffnet…',
  or: 'oder',
  redirect: {
    title: 'Du wirst angemeldet',
    signUpTitle: 'Dein Konto wird erstellt',
    steps: {
      authenticating: 'Authentifizierung...',
      completing: 'Anmeldung wird abgeschlossen...',
      verifyingEmail: 'E-Mail wird bestätigt...',
      checking: 'Konto wird geprüft...',
      redirectingToApp: 'Weiterleitung zur App...',
      redirectingToLogin: 'Weiterleitung zur Anmeldung...',
    },
    progress: 'Schritt {step} von {total}',
  },
  errors: {
    GOOGLE_SIGNIN_FAILED: 'Anmeldung mit Google fehlgeschlagen',
    GOOGLE_SIGNUP_FAILED: 'Registrierung mit Google fehlgeschlagen',
  },
};
