import { downloadFormats, downloadSizes } from '@brandloom/shared/downloads';
import { creativeModes, creativeStatuses, libraryRatios } from '@brandloom/shared/generation';
import { createRoute, type RouteConfig, z } from '@hono/zod-openapi';
import { errorResponse, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { someChange } from '../../lib/some-change.ts';
import { creativeListItemSchema, creativeSchema } from './creative-view.ts';

/** The creatives library's contract: its routes and their schemas. */

const idParam = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' }, format: 'uuid' }) });
/** A page of the library: list items, each creative's whole answer is at its own address (0074). */
const pageSchema = z.object({
  creatives: z.array(creativeListItemSchema),
  nextCursor: z.string().nullable(),
});

export const listRoute = createRoute({
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

export const changesRoute = createRoute({
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

export const getRoute = createRoute({
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

export const updateRoute = createRoute({
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
    400: errorResponse('Bad input, or words Explore refuses in the prompt or copy'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Publishing is off in the user’s settings, or an admin blocked it'),
    404: errorResponse('Not found'),
    429: errorResponse('Published too often in a short time'),
  },
});

export const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/creatives/{id}',
  tags: ['Creatives'],
  summary: 'Delete a creative with all its versions and their files (one still in progress is refunded)',
  request: { params: idParam },
  responses: {
    204: { description: 'Deleted' },
    401: errorResponse('Not signed in'),
    404: errorResponse('Not found'),
  },
});

export const downloadRoute = createRoute({
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

/** Documented only: the handler streams byte ranges itself, outside the validated routes. */
export const videoRoute: RouteConfig = {
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
};
