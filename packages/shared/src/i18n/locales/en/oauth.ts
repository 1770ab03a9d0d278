/** Google sign-in: the button on the sign-in pages, the return page's progress, its errors. */
export const oauth = {
  continueWithGoogle: 'Continue with Google',
  openingGoogle: 'Opening Google…',
  or: 'or',
  redirect: {
    title: 'Signing you in',
    signUpTitle: 'Creating your account',
    steps: {
      authenticating: 'Authenticating...',
      completing: 'Completing sign-in...',
      verifyingEmail: 'Verifying email...',
      checking: 'Checking your account...',
      redirectingToApp: 'Redirecting to app...',
      redirectingToLogin: 'Redirecting to login...',
    },
    progress: 'Step {step} of {total}',
  },
  errors: {
    GOOGLE_SIGNIN_FAILED: 'Google sign-in failed',
    GOOGLE_SIGNUP_FAILED: 'Google sign-up failed',
  },
} as const;
