import { genericOAuth } from 'better-auth/plugins';
import type { Env } from '../../env.ts';

/** better-auth's id for Google; the callback is `/api/auth/callback/google`. */
const googleProviderId = 'google';

export type GoogleEnv = Pick<Env, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'GOOGLE_ISSUER_URL'>;

/** Google sign-in is offered only when the client id and secret are both set (env.ts checks the pair). */
export function isGoogleSignInConfigured(env: GoogleEnv): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

/**
 * Google as an OpenID Connect provider found through its issuer's discovery document.
 * better-auth's built-in `socialProviders.google` hard-codes Google's endpoints and issuer, so it
 * could not be pointed at the provider tests run on loopback; the generic OAuth plugin reads them
 * from GOOGLE_ISSUER_URL and verifies ID tokens against the issuer's keys, with PKCE and a nonce.
 * Whether the e-mail is verified comes from the ID token's `email_verified`.
 */
export function googleSignInPlugin(env: GoogleEnv) {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return undefined;
  const issuer = env.GOOGLE_ISSUER_URL.replace(/\/+$/, '');
  return genericOAuth({
    config: [
      {
        providerId: googleProviderId,
        name: 'Google',
        clientId: env.GOOGLE_CLIENT_ID,
        clientSecret: env.GOOGLE_CLIENT_SECRET,
        discoveryUrl: `${issuer}/.well-known/openid-configuration`,
        // Without a key set from discovery the e-mail claim could not be trusted: skip the provider.
        requireIdTokenVerification: true,
        scopes: ['openid', 'email', 'profile'],
        pkce: true,
      },
    ],
  });
}
