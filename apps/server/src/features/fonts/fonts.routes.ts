import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  catalogFontIds,
  catalogFontUrl,
  fontCatalog,
  fontCategories,
  fontWeights,
} from '@brandloom/shared/font-catalog';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { AppError } from '../../lib/app-error.ts';
import { validationHook } from '../../lib/error-handler.ts';
import type { AppEnv } from '../../lib/http.ts';
import { errorResponse, jsonContent } from '../../lib/openapi.ts';
import { catalogFontFile } from './font-files.ts';

const catalogSchema = z
  .object({
    fonts: z.array(
      z.object({
        id: z.enum(catalogFontIds).openapi({ example: 'playfair-display' }),
        family: z.string().openapi({ example: 'Playfair Display' }),
        category: z.enum(fontCategories),
        weights: z.array(z.union(fontWeights.map((weight) => z.literal(weight)))),
        files: z
          .record(z.string(), z.string())
          .openapi({ description: 'WOFF2 URL by weight', example: { 400: '/api/fonts/inter/400.woff2' } }),
      }),
    ),
  })
  .openapi('FontCatalog');

const listRoute = createRoute({
  method: 'get',
  path: '/api/fonts',
  tags: ['Brands'],
  summary: 'The fonts shipped with the product, for brands',
  responses: {
    200: jsonContent(catalogSchema, 'The catalogue'),
  },
});

const fileRoute = createRoute({
  method: 'get',
  path: '/api/fonts/{id}/{file}',
  tags: ['Brands'],
  summary: 'A catalogue font file (latin subset, WOFF2), cached for a year',
  request: {
    params: z.object({
      id: z.string().openapi({ example: 'inter' }),
      file: z.string().openapi({ example: '700.woff2' }),
    }),
  },
  responses: {
    200: {
      description: 'The font file',
      content: { 'font/woff2': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    404: errorResponse('No such font'),
  },
});

// The files only change with a package upgrade; a year matches how browsers treat web fonts.
const fontCacheControl = 'public, max-age=31536000, immutable';

const catalog = {
  fonts: fontCatalog.map((font) => ({
    ...font,
    weights: [...font.weights],
    files: Object.fromEntries(font.weights.map((weight) => [weight, catalogFontUrl(font.id, weight)])),
  })),
};

/** Public: the catalogue is the same for everyone and the files are open-licensed. */
export function fontRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  return app
    .openapi(listRoute, (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.json(catalog, 200);
    })
    .openapi(fileRoute, async (c) => {
      const { id, file } = c.req.valid('param');
      const weight = /^(\d{3})\.woff2$/.exec(file)?.[1];
      const path = weight ? catalogFontFile(id, Number(weight)) : null;
      if (!path) throw new AppError('NOT_FOUND');
      const { size } = await stat(path);
      return c.body(Readable.toWeb(createReadStream(path)) as ReadableStream, 200, {
        'Content-Type': 'font/woff2',
        'Content-Length': String(size),
        'Cache-Control': fontCacheControl,
      });
    });
}
