import { defineConfig } from '@playwright/test';
import {
  e2eAdminEmail,
  e2eAnalyticsAdminEmail,
  e2eBaseUrl,
  e2eDataDir,
  e2eExploreAdminEmail,
  e2eFixtureSitesPort,
  e2eFixtureSitesUrl,
  e2eOidcClient,
  e2eOidcIssuer,
  e2ePlanAdminEmail,
  e2ePort,
  e2ePreviewToken,
  e2eSiteAdminEmail,
  e2eSupportEmail,
  e2eTemplatesAdminEmail,
} from './e2e/support/e2e-env.ts';

// Journeys through the built product as a user sees it: started with its embedded defaults
// on a fresh data folder. `npm run test:e2e` builds first and checks for Chromium.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A full load of an /app page waits for its chunks; on a busy 2-core machine that alone can pass 5 s.
  expect: { timeout: 10_000 },
  // A journey signs up, reads its e-mail and signs in: past 30 s on a busy machine (the forgot-password one did).
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: e2eBaseUrl,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: /billing\.spec\.ts$/ },
    // It moves the server's billing clock, which every credit period reads: after all the others.
    {
      name: 'billing clock',
      use: { browserName: 'chromium' },
      testMatch: /billing\.spec\.ts$/,
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    {
      // Stands in for Google; started first, since the server reads its discovery document at start.
      command: 'node --import tsx e2e/support/oidc-server.ts',
      url: `${e2eOidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // Websites to scan into brands, on loopback (the server may reach them through its allow-list).
      command: 'node --import tsx e2e/support/fixture-sites-server.ts',
      url: `${e2eFixtureSitesUrl}/css-variables/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { FIXTURE_SITES_PORT: String(e2eFixtureSitesPort) },
    },
    {
      // The compiled server, as it ships (`npm run test:e2e` builds it first).
      command: 'node apps/server/dist/main.js',
      url: `${e2eBaseUrl}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(e2ePort),
        DATA_DIR: e2eDataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        // Links in e-mails point where the browser is.
        PUBLIC_URL: e2eBaseUrl,
        // As if behind a proxy on this machine: each test sends its own X-Forwarded-For
        // (e2e/support/accounts.ts), so the sign-in rate limits count per test, not for the whole run.
        TRUSTED_PROXIES: '127.0.0.1,::1,::ffff:127.0.0.1',
        GOOGLE_CLIENT_ID: e2eOidcClient.id,
        GOOGLE_CLIENT_SECRET: e2eOidcClient.secret,
        GOOGLE_ISSUER_URL: e2eOidcIssuer,
        // The admin journeys (e2e/admin.spec.ts) sign up with the first; plan changes use the second,
        // the templates journey the third.
        ADMIN_EMAILS: `${e2eAdminEmail},${e2ePlanAdminEmail},${e2eTemplatesAdminEmail},${e2eSiteAdminEmail},${e2eAnalyticsAdminEmail},${e2eExploreAdminEmail}`,
        // The public site's journey (e2e/site.spec.ts): contact messages and the blog's preview mode.
        SUPPORT_EMAIL: e2eSupportEmail,
        PREVIEW_TOKEN: e2ePreviewToken,
        WEBSITE_SCAN_ALLOWED_HOSTS: `127.0.0.1:${e2eFixtureSitesPort}`,
        // e2e/billing.spec.ts moves the billing clock (loopback only; decision 0042).
        BILLING_TEST_CLOCK: 'on',
      },
    },
  ],
});
