import { languages } from '@brandloom/shared/i18n/languages';
import { imageModelIds, videoModelIds } from '@brandloom/shared/models';
import { profileSettingsSchema } from '@brandloom/shared/profile-settings';
import { videoAccessLevels } from '@brandloom/shared/video';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Database } from '../../db/client.ts';
import { validationHook } from '../../lib/error-handler.ts';
import type { Guards } from '../../lib/guards.ts';
import { errorResponse, jsonBody, jsonContent, signedInErrors } from '../../lib/openapi.ts';
import type { SessionEnv } from '../../lib/require-session.ts';
import { someChange } from '../../lib/some-change.ts';
import { getProfile } from './get-profile.ts';
import { updateSettings } from './update-settings.ts';

const profileSchema = z
  .object({
    user: z.object({
      id: z.uuid(),
      name: z.string(),
      username: z.string().nullable(),
      email: z.string(),
      emailVerified: z.boolean(),
      role: z.enum(['user', 'admin']),
      createdAt: z.iso.datetime(),
    }),
    profile: z.object({
      plan: z.enum(['free', 'plus', 'flex']),
      tokenAmount: z.number().int().nullable().openapi({ description: 'Monthly credits of a Flex plan' }),
      additionalTokens: z.number().int().openapi({ description: 'Purchased credits on top' }),
      planSubscriptionDate: z.iso.datetime(),
      updatedDate: z.iso.datetime(),
      publishToExplore: z.boolean().openapi({ description: 'Whether new creatives may appear on Explore' }),
      language: z
        .enum(languages)
        .nullable()
        .openapi({ description: 'Chosen language; null follows the browser' }),
      imageModel: z.enum(imageModelIds),
      videoModel: z.enum(videoModelIds),
      videoAccess: z
        .enum(videoAccessLevels)
        .openapi({ description: 'Video creatives (open beta): no access or beta access, set by admins' }),
    }),
  })
  .openapi('Profile');

const route = createRoute({
  method: 'get',
  path: '/api/profile',
  tags: ['Accounts'],
  summary: 'The signed-in user and their plan (spec userprofile)',
  responses: {
    200: jsonContent(profileSchema, 'The profile'),
    ...signedInErrors,
  },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/api/profile',
  tags: ['Accounts'],
  summary: "Change the signed-in user's own settings",
  description:
    'Any of publishToExplore, language, imageModel, videoModel. Name, username, e-mail and password change through /api/auth (update-user, change-email, change-password).',
  request: {
    body: jsonBody(someChange(profileSettingsSchema)),
  },
  responses: {
    200: jsonContent(profileSchema, 'The updated profile'),
    400: errorResponse('Invalid settings'),
    ...signedInErrors,
  },
});

export function profileRoutes(guards: Guards, db: Database) {
  const app = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  app.use(route.path, guards.session);
  return app
    .openapi(route, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await getProfile(db, c.get('user').id), 200);
    })
    .openapi(updateRoute, async (c) => {
      // Only the caller's own profile: the id comes from the session, never from the request.
      c.header('Cache-Control', 'no-store');
      return c.json(await updateSettings(db, c.get('user').id, c.req.valid('json')), 200);
    });
}
