import { apiFetch } from '~/lib/api';

interface AuthConfig {
  google: boolean;
}

/**
 * Whether this server offers Google sign-in (GET /api/auth-config). A server that cannot be asked
 * offers nothing extra: the e-mail form still works.
 */
export async function isGoogleSignInOffered(): Promise<boolean> {
  try {
    const config = await apiFetch<AuthConfig>('/api/auth-config', { redirectOnUnauthorized: false });
    return config.google === true;
  } catch {
    return false;
  }
}
