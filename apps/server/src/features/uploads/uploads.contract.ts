import {
  fileSizeLimitMegabytes,
  maxFilesPerUploadBatch,
  uploadSources,
  uploadsBucket,
} from '@brandloom/shared/uploads';
import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse, jsonBody, jsonContent, signedInErrors } from '../../lib/openapi.ts';
import { someChange } from '../../lib/some-change.ts';

/** The uploads library's contract (spec useruploads): its routes and their schemas. */

const maxPageSize = 100;
const maxTagLength = 50;

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

export const listRoute = createRoute({
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

export const tagsRoute = createRoute({
  method: 'get',
  path: '/api/uploads/tags',
  tags: ['Uploads'],
  summary: "The tags on the signed-in user's uploads, alphabetically",
  responses: {
    200: jsonContent(z.object({ tags: z.array(z.string()) }), 'The tags'),
    ...signedInErrors,
  },
});

export const checkRoute = createRoute({
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

export const uploadRoute = createRoute({
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

export const getRoute = createRoute({
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

export const patchRoute = createRoute({
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

export const deleteRoute = createRoute({
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

export const importRoute = createRoute({
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
