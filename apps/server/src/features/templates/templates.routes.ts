import { languages } from '@brandloom/shared/i18n/languages';
import { templateListQuerySchema, templatePageSchema, templateSchema } from '@brandloom/shared/templates';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { validationHook } from '../../lib/error-handler.ts';
import type { Guards } from '../../lib/guards.ts';
import { unless } from '../../lib/http.ts';
import { requestLanguage } from '../../lib/language.ts';
import { errorResponse, jsonContent, signedInErrors } from '../../lib/openapi.ts';
import type { SessionEnv } from '../../lib/require-session.ts';
import { templateCatalogue } from './catalog/catalog.ts';
import { favoriteTemplate } from './favorite-template.ts';
import { getTemplate } from './get-template.ts';
import { listTemplates } from './list-templates.ts';
import { createTemplatePreviews, previewCacheControl } from './render-template-preview.ts';
import { unfavoriteTemplate } from './unfavorite-template.ts';

// Any string: an id that is not a template's answers TEMPLATE_NOT_FOUND.
const idParam = z.object({
  id: z
    .string()
    .max(200)
    .openapi({ param: { name: 'id', in: 'path' }, example: 'food-brunch-special--split--square--0' }),
});
const notFound = { 404: errorResponse('TEMPLATE_NOT_FOUND: no such template, or it was deleted') };

const listRoute = createRoute({
  method: 'get',
  path: '/api/templates',
  tags: ['Templates'],
  summary: 'The templates library, one page at a time',
  description:
    'Views: all (featured first, then a mixed order), favorites (newest first), recent (the caller’s used templates, last used first). `search` matches title, prompt and category name in the caller’s language and English, ignoring case and accents. `format` narrows to its aspect; with `aspect` too, both must agree. A page past the end is empty and still tells the page count (at least 1).',
  request: { query: templateListQuerySchema },
  responses: {
    200: jsonContent(templatePageSchema, 'One page'),
    400: errorResponse('Bad query'),
    ...signedInErrors,
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/templates/{id}',
  tags: ['Templates'],
  summary: 'One template as the caller sees it',
  request: { params: idParam },
  responses: { 200: jsonContent(templateSchema, 'The template'), ...signedInErrors, ...notFound },
});

const favoriteRoute = createRoute({
  method: 'put',
  path: '/api/templates/{id}/favorite',
  tags: ['Templates'],
  summary: 'Mark a template as a favourite (again is fine)',
  request: { params: idParam },
  responses: { 204: { description: 'A favourite' }, ...signedInErrors, ...notFound },
});

const unfavoriteRoute = createRoute({
  method: 'delete',
  path: '/api/templates/{id}/favorite',
  tags: ['Templates'],
  summary: 'Unmark a favourite template (not marked is fine)',
  request: { params: idParam },
  responses: { 204: { description: 'Not a favourite' }, ...signedInErrors, ...notFound },
});

const previewRoute = createRoute({
  method: 'get',
  path: '/api/templates/{id}/preview',
  tags: ['Templates'],
  summary: 'A template’s preview picture (public: catalogue art, no user data)',
  description:
    'WebP drawn by the brand compositor with the template’s sample copy in `lang`. With the current catalogue version as `v` (as in `previewUrl`) it is cached for a year.',
  request: {
    params: idParam,
    query: z.object({
      lang: z.enum(languages).default('en'),
      v: z.string().max(40).optional().openapi({ description: 'The catalogue version' }),
    }),
  },
  responses: {
    200: {
      description: 'The preview',
      content: { 'image/webp': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    400: errorResponse('Bad query'),
    ...notFound,
  },
});

/** `/api/templates/:id/preview`: public, so pages can show previews without a session. */
const previewPath = /^\/api\/templates\/[^/]+\/preview$/;

export function templatesRoutes(guards: Guards, deps: { db: Database; storage: Storage }) {
  const { db } = deps;
  const renderPreview = createTemplatePreviews(deps);
  const app = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  app.use('/api/templates', guards.session);
  app.use(
    '/api/templates/*',
    unless((c) => previewPath.test(c.req.path), guards.session),
  );
  return app
    .openapi(listRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listTemplates(db, c.get('user').id, c.req.valid('query'), requestLanguage(c)), 200);
    })
    .openapi(getRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(
        await getTemplate(db, c.get('user').id, c.req.valid('param').id, requestLanguage(c)),
        200,
      );
    })
    .openapi(favoriteRoute, async (c) => {
      await favoriteTemplate(db, c.get('user').id, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(unfavoriteRoute, async (c) => {
      await unfavoriteTemplate(db, c.get('user').id, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(previewRoute, async (c) => {
      const { lang, v } = c.req.valid('query');
      const preview = await renderPreview(c.req.valid('param').id, lang);
      return c.body(preview.bytes, 200, {
        'Content-Type': 'image/webp',
        'Content-Length': String(preview.bytes.byteLength),
        // An old version's URL gets today's picture, but only for a while.
        'Cache-Control': v === templateCatalogue.version ? previewCacheControl : 'public, max-age=3600',
        'Cross-Origin-Resource-Policy': 'cross-origin',
        'X-Image-Cache': preview.cached ? 'hit' : 'miss',
      });
    });
}
