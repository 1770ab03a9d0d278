import { creativeVariantsInputSchema, generationInputSchema } from '@brandloom/shared/generation';
import { isUuid } from '@brandloom/shared/ids';
import { imageModelIds, videoModelIds } from '@brandloom/shared/models';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { validationHook } from '../../lib/error-handler.ts';
import type { Guards } from '../../lib/guards.ts';
import { errorResponse, jsonBody, jsonContent } from '../../lib/openapi.ts';
import type { SessionEnv } from '../../lib/require-session.ts';
import type { CreativeRow } from '../creatives/index.ts';
import { creativeSchema, creativeView } from '../creatives/index.ts';
import type { PublishChange } from '../realtime/index.ts';
import { autoFixCreative } from './auto-fix-creative.ts';
import { createGeneration } from './create-generation.ts';
import { makeCreativeVariants } from './make-creative-variants.ts';
import { placementsRoutes } from './placements.routes.ts';
import { regenerateCreative } from './regenerate-creative.ts';

const createRouteDef = createRoute({
  method: 'post',
  path: '/api/generations',
  tags: ['Creatives'],
  summary: 'Queue the creatives of one prompt and reserve their credits',
  description:
    'Answers at once with the queued creatives (one per variant); they move to generating and then completed, failed or blocked, announced on the realtime stream.',
  request: { body: jsonBody(generationInputSchema) },
  responses: {
    202: jsonContent(z.object({ creatives: z.array(creativeSchema) }), 'Added to queue'),
    400: errorResponse('Bad input, too many attachments, or a model not available here'),
    401: errorResponse('Not signed in'),
    402: errorResponse('Out of credits'),
    403: errorResponse('The plan does not allow this (UPGRADE_REQUIRED), or the e-mail is not verified'),
    404: errorResponse('A brand, style, upload or creative that is not the user’s'),
  },
});

const autoFixRouteDef = createRoute({
  method: 'post',
  path: '/api/creatives/{id}/auto-fix',
  tags: ['Creatives'],
  summary:
    "Auto-fix a cropped square creative: a new version (an image model's picture extended outwards, else re-laid out), queued and paid like any",
  request: {
    params: z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' }, format: 'uuid' }) }),
  },
  responses: {
    202: jsonContent(z.object({ creatives: z.array(creativeSchema) }), 'The new version, added to queue'),
    401: errorResponse('Not signed in'),
    402: errorResponse('Out of credits'),
    404: errorResponse('Not the user’s creative'),
    409: errorResponse('Only finished square images can be auto-fixed (AUTO_FIX_FAILED)'),
  },
});

const creativeIdParam = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, format: 'uuid' }),
});
const queuedAnswer = jsonContent(
  z.object({ creatives: z.array(creativeSchema) }),
  'The new creatives, added to queue',
);

const regenerateRouteDef = createRoute({
  method: 'post',
  path: '/api/creatives/{id}/regenerate',
  tags: ['Creatives'],
  summary: 'Make a creative again: same prompt, model and settings, in the same chat (also the retry)',
  request: { params: creativeIdParam },
  responses: {
    202: queuedAnswer,
    400: errorResponse('The model is no longer available here'),
    401: errorResponse('Not signed in'),
    402: errorResponse('Out of credits'),
    403: errorResponse('The plan no longer allows its quality or style (UPGRADE_REQUIRED)'),
    404: errorResponse('Not the user’s creative, or an attachment, brand or style since deleted'),
    409: errorResponse('Not an image (GENERATION_FAILED)'),
  },
});

const variantsRouteDef = createRoute({
  method: 'post',
  path: '/api/creatives/{id}/variants',
  tags: ['Creatives'],
  summary: 'Make variants of a finished image: same prompt and settings, the image attached as reference',
  request: {
    params: creativeIdParam,
    body: jsonBody(creativeVariantsInputSchema),
  },
  responses: {
    202: queuedAnswer,
    400: errorResponse('Bad input, or the model is no longer available here'),
    401: errorResponse('Not signed in'),
    402: errorResponse('Out of credits'),
    403: errorResponse('The plan no longer allows its quality or style (UPGRADE_REQUIRED)'),
    404: errorResponse('Not the user’s creative, or an attachment, brand or style since deleted'),
    409: errorResponse('Not a finished image (GENERATION_FAILED)'),
  },
});

const modelsRouteDef = createRoute({
  method: 'get',
  path: '/api/generations/models',
  tags: ['Creatives'],
  summary: 'The image and video models this installation can run',
  description:
    'The offline models always; the vendor models only when their keys are configured. Pickers offer these, so a choice never ends in MODEL_NOT_AVAILABLE.',
  responses: {
    200: jsonContent(
      z.object({ image: z.array(z.enum(imageModelIds)), video: z.array(z.enum(videoModelIds)) }),
      'Model ids, in the order of packages/shared/src/models.ts',
    ),
    401: errorResponse('Not signed in'),
  },
});

export interface GenerationRouteDeps {
  guards: Guards;
  db: Database;
  storage: Storage;
  availableModels: ReadonlySet<string>;
  publish: PublishChange;
  /** Called after creatives were queued, e.g. to wake the in-process worker. */
  onQueued: () => void;
}

export function generationRoutes(deps: GenerationRouteDeps) {
  const { guards, db, storage } = deps;
  const app = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  app.use('/api/generations', guards.session);
  app.use('/api/generations/models', guards.session);
  app.use('/api/creatives/:id/auto-fix', guards.session);
  app.use('/api/creatives/:id/regenerate', guards.session);
  app.use('/api/creatives/:id/variants', guards.session);

  /** Announces newly queued creatives, wakes the worker and answers them. */
  const queued = async (creatives: CreativeRow[]) => {
    await deps.publish(
      ...creatives.map((row) => ({
        userId: row.userId,
        table: 'adcreative' as const,
        id: row.id,
        updatedDate: row.updatedDate,
        changes: ['status'],
        values: { status: row.status },
      })),
    );
    deps.onQueued();
    return { creatives: creatives.map((row) => creativeView(storage, row)) };
  };

  app.route('/', placementsRoutes(deps));
  return app
    .openapi(modelsRouteDef, (c) =>
      c.json(
        {
          image: imageModelIds.filter((id) => deps.availableModels.has(id)),
          video: videoModelIds.filter((id) => deps.availableModels.has(id)),
        },
        200,
      ),
    )
    .openapi(createRouteDef, async (c) => {
      const context = { db, logger: c.get('logger'), availableModels: deps.availableModels };
      return c.json(
        await queued(await createGeneration(context, c.get('user').id, c.req.valid('json'))),
        202,
      );
    })
    .openapi(autoFixRouteDef, async (c) => {
      const { id } = c.req.valid('param');
      if (!isUuid(id)) throw new AppError('CREATIVE_NOT_FOUND');
      const context = { db, logger: c.get('logger'), availableModels: deps.availableModels };
      return c.json(await queued(await autoFixCreative(context, c.get('user').id, id)), 202);
    })
    .openapi(regenerateRouteDef, async (c) => {
      const { id } = c.req.valid('param');
      if (!isUuid(id)) throw new AppError('CREATIVE_NOT_FOUND');
      const context = { db, logger: c.get('logger'), availableModels: deps.availableModels };
      return c.json(await queued(await regenerateCreative(context, c.get('user').id, id)), 202);
    })
    .openapi(variantsRouteDef, async (c) => {
      const { id } = c.req.valid('param');
      if (!isUuid(id)) throw new AppError('CREATIVE_NOT_FOUND');
      const context = { db, logger: c.get('logger'), availableModels: deps.availableModels };
      const input = c.req.valid('json');
      return c.json(await queued(await makeCreativeVariants(context, c.get('user').id, id, input)), 202);
    });
}
