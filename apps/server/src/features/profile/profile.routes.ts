import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Database } from '../../db/client.ts';
import { apiErrorSchema, validationHook } from '../../lib/error-handler.ts';
import type { Auth } from '../auth/auth.ts';
import { requireSession, type SessionEnv } from '../auth/require-session.ts';
import { getProfile } from './profile.service.ts';

export const profileSchema = z
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
    }),
  })
  .openapi('Profile');

const route = createRoute({
  method: 'get',
  path: '/api/profile',
  tags: ['Accounts'],
  summary: 'The signed-in user and their plan (spec userprofile)',
  responses: {
    200: { description: 'The profile', content: { 'application/json': { schema: profileSchema } } },
    401: { description: 'Not signed in', content: { 'application/json': { schema: apiErrorSchema } } },
    403: { description: 'E-mail not verified', content: { 'application/json': { schema: apiErrorSchema } } },
  },
});

export function profileRoutes(auth: Auth, db: Database) {
  const app = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  app.use(route.path, requireSession(auth));
  return app.openapi(route, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getProfile(db, c.var.user.id), 200);
  });
}
