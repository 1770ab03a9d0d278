import { templateAdminUpdateSchema, templateSchema } from '@brandloom/shared/templates';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Database } from '../../db/client.ts';
import { validationHook } from '../../lib/error-handler.ts';
import type { Guards } from '../../lib/guards.ts';
import { requestLanguage } from '../../lib/language.ts';
import { adminErrors, errorResponse, jsonBody, jsonContent } from '../../lib/openapi.ts';
import type { SessionEnv } from '../../lib/require-session.ts';
import { deleteTemplate } from './delete-template.ts';
import { updateTemplate } from './update-template.ts';

const idParam = z.object({
  id: z
    .string()
    .max(200)
    .openapi({ param: { name: 'id', in: 'path' } }),
});
const adminOnly = {
  ...adminErrors,
  404: errorResponse('TEMPLATE_NOT_FOUND: no such template, or it was deleted'),
};

const updateRoute = createRoute({
  method: 'patch',
  path: '/api/admin/templates/{id}',
  tags: ['Admin'],
  summary: 'Mark a template featured or remove it from the featured ones',
  request: {
    params: idParam,
    body: jsonBody(templateAdminUpdateSchema),
  },
  responses: {
    200: jsonContent(templateSchema, 'The template'),
    400: errorResponse('Bad input'),
    ...adminOnly,
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/admin/templates/{id}',
  tags: ['Admin'],
  summary: 'Delete a template from the library (it never comes back with a restart)',
  request: { params: idParam },
  responses: { 204: { description: 'Deleted' }, ...adminOnly },
});

/** Spec §6: admins feature, unfeature and delete templates. */
export function templatesAdminRoutes(guards: Guards, db: Database) {
  const app = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  app.use('/api/admin/templates/*', guards.admin);
  return app
    .openapi(updateRoute, async (c) => {
      const admin = { id: c.get('user').id, language: requestLanguage(c) };
      return c.json(await updateTemplate(db, admin, c.req.valid('param').id, c.req.valid('json')), 200);
    })
    .openapi(deleteRoute, async (c) => {
      await deleteTemplate(db, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
