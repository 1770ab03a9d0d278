import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { openAiDefaults } from './adapters/image-provider/openai/openai-defaults.ts';
import { miniMaxDefaults } from './adapters/video-provider/minimax/minimax-defaults.ts';
import { veoDefaults } from './adapters/video-provider/veo/veo-defaults.ts';
import { videoVendorDefaults } from './adapters/video-provider/video-vendor-defaults.ts';
import { isAddressOrRange } from './lib/client-address.ts';
import { parseAllowedHosts } from './lib/safe-fetch/address-policy.ts';
import { repoRoot } from './lib/server-root.ts';
import { isLocalUrl } from './lib/trusted-origins.ts';

export { repoRoot };

const path = z
  .string()
  .min(1)
  .transform((value) => (isAbsolute(value) ? value : resolve(repoRoot, value)));

const postgresUrl = z
  .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
  .optional();

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Every variable the server reads; defaults make `npm start` work with no configuration. */
export const envDocs = [
  { name: 'PORT', default: '3000', description: 'HTTP port.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface to listen on.' },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:$PORT',
    description:
      'Public origin, used in links; the only origin (with its loopback forms when it is on this machine) the app accepts sign-ups and changes from.',
  },
  {
    name: 'DATA_DIR',
    default: '.data',
    description: 'Folder for the embedded database and local file storage (relative to the repo root).',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    description: 'Postgres URL; unset means the embedded PGlite database under DATA_DIR/db.',
  },
  {
    name: 'WEB_BUILD_DIR',
    default: 'apps/web/build/client',
    description: 'Built web app to serve (relative to the repo root).',
  },
  { name: 'BODY_LIMIT_BYTES', default: '1048576', description: 'Largest accepted JSON request body.' },
  { name: 'LOG_LEVEL', default: 'info', description: `One of ${logLevels.join(', ')}.` },
  {
    name: 'AUTH_SECRET',
    default: '(generated)',
    description:
      'Secret that signs session cookies and tokens (at least 32 characters). Unset: one is generated once and kept in DATA_DIR/auth-secret. Set it when several instances share a database.',
  },
  {
    name: 'TRUSTED_PROXIES',
    default: '(unset)',
    description:
      'Comma-separated IPs or CIDR ranges of reverse proxies in front of the server; their X-Forwarded-For is trusted for the client IP (rate limits, the development mailbox). Unset: the socket address is the client.',
  },
  {
    name: 'SMTP_URL',
    default: '(unset)',
    description:
      'SMTP server for outgoing e-mail, e.g. smtps://user:pass@smtp.example.com:465. Unset: e-mails are written as .eml files to DATA_DIR/outbox, readable at /dev/mailbox from this machine when PUBLIC_URL is a loopback address (local use).',
  },
  { name: 'MAIL_FROM', default: 'Brandloom <no-reply@localhost>', description: 'Sender of outgoing e-mail.' },
  {
    name: 'GOOGLE_CLIENT_ID',
    default: '(unset)',
    description:
      'OAuth client id for Google sign-in ("Continue with Google"; redirect URI $PUBLIC_URL/api/auth/callback/google); set together with GOOGLE_CLIENT_SECRET. Unset: no Google button.',
  },
  {
    name: 'GOOGLE_CLIENT_SECRET',
    default: '(unset)',
    description: 'OAuth client secret for Google sign-in; set together with GOOGLE_CLIENT_ID.',
  },
  {
    name: 'GOOGLE_ISSUER_URL',
    default: 'https://accounts.google.com',
    description:
      'OpenID Connect issuer for Google sign-in; its /.well-known/openid-configuration is read at start (another issuer for tests).',
  },
  {
    name: 'ADMIN_EMAILS',
    default: '(unset)',
    description:
      'Comma-separated e-mail addresses (any case) of administrators: these users get the admin role at sign-up and at every sign-in. More admins: `npm run admin -- grant <email>`.',
  },
  {
    name: 'SUPPORT_EMAIL',
    default: '(unset)',
    description:
      'Where messages of the contact form (/help) are e-mailed, with the sender as Reply-To. Unset: to the ADMIN_EMAILS addresses; with neither, messages are only stored (listed in /app/admin).',
  },
  {
    name: 'PREVIEW_TOKEN',
    default: '(unset)',
    description:
      "Secret (at least 16 characters) that opens the blog's preview mode: /blog?preview=<token> shows drafts and reads posts afresh. Unset: no preview mode.",
  },
  {
    name: 'BLOG_CONTENT_DIR',
    default: 'content/blog',
    description:
      "The blog's Markdown articles ({language}/{slug}.md). The build prerenders the published ones from it (set it for the build too); the server reads it for feeds, the sitemap, covers and previews.",
  },
  {
    name: 'BLOG_STAGING_DIR',
    default: '(unset)',
    description:
      'A second folder of articles (e.g. a checkout of a content branch) that preview mode reads instead with ?staging. Unset: ?staging is refused.',
  },
  {
    name: 'GENERATION_WORKERS',
    default: '2',
    description:
      'Creatives this server process generates at once from the job queue; 0 leaves generation to separate `npm run worker` processes (which read this too).',
  },
  {
    name: 'METRICS_PORT',
    default: '(unset)',
    description:
      'Port for Prometheus metrics at /metrics (requests and latencies by route, queue depth, job durations, realtime clients, process figures), served by servers and `npm run worker` apart from the public port; keep it off the internet. Unset: no metrics.',
  },
  {
    name: 'NODE_ENV',
    default: 'production',
    description: 'development (pretty logs), production or test.',
  },
  {
    name: 'S3_BUCKET',
    default: '(unset)',
    description:
      'Bucket of an S3-compatible store for uploaded and generated files; unset means local disk under DATA_DIR/storage. Needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.',
  },
  { name: 'S3_ACCESS_KEY_ID', default: '(unset)', description: 'Access key of the S3 store.' },
  { name: 'S3_SECRET_ACCESS_KEY', default: '(unset)', description: 'Secret key of the S3 store.' },
  {
    name: 'S3_ENDPOINT',
    default: '(unset)',
    description: 'URL of an S3-compatible store (MinIO, R2, Garage…); unset means AWS S3.',
  },
  { name: 'S3_REGION', default: 'us-east-1', description: 'Region of the S3 store.' },
  {
    name: 'S3_FORCE_PATH_STYLE',
    default: 'false',
    description: 'true to address the bucket as ENDPOINT/BUCKET/key (most self-hosted stores).',
  },
  {
    name: 'S3_PUBLIC_URL',
    default: '(unset)',
    description:
      'Public base URL of the bucket (e.g. a CDN) for links to files; unset serves them through this server at /storage/*.',
  },
  {
    name: 'WEBSITE_SCAN_ALLOWED_HOSTS',
    default: '(unset)',
    description:
      'Comma-separated addresses that website scans may reach although they are not public: `127.0.0.1:4000` or `[::1]:4000` (one address and port) or `10.1.0.0/16` (a range, any port). For tests and intranet sites; unset, scans reach public addresses only.',
  },
  {
    name: 'OPENAI_API_KEY',
    default: '(unset)',
    description:
      'OpenAI API key: switches on the gpt-image-1 image model (the brand layer still sets logo and copy) and a chat model that writes the ad copy. Unset: the offline brand compositor paints every creative.',
  },
  {
    name: 'OPENAI_BASE_URL',
    default: openAiDefaults.baseUrl,
    description: 'Base URL of the OpenAI API (a proxy or a compatible gateway); needs OPENAI_API_KEY.',
  },
  {
    name: 'OPENAI_COPY_MODEL',
    default: openAiDefaults.copyModel,
    description:
      'Chat model that writes headline, sub-line and call to action (must support structured output); needs OPENAI_API_KEY.',
  },
  {
    name: 'OPENAI_TIMEOUT_MS',
    default: String(openAiDefaults.imageTimeoutMs),
    description:
      'How long one image request to OpenAI may take before it fails as a timeout (and is retried by the queue); needs OPENAI_API_KEY.',
  },
  {
    name: 'MINIMAX_API_KEY',
    default: '(unset)',
    description:
      "MiniMax API key: switches on the MiniMax-Hailuo-02 video model (6 or 10 s clips in the base image's frame). Unset: no MiniMax.",
  },
  {
    name: 'MINIMAX_BASE_URL',
    default: miniMaxDefaults.baseUrl,
    description:
      'Base URL of the MiniMax API (https://api.minimaxi.com for mainland-China accounts, or a proxy); needs MINIMAX_API_KEY.',
  },
  {
    name: 'GOOGLE_API_KEY',
    default: '(unset)',
    description:
      'Gemini API key: switches on the veo-2.0-generate-001 video model through the Gemini API (5–8 s, 16:9 or 9:16). Unset, and no Vertex AI settings: no Veo.',
  },
  {
    name: 'GOOGLE_GEMINI_BASE_URL',
    default: veoDefaults.geminiBaseUrl,
    description: 'Base URL of the Gemini API (a proxy); needs GOOGLE_API_KEY.',
  },
  {
    name: 'GOOGLE_CLOUD_PROJECT',
    default: '(unset)',
    description:
      'Google Cloud project for Veo on Vertex AI instead of the Gemini API; set together with GOOGLE_CLOUD_LOCATION and GOOGLE_VERTEX_ACCESS_TOKEN (Vertex wins over GOOGLE_API_KEY).',
  },
  {
    name: 'GOOGLE_CLOUD_LOCATION',
    default: '(unset)',
    description: 'Vertex AI region for Veo, e.g. us-central1; part of the Vertex AI settings.',
  },
  {
    name: 'GOOGLE_VERTEX_ACCESS_TOKEN',
    default: '(unset)',
    description:
      'OAuth access token for Vertex AI (e.g. `gcloud auth print-access-token` for a service account with the Vertex AI User role). Such tokens last an hour: renew it and restart, or use GOOGLE_API_KEY. Part of the Vertex AI settings.',
  },
  {
    name: 'GOOGLE_VERTEX_BASE_URL',
    default: 'https://$GOOGLE_CLOUD_LOCATION-aiplatform.googleapis.com',
    description: 'Base URL of Vertex AI (a proxy or a private endpoint); part of the Vertex AI settings.',
  },
  {
    name: 'BILLING_TEST_CLOCK',
    default: '(unset)',
    description:
      "End-to-end tests only: 'on' lets loopback clients move the billing clock (POST /api/dev/billing-clock/advance). Refused unless PUBLIC_URL is on this machine and the local billing provider is in use.",
  },
  {
    name: 'VIDEO_VENDOR_TIMEOUT_MS',
    default: String(videoVendorDefaults.timeoutMs),
    description:
      'How long a vendor video (MiniMax or Veo: queue, rendering and download) may take before it fails as a timeout; needs a vendor key.',
  },
  {
    name: 'STRIPE_SECRET_KEY',
    default: '(unset)',
    description:
      'Stripe secret key (sk_live_… or sk_test_…, or a restricted rk_… key): switches billing to Stripe Checkout, the Billing Portal and its webhooks (decision 0041). Set together with STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PLUS and STRIPE_PRICE_FLEX. Unset: the built-in local checkout and portal.',
  },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    default: '(unset)',
    description:
      'Signing secret (whsec_…) of the Stripe webhook endpoint $PUBLIC_URL/api/stripe/webhook; part of the Stripe settings.',
  },
  {
    name: 'STRIPE_PRICE_PLUS',
    default: '(unset)',
    description:
      'Stripe price id (price_…) of Plus: monthly, EUR with a USD currency option, at the amounts of packages/shared/src/billing.ts; part of the Stripe settings.',
  },
  {
    name: 'STRIPE_PRICE_FLEX',
    default: '(unset)',
    description:
      'Stripe price id (price_…) of Flex: monthly, volume-tiered on the quantity (= monthly credits) with one flat amount per Flex step; part of the Stripe settings.',
  },
] as const;

/** Variables that switch billing to Stripe: all of them or none. */
const stripeVariables = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_PLUS',
  'STRIPE_PRICE_FLEX',
] as const;

/** Half-configured Stripe is a start-up error naming each missing variable. */
function checkStripeGroup(input: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const set = stripeVariables.filter((name) => input[name] !== undefined);
  if (set.length === 0) return;
  for (const name of stripeVariables) {
    if (input[name] !== undefined) continue;
    ctx.addIssue({
      code: 'custom',
      path: [name],
      message: `is required when ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set (Stripe billing needs ${stripeVariables.join(', ')})`,
    });
  }
}

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

/** Variables that switch on S3 storage, and those of them it cannot work without. */
const s3Variables = [
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_FORCE_PATH_STYLE',
  'S3_PUBLIC_URL',
] as const;
const s3Required = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Variables that only tune the OpenAI provider: set without the key, they would silently do nothing. */
const openAiTuning = ['OPENAI_BASE_URL', 'OPENAI_COPY_MODEL', 'OPENAI_TIMEOUT_MS'] as const;

function checkOpenAiGroup(input: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const set = openAiTuning.filter((name) => input[name] !== undefined);
  if (set.length === 0 || input.OPENAI_API_KEY !== undefined) return;
  ctx.addIssue({
    code: 'custom',
    path: ['OPENAI_API_KEY'],
    message: `is required when ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set`,
  });
}

/** Variables that only tune a video vendor: without its key or its settings they would do nothing. */
const vendorTuning = [
  ['MINIMAX_BASE_URL', ['MINIMAX_API_KEY']],
  ['GOOGLE_GEMINI_BASE_URL', ['GOOGLE_API_KEY']],
] as const;
const vertexVariables = [
  'GOOGLE_CLOUD_PROJECT',
  'GOOGLE_CLOUD_LOCATION',
  'GOOGLE_VERTEX_ACCESS_TOKEN',
  'GOOGLE_VERTEX_BASE_URL',
] as const;
const vertexRequired = [
  'GOOGLE_CLOUD_PROJECT',
  'GOOGLE_CLOUD_LOCATION',
  'GOOGLE_VERTEX_ACCESS_TOKEN',
] as const;
const videoVendorSwitches = ['MINIMAX_API_KEY', 'GOOGLE_API_KEY', ...vertexRequired] as const;

/** A half-configured video vendor is a start-up error naming each missing variable. */
function checkVideoVendorGroups(input: Record<string, unknown>, ctx: z.RefinementCtx): void {
  for (const [name, [key]] of vendorTuning)
    if (input[name] !== undefined && input[key] === undefined)
      ctx.addIssue({ code: 'custom', path: [key], message: `is required when ${name} is set` });
  const vertexSet = vertexVariables.filter((name) => input[name] !== undefined);
  if (vertexSet.length > 0)
    for (const name of vertexRequired) {
      if (input[name] !== undefined) continue;
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `is required when ${vertexSet.join(', ')} ${vertexSet.length === 1 ? 'is' : 'are'} set (Veo on Vertex AI needs ${vertexRequired.join(', ')})`,
      });
    }
  if (
    input.VIDEO_VENDOR_TIMEOUT_MS !== undefined &&
    !videoVendorSwitches.some((name) => input[name] !== undefined)
  )
    ctx.addIssue({
      code: 'custom',
      path: ['VIDEO_VENDOR_TIMEOUT_MS'],
      message:
        'needs MINIMAX_API_KEY, GOOGLE_API_KEY or the Vertex AI settings: no video vendor is configured',
    });
}

/** A half-configured S3 group is a start-up error naming each missing variable. */
function checkS3Group(input: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const set = s3Variables.filter((name) => input[name] !== undefined);
  if (set.length === 0) return;
  for (const name of s3Required) {
    if (input[name] !== undefined) continue;
    ctx.addIssue({
      code: 'custom',
      path: [name],
      message: `is required when ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set (S3 storage needs ${s3Required.join(', ')})`,
    });
  }
}

const schema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    DATA_DIR: path.prefault('.data'),
    DATABASE_URL: postgresUrl,
    WEB_BUILD_DIR: path.prefault('apps/web/build/client'),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(1024 * 1024),
    LOG_LEVEL: z.enum(logLevels).default('info'),
    GENERATION_WORKERS: z.coerce.number().int().min(0).max(64).default(2),
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_ENDPOINT: httpUrl.optional(),
    S3_REGION: z.string().min(1).optional(),
    // A plain enum (not z.stringbool, a codec whose failure would hide the S3 group check).
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).optional(),
    S3_PUBLIC_URL: httpUrl.optional(),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    TRUSTED_PROXIES: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(z.string().refine(isAddressOrRange, 'must be IP addresses or CIDR ranges, comma-separated')),
      )
      .optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    MAIL_FROM: z.string().min(3).default('Brandloom <no-reply@localhost>'),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    ADMIN_EMAILS: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email('must be e-mail addresses, comma-separated')))
      .default([]),
    SUPPORT_EMAIL: z.email('must be an e-mail address').optional(),
    PREVIEW_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    BLOG_CONTENT_DIR: path.prefault('content/blog'),
    BLOG_STAGING_DIR: path.optional(),
    GOOGLE_ISSUER_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .default('https://accounts.google.com'),
    WEBSITE_SCAN_ALLOWED_HOSTS: z
      .string()
      .transform((value, ctx) => {
        try {
          return parseAllowedHosts(
            value
              .split(',')
              .map((entry) => entry.trim())
              .filter(Boolean),
          );
        } catch (error) {
          ctx.addIssue({
            code: 'custom',
            message: `must be address:port or CIDR entries (${(error as Error).message})`,
          });
          return z.NEVER;
        }
      })
      .default([]),
    OPENAI_API_KEY: z.string().min(1).optional(),
    OPENAI_BASE_URL: httpUrl.optional(),
    OPENAI_COPY_MODEL: z.string().min(1).optional(),
    OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000, 'must be at least 1000 (milliseconds)').optional(),
    MINIMAX_API_KEY: z.string().min(1).optional(),
    MINIMAX_BASE_URL: httpUrl.optional(),
    GOOGLE_API_KEY: z.string().min(1).optional(),
    GOOGLE_GEMINI_BASE_URL: httpUrl.optional(),
    // Google's project-id rule: 6–30 lowercase letters, digits and hyphens, starting with a letter.
    GOOGLE_CLOUD_PROJECT: z
      .string()
      .regex(/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/, 'must be a Google Cloud project id (e.g. my-project-123)')
      .optional(),
    // It becomes part of a host name, so only a region's characters.
    GOOGLE_CLOUD_LOCATION: z
      .string()
      .regex(/^[a-z]+-[a-z]+\d+$/, 'must be a Google Cloud region (e.g. us-central1)')
      .optional(),
    GOOGLE_VERTEX_ACCESS_TOKEN: z.string().min(1).optional(),
    GOOGLE_VERTEX_BASE_URL: httpUrl.optional(),
    BILLING_TEST_CLOCK: z.enum(['on'], { error: "must be 'on' or unset" }).optional(),
    VIDEO_VENDOR_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(10_000, 'must be at least 10000 (milliseconds)')
      .optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(live|test)_\w+$/, 'must be a Stripe secret key (sk_live_…, sk_test_… or rk_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
      .optional(),
    STRIPE_PRICE_PLUS: z
      .string()
      .regex(/^price_\w+$/, 'must be a Stripe price id (price_…)')
      .optional(),
    STRIPE_PRICE_FLEX: z
      .string()
      .regex(/^price_\w+$/, 'must be a Stripe price id (price_…)')
      .optional(),
  })
  .superRefine((env, ctx) => {
    // The test clock rewrites billing time: never on a server others can reach (decision 0042).
    if (env.BILLING_TEST_CLOCK && env.PUBLIC_URL && !isLocalUrl(env.PUBLIC_URL))
      ctx.addIssue({
        code: 'custom',
        path: ['BILLING_TEST_CLOCK'],
        message: 'is for end-to-end tests only: PUBLIC_URL must be on this machine',
      });
    // Metrics on the public port would be served to anyone.
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT)
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'must differ from PORT: metrics are kept off the public port',
      });
    // A half-configured pair is a start-up error naming the missing variable (DESIGN.md §2).
    if (env.GOOGLE_CLIENT_ID && !env.GOOGLE_CLIENT_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'is required when GOOGLE_CLIENT_ID is set',
      });
    if (env.GOOGLE_CLIENT_SECRET && !env.GOOGLE_CLIENT_ID)
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_ID'],
        message: 'is required when GOOGLE_CLIENT_SECRET is set',
      });
  })
  // Runs even when other variables are bad, so one error names every problem.
  .superRefine(checkS3Group, { when: () => true })
  .superRefine(checkOpenAiGroup, { when: () => true })
  .superRefine(checkVideoVendorGroups, { when: () => true })
  .superRefine(checkStripeGroup, { when: () => true })
  .transform(({ PUBLIC_URL, ...env }) => ({
    ...env,
    PUBLIC_URL: (PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    // Defaults of the S3 group are applied here, so checkS3Group sees only what was set.
    S3_REGION: env.S3_REGION ?? 'us-east-1',
    S3_FORCE_PATH_STYLE: env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1',
    // Defaults of the OpenAI group are applied here, so checkOpenAiGroup sees only what was set.
    OPENAI_BASE_URL: env.OPENAI_BASE_URL ?? openAiDefaults.baseUrl,
    OPENAI_COPY_MODEL: env.OPENAI_COPY_MODEL ?? openAiDefaults.copyModel,
    OPENAI_TIMEOUT_MS: env.OPENAI_TIMEOUT_MS ?? openAiDefaults.imageTimeoutMs,
    // Defaults of the video vendors, for the same reason (GOOGLE_VERTEX_BASE_URL follows the region).
    MINIMAX_BASE_URL: env.MINIMAX_BASE_URL ?? miniMaxDefaults.baseUrl,
    GOOGLE_GEMINI_BASE_URL: env.GOOGLE_GEMINI_BASE_URL ?? veoDefaults.geminiBaseUrl,
    VIDEO_VENDOR_TIMEOUT_MS: env.VIDEO_VENDOR_TIMEOUT_MS ?? videoVendorDefaults.timeoutMs,
  }));

export type Env = z.output<typeof schema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/**
 * Validates the configuration once at start. Empty strings count as unset, so a blank line in
 * .env means "use the default" rather than an invalid value.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const names = new Set<string>(envDocs.map((doc) => doc.name));
  const input = Object.fromEntries(
    Object.entries(source).filter(([name, value]) => names.has(name) && value !== undefined && value !== ''),
  );
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** The process environment plus the optional `.env` file at the repo root (set variables win). */
export function loadProcessEnv(): Env {
  const envFile = join(repoRoot, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  return loadEnv();
}
