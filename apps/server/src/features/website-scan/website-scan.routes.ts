import { scanSourceKinds } from '@brandloom/shared/brands';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Database } from '../../db/client.ts';
import { validationHook } from '../../lib/error-handler.ts';
import type { Guards } from '../../lib/guards.ts';
import { errorResponse, jsonBody, jsonContent } from '../../lib/openapi.ts';
import type { SessionEnv } from '../../lib/require-session.ts';
import type { AllowedHost } from '../../lib/safe-fetch/address-policy.ts';
import { limitWebsiteScans } from './limit-website-scans.ts';
import { requireImageImportPlan } from './require-image-import-plan.ts';
import { websiteUrlOf } from './website-fetch.ts';
import { websiteImageSources } from './website-image-sources.ts';

const websiteUrlSchema = z
  .object({
    url: z
      .string()
      .trim()
      .min(1)
      .max(2000)
      .refine((value) => URL.canParse(websiteUrlOf(value)) && /^https?:/i.test(websiteUrlOf(value)), {
        message: 'must be an http:// or https:// address',
      })
      .openapi({
        description: 'The website; "example.com" means https://example.com/',
        example: 'example.com',
      }),
  })
  .openapi('WebsiteUrl');

const sourceSchema = z.object({
  kind: z.enum(scanSourceKinds),
  detail: z.string().optional().openapi({ description: 'Verbatim detail, e.g. the CSS variable or file' }),
});
const scanned = <T extends z.ZodType>(value: T) => z.object({ value, source: sourceSchema });

const draftSchema = z
  .object({
    url: z.string().openapi({ description: 'The address scanned, after redirects' }),
    name: scanned(z.string()).nullable(),
    description: scanned(z.string()).nullable(),
    colors: z
      .array(scanned(z.string()))
      .openapi({ description: 'Lower-case #rrggbb, likeliest brand colour first' }),
    fonts: z.array(scanned(z.object({ family: z.string(), url: z.string().nullable() }))),
    logos: z.array(
      scanned(
        z.object({
          kind: z.enum(['logo', 'icon']),
          url: z.string().nullable(),
          svg: z
            .string()
            .nullable()
            .openapi({ description: 'Sanitised markup of an inline SVG (then url is null)' }),
          contentType: z.string().nullable(),
        }),
      ),
    ),
  })
  .openapi('BrandScanDraft');

const imageListSchema = z
  .object({
    url: z.string().openapi({ description: 'The page read, after redirects' }),
    images: z.array(
      z.object({
        url: z.string(),
        alt: z.string().nullable(),
        width: z.number().int().nullable(),
        height: z.number().int().nullable(),
        source: z.enum(websiteImageSources),
      }),
    ),
  })
  .openapi('WebsiteImageList');

const errors = {
  400: errorResponse('Not a website address'),
  401: errorResponse('Not signed in'),
  429: errorResponse('Too many scans'),
};

const scanRoute = createRoute({
  method: 'post',
  path: '/api/website-scan',
  tags: ['Brands'],
  summary: 'Scan a website into a brand draft to review (nothing is stored)',
  request: { body: jsonBody(websiteUrlSchema) },
  responses: {
    200: jsonContent(draftSchema, 'The draft'),
    ...errors,
    403: errorResponse('E-mail not verified'),
    422: errorResponse('BRAND_SCAN_FAILED: the site could not be read'),
  },
});

const imagesRoute = createRoute({
  method: 'post',
  path: '/api/website-scan/images',
  tags: ['Uploads'],
  summary: "List a website's images to import into uploads (paid plans)",
  request: { body: jsonBody(websiteUrlSchema) },
  responses: {
    200: jsonContent(imageListSchema, 'The images'),
    ...errors,
    403: errorResponse('UPGRADE_REQUIRED on the Free plan, or e-mail not verified'),
    422: errorResponse('WEBSITE_IMAGES_FAILED: the site could not be read'),
  },
});

export interface WebsiteScanRoutesDeps {
  guards: Guards;
  db: Database;
  /** WEBSITE_SCAN_ALLOWED_HOSTS: non-public addresses scans may reach (tests, intranets). */
  allowedHosts: readonly AllowedHost[];
  now: () => number;
}

// The scanners bring an HTML and a CSS parser (~45 MB, ~1 s to load): they are imported with the
// first scan, not at start (0043).
export function websiteScanRoutes({ guards, db, allowedHosts, now }: WebsiteScanRoutesDeps) {
  const app = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  app.use(scanRoute.path, guards.session);
  app.use(imagesRoute.path, guards.session);
  return app
    .openapi(scanRoute, async (c) => {
      const { url } = c.req.valid('json');
      await limitWebsiteScans(db, c.get('user').id, now());
      const { scanWebsite } = await import('./scan-website.ts');
      const draft = await scanWebsite(url, { allowedHosts, logger: c.get('logger') });
      c.header('Cache-Control', 'no-store');
      return c.json(draft, 200);
    })
    .openapi(imagesRoute, async (c) => {
      const { url } = c.req.valid('json');
      await requireImageImportPlan(db, c.get('user').id);
      await limitWebsiteScans(db, c.get('user').id, now());
      const { listWebsiteImages } = await import('./list-website-images.ts');
      const list = await listWebsiteImages(url, { allowedHosts, logger: c.get('logger') });
      c.header('Cache-Control', 'no-store');
      return c.json(list, 200);
    });
}
