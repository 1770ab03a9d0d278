import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** What the test provider says about a person: the claims Google puts in its ID tokens. */
interface TestIdentity {
  email: string;
  email_verified: boolean;
  name?: string;
}

export interface TestOidcProvider {
  /** Issuer URL, e.g. http://127.0.0.1:41234 — give it to the server as GOOGLE_ISSUER_URL. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in with this login name on the provider's form (default: see `identityFor`). */
  setIdentity(login: string, identity: TestIdentity): void;
  close(): Promise<void>;
}

export interface TestOidcProviderOptions {
  /** Our server's public origin; the client's redirect URI is `${publicUrl}/api/auth/callback/google`. */
  publicUrl: string;
  /** Fixed port (e2e); 0 = any free port (integration tests). */
  port?: number;
  clientId?: string;
  clientSecret?: string;
}

/**
 * A login without its own identity: the login itself when it is an address, else
 * `<login>@example.com`, verified, named after the login.
 */
function identityFor(login: string): TestIdentity {
  const email = login.includes('@') ? login : `${login}@example.com`;
  return { email, email_verified: true, name: login.split('@')[0] };
}

/**
 * A real OpenID Connect provider (`oidc-provider`, the certified implementation) on loopback, standing
 * in for Google in tests: discovery, the authorization-code flow with PKCE, signed ID tokens and its
 * built-in development login form, which accepts any login and password.
 */
export async function startTestOidcProvider({
  publicUrl,
  port = 0,
  clientId = 'brandloom-test-client',
  clientSecret = 'brandloom-test-client-secret',
}: TestOidcProviderOptions): Promise<TestOidcProvider> {
  const identities = new Map<string, TestIdentity>();
  // The issuer names the port, which is known only once listening: requests wait for the provider.
  let handle: RequestListener | undefined;
  const server = createServer((req, res) => {
    if (handle) handle(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${publicUrl.replace(/\/+$/, '')}/api/auth/callback/google`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google: the scope's claims go into the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    cookies: { keys: ['brandloom-test-oidc-cookie-key'] },
    async findAccount(_ctx, id) {
      const identity = identities.get(id) ?? identityFor(id);
      return { accountId: id, claims: () => ({ sub: id, ...identity }) };
    },
  };
  const provider = new Provider(issuer, configuration);
  // Its development-only warnings (dev interactions, generated keys) are expected here.
  provider.on('server_error', (_ctx, error) => console.error('test OIDC provider:', error));
  const callback = provider.callback();
  handle = (req, res) => void callback(req, res);

  return {
    issuer,
    clientId,
    clientSecret,
    setIdentity: (login, identity) => identities.set(login, identity),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
