import { join } from 'node:path';
import { uploadsBucket } from '@brandloom/shared/uploads';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { matchedRoutes, routePath } from 'hono/route';
import type { BillingProvider } from './adapters/billing/billing.ts';
import { createLocalBillingProvider } from './adapters/billing/local/local-billing-provider.ts';
import type { EmailSender } from './adapters/email/email.ts';
import { openBucket } from './adapters/storage/bucket.ts';
import type { Storage } from './adapters/storage/storage.ts';
import { type Database, type Listen, pingDatabase, schemaUpToDate } from './db/client.ts';
import { type Env, repoRoot } from './env.ts';
import { accountRoutes } from './features/account/account.routes.ts';
import { grantAdminRoleIfListed } from './features/admin/admin.repository.ts';
import { adminRoutes } from './features/admin/admin.routes.ts';
import { analyticsAdminRoutes, analyticsRoutes } from './features/analytics/analytics.routes.ts';
import { recordKeyEvent } from './features/analytics/index.ts';
import { apiDocsRoutes } from './features/api-docs/api-docs.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { createAuth } from './features/auth/auth.ts';
import { authConfigRoutes } from './features/auth/auth-config.routes.ts';
import { signOutRoutes } from './features/auth/sign-out.routes.ts';
import { billingRoutes } from './features/billing/billing.routes.ts';
import { type BillingTestClock, billingTestClockRoutes } from './features/billing/billing-test-clock.ts';
import { billingWebhookPath, billingWebhookRoutes } from './features/billing/billing-webhook.routes.ts';
import { cancelAccountSubscription } from './features/billing/cancel-account-subscription.ts';
import { localBillingRoutes } from './features/billing/local-billing.routes.ts';
import { blogRoutes } from './features/blog/blog.routes.ts';
import { createBlogSource, createSiteCards } from './features/blog/index.ts';
import { brandCheckRoutes } from './features/brand-check/brand-check.routes.ts';
import type { FetchImage } from './features/brands/add-brand-logo-from-url.ts';
import { brandFileBodyPaths, brandRoutes } from './features/brands/brands.routes.ts';
import { contactAdminRoutes, contactRoutes } from './features/contact/contact.routes.ts';
import { conversationsRoutes } from './features/conversations/conversations.routes.ts';
import { creativeEditorRoutes } from './features/creative-editor/creative-editor.routes.ts';
import { creativesRoutes } from './features/creatives/creatives.routes.ts';
import { creditsRoutes } from './features/credits/credits.routes.ts';
import { errorLoggingRoutes } from './features/error-logging/error-logging.routes.ts';
import { exploreRoutes } from './features/explore/explore.routes.ts';
import { exploreCreativePageHead, isExploreCreativePath } from './features/explore/index.ts';
import { fontRoutes } from './features/fonts/fonts.routes.ts';
import { generationRoutes } from './features/generation/generation.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { mailboxRoutes } from './features/mailbox/mailbox.routes.ts';
import { onboardingRoutes } from './features/onboarding/onboarding.routes.ts';
import { emailLanguage } from './features/profile/email-language.ts';
import { createUserProfile } from './features/profile/profile.repository.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import type { PublishChange } from './features/realtime/publish-change.ts';
import { realtimeRoutes } from './features/realtime/realtime.routes.ts';
import type { RealtimeHub } from './features/realtime/realtime-hub.ts';
import { siteRoutes } from './features/site/site.routes.ts';
import { storageRoutes } from './features/storage/storage.routes.ts';
import { createImageTransformer } from './features/storage/transform-image.ts';
import { stylesRoutes } from './features/styles/styles.routes.ts';
import { templatesRoutes } from './features/templates/templates.routes.ts';
import { templatesAdminRoutes } from './features/templates/templates-admin.routes.ts';
import { uploadSetupRoutes } from './features/uploads/upload-setup.routes.ts';
import { uploadBodyPaths, uploadsRoutes } from './features/uploads/uploads.routes.ts';
import { webRoutes } from './features/web/web.routes.ts';
import { fetchWebsiteLogo } from './features/website-scan/fetch-website-image.ts';
import { websiteScanRoutes } from './features/website-scan/website-scan.routes.ts';
import { AppError } from './lib/app-error.ts';
import { refuseBadInput } from './lib/bad-input.ts';
import { clientAddress } from './lib/client-address.ts';
import { compressResponses } from './lib/compress.ts';
import { refuseCrossSiteRequests } from './lib/cross-site-requests.ts';
import { handleError, handleNotFound, validationHook } from './lib/error-handler.ts';
import { createGuards } from './lib/guards.ts';
import { type AppEnv, unless } from './lib/http.ts';
import type { Logger } from './lib/logger.ts';
import type { Metrics } from './lib/metrics.ts';
import type { AuthSessionCache } from './lib/require-session.ts';
import { createSessionCache } from './lib/session-cache.ts';
import { createOriginPolicy, isLocalUrl } from './lib/trusted-origins.ts';

export interface AppDeps {
  env: Pick<
    Env,
    | 'BODY_LIMIT_BYTES'
    | 'WEB_BUILD_DIR'
    | 'PUBLIC_URL'
    | 'NODE_ENV'
    | 'TRUSTED_PROXIES'
    | 'ADMIN_EMAILS'
    | 'GOOGLE_CLIENT_ID'
    | 'GOOGLE_CLIENT_SECRET'
    | 'GOOGLE_ISSUER_URL'
    | 'WEBSITE_SCAN_ALLOWED_HOSTS'
  > &
    Partial<Pick<Env, 'SUPPORT_EMAIL' | 'PREVIEW_TOKEN' | 'BLOG_CONTENT_DIR' | 'BLOG_STAGING_DIR'>>;
  logger: Logger;
  db: Database;
  storage: Storage;
  email: EmailSender;
  /** Fans database change notifications out to this instance's realtime streams. */
  realtime: RealtimeHub;
  /** Secret better-auth signs cookies and tokens with (see resolveAuthSecret). */
  authSecret: string;
  /** Image generation: the models with a provider here, and what to do when creatives were queued. */
  generation?: { availableModels: ReadonlySet<string>; onQueued: () => void };
  /** Announces changes to the owner's browser tabs. */
  publish?: PublishChange;
  /** Downloads logo candidates of a website scan; must refuse internal addresses (default: the safe fetch). */
  fetchImage?: FetchImage;
  /** The card payment provider (default: the local provider on our own pages). */
  billingProvider?: BillingProvider;
  /** Clock, replaceable in tests. */
  now?: () => number;
  /** End-to-end runs only (BILLING_TEST_CLOCK): billing's and the credit balance's movable clock. */
  billingTestClock?: BillingTestClock;
  /** Counts requests and their latencies by route (served apart from the app, see serveMetrics). */
  metrics?: Metrics;
  /** True once the process is shutting down: readiness fails so balancers stop sending requests. */
  stopping?: () => boolean;
  /**
   * Hears the database's announcements of changed sessions and users: given, signed-in sessions
   * are reused for a few seconds instead of being looked up on every request (0048).
   */
  sessionChanges?: Listen;
  /**
   * Settles once the template catalogue is seeded. A server on a new database (or a new catalogue)
   * answers /api/health while it seeds, and its other API requests wait for the seed (0048).
   */
  templatesSeeded?: Promise<unknown>;
}

const openApiPath = '/api/openapi.json';

/** The OpenAPI document's header; the paths come from the routes' schemas. */
export const apiDocumentConfig = {
  openapi: '3.1.0',
  info: { title: 'Brandloom API', version: '1.0.0' },
} as const;

/** The whole HTTP application, wired by hand from its dependencies. */
export function createApp({
  env,
  logger,
  db,
  storage,
  email,
  realtime,
  authSecret,
  generation = { availableModels: new Set(), onQueued: () => {} },
  publish = async () => {},
  fetchImage = (url) => fetchWebsiteLogo(url, { allowedHosts: env.WEBSITE_SCAN_ALLOWED_HOSTS, logger }),
  billingProvider = createLocalBillingProvider(env.PUBLIC_URL),
  now = Date.now,
  billingTestClock,
  metrics,
  stopping = () => false,
  sessionChanges,
  templatesSeeded,
}: AppDeps) {
  const auth = createAuth({
    db,
    env,
    secret: authSecret,
    email,
    logger,
    now,
    accounts: {
      async userCreated(userId, createdAt, language) {
        await createUserProfile(db, userId, createdAt);
        await grantAdminRoleIfListed(db, userId, env.ADMIN_EMAILS);
        await recordKeyEvent(db, userId, 'sign_up', new Date(now()), language);
      },
      sessionCreated: (userId) => grantAdminRoleIfListed(db, userId, env.ADMIN_EMAILS),
      emailLanguage: (userId, requested) => emailLanguage(db, userId, requested),
    },
  });
  const uploads = openBucket(storage, uploadsBucket);
  const images = createImageTransformer(storage);
  const origins = createOriginPolicy(env, logger);
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    c.set('logger', logger.child({ reqId: c.get('requestId') }));
    await next();
    c.get('logger').info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        durationMs: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  if (metrics)
    app.use(async (c, next) => {
      const started = performance.now();
      await next();
      // The template of the endpoint asked for (e.g. /api/creatives/:id: the first handler matched, as
      // routes are tried in order), also when a guard answered before it, so labels stay few.
      const endpoint = matchedRoutes(c).find((route) => route.method !== 'ALL');
      metrics.observeRequest(
        { method: c.req.method, route: endpoint?.path ?? routePath(c), status: c.res.status },
        (performance.now() - started) / 1000,
      );
    });
  app.use(clientAddress(env.TRUSTED_PROXIES));
  app.use(compressResponses());
  // better-auth checks the origins of /api/auth/* itself (same list), answering in its own shape.
  // The billing processor's webhook is a server-to-server call, proven by its signature instead.
  const checksItself = (c: Context<AppEnv>) =>
    c.req.path === billingWebhookPath || c.req.path === '/api/auth' || c.req.path.startsWith('/api/auth/');
  app.use(unless(checksItself, refuseCrossSiteRequests(origins)));
  // Forms to the routes that take files have their own, larger limits; any other body to them
  // (read by refuseBadInput below) has the API's.
  const fileBodyPaths = [...uploadBodyPaths, ...brandFileBodyPaths];
  app.use(
    '/api/*',
    unless(
      // A GET or HEAD has no body: asking for one makes @hono/node-server build a whole WHATWG
      // Request (stream, AbortController), ~4 % of a list request's CPU (0053).
      (c) =>
        c.req.method === 'GET' ||
        c.req.method === 'HEAD' ||
        (fileBodyPaths.includes(c.req.path) && /^multipart\//i.test(c.req.header('content-type') ?? '')),
      bodyLimit({
        maxSize: env.BODY_LIMIT_BYTES,
        onError: () => {
          throw new AppError('PAYLOAD_TOO_LARGE');
        },
      }),
    ),
  );
  // better-auth's routes answer in its own shape, so its mount runs the same check itself.
  // The webhook's body is the processor's signed event: checked by its signature, never stored.
  app.use('/api/*', unless(checksItself, refuseBadInput()));

  if (templatesSeeded) {
    // Once seeded, requests pass on without waiting on the settled promise (a turn each).
    let seeded = false;
    templatesSeeded.then(
      () => {
        seeded = true;
      },
      () => {},
    );
    app.use(
      '/api/*',
      unless(
        (c) => seeded || c.req.path === '/api/health',
        async (_c, next) => {
          await templatesSeeded;
          await next();
        },
      ),
    );
  }
  const sessions: AuthSessionCache | undefined = sessionChanges
    ? createSessionCache({ listen: sessionChanges, logger })
    : undefined;
  if (sessions) {
    // better-auth's own endpoints (sign-out, revocations, password resets, e-mail links, its admin
    // endpoints) and our admin's changes may end anyone's sessions: the cache is emptied before they
    // answer, so this process never serves what they ended (other processes hear the database).
    // Only those paths run it: the other requests do not pass through one more layer.
    const clearSessionsAfterChanges: MiddlewareHandler<AppEnv> = async (c, next) => {
      await next();
      const changes = c.req.path.startsWith('/api/auth/')
        ? c.req.path !== '/api/auth/get-session'
        : c.req.method !== 'GET' && c.req.method !== 'HEAD';
      if (changes) sessions.clear();
    };
    app.use('/api/auth/*', clearSessionsAfterChanges);
    app.use('/api/admin/*', clearSessionsAfterChanges);
  }
  const guards = createGuards(auth, sessions);
  app.route(
    '/',
    healthRoutes({
      database: () => pingDatabase(db),
      storage: () => storage.check(),
      readiness: { database: () => pingDatabase(db), migrations: () => schemaUpToDate(db), stopping },
    }),
  );
  app.route('/', errorLoggingRoutes(now));
  app.route('/', authRoutes(auth, origins));
  app.route('/', authConfigRoutes(env));
  app.route('/', signOutRoutes(auth, guards));
  app.route('/', profileRoutes(guards, db));
  const billing = {
    db,
    provider: billingProvider,
    logger,
    now: billingTestClock?.now ?? (() => new Date(now())),
    publicUrl: env.PUBLIC_URL,
  };
  const cancelSubscription = (userId: string) => cancelAccountSubscription(billing, userId);
  app.route('/', adminRoutes(guards, db, storage, cancelSubscription));
  app.route('/', accountRoutes(auth, guards, { db, storage, cancelSubscription }));
  app.route('/', billingRoutes(guards, billing));
  if (billingProvider.remote) app.route('/', billingWebhookRoutes(billing));
  else app.route('/', localBillingRoutes(guards, billing));
  if (billingTestClock) app.route('/', billingTestClockRoutes(billingTestClock, billing));
  app.route('/', creditsRoutes(guards, db, billing.now));
  app.route('/', onboardingRoutes(guards, db));
  app.route('/', conversationsRoutes(guards, db, storage));
  // Before the creatives' routes, whose `/api/creatives/{id}` would take `/api/creatives/brand-checks`.
  app.route('/', brandCheckRoutes({ guards, db, storage, publish }));
  app.route('/', creativesRoutes({ guards, db, storage, publish, images, now }));
  app.route('/', exploreRoutes({ guards, db, storage, email, logger, now }));
  app.route('/', generationRoutes({ guards, db, storage, publish, ...generation }));
  app.route('/', creativeEditorRoutes({ guards, db, storage, publish }));
  app.route('/', websiteScanRoutes({ guards, db, allowedHosts: env.WEBSITE_SCAN_ALLOWED_HOSTS, now }));
  app.route('/', brandRoutes(guards, { db, storage, fetchImage }));
  app.route('/', fontRoutes());
  app.route('/', stylesRoutes(guards, db));
  app.route('/', templatesRoutes(guards, { db, storage }));
  app.route('/', templatesAdminRoutes(guards, db));
  app.route(
    '/',
    uploadsRoutes(guards, {
      db,
      bucket: uploads,
      appUrl: env.PUBLIC_URL,
      allowedHosts: env.WEBSITE_SCAN_ALLOWED_HOSTS,
    }),
  );
  app.route('/', uploadSetupRoutes(guards, { db, bucket: uploads }));
  app.route('/', realtimeRoutes(guards, db, realtime, now));
  // The public site (0047): contact form, blog previews and covers, sitemap, robots.txt, feeds, cards.
  app.route(
    '/',
    contactRoutes({
      db,
      email,
      secret: authSecret,
      supportAddresses: env.SUPPORT_EMAIL ? [env.SUPPORT_EMAIL] : env.ADMIN_EMAILS,
      logger,
      now,
    }),
  );
  app.route('/', contactAdminRoutes(guards, db));
  // First-party analytics (0051): the page-view beacon and the admin's report.
  app.route(
    '/',
    analyticsRoutes({
      db,
      publicUrl: env.PUBLIC_URL,
      sessionUserId: async (headers) => (await auth.api.getSession({ headers }))?.user.id ?? null,
      now,
    }),
  );
  app.route('/', analyticsAdminRoutes(guards, db, now));
  const blog = createBlogSource(env.BLOG_CONTENT_DIR ?? join(repoRoot, 'content/blog'), env.BLOG_STAGING_DIR);
  const cards = createSiteCards(storage);
  app.route(
    '/',
    blogRoutes({
      source: blog,
      cards,
      previewToken: env.PREVIEW_TOKEN,
      secureCookies: env.PUBLIC_URL.startsWith('https:'),
    }),
  );
  app.route('/', siteRoutes({ publicUrl: env.PUBLIC_URL, blog, cards }));
  // Its messages hold sign-in links: served only while the server is started for local use (0029).
  if (email.kind === 'outbox' && isLocalUrl(env.PUBLIC_URL)) app.route('/', mailboxRoutes(email.dir));
  app.doc31(openApiPath, apiDocumentConfig);
  app.route('/', apiDocsRoutes(openApiPath));
  app.route('/', storageRoutes(storage, images));
  app.route(
    '/',
    webRoutes(env.WEB_BUILD_DIR, env.PUBLIC_URL, {
      matches: isExploreCreativePath,
      head: (path) => exploreCreativePageHead({ db, storage, publicUrl: env.PUBLIC_URL }, path),
    }),
  );

  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}
