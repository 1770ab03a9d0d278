/**
 * Runs the loopback OpenID Connect provider for the end-to-end server (Playwright's first
 * webServer): the e2e server signs in "with Google" against it.
 */
import { startTestOidcProvider } from '../../apps/server/src/testing/oidc-provider.ts';
import { e2eBaseUrl, e2eOidcClient, e2eOidcPort } from './e2e-env.ts';

const provider = await startTestOidcProvider({
  publicUrl: e2eBaseUrl,
  port: e2eOidcPort,
  clientId: e2eOidcClient.id,
  clientSecret: e2eOidcClient.secret,
});
console.log(`test OpenID Connect provider at ${provider.issuer}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void provider.close().then(() => process.exit(0));
  });
}
