import { pageViewEndpoint } from '@brandloom/shared/analytics';
import { analyticsRanges } from '@brandloom/shared/analytics-events';
import { authCookiePrefix } from '@brandloom/shared/auth';
import { languages } from '@brandloom/shared/i18n/languages';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Database } from '../../db/client.ts';
import { validationHook } from '../../lib/error-handler.ts';
import type { Guards } from '../../lib/guards.ts';
import type { AppEnv } from '../../lib/http.ts';
import { requestLanguage } from '../../lib/language.ts';
import { adminErrors, errorResponse, jsonBody, jsonContent } from '../../lib/openapi.ts';
import type { SessionEnv } from '../../lib/require-session.ts';
import { analyticsReport } from './analytics-report.ts';
import { createPageViewLimiter, recordPageView } from './record-page-view.ts';
import { createVisitorHasher } from './visitor-hash.ts';

const pageViewRoute = createRoute({
  method: 'post',
  path: pageViewEndpoint,
  tags: ['Analytics'],
  summary: 'Records a page view (sent by the web app with navigator.sendBeacon)',
  description:
    'No cookie is read or set for visitors who are not signed in; the visitor is counted by a hash of the day’s random salt with the address and user agent. Not recorded: `DNT: 1` or `Sec-GPC: 1`, the paths spec §2 excludes, bots.',
  request: {
    body: jsonBody(
      z
        .object({
          path: z
            .string()
            .regex(/^\/[^?#\s]*$/, 'a path without query or fragment')
            .max(300),
          referrer: z.string().max(1000).optional(),
          language: z.string().max(10).optional(),
        })
        .openapi('PageView'),
    ),
  },
  responses: {
    202: jsonContent(
      z.object({ recorded: z.boolean() }),
      'Received; `recorded` is false when the visitor opted out, the path is excluded or the agent is a bot',
    ),
    400: errorResponse('VALIDATION_FAILED'),
    429: errorResponse('RATE_LIMITED: too many page views from this visitor'),
  },
});

const countsSchema = {
  visitors: z.number().int().openapi({ description: 'Distinct visitors of each day, summed' }),
  pageViews: z.number().int(),
  signUps: z.number().int(),
  firstCreatives: z.number().int(),
  paid: z.number().int(),
};
const rateSchema = z
  .number()
  .nullable()
  .openapi({ description: 'A fraction (0.25 = 25 %); null when there is nothing to divide by' });

const reportRoute = createRoute({
  method: 'get',
  path: '/api/admin/analytics',
  tags: ['Admin'],
  summary: 'Visitors, page views, sign-ups and conversions by UTC day and by language',
  request: {
    query: z.object({
      days: z
        .enum(analyticsRanges.map(String) as ['7', '30', '90'])
        .default('30')
        .transform(Number)
        .openapi({ description: 'The last 7, 30 or 90 days, today included' }),
    }),
  },
  responses: {
    200: jsonContent(
      z
        .object({
          from: z.iso.date(),
          to: z.iso.date(),
          days: z.array(z.object({ day: z.iso.date(), ...countsSchema })),
          languages: z.array(z.object({ language: z.enum(languages), ...countsSchema })),
          totals: z.object(countsSchema),
          conversion: z.object({
            signUps: z.number().int().openapi({ description: 'Sign-ups in the range' }),
            firstCreative: z.number().int().openapi({ description: 'Of those, users with a first creative' }),
            paid: z.number().int().openapi({ description: 'Of those, users who paid' }),
            visitorToSignUp: rateSchema,
            signUpToFirstCreative: rateSchema,
            signUpToPaid: rateSchema,
          }),
          pages: z.array(z.object({ path: z.string(), pageViews: z.number().int() })),
          referrers: z.array(z.object({ host: z.string(), pageViews: z.number().int() })),
        })
        .openapi('AnalyticsReport'),
      'The report',
    ),
    400: errorResponse('Unknown range'),
    ...adminErrors,
  },
});

export interface AnalyticsRoutesDeps {
  db: Database;
  publicUrl: string;
  /** The signed-in user of a request's session cookie, or null. */
  sessionUserId: (headers: Headers) => Promise<string | null>;
  now: () => number;
}

const optedOut = (headers: Headers) => headers.get('dnt') === '1' || headers.get('sec-gpc') === '1';

/** First-party analytics (decision 0051): the page-view beacon. */
export function analyticsRoutes(deps: AnalyticsRoutesDeps) {
  const pageViews = {
    db: deps.db,
    hashVisitor: createVisitorHasher(deps.db),
    allow: createPageViewLimiter(deps.now),
    publicUrl: deps.publicUrl,
    now: deps.now,
  };
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(pageViewRoute, async (c) => {
    const headers = c.req.raw.headers;
    // Only a request with a session cookie is looked up: visitors who did not sign in have none.
    const userId = (headers.get('cookie') ?? '').includes(`${authCookiePrefix}.session_token`)
      ? await deps.sessionUserId(headers)
      : null;
    const outcome = await recordPageView(pageViews, c.req.valid('json'), {
      address: c.get('clientAddress'),
      userAgent: c.req.header('user-agent') ?? '',
      userId,
      optedOut: optedOut(headers),
      headerLanguage: requestLanguage(c),
    });
    c.header('Cache-Control', 'no-store');
    return c.json({ recorded: outcome === 'recorded' }, 202);
  });
}

/** The admin dashboard's report (/app/admin). */
export function analyticsAdminRoutes(guards: Guards, db: Database, now: () => number) {
  const app = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  app.use(reportRoute.path, guards.admin);
  return app.openapi(reportRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await analyticsReport(db, c.req.valid('query').days as 7 | 30 | 90, now()), 200);
  });
}
