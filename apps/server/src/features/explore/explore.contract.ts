import { adFormatIds } from '@brandloom/shared/ad-formats';
import {
  exploreMaxPageSize,
  explorePageSize,
  exploreReportReasons,
  exploreReportSchema,
  exploreSearchMaxLength,
  exploreSorts,
} from '@brandloom/shared/explore';
import { creativeModes, libraryRatios } from '@brandloom/shared/generation';
import { templateCategories } from '@brandloom/shared/templates';
import { createRoute, z } from '@hono/zod-openapi';
import {
  adminErrors,
  errorResponse,
  idPathParam,
  jsonBody,
  jsonContent,
  signedInErrors,
} from '../../lib/openapi.ts';
import { exploreCreativeSchema } from './explore-view.ts';

/** Explore's contract (0058): the public feed and pages, likes, remixes, reports and moderation. */

const idParam = idPathParam();
const notFound = {
  404: errorResponse('Not on Explore (never published, unpublished, hidden or deleted)'),
} as const;
const rateLimited = { 429: errorResponse('Too many in a short time') } as const;

export const feedRoute = createRoute({
  method: 'get',
  path: '/api/explore',
  tags: ['Explore'],
  summary:
    'Public creatives, newest or trending first, filtered by type, ratio, placement, template category and prompt',
  request: {
    query: z.object({
      sort: z.enum(exploreSorts).default('new'),
      mode: z.enum(creativeModes).optional().openapi({ description: 'Only images or only videos' }),
      ratio: z.enum(libraryRatios).optional(),
      placement: z.enum(adFormatIds).optional().openapi({ description: 'An ad placement of ad-formats.ts' }),
      category: z.enum(templateCategories).optional().openapi({ description: 'The template’s category' }),
      search: z
        .string()
        .trim()
        .max(exploreSearchMaxLength)
        .optional()
        .openapi({ description: 'Words in the prompt' }),
      limit: z.coerce.number().int().min(1).max(exploreMaxPageSize).default(explorePageSize),
      cursor: z.string().max(300).optional(),
    }),
  },
  responses: {
    200: jsonContent(
      z.object({ creatives: z.array(exploreCreativeSchema), nextCursor: z.string().nullable() }),
      'One page',
    ),
    400: errorResponse('Bad query or cursor'),
  },
});

export const creativeRoute = createRoute({
  method: 'get',
  path: '/api/explore/{id}',
  tags: ['Explore'],
  summary: 'One public creative',
  request: { params: idParam },
  responses: { 200: jsonContent(exploreCreativeSchema, 'The creative'), ...notFound },
});

export const viewerRoute = createRoute({
  method: 'get',
  path: '/api/explore/{id}/viewer',
  tags: ['Explore'],
  summary: 'Whether the signed-in user likes this public creative',
  request: { params: idParam },
  responses: {
    200: jsonContent(z.object({ liked: z.boolean() }), 'The caller’s marks'),
    ...signedInErrors,
    ...notFound,
  },
});

const likedSchema = z.object({
  liked: z.boolean(),
  likeCount: z.number().int(),
  remixCount: z.number().int(),
});

export const likeRoute = createRoute({
  method: 'put',
  path: '/api/explore/{id}/like',
  tags: ['Explore'],
  summary: 'Like a public creative (once per user)',
  request: { params: idParam },
  responses: { 200: jsonContent(likedSchema, 'Liked'), ...signedInErrors, ...notFound, ...rateLimited },
});

export const unlikeRoute = createRoute({
  method: 'delete',
  path: '/api/explore/{id}/like',
  tags: ['Explore'],
  summary: 'Take back a like',
  request: { params: idParam },
  responses: { 200: jsonContent(likedSchema, 'Not liked'), ...signedInErrors, ...notFound, ...rateLimited },
});

export const remixRoute = createRoute({
  method: 'post',
  path: '/api/explore/{id}/remix',
  tags: ['Explore'],
  summary: 'Count a remix and answer what the composer fills in',
  request: { params: idParam },
  responses: {
    200: jsonContent(
      z.object({
        prompt: z.string(),
        ratio: z.string(),
        quality: z.string().nullable(),
        templateId: z.string().nullable(),
        mode: z.enum(creativeModes),
        remixCount: z.number().int(),
      }),
      'The settings to start from',
    ),
    ...signedInErrors,
    ...notFound,
  },
});

export const reportRoute = createRoute({
  method: 'post',
  path: '/api/explore/{id}/report',
  tags: ['Explore'],
  summary: 'Report a public creative to the admins (once per user)',
  request: {
    params: idParam,
    body: jsonBody(exploreReportSchema),
  },
  responses: {
    204: { description: 'Reported' },
    400: errorResponse('Bad input'),
    ...signedInErrors,
    ...notFound,
    ...rateLimited,
  },
});

export const reportsRoute = createRoute({
  method: 'get',
  path: '/api/admin/explore/reports',
  tags: ['Admin'],
  summary: 'The moderation queue: reported creatives with open reports, oldest first',
  request: { query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }) },
  responses: {
    200: jsonContent(
      z
        .object({
          reports: z.array(
            z.object({
              creativeId: z.uuid(),
              prompt: z.string(),
              thumbnailUrl: z.string().nullable(),
              username: z.string().nullable(),
              ownerId: z.uuid(),
              published: z.boolean(),
              hidden: z.boolean(),
              ownerBlocked: z.boolean(),
              reports: z.number().int(),
              reasons: z.array(z.enum(exploreReportReasons)),
              notes: z.array(z.string()),
              firstReportedAt: z.iso.datetime(),
            }),
          ),
        })
        .openapi('ExploreReports'),
      'Open reports',
    ),
    400: errorResponse('Bad query'),
    ...adminErrors,
  },
});

export const moderateRoute = createRoute({
  method: 'post',
  path: '/api/admin/explore/{id}',
  tags: ['Admin'],
  summary: 'Hide, restore or unpublish a creative, block or unblock its owner, or dismiss its reports',
  request: {
    params: idParam,
    body: jsonBody(
      z.object({
        decision: z.enum(['hidden', 'restored', 'unpublished', 'blocked', 'unblocked', 'dismissed']),
      }),
    ),
  },
  responses: {
    200: jsonContent(z.object({ decision: z.string() }), 'Done'),
    400: errorResponse('Bad input'),
    ...adminErrors,
    404: errorResponse('No such creative'),
  },
});
