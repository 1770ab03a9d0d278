import { emailSchema, nameSchema, usernameSchema } from '@brandloom/shared/auth-schemas';
import { defaultFlexCredits, flexCreditSteps } from '@brandloom/shared/billing';
import { videoAccessLevels } from '@brandloom/shared/video';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { validationHook } from '../../lib/error-handler.ts';
import type { Guards } from '../../lib/guards.ts';
import { noStore } from '../../lib/http.ts';
import { adminErrors, errorResponse, idPathParam, jsonBody, jsonContent } from '../../lib/openapi.ts';
import type { SessionEnv } from '../../lib/require-session.ts';
import { someChange } from '../../lib/some-change.ts';
import { deleteUser } from './delete-user.ts';
import { editUser } from './edit-user.ts';
import { getUser } from './get-user.ts';
import { listUsersPage } from './list-users-page.ts';

const maxPerPage = 100;

const adminUserSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    username: z.string().nullable(),
    email: z.string(),
    emailVerified: z.boolean(),
    role: z.enum(['user', 'admin']),
    createdAt: z.iso.datetime(),
    deleted: z.boolean().openapi({ description: 'Soft-deleted (banned): cannot sign in' }),
    plan: z.enum(['free', 'plus', 'flex']),
    creditAmount: z.number().int().nullable().openapi({ description: 'Monthly credits of a Flex plan' }),
    videoAccess: z
      .enum(videoAccessLevels)
      .openapi({ description: 'Video creatives: no access or beta access' }),
  })
  .openapi('AdminUser');

const userListSchema = z
  .object({
    users: z.array(adminUserSchema),
    total: z.number().int(),
    nextPage: z.number().int().nullable().openapi({ description: 'null on the last page' }),
    lastPage: z.number().int(),
  })
  .openapi('AdminUserList');

const errorResponses = {
  400: errorResponse('Bad input (e.g. an id that is not a UUID)'),
  ...adminErrors,
} as const;
const notFound = {
  404: errorResponse('No such user'),
} as const;

// Any string here: a non-UUID id is answered with the translated INVALID_USER_ID by the service.
const idParam = idPathParam();

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/users',
  tags: ['Admin'],
  summary: 'Users, newest first, one page at a time; search matches e-mail, username or name',
  request: {
    query: z.object({
      page: z.coerce.number().int().min(1).default(1),
      perPage: z.coerce.number().int().min(1).max(maxPerPage).default(20),
      search: z.string().max(200).optional(),
    }),
  },
  responses: {
    200: jsonContent(userListSchema, 'One page'),
    ...errorResponses,
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/admin/users/{id}',
  tags: ['Admin'],
  summary: 'One user',
  request: { params: idParam },
  responses: {
    200: jsonContent(adminUserSchema, 'The user'),
    ...errorResponses,
    ...notFound,
  },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/api/admin/users/{id}',
  tags: ['Admin'],
  summary: 'Edit a user (an admin cannot remove their own admin role)',
  request: {
    params: idParam,
    body: jsonBody(
      someChange(
        z
          .object({
            name: nameSchema.optional(),
            username: usernameSchema.optional(),
            email: emailSchema.optional(),
            emailVerified: z.boolean().optional(),
            role: z.enum(['user', 'admin']).optional(),
            plan: z.enum(['free', 'plus', 'flex']).optional(),
            creditAmount: z
              .number()
              .int()
              .refine((credits) => flexCreditSteps.includes(credits), {
                message: `One of ${flexCreditSteps.join(', ')}`,
              })
              .optional()
              .openapi({
                description: `Flex's monthly credits (${flexCreditSteps.join(', ')}); without it a new Flex user gets ${defaultFlexCredits}`,
              }),
            videoAccess: z.enum(videoAccessLevels).optional(),
          })
          .strict(),
      ).openapi('AdminUserEdit'),
    ),
  },
  responses: {
    200: jsonContent(adminUserSchema, 'The edited user'),
    ...errorResponses,
    ...notFound,
    409: errorResponse('E-mail or username taken, or an admin removing their own role'),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/admin/users/{id}',
  tags: ['Admin'],
  summary:
    'Delete a user: soft (default) bans them and ends their sessions; soft=false removes them and all their data',
  request: {
    params: idParam,
    query: z.object({ soft: z.enum(['true', 'false']).default('true') }),
  },
  responses: {
    204: { description: 'Deleted' },
    ...errorResponses,
    ...notFound,
    409: errorResponse('An admin deleting themself'),
  },
});

/** The admin API: every route needs a signed-in admin. */
export function adminRoutes(
  guards: Guards,
  db: Database,
  storage: Storage,
  cancelSubscription: (userId: string) => Promise<void>,
) {
  const app = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  app.use('/api/admin', guards.admin);
  app.use('/api/admin/*', guards.admin);
  app.use('/api/admin/*', noStore);
  return app
    .openapi(listRoute, async (c) => c.json(await listUsersPage(db, c.req.valid('query')), 200))
    .openapi(getRoute, async (c) => c.json(await getUser(db, c.req.valid('param').id), 200))
    .openapi(patchRoute, async (c) =>
      c.json(await editUser(db, c.get('user').id, c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(deleteRoute, async (c) => {
      await deleteUser(
        { db, storage, cancelSubscription },
        c.get('user').id,
        c.req.valid('param').id,
        c.req.valid('query').soft === 'true',
      );
      return c.body(null, 204);
    });
}
