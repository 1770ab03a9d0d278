import { Readable } from 'node:stream';
import { imageTransformParams, imageTransformQuerySchema } from '@brandloom/shared/image-transform';
import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Storage } from '../../adapters/storage/storage.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppEnv } from '../../lib/http.ts';
import { requestLanguage } from '../../lib/language.ts';
import { errorResponse } from '../../lib/openapi.ts';
import { validationFields } from '../../lib/validation-messages.ts';
import { createImageTransformer, type ImageTransformer } from './transform-image.ts';

const transformedCacheControl = 'public, max-age=3600';

function documentRoute(app: OpenAPIHono<AppEnv>): void {
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/storage/{path}',
    tags: ['Storage'],
    summary: 'A stored file; images resized and converted on request',
    description:
      '`path` may contain `/`. Without query parameters the stored bytes are sent as they are. With any of w, h, fit, format, q the stored image (JPG, PNG, WebP, GIF, AVIF) is resized and converted; results are cached for an hour.',
    request: {
      params: z.object({
        path: z.string().openapi({ example: '3f1c9a0b7d2e4c58a6b1e0f9d8c7b6a5/abc123.png' }),
      }),
      query: imageTransformQuerySchema,
    },
    responses: {
      200: {
        description: 'The file, or the transformed image',
        content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } },
      },
      400: errorResponse('A transform parameter is out of range (VALIDATION_FAILED, IMAGE_OUTPUT_TOO_LARGE)'),
      404: errorResponse('No such file'),
      413: errorResponse('The stored image is too large to transform'),
      415: errorResponse('The stored file is not an image that can be transformed'),
    },
  });
}

/**
 * Public read access to stored objects (uploads and creatives are public by URL, as in the spec),
 * with on-the-fly image resizing when transform parameters are given.
 */
export function storageRoutes(storage: Storage, images: ImageTransformer = createImageTransformer(storage)) {
  const app = new OpenAPIHono<AppEnv>();
  documentRoute(app);
  return app.get('/storage/*', async (c) => {
    // Object paths never contain encoded characters, so the path needs no further decoding.
    const path = c.req.path.slice('/storage/'.length);
    const query = c.req.query();
    if (imageTransformParams.some((name) => name in query)) {
      const parsed = imageTransformQuerySchema.safeParse(query);
      if (!parsed.success) {
        throw new AppError('VALIDATION_FAILED', {
          fields: validationFields(parsed.error, query, requestLanguage(c)),
        });
      }
      const image = await images.transform(path, parsed.data);
      return c.body(image.bytes, 200, {
        'Content-Type': image.contentType,
        'Content-Length': String(image.bytes.byteLength),
        'Cache-Control': transformedCacheControl,
        'Cross-Origin-Resource-Policy': 'cross-origin',
        'X-Image-Cache': image.cached ? 'hit' : 'miss',
      });
    }
    const object = await storage.get(path);
    if (!object) throw new AppError('NOT_FOUND');
    return c.body(Readable.toWeb(object.body) as ReadableStream, 200, {
      'Content-Type': object.contentType,
      'Content-Length': String(object.size),
      'Cache-Control': object.cacheControl,
      // Stored files are meant to be linked and embedded from anywhere.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });
}
