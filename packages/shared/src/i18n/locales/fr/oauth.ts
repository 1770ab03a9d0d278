import type { Messages } from '../../catalog.ts';
import type { oauth as en } from '../en/oauth.ts';

export const oauth: Messages<typeof en> = {
  continueWithGoogle: 'Continuer avec Google',
  openingGoogle: 'Ouverture de Google…',
  or: 'ou',
  redirect: {
    title: 'Connexion en cours',
    signUpTitle: 'Création de votre compte',
    steps: {
      authenticating: 'Authentification...',
      completing: 'Finalisation de la connexion...',
      verifyingEmail: "Vérification de l'e-mail...",
      checking: 'Vérification de votre compte...',
      redirectingToApp: "Redirection vers l'application...",
      redirectingToLogin: 'Redirection vers la connexion...',
    },
    progress: 'Étape {step} sur {total}',
  },
  errors: {
    GOOGLE_SIGNIN_FAILED: 'La connexion avec Google a échoué',
    GOOGLE_SIGNUP_FAILED: "L'inscription avec Google a échoué",
  },
};
