import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Database } from '../../db/client.ts';
import { validationHook } from '../../lib/error-handler.ts';
import type { Guards } from '../../lib/guards.ts';
import { jsonContent, signedInErrors } from '../../lib/openapi.ts';
import type { SessionEnv } from '../../lib/require-session.ts';
import { closeChecklist } from './close-checklist.ts';
import { getOnboardingProgress } from './get-onboarding-progress.ts';

const progressSchema = z
  .object({
    brandCreated: z.boolean(),
    creativeGenerated: z.boolean().openapi({ description: 'At least one creative completed' }),
    imageUploaded: z.boolean(),
    checklistClosed: z
      .boolean()
      .openapi({ description: 'The user hid the checklist or saw it complete; it stays away' }),
  })
  .openapi('OnboardingProgress');

const route = createRoute({
  method: 'get',
  path: '/api/onboarding',
  tags: ['Accounts'],
  summary: "The first-run checklist: which of the user's first steps are done",
  responses: {
    200: jsonContent(progressSchema, 'The steps'),
    ...signedInErrors,
  },
});

const closeRoute = createRoute({
  method: 'post',
  path: '/api/onboarding/checklist/close',
  tags: ['Accounts'],
  summary: 'Closes the first-run checklist for good, in every browser (idempotent)',
  responses: {
    204: { description: 'Closed' },
    ...signedInErrors,
  },
});

export function onboardingRoutes(guards: Guards, db: Database) {
  const app = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  app.use('/api/onboarding', guards.session);
  app.use('/api/onboarding/*', guards.session);
  return app
    .openapi(route, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await getOnboardingProgress(db, c.get('user').id), 200);
    })
    .openapi(closeRoute, async (c) => {
      await closeChecklist(db, c.get('user').id);
      return c.body(null, 204);
    });
}
