import {
  brandCheckBatchLimit,
  brandCheckSchema,
  brandCheckSummarySchema,
} from '@brandloom/shared/brand-check';
import { isUuid } from '@brandloom/shared/ids';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { validationHook } from '../../lib/error-handler.ts';
import type { Guards } from '../../lib/guards.ts';
import { requestLanguage } from '../../lib/language.ts';
import { errorResponse, idPathParam, jsonContent, signedInErrors } from '../../lib/openapi.ts';
import type { SessionEnv } from '../../lib/require-session.ts';
import { creativeSchema, creativeView } from '../creatives/index.ts';
import { imageRequestSources } from '../generation/index.ts';
import type { PublishChange } from '../realtime/index.ts';
import { fixBrandCheck } from './fix-brand-check.ts';
import { getBrandCheck } from './get-brand-check.ts';
import { getBrandChecks } from './get-brand-checks.ts';

/** The brand check of a creative and its mechanical fix (decision 0056). */

const idParam = idPathParam();
/** Named, so the document (and the web app's types) hold its shape once. */
const brandCheckAnswer = brandCheckSchema.openapi('BrandCheck');

/** A malformed id is no creative of the caller's. */
function creativeId(id: string): string {
  if (!isUuid(id)) throw new AppError('CREATIVE_NOT_FOUND');
  return id;
}

/** `ids=a,b,c`: one to a hundred creative ids, each a UUID; repeated ids are checked once. */
const idsQuery = z.object({
  ids: z
    .string()
    .transform((value) => [...new Set(value.split(','))])
    .pipe(z.array(z.uuid()).min(1).max(brandCheckBatchLimit))
    .openapi({
      param: { name: 'ids', in: 'query' },
      description: `Comma-separated creative ids, at most ${brandCheckBatchLimit}`,
      example: '0b8d3c1e-4f1a-4c1e-9a5e-2f7d7c3b6a10,5a3e9f0c-8d2b-4b7e-a1c4-6e0f2d9b8c71',
    }),
});

const batchRoute = createRoute({
  method: 'get',
  path: '/api/creatives/brand-checks',
  tags: ['Creatives'],
  summary: 'The brand-check badges of several creatives at once (issue count and worst status)',
  description:
    'For a page of cards: each creative’s number of issues and its worst finding, or why it was not checked, in the order asked. Every id must be one of the caller’s creatives. The findings and their reasons are at `…/{id}/brand-check`.',
  request: { query: idsQuery },
  responses: {
    200: jsonContent(
      z
        .object({ checks: z.array(z.object({ id: z.string(), check: brandCheckSummarySchema })) })
        .openapi('BrandCheckSummaries'),
      'One summary per id',
    ),
    ...signedInErrors,
    400: errorResponse('No ids, more than 100, or one that is not a UUID (VALIDATION_FAILED)'),
    404: errorResponse('An id that is no creative of the caller (CREATIVE_NOT_FOUND)'),
  },
});

const checkRoute = createRoute({
  method: 'get',
  path: '/api/creatives/{id}/brand-check',
  tags: ['Creatives'],
  summary: 'Whether a creative is on brand: contrast, palette, logo, safe zone, fonts and spelling',
  description:
    'Each finding has its rule, pass/warn/fail, the layer it concerns, a reason in the caller’s language and whether `…/brand-check/fix` can repair it. Videos and creatives without layers answer `not-checked` with the reason.',
  request: { params: idParam },
  responses: {
    200: jsonContent(brandCheckAnswer, 'The check'),
    ...signedInErrors,
    404: errorResponse('No such creative of the caller (CREATIVE_NOT_FOUND)'),
  },
});

const fixRoute = createRoute({
  method: 'post',
  path: '/api/creatives/{id}/brand-check/fix',
  tags: ['Creatives'],
  summary: 'Apply the brand check’s mechanical fixes as the creative’s next version',
  description:
    'Off-palette colours to the nearest palette colour, text below AA contrast to a palette colour (or black or white) that reaches it, a logo too small enlarged, text or logo outside the safe zone moved in. The fixed layout is saved as the creative’s next version (free, like any edit); answers it and its check.',
  request: { params: idParam },
  responses: {
    201: jsonContent(
      z.object({ check: brandCheckSchema, creative: creativeSchema }),
      'The new version and its check',
    ),
    ...signedInErrors,
    404: errorResponse('No such creative of the caller (CREATIVE_NOT_FOUND)'),
    409: errorResponse('A video, unfinished, or without layers (BRAND_CHECK_UNAVAILABLE)'),
  },
});

export function brandCheckRoutes(deps: {
  guards: Guards;
  db: Database;
  storage: Storage;
  publish: PublishChange;
}) {
  const sources = imageRequestSources(deps);
  const editorDeps = { ...sources, publish: deps.publish };
  const app = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  app.use('/api/creatives/brand-checks', deps.guards.session);
  app.use('/api/creatives/:id/brand-check', deps.guards.session);
  app.use('/api/creatives/:id/brand-check/fix', deps.guards.session);
  return app
    .openapi(batchRoute, async (c) => {
      const checks = await getBrandChecks(sources, c.get('user').id, c.req.valid('query').ids);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ checks }, 200);
    })
    .openapi(checkRoute, async (c) => {
      const id = creativeId(c.req.valid('param').id);
      const check = await getBrandCheck(sources, c.get('user').id, id, requestLanguage(c));
      c.header('Cache-Control', 'private, no-store');
      return c.json(check, 200);
    })
    .openapi(fixRoute, async (c) => {
      const id = creativeId(c.req.valid('param').id);
      const fixed = await fixBrandCheck(editorDeps, c.get('user').id, id, requestLanguage(c));
      return c.json({ check: fixed.check, creative: creativeView(deps.storage, fixed.creative) }, 201);
    });
}
