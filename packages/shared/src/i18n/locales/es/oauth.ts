import type { Messages } from '../../catalog.ts';
import type { oauth as en } from '../en/oauth.ts';

export const oauth: Messages<typeof en> = {
  continueWithGoogle: 'Continuar con Google',
  openingGoogle: 'Abriendo Google…',
  or: 'o',
  redirect: {
    title: 'Iniciando sesión',
    signUpTitle: 'Creando tu cuenta',
    steps: {
      authenticating: 'Autenticando...',
      completing: 'Completando el inicio de sesión...',
      verifyingEmail: 'Verificando el correo electrónico...',
      checking: 'Comprobando tu cuenta...',
      redirectingToApp: 'Redirigiendo a la aplicación...',
      redirectingToLogin: 'Redirigiendo al inicio de sesión...',
    },
    progress: 'Paso {step} de {total}',
  },
  errors: {
    GOOGLE_SIGNIN_FAILED: 'Error al iniciar sesión con Google',
    GOOGLE_SIGNUP_FAILED: 'Error al registrarse con Google',
  },
};
