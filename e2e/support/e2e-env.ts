import path from 'node:path';

/** Where the end-to-end server listens and keeps its data; a fresh folder for every run. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3107);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
export const e2eDataDir = path.resolve('.tmp/e2e-data');

/** Listed in the e2e server's ADMIN_EMAILS: whoever signs up with it is an admin. */
export const e2eAdminEmail = 'admin@e2e.test';

/** Also an admin, used only to change users' plans (support/plans.ts), so it never races the admin journeys. */
export const e2ePlanAdminEmail = 'plans@e2e.test';

/** Also an admin, for the templates journey's featured and delete (e2e/templates.spec.ts). */
export const e2eTemplatesAdminEmail = 'templates@e2e.test';

/**
 * The OpenID Connect provider standing in for Google (apps/server/src/testing/oidc-provider.ts),
 * started by Playwright before the server, on the port after the server's.
 */
export const e2eOidcPort = Number(process.env.E2E_OIDC_PORT ?? e2ePort + 1);
export const e2eOidcIssuer = `http://127.0.0.1:${e2eOidcPort}`;
export const e2eOidcClient = { id: 'brandloom-e2e', secret: 'brandloom-e2e-secret' } as const;

/** The website-scan fixture sites (e2e/support/fixture-sites-server.ts), two ports after the server's. */
export const e2eFixtureSitesPort = Number(process.env.E2E_FIXTURE_SITES_PORT ?? e2ePort + 2);
export const e2eFixtureSitesUrl = `http://127.0.0.1:${e2eFixtureSitesPort}`;

/** The e2e server's SUPPORT_EMAIL: the contact form's messages are e-mailed here (e2e/site.spec.ts). */
export const e2eSupportEmail = 'support@e2e.test';

/** The e2e server's PREVIEW_TOKEN: opens the blog's preview mode (e2e/site.spec.ts). */
export const e2ePreviewToken = 'e2e-preview-token-0123456789';

/** Also an admin, for the site journey's list of contact messages. */
export const e2eSiteAdminEmail = 'site@e2e.test';

/** Also an admin, for the analytics journey's dashboard (e2e/analytics.spec.ts). */
export const e2eAnalyticsAdminEmail = 'analytics@e2e.test';

/** Also an admin, for the Explore journey's moderation (e2e/explore.spec.ts). */
export const e2eExploreAdminEmail = 'explore@e2e.test';
