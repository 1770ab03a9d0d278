import { adFormatIds } from '@brandloom/shared/ad-formats';
import { isUuid } from '@brandloom/shared/ids';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { validationHook } from '../../lib/error-handler.ts';
import type { Guards } from '../../lib/guards.ts';
import { errorResponse, idPathParam, jsonBody, jsonContent, signedInErrors } from '../../lib/openapi.ts';
import type { SessionEnv } from '../../lib/require-session.ts';
import { creativeSchema, creativeView } from '../creatives/index.ts';
import type { PublishChange } from '../realtime/index.ts';
import { downloadPlacements, latestPlacements } from './download-placements.ts';
import { imageRequestSources } from './generation-worker-deps.ts';
import { resizeCreative } from './resize-creative.ts';

/** "Resize for placements" (decision 0052): a creative laid out again per placement, listed and zipped. */

/** Most placements one request lays out (the format finder's Meta + Google sets are 8). */
const maxPlacementsPerResize = 12;

const idParam = idPathParam();

/** A malformed id is no creative of the caller's. */
function creativeId(id: string): string {
  if (!isUuid(id)) throw new AppError('CREATIVE_NOT_FOUND');
  return id;
}
const creativesAnswer = z.object({ creatives: z.array(creativeSchema) });

const resizeRoute = createRoute({
  method: 'post',
  path: '/api/creatives/{id}/resize',
  tags: ['Creatives'],
  summary: 'Queue a finished image to be laid out again for ad placements (no credits)',
  description:
    'One new queued creative per placement of the format finder (ad-formats.ts), in the original’s chat; the generation worker lays each out from the original’s layers at the placement’s size, its safe zone kept clear, and realtime events follow them as for generations. Answers them in the order asked.',
  request: {
    params: idParam,
    body: jsonBody(z.object({ placements: z.array(z.enum(adFormatIds)).min(1).max(maxPlacementsPerResize) })),
  },
  responses: {
    201: jsonContent(creativesAnswer, 'The creatives queued, one per placement'),
    400: errorResponse('Bad input: no placement, too many, or one the format finder does not know'),
    ...signedInErrors,
    404: errorResponse('No such creative of the caller (CREATIVE_NOT_FOUND)'),
    409: errorResponse(
      'Not a finished image with layers, nor a compositor image whose layers can be rebuilt to its very pixels (RESIZE_UNAVAILABLE)',
    ),
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/creatives/{id}/placements',
  tags: ['Creatives'],
  summary: 'The newest creative made (or being made) from this one for each placement',
  request: { params: idParam },
  responses: {
    200: jsonContent(creativesAnswer, 'The resized creatives, in the format finder’s order'),
    ...signedInErrors,
    404: errorResponse('No such creative of the caller (CREATIVE_NOT_FOUND)'),
  },
});

const zipRoute = createRoute({
  method: 'get',
  path: '/api/creatives/{id}/placements.zip',
  tags: ['Creatives'],
  summary: 'Every placement of a creative as one ZIP',
  description:
    'The newest image per placement, named by brand, day, placement and size (e.g. `brandloom-acme-2026-11-26-meta-stories-1080x1920.png`); a PNG over the placement’s file-size limit goes in as a JPEG under it.',
  request: { params: idParam },
  responses: {
    200: {
      description: 'The ZIP',
      content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...signedInErrors,
    404: errorResponse('No such creative (CREATIVE_NOT_FOUND), or none resized yet (NO_PLACEMENTS)'),
  },
});

export function placementsRoutes(deps: {
  guards: Guards;
  db: Database;
  storage: Storage;
  publish: PublishChange;
}) {
  const { guards, db, storage } = deps;
  const sources = imageRequestSources({ db, storage });
  const app = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  app.use('/api/creatives/:id/resize', guards.session);
  app.use('/api/creatives/:id/placements', guards.session);
  app.use('/api/creatives/:id/placements.zip', guards.session);
  return app
    .openapi(resizeRoute, async (c) => {
      const id = creativeId(c.req.valid('param').id);
      const { placements } = c.req.valid('json');
      const rows = await resizeCreative(
        { ...sources, publish: deps.publish },
        c.get('user').id,
        id,
        placements,
      );
      return c.json({ creatives: rows.map((row) => creativeView(storage, row)) }, 201);
    })
    .openapi(listRoute, async (c) => {
      const rows = await latestPlacements(db, c.get('user').id, creativeId(c.req.valid('param').id));
      return c.json({ creatives: rows.map((row) => creativeView(storage, row)) }, 200);
    })
    .openapi(zipRoute, async (c) => {
      const zip = await downloadPlacements(
        { db, storage },
        c.get('user').id,
        creativeId(c.req.valid('param').id),
      );
      return c.body(zip.bytes, 200, {
        'Content-Type': 'application/zip',
        'Content-Length': String(zip.bytes.byteLength),
        'Content-Disposition': `attachment; filename="${zip.fileName}"`,
        'Cache-Control': 'private, no-store',
      });
    });
}
