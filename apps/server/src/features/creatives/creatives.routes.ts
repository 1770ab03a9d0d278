import { isUuid } from '@brandloom/shared/ids';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { validationHook } from '../../lib/error-handler.ts';
import type { Guards } from '../../lib/guards.ts';
import type { SessionEnv } from '../../lib/require-session.ts';
import type { PublishChange } from '../realtime/index.ts';
import type { ImageTransformer } from '../storage/index.ts';
import {
  changesRoute,
  deleteRoute,
  downloadRoute,
  getRoute,
  listRoute,
  updateRoute,
  videoRoute,
} from './creatives.contract.ts';
import { deleteCreative } from './delete-creative.ts';
import { downloadCreative } from './download-creative.ts';
import { getCreative } from './get-creative.ts';
import { listChangedCreatives } from './list-changed-creatives.ts';
import { listCreatives } from './list-creatives.ts';
import { serveCreativeVideo } from './serve-creative-video.ts';
import { updateCreative } from './update-creative.ts';

const ownId = (id: string) => {
  if (!isUuid(id)) throw new AppError('CREATIVE_NOT_FOUND');
  return id;
};

export function creativesRoutes(deps: {
  guards: Guards;
  db: Database;
  storage: Storage;
  publish: PublishChange;
  /** The storage images' transformer, shared so downloads and thumbnails use one cache. */
  images: ImageTransformer;
  now: () => number;
}) {
  const { guards, db, storage } = deps;
  const app = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  app.use('/api/creatives', guards.session);
  app.use('/api/creatives/*', guards.session);
  app.openAPIRegistry.registerPath(videoRoute);
  return app
    .openapi(listRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listCreatives(db, storage, c.get('user').id, c.req.valid('query')), 200);
    })
    .openapi(changesRoute, async (c) => {
      const { since, limit } = c.req.valid('query');
      const creatives = await listChangedCreatives(db, storage, c.get('user').id, new Date(since), limit);
      c.header('Cache-Control', 'no-store');
      return c.json({ creatives }, 200);
    })
    .openapi(getRoute, async (c) => {
      const creative = await getCreative(db, storage, c.get('user').id, c.req.valid('param').id);
      c.header('Cache-Control', 'no-store');
      return c.json(creative, 200);
    })
    .openapi(updateRoute, async (c) =>
      c.json(
        await updateCreative(deps, c.get('user').id, ownId(c.req.valid('param').id), c.req.valid('json')),
        200,
      ),
    )
    .openapi(downloadRoute, async (c) => {
      const id = ownId(c.req.valid('param').id);
      const query = c.req.valid('query');
      if (query.format === 'mp4') {
        const video = await serveCreativeVideo(deps, c.get('user').id, id, {
          range: undefined,
          download: true,
        });
        return c.body(video.body, video.status, video.headers);
      }
      const file = await downloadCreative(deps, c.get('user').id, id, { ...query, format: query.format });
      return c.body(file.bytes, 200, {
        'Content-Type': file.contentType,
        'Content-Length': String(file.bytes.byteLength),
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'Cache-Control': 'private, no-store',
      });
    })
    .openapi(deleteRoute, async (c) => {
      await deleteCreative(deps, c.get('user').id, ownId(c.req.valid('param').id));
      return c.body(null, 204);
    })
    .get('/api/creatives/:id/video', async (c) => {
      const answer = await serveCreativeVideo(deps, c.get('user').id, ownId(c.req.param('id')), {
        range: c.req.header('range'),
        download: c.req.query('download') === 'true',
      });
      return c.body(answer.body, answer.status, answer.headers);
    });
}
