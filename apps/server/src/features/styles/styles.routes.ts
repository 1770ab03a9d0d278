import { presetStyleIds, styleInputSchema } from '@brandloom/shared/styles';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Database } from '../../db/client.ts';
import { validationHook } from '../../lib/error-handler.ts';
import type { Guards } from '../../lib/guards.ts';
import { requestLanguage } from '../../lib/language.ts';
import {
  errorResponse,
  jsonBody,
  jsonContent,
  nextCursorField,
  pageQuery,
  signedInErrors,
} from '../../lib/openapi.ts';
import type { SessionEnv } from '../../lib/require-session.ts';
import { createStyle } from './create-style.ts';
import { deleteStyle } from './delete-style.ts';
import { getStyle } from './get-style.ts';
import { listStyles } from './list-styles.ts';
import { updateStyle } from './update-style.ts';

const lookFields = {
  colors: z.array(z.string()).openapi({ description: 'Hex colours: background, text, accent, more accents' }),
  fonts: z.array(z.string()).openapi({ description: 'Font families, heading first' }),
  designElements: z.array(z.string()),
};

const presetStyleSchema = z
  .object({
    id: z.enum(presetStyleIds),
    kind: z.literal('preset'),
    name: z.string().openapi({ description: "In the caller's language" }),
    description: z.string(),
    ...lookFields,
    promptGuidance: z.string().openapi({ description: 'English guidance for the image engine' }),
  })
  .openapi('PresetStyle');

const customStyleSchema = z
  .object({
    id: z.uuid(),
    kind: z.literal('custom'),
    name: z.string(),
    description: z.string(),
    ...lookFields,
    creationDate: z.iso.datetime(),
    updatedDate: z.iso.datetime(),
  })
  .openapi('CustomStyle');

const styleListSchema = z
  .object({
    presets: z.array(presetStyleSchema),
    custom: z
      .array(customStyleSchema)
      .openapi({ description: "The caller's own styles, newest first, a page of them" }),
    nextCursor: nextCursorField,
    canManageCustom: z
      .boolean()
      .openapi({ description: "Whether the caller's plan may add, edit and delete" }),
  })
  .openapi('StyleList');

const inputSchema = styleInputSchema;
// Any string: a preset id, a UUID, or something that answers STYLE_NOT_FOUND.
const idParam = z.object({
  id: z
    .string()
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' } }),
});
const writeErrors = {
  400: errorResponse('Invalid style (e.g. an empty name: fields.name)'),
  401: errorResponse('Not signed in'),
  403: errorResponse('UPGRADE_REQUIRED on the Free plan; FORBIDDEN for a preset or an unverified e-mail'),
  404: errorResponse('STYLE_NOT_FOUND: no such style of the caller'),
};

const listRoute = createRoute({
  method: 'get',
  path: '/api/styles',
  tags: ['Styles'],
  summary: "The preset styles and the caller's own, a page at a time",
  request: { query: z.object(pageQuery(50)) },
  responses: {
    200: jsonContent(styleListSchema, 'Presets and custom styles'),
    400: errorResponse('INVALID_CURSOR or VALIDATION_FAILED'),
    ...signedInErrors,
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/styles/{id}',
  tags: ['Styles'],
  summary: 'One preset (by its id) or one of the caller’s own styles',
  request: { params: idParam },
  responses: {
    200: jsonContent(z.union([presetStyleSchema, customStyleSchema]), 'The style'),
    ...signedInErrors,
    404: errorResponse('STYLE_NOT_FOUND'),
  },
});

const createStyleRoute = createRoute({
  method: 'post',
  path: '/api/styles',
  tags: ['Styles'],
  summary: 'Add a custom style (Plus and Flex)',
  request: { body: jsonBody(inputSchema) },
  responses: {
    201: jsonContent(customStyleSchema, 'The new style'),
    ...writeErrors,
    409: errorResponse('STYLE_EXISTS: the caller has a style of that name (any case)'),
  },
});

const updateStyleRoute = createRoute({
  method: 'put',
  path: '/api/styles/{id}',
  tags: ['Styles'],
  summary: 'Replace one of the caller’s own styles (Plus and Flex)',
  request: {
    params: idParam,
    body: jsonBody(inputSchema),
  },
  responses: {
    200: jsonContent(customStyleSchema, 'The saved style'),
    ...writeErrors,
    409: errorResponse('STYLE_EXISTS: another of the caller’s styles has that name'),
  },
});

const deleteStyleRoute = createRoute({
  method: 'delete',
  path: '/api/styles/{id}',
  tags: ['Styles'],
  summary: 'Delete one of the caller’s own styles (Plus and Flex)',
  request: { params: idParam },
  responses: { 204: { description: 'Deleted' }, ...writeErrors },
});

export function stylesRoutes(guards: Guards, db: Database) {
  const app = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  app.use('/api/styles', guards.session);
  app.use('/api/styles/*', guards.session);
  // The user id always comes from the session: a style id of another user is simply not found.
  return app
    .openapi(listRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listStyles(db, c.get('user').id, requestLanguage(c), c.req.valid('query')), 200);
    })
    .openapi(getRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await getStyle(db, c.get('user').id, c.req.valid('param').id, requestLanguage(c)), 200);
    })
    .openapi(createStyleRoute, async (c) =>
      c.json(await createStyle(db, c.get('user').id, c.req.valid('json')), 201),
    )
    .openapi(updateStyleRoute, async (c) =>
      c.json(await updateStyle(db, c.get('user').id, c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(deleteStyleRoute, async (c) => {
      await deleteStyle(db, c.get('user').id, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
