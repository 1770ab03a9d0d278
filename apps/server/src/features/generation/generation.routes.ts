import { generationInputSchema } from '@brandloom/shared/generation';
import { isUuid } from '@brandloom/shared/ids';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { apiErrorSchema, validationHook } from '../../lib/error-handler.ts';
import type { Auth } from '../auth/auth.ts';
import { requireSession, type SessionEnv } from '../auth/require-session.ts';
import { createGeneration } from './create-generation.ts';
import { creativeView } from './creative-view.ts';
import { findOwnCreative, listCreativesUpdatedSince } from './generation.repository.ts';
import type { PublishChange } from './publish.ts';

const creativeSchema = z
  .object({
    id: z.uuid(),
    conversationId: z.uuid().nullable(),
    generationId: z.uuid().openapi({ description: 'Shared by the variants of one prompt' }),
    mode: z.enum(['image', 'video']),
    status: z.enum(['queued', 'generating', 'completed', 'failed', 'blocked']),
    prompt: z.string(),
    model: z.string(),
    quality: z.string().nullable(),
    ratio: z.string(),
    brandId: z.uuid().nullable(),
    styleId: z.string().nullable(),
    templateId: z.string().nullable(),
    attachments: z.array(z.object({ kind: z.enum(['upload', 'creative']), id: z.uuid() })),
    variantIndex: z.number().int(),
    credits: z.number().int(),
    copy: z
      .object({ headline: z.string(), subline: z.string().nullable(), callToAction: z.string().nullable() })
      .nullable(),
    imageUrl: z.string().nullable(),
    thumbnailUrl: z.string().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    detail: z.record(z.string(), z.string()),
    errorCode: z
      .string()
      .nullable()
      .openapi({ description: 'Why it failed or was blocked, e.g. moderation_blocked' }),
    favorite: z.boolean(),
    archived: z.boolean(),
    publishedToExplore: z.boolean(),
    startedAt: z.iso.datetime().nullable(),
    completedAt: z.iso.datetime().nullable(),
    creationDate: z.iso.datetime(),
    updatedDate: z.iso.datetime(),
  })
  .openapi('Creative');

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const error = (description: string) => json(apiErrorSchema, description);

const createRouteDef = createRoute({
  method: 'post',
  path: '/api/generations',
  tags: ['Creatives'],
  summary: 'Queue the creatives of one prompt and reserve their credits',
  description:
    'Answers at once with the queued creatives (one per variant); they move to generating and then completed, failed or blocked, announced on the realtime stream.',
  request: { body: { required: true, content: { 'application/json': { schema: generationInputSchema } } } },
  responses: {
    202: json(z.object({ creatives: z.array(creativeSchema) }), 'Added to queue'),
    400: error('Bad input, too many attachments, or a model not available here'),
    401: error('Not signed in'),
    402: error('Out of credits'),
    403: error('The plan does not allow this (UPGRADE_REQUIRED), or the e-mail is not verified'),
    404: error('A brand, style, upload or creative that is not the user’s'),
  },
});

const getRouteDef = createRoute({
  method: 'get',
  path: '/api/creatives/{id}',
  tags: ['Creatives'],
  summary: 'One of the user’s creatives',
  request: {
    params: z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' }, format: 'uuid' }) }),
  },
  responses: {
    200: json(creativeSchema, 'The creative'),
    401: error('Not signed in'),
    404: error('No such creative of this user'),
  },
});

const changesRouteDef = createRoute({
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
    200: json(z.object({ creatives: z.array(creativeSchema) }), 'Changed creatives, oldest change first'),
    400: error('Bad query'),
    401: error('Not signed in'),
  },
});

export interface GenerationRouteDeps {
  auth: Auth;
  db: Database;
  storage: Storage;
  availableModels: ReadonlySet<string>;
  publish: PublishChange;
  /** Called after creatives were queued, e.g. to wake the in-process worker. */
  onQueued: () => void;
}

export function generationRoutes(deps: GenerationRouteDeps) {
  const { auth, db, storage } = deps;
  const app = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  app.use('/api/generations', requireSession(auth));
  app.use('/api/creatives/*', requireSession(auth));
  return app
    .openapi(createRouteDef, async (c) => {
      const creatives = await createGeneration(
        { db, logger: c.var.logger, availableModels: deps.availableModels },
        c.var.user.id,
        c.req.valid('json'),
      );
      for (const row of creatives) {
        await deps.publish({
          userId: row.userId,
          table: 'adcreative',
          id: row.id,
          updatedDate: row.updatedDate,
          changes: ['status'],
        });
      }
      deps.onQueued();
      return c.json({ creatives: creatives.map((row) => creativeView(storage, row)) }, 202);
    })
    .openapi(changesRouteDef, async (c) => {
      const { since, limit } = c.req.valid('query');
      const rows = await listCreativesUpdatedSince(db, c.var.user.id, new Date(since), limit);
      c.header('Cache-Control', 'no-store');
      return c.json({ creatives: rows.map((row) => creativeView(storage, row)) }, 200);
    })
    .openapi(getRouteDef, async (c) => {
      const id = c.req.valid('param').id;
      const row = isUuid(id) ? await findOwnCreative(db, c.var.user.id, id) : undefined;
      if (!row) throw new AppError('CREATIVE_NOT_FOUND');
      c.header('Cache-Control', 'no-store');
      return c.json(creativeView(storage, row), 200);
    });
}
