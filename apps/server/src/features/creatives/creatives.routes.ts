import { downloadFormats, downloadSizes } from '@brandloom/shared/downloads';
import { creativeModes, creativeStatuses, libraryRatios } from '@brandloom/shared/generation';
import { isUuid } from '@brandloom/shared/ids';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { validationHook } from '../../lib/error-handler.ts';
import type { Guards } from '../../lib/guards.ts';
import { errorResponse, jsonBody, jsonContent } from '../../lib/openapi.ts';
import type { SessionEnv } from '../../lib/require-session.ts';
import { someChange } from '../../lib/some-change.ts';
import type { PublishChange } from '../realtime/index.ts';
import type { ImageTransformer } from '../storage/index.ts';
import { creativeSchema } from './creative-view.ts';
import { deleteCreative } from './delete-creative.ts';
import { downloadCreative } from './download-creative.ts';
import { getCreative } from './get-creative.ts';
import { listChangedCreatives } from './list-changed-creatives.ts';
import { listCreatives } from './list-creatives.ts';
import { serveCreativeVideo } from './serve-creative-video.ts';
import { updateCreative } from './update-creative.ts';

const idParam = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' }, format: 'uuid' }) });
const pageSchema = z.object({ creatives: z.array(creativeSchema), nextCursor: z.string().nullable() });

const listRoute = createRoute({
  method: 'get',
  path: '/api/creatives',
  tags: ['Creatives'],
  summary: 'The creatives library: newest first, by tab, brand, type, ratio, search and archive view',
  request: {
    query: z.object({
      tab: z.enum(['all', 'favorites', 'recent']).default('all'),
      archived: z
        .enum(['true', 'false'])
        .default('false')
        .transform((value) => value === 'true'),
      brandId: z.uuid().optional(),
      search: z.string().trim().max(200).optional(),
      status: z.enum(creativeStatuses).optional(),
      mode: z.enum(creativeModes).optional().openapi({ description: 'Only images or only videos' }),
      ratio: z.enum(libraryRatios).optional().openapi({ description: 'Only creatives of this aspect ratio' }),
      limit: z.coerce.number().int().min(1).max(100).default(40),
      cursor: z.string().max(200).optional(),
    }),
  },
  responses: {
    200: jsonContent(pageSchema, 'One page'),
    400: errorResponse('Bad query'),
    401: errorResponse('Not signed in'),
  },
});

const changesRoute = createRoute({
  method: 'get',
  path: '/api/creatives/changes',
  tags: ['Creatives'],
  summary: 'The user’s creatives changed since a moment, for catching up after a tab was hidden',
  request: {
    query: z.object({
      since: z.iso.datetime({ offset: true }),
      limit: z.coerce.number().int().min(1).max(500).default(200),
    }),
  },
  responses: {
    200: jsonContent(
      z.object({ creatives: z.array(creativeSchema) }),
      'Changed creatives, oldest change first',
    ),
    400: errorResponse('Bad query'),
    401: errorResponse('Not signed in'),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/creatives/{id}',
  tags: ['Creatives'],
  summary: 'One of the user’s creatives',
  request: { params: idParam },
  responses: {
    200: jsonContent(creativeSchema, 'The creative'),
    401: errorResponse('Not signed in'),
    404: errorResponse('Not found'),
  },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/api/creatives/{id}',
  tags: ['Creatives'],
  summary: 'Favourite, archive or publish a creative',
  request: {
    params: idParam,
    body: jsonBody(
      someChange(
        z
          .object({ favorite: z.boolean(), archived: z.boolean(), publishedToExplore: z.boolean() })
          .partial()
          .strict(),
      ),
    ),
  },
  responses: {
    200: jsonContent(creativeSchema, 'The updated creative'),
    400: errorResponse('Bad input'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Publishing is off in the user’s settings'),
    404: errorResponse('Not found'),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/creatives/{id}',
  tags: ['Creatives'],
  summary: 'Delete a creative and its files (one still in progress is refunded)',
  request: { params: idParam },
  responses: {
    204: { description: 'Deleted' },
    401: errorResponse('Not signed in'),
    404: errorResponse('Not found'),
  },
});

const downloadRoute = createRoute({
  method: 'get',
  path: '/api/creatives/{id}/download',
  tags: ['Creatives'],
  summary: 'The creative as a file to save: JPG, PNG or WebP at full, 50 % or 25 % size',
  description:
    'Answers the file with `Content-Disposition: attachment` and a name saying brand, date, ratio and size, e.g. `brandloom-acme-coffee-2026-11-22-1x1-50pct.webp`. A creative without an image (queued, failed, blocked) answers NO_IMAGE_URL.',
  request: {
    params: idParam,
    query: z.object({
      format: z.enum(downloadFormats),
      size: z
        .enum(downloadSizes.map(String) as ['100', '50', '25'])
        .default('100')
        .transform((value) => Number(value) as (typeof downloadSizes)[number]),
    }),
  },
  responses: {
    200: {
      description: 'The file',
      content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    400: errorResponse('Bad format or size, or a format this creative does not come in'),
    401: errorResponse('Not signed in'),
    404: errorResponse('Not found'),
    409: errorResponse('The creative has no image (yet)'),
  },
});

const videoQuery = z.object({
  download: z
    .enum(['true', 'false'])
    .optional()
    .openapi({ description: 'true: sent as an attachment (a download) instead of inline' }),
});

function documentVideoRoute(app: OpenAPIHono<SessionEnv>): void {
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/api/creatives/{id}/video',
    tags: ['Creatives'],
    summary: 'A video creative’s MP4, whole or one byte range',
    request: {
      params: idParam,
      query: videoQuery,
      headers: z.object({ range: z.string().optional().openapi({ example: 'bytes=0-1023' }) }),
    },
    responses: {
      200: {
        description: 'The MP4',
        content: { 'video/mp4': { schema: z.string().openapi({ format: 'binary' }) } },
      },
      206: {
        description: 'The asked byte range',
        content: { 'video/mp4': { schema: z.string().openapi({ format: 'binary' }) } },
      },
      401: errorResponse('Not signed in'),
      404: errorResponse(
        'Not the user’s creative (CREATIVE_NOT_FOUND), or no video file (VIDEO_DOWNLOAD_FAILED)',
      ),
      416: { description: 'The range lies outside the file; `Content-Range: bytes */<size>` gives its size' },
    },
  });
}

const ownId = (id: string) => {
  if (!isUuid(id)) throw new AppError('CREATIVE_NOT_FOUND');
  return id;
};

export function creativesRoutes(deps: {
  guards: Guards;
  db: Database;
  storage: Storage;
  publish: PublishChange;
  /** The storage images' transformer, shared so downloads and thumbnails use one cache. */
  images: ImageTransformer;
}) {
  const { guards, db, storage } = deps;
  const app = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  app.use('/api/creatives', guards.session);
  app.use('/api/creatives/*', guards.session);
  documentVideoRoute(app);
  return app
    .openapi(listRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listCreatives(db, storage, c.var.user.id, c.req.valid('query')), 200);
    })
    .openapi(changesRoute, async (c) => {
      const { since, limit } = c.req.valid('query');
      const creatives = await listChangedCreatives(db, storage, c.var.user.id, new Date(since), limit);
      c.header('Cache-Control', 'no-store');
      return c.json({ creatives }, 200);
    })
    .openapi(getRoute, async (c) => {
      const creative = await getCreative(db, storage, c.var.user.id, c.req.valid('param').id);
      c.header('Cache-Control', 'no-store');
      return c.json(creative, 200);
    })
    .openapi(updateRoute, async (c) =>
      c.json(
        await updateCreative(deps, c.var.user.id, ownId(c.req.valid('param').id), c.req.valid('json')),
        200,
      ),
    )
    .openapi(downloadRoute, async (c) => {
      const id = ownId(c.req.valid('param').id);
      const query = c.req.valid('query');
      if (query.format === 'mp4') {
        const video = await serveCreativeVideo(deps, c.var.user.id, id, { range: undefined, download: true });
        return c.body(video.body, video.status, video.headers);
      }
      const file = await downloadCreative(deps, c.var.user.id, id, { ...query, format: query.format });
      return c.body(file.bytes, 200, {
        'Content-Type': file.contentType,
        'Content-Length': String(file.bytes.byteLength),
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'Cache-Control': 'private, no-store',
      });
    })
    .openapi(deleteRoute, async (c) => {
      await deleteCreative(deps, c.var.user.id, ownId(c.req.valid('param').id));
      return c.body(null, 204);
    })
    .get('/api/creatives/:id/video', async (c) => {
      const answer = await serveCreativeVideo(deps, c.var.user.id, ownId(c.req.param('id')), {
        range: c.req.header('range'),
        download: c.req.query('download') === 'true',
      });
      return c.body(answer.body, answer.status, answer.headers);
    });
}
