import { generationInputSchema } from '@brandloom/shared/generation';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { apiErrorSchema, validationHook } from '../../lib/error-handler.ts';
import type { Auth } from '../auth/auth.ts';
import { requireSession, type SessionEnv } from '../auth/require-session.ts';
import { creativeSchema, creativeView } from '../creatives/creative-view.ts';
import type { PublishChange } from '../realtime/publish-change.ts';
import { createGeneration } from './create-generation.ts';

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
  return app.openapi(createRouteDef, async (c) => {
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
        values: { status: row.status },
      });
    }
    deps.onQueued();
    return c.json({ creatives: creatives.map((row) => creativeView(storage, row)) }, 202);
  });
}
