import {
  fileSizeLimitMegabytes,
  maxFilesPerUploadBatch,
  uploadSources,
  uploadsBucket,
} from '@brandloom/shared/uploads';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { Bucket } from '../../adapters/storage/bucket.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { validationHook } from '../../lib/error-handler.ts';
import { fileBodyLimit } from '../../lib/file-body-limit.ts';
import type { Guards } from '../../lib/guards.ts';
import { errorResponse, jsonBody, jsonContent, signedInErrors } from '../../lib/openapi.ts';
import type { SessionEnv } from '../../lib/require-session.ts';
import type { AllowedHost } from '../../lib/safe-fetch/address-policy.ts';
import { someChange } from '../../lib/some-change.ts';
import { checkUploadBatch } from './check-upload-batch.ts';
import { deleteUpload } from './delete-upload.ts';
import { getUpload } from './get-upload.ts';
import { importWebsiteImages } from './import-website-images.ts';
import { listUploadTags } from './list-upload-tags.ts';
import { listUploads } from './list-uploads.ts';
import { saveUpload } from './save-upload.ts';
import { updateUpload } from './update-upload.ts';
import type { UploadRow } from './uploads.repository.ts';

const maxPageSize = 100;
const maxTagLength = 50;

/** Paths whose multipart bodies are bigger than the API's JSON limit; they set their own. */
export const uploadBodyPaths = ['/api/uploads', '/api/uploads/check'];

/** Where the library's grid thumbnails come from: the image endpoint, square, WebP. */
const thumbnailQuery = 'w=480&h=480&fit=cover&format=webp&q=75';

const uploadSchema = z
  .object({
    id: z.uuid(),
    fileId: z.string(),
    filename: z.string(),
    path: z.string().openapi({
      description:
        'Object path in the uploads bucket: `{storageFolder}/{fileId}.{ext}` (a random folder per user, not the user id)',
    }),
    url: z.url().openapi({ description: 'Public URL of the stored file' }),
    thumbnailUrl: z.url().openapi({ description: 'A 480×480 WebP thumbnail from the image endpoint' }),
    originalUrl: z.string().nullable().openapi({ description: 'Where a website import found the image' }),
    contentType: z.enum(uploadsBucket.allowedMimeTypes),
    sizeBytes: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    tag: z.string().nullable(),
    brandId: z.uuid().nullable(),
    status: z.enum(['active', 'archived']),
    source: z.enum(uploadSources).openapi({ description: 'manual, or website (imported by a brand scan)' }),
    creationDate: z.iso.datetime(),
    updatedDate: z.iso.datetime(),
  })
  .openapi('Upload');

const fileSchema = z.instanceof(File).openapi({ type: 'string', format: 'binary' });

const idParams = z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) });

const listRoute = createRoute({
  method: 'get',
  path: '/api/uploads',
  tags: ['Uploads'],
  summary: "The signed-in user's uploads, newest first, one page at a time",
  request: {
    query: z.object({
      source: z.enum(uploadSources).optional(),
      tag: z.string().max(maxTagLength).optional(),
      search: z.string().max(200).optional().openapi({ description: 'Part of the file name, any case' }),
      brandId: z.uuid().optional(),
      after: z.uuid().optional().openapi({ description: '`nextCursor` of the previous page' }),
      limit: z.coerce.number().int().min(1).max(maxPageSize).default(48),
    }),
  },
  responses: {
    200: jsonContent(
      z
        .object({
          uploads: z.array(uploadSchema),
          nextCursor: z.uuid().nullable().openapi({ description: 'null on the last page' }),
        })
        .openapi('UploadPage'),
      'One page',
    ),
    400: errorResponse('Bad filter'),
    ...signedInErrors,
  },
});

const tagsRoute = createRoute({
  method: 'get',
  path: '/api/uploads/tags',
  tags: ['Uploads'],
  summary: "The tags on the signed-in user's uploads, alphabetically",
  responses: {
    200: jsonContent(z.object({ tags: z.array(z.string()) }), 'The tags'),
    ...signedInErrors,
  },
});

const checkRoute = createRoute({
  method: 'post',
  path: '/api/uploads/check',
  tags: ['Uploads'],
  summary: 'Check a whole batch before uploading it; stores nothing',
  description: `Step 1 of an upload. Send every file of the batch as \`files\`. The batch is refused as a whole at the first file that breaks a rule: more than ${maxFilesPerUploadBatch} files (UPLOAD_BATCH_TOO_LARGE), a name not ending in jpg, jpeg, png or webp, or bytes that are not that image type (UPLOAD_NOT_AN_IMAGE, "File does not seem to be an image: {filename}"), a file over ${fileSizeLimitMegabytes} MB (UPLOAD_TOO_LARGE). Step 2: POST each file to /api/uploads, one request per file so each shows its own progress.`,
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({ files: z.union([fileSchema, z.array(fileSchema).min(1)]) }),
        },
      },
    },
  },
  responses: {
    200: jsonContent(
      z.object({
        files: z.array(
          z.object({
            filename: z.string(),
            contentType: z.enum(uploadsBucket.allowedMimeTypes),
            sizeBytes: z.number().int(),
            width: z.number().int(),
            height: z.number().int(),
          }),
        ),
      }),
      'Every file may be uploaded',
    ),
    400: errorResponse('The batch is refused'),
    ...signedInErrors,
    413: errorResponse('A file or the batch is too large'),
  },
});

const uploadRoute = createRoute({
  method: 'post',
  path: '/api/uploads',
  tags: ['Uploads'],
  summary: 'Upload one image (after /api/uploads/check accepted its batch)',
  description:
    'The file is checked again (name, size, magic bytes), stored at `{storageFolder}/{random}.{ext}` in the uploads bucket and recorded with status `active` and source `manual`. A storage failure answers UPLOAD_FAILED, a database failure UPLOAD_SAVE_FAILED; neither leaves a file or a row behind.',
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            file: fileSchema,
            brandId: z.uuid().optional().openapi({ description: 'One of your brands' }),
          }),
        },
      },
    },
  },
  responses: {
    201: jsonContent(uploadSchema, 'The saved upload'),
    400: errorResponse('Not an image of the type its name says'),
    ...signedInErrors,
    404: errorResponse('No such brand of yours'),
    413: errorResponse('Too large'),
    500: errorResponse('Storing (UPLOAD_FAILED) or recording (UPLOAD_SAVE_FAILED) failed'),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/uploads/{id}',
  tags: ['Uploads'],
  summary: 'One of your uploads',
  request: { params: idParams },
  responses: {
    200: jsonContent(uploadSchema, 'The upload'),
    ...signedInErrors,
    404: errorResponse("No such upload of yours (another user's id too)"),
  },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/api/uploads/{id}',
  tags: ['Uploads'],
  summary: 'Tag an upload or assign it to one of your brands',
  request: {
    params: idParams,
    body: jsonBody(
      someChange(
        z
          .object({
            tag: z
              .string()
              .max(maxTagLength)
              .nullable()
              .optional()
              .openapi({ description: 'null or blank removes it' }),
            brandId: z.uuid().nullable().optional().openapi({ description: 'null unassigns' }),
          })
          .strict(),
      ).openapi('UploadChanges'),
    ),
  },
  responses: {
    200: jsonContent(uploadSchema, 'The changed upload'),
    400: errorResponse('Bad input'),
    ...signedInErrors,
    404: errorResponse('No such upload or brand of yours'),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/uploads/{id}',
  tags: ['Uploads'],
  summary: 'Delete an upload and its stored file',
  request: { params: idParams },
  responses: {
    204: { description: 'Deleted' },
    401: errorResponse('Not signed in (UPLOAD_SIGN_IN_REQUIRED: "You must be logged in to delete files")'),
    403: errorResponse('E-mail not verified'),
    404: errorResponse('No such upload of yours'),
  },
});

/**
 * requireSession, with the spec's own message for deleting while signed out (§8 "You must be
 * logged in to delete files").
 */
function requireUploadSession(session: MiddlewareHandler<SessionEnv>): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    let signedIn = false;
    try {
      await session(c, () => {
        signedIn = true;
        return next();
      });
    } catch (error) {
      if (
        !signedIn &&
        c.req.method === 'DELETE' &&
        error instanceof AppError &&
        error.code === 'UNAUTHORIZED'
      ) {
        throw new AppError('UPLOAD_SIGN_IN_REQUIRED', { cause: error });
      }
      throw error;
    }
  };
}

async function bytesOf(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.arrayBuffer());
}

/** The uploads library API (spec useruploads): only the signed-in owner sees or changes an upload. */
const importRoute = createRoute({
  method: 'post',
  path: '/api/uploads/import',
  tags: ['Uploads'],
  summary: 'Import images picked from a website into uploads (Plus and Flex)',
  description:
    'List a site’s images with POST /api/website-scan/images, then send the chosen addresses here. Each is downloaded through the safe fetch and saved with source `website`.',
  request: {
    body: jsonBody(
      z.object({
        urls: z
          .array(z.url({ protocol: /^https?$/ }).max(2000))
          .min(1)
          .max(maxFilesPerUploadBatch),
      }),
    ),
  },
  responses: {
    201: jsonContent(
      z.object({ uploads: z.array(uploadSchema), failed: z.array(z.string()) }),
      'The imported uploads, and the addresses that could not be imported',
    ),
    400: errorResponse('Bad input'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Free plan (UPGRADE_REQUIRED)'),
    422: errorResponse('No image could be imported (WEBSITE_IMAGES_FAILED)'),
  },
});

export function uploadsRoutes(
  guards: Guards,
  {
    db,
    bucket,
    appUrl,
    allowedHosts,
  }: { db: Database; bucket: Bucket; appUrl: string; allowedHosts: readonly AllowedHost[] },
) {
  const toUpload = (row: UploadRow) => ({
    id: row.id,
    fileId: row.fileId,
    filename: row.filename,
    path: row.path,
    url: bucket.publicUrl(row.path),
    thumbnailUrl: `${appUrl}/storage/${row.path}?${thumbnailQuery}`,
    originalUrl: row.originalUrl,
    contentType: row.contentType as (typeof uploadsBucket.allowedMimeTypes)[number],
    sizeBytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    tag: row.tag,
    brandId: row.brandId,
    status: row.status,
    source: row.source,
    creationDate: row.creationDate.toISOString(),
    updatedDate: row.updatedDate.toISOString(),
  });

  const app = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  app.use('/api/uploads', requireUploadSession(guards.session));
  app.use('/api/uploads/*', requireUploadSession(guards.session));
  app.use('/api/uploads/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.post('/api/uploads/check', fileBodyLimit(maxFilesPerUploadBatch));
  app.post('/api/uploads', fileBodyLimit());

  return app
    .openapi(importRoute, async (c) => {
      const { uploads, failed } = await importWebsiteImages(
        { db, bucket, allowedHosts, logger: c.var.logger },
        c.var.user.id,
        c.req.valid('json').urls,
      );
      return c.json({ uploads: uploads.map(toUpload), failed }, 201);
    })
    .openapi(listRoute, async (c) => {
      const { limit, after, ...filters } = c.req.valid('query');
      const page = await listUploads(db, c.var.user.id, { filters, after, limit });
      c.header('Cache-Control', 'no-store');
      return c.json({ uploads: page.uploads.map(toUpload), nextCursor: page.nextCursor }, 200);
    })
    .openapi(tagsRoute, async (c) => c.json({ tags: await listUploadTags(db, c.var.user.id) }, 200))
    .openapi(checkRoute, async (c) => {
      const { files } = c.req.valid('form');
      const batch = await Promise.all(
        (Array.isArray(files) ? files : [files]).map(async (file) => ({
          filename: file.name,
          bytes: await bytesOf(file),
        })),
      );
      return c.json({ files: await checkUploadBatch(batch) }, 200);
    })
    .openapi(uploadRoute, async (c) => {
      const { file, brandId } = c.req.valid('form');
      const row = await saveUpload(
        { db, bucket },
        { userId: c.var.user.id, filename: file.name, bytes: await bytesOf(file), source: 'manual', brandId },
      );
      return c.json(toUpload(row), 201);
    })
    .openapi(getRoute, async (c) =>
      c.json(toUpload(await getUpload(db, c.var.user.id, c.req.valid('param').id)), 200),
    )
    .openapi(patchRoute, async (c) =>
      c.json(
        toUpload(await updateUpload(db, c.var.user.id, c.req.valid('param').id, c.req.valid('json'))),
        200,
      ),
    )
    .openapi(deleteRoute, async (c) => {
      await deleteUpload({ db, bucket }, c.var.user.id, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
