import { maxFilesPerUploadBatch, type uploadsBucket } from '@brandloom/shared/uploads';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { Bucket } from '../../adapters/storage/bucket.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { validationHook } from '../../lib/error-handler.ts';
import { fileBodyLimit } from '../../lib/file-body-limit.ts';
import type { Guards } from '../../lib/guards.ts';
import { noStore } from '../../lib/http.ts';
import type { SessionEnv } from '../../lib/require-session.ts';
import type { AllowedHost } from '../../lib/safe-fetch/address-policy.ts';
import { checkUploadBatch } from './check-upload-batch.ts';
import { deleteUpload } from './delete-upload.ts';
import { getUpload } from './get-upload.ts';
import { importWebsiteImages } from './import-website-images.ts';
import { listUploadTags } from './list-upload-tags.ts';
import { listUploads } from './list-uploads.ts';
import { saveUpload } from './save-upload.ts';
import { updateUpload } from './update-upload.ts';
import {
  checkRoute,
  deleteRoute,
  getRoute,
  importRoute,
  listRoute,
  patchRoute,
  tagsRoute,
  uploadRoute,
} from './uploads.contract.ts';
import type { UploadRow } from './uploads.repository.ts';

/** Paths whose multipart bodies are bigger than the API's JSON limit; they set their own. */
export const uploadBodyPaths = ['/api/uploads', '/api/uploads/check'];

/** Where the library's grid thumbnails come from: the image endpoint, square, WebP. */
const thumbnailQuery = 'w=480&h=480&fit=cover&format=webp&q=75';

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
    creationDate: row.creationDate,
    updatedDate: row.updatedDate,
  });

  const app = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  app.use('/api/uploads', requireUploadSession(guards.session));
  app.use('/api/uploads/*', requireUploadSession(guards.session));
  app.use('/api/uploads/*', noStore);
  app.post('/api/uploads/check', fileBodyLimit(maxFilesPerUploadBatch));
  app.post('/api/uploads', fileBodyLimit());

  return app
    .openapi(importRoute, async (c) => {
      const { uploads, failed } = await importWebsiteImages(
        { db, bucket, allowedHosts, logger: c.get('logger') },
        c.get('user').id,
        c.req.valid('json').urls,
      );
      return c.json({ uploads: uploads.map(toUpload), failed }, 201);
    })
    .openapi(listRoute, async (c) => {
      const { limit, after, ...filters } = c.req.valid('query');
      const page = await listUploads(db, c.get('user').id, { filters, after, limit });
      c.header('Cache-Control', 'no-store');
      return c.json({ uploads: page.uploads.map(toUpload), nextCursor: page.nextCursor }, 200);
    })
    .openapi(tagsRoute, async (c) => c.json({ tags: await listUploadTags(db, c.get('user').id) }, 200))
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
        {
          userId: c.get('user').id,
          filename: file.name,
          bytes: await bytesOf(file),
          source: 'manual',
          brandId,
        },
      );
      return c.json(toUpload(row), 201);
    })
    .openapi(getRoute, async (c) =>
      c.json(toUpload(await getUpload(db, c.get('user').id, c.req.valid('param').id)), 200),
    )
    .openapi(patchRoute, async (c) =>
      c.json(
        toUpload(await updateUpload(db, c.get('user').id, c.req.valid('param').id, c.req.valid('json'))),
        200,
      ),
    )
    .openapi(deleteRoute, async (c) => {
      await deleteUpload({ db, bucket }, c.get('user').id, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
