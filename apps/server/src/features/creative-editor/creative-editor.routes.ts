import { isUuid } from '@brandloom/shared/ids';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { LayerPicture } from '../../brand-layer/index.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { validationHook } from '../../lib/error-handler.ts';
import type { Guards } from '../../lib/guards.ts';
import { errorResponse, idPathParam, jsonBody, jsonContent, signedInErrors } from '../../lib/openapi.ts';
import type { SessionEnv } from '../../lib/require-session.ts';
import { creativeSchema, creativeView } from '../creatives/index.ts';
import { imageRequestSources } from '../generation/index.ts';
import type { PublishChange } from '../realtime/index.ts';
import { listCreativeVersions } from './list-creative-versions.ts';
import { openCreativeEditor } from './open-creative-editor.ts';
import { previewCreativeEdit } from './preview-creative-edit.ts';
import { revertCreativeVersion } from './revert-creative-version.ts';
import { saveCreativeVersion } from './save-creative-version.ts';

/** The image editor and version history (decision 0055). */

const idParam = idPathParam();

/** A malformed id is no creative of the caller's. */
function creativeId(id: string): string {
  if (!isUuid(id)) throw new AppError('CREATIVE_NOT_FOUND');
  return id;
}

const layerDocument = z
  .record(z.string(), z.unknown())
  .openapi({ description: 'A layer document (packages/shared/src/layers.ts), checked by the server' });
const layerIds = z.array(z.string().min(1).max(40)).max(200);

const layerPicture = z.object({
  id: z.string(),
  image: z.string().openapi({ description: 'The layer painted alone: a PNG data URL, cropped' }),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});
const previewAnswer = z.object({
  document: layerDocument,
  layers: z.array(layerPicture),
  photoFocus: z.record(z.string(), z.object({ x: z.number(), y: z.number() })).openapi({
    description:
      'By photo path: the point (fractions of its width and height) an uncropped photo layer centres on',
  }),
});
const pictureView = (picture: LayerPicture) => ({
  id: picture.id,
  image: `data:image/png;base64,${Buffer.from(picture.png).toString('base64')}`,
  x: picture.x,
  y: picture.y,
  width: picture.width,
  height: picture.height,
});

const notEditable = {
  404: errorResponse('No such creative of the caller (CREATIVE_NOT_FOUND)'),
  409: errorResponse('Not a finished image with layers (CREATIVE_NOT_EDITABLE)'),
};
const badDocument = {
  400: errorResponse(
    'A document that is not valid (LAYER_DOCUMENT_INVALID) or names a file not allowed (LAYER_FILE_NOT_ALLOWED)',
  ),
};

const openRoute = createRoute({
  method: 'get',
  path: '/api/creatives/{id}/editor',
  tags: ['Creatives'],
  summary: 'Open a creative in the image editor',
  description:
    'Its layer document, each layer painted alone by the server’s renderer (so the editor shows what saving makes), the brand’s palette and the uploads a photo can be replaced with.',
  request: { params: idParam },
  responses: {
    200: jsonContent(
      previewAnswer.extend({
        palette: z.array(z.string()),
        uploads: z.array(z.object({ path: z.string(), filename: z.string(), url: z.string() })),
      }),
      'The editor’s start',
    ),
    ...signedInErrors,
    ...notEditable,
  },
});

const previewRoute = createRoute({
  method: 'post',
  path: '/api/creatives/{id}/editor/preview',
  tags: ['Creatives'],
  summary: 'Paint an edited document’s layers',
  description:
    'Sets the `refit` text layers again in their boxes from the document’s copy, and paints the `layers` named (all when left out). Nothing is stored.',
  request: {
    params: idParam,
    body: jsonBody(
      z.object({ document: layerDocument, refit: layerIds.default([]), layers: layerIds.optional() }),
    ),
  },
  responses: {
    200: jsonContent(previewAnswer, 'The document as set, and the layers painted'),
    ...badDocument,
    ...signedInErrors,
    ...notEditable,
  },
});

const creativeAnswer = z.object({ creative: creativeSchema });

const saveRoute = createRoute({
  method: 'post',
  path: '/api/creatives/{id}/versions',
  tags: ['Creatives'],
  summary: 'Save an edited creative as its next version (no credits)',
  description:
    'Renders the edited layer document on the server and stores it as a new finished creative linked to the first version; the library and the chat then show it in place of the older one.',
  request: { params: idParam, body: jsonBody(z.object({ document: layerDocument })) },
  responses: {
    201: jsonContent(creativeAnswer, 'The new version'),
    ...badDocument,
    ...signedInErrors,
    ...notEditable,
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/creatives/{id}/versions',
  tags: ['Creatives'],
  summary: 'Every version of a creative, newest first',
  request: { params: idParam },
  responses: {
    200: jsonContent(z.object({ creatives: z.array(creativeSchema) }), 'The versions'),
    ...signedInErrors,
    404: errorResponse('No such creative of the caller (CREATIVE_NOT_FOUND)'),
  },
});

const revertRoute = createRoute({
  method: 'post',
  path: '/api/creatives/{id}/revert',
  tags: ['Creatives'],
  summary: 'Make this (older) version the newest again',
  description: 'Saves its layer document as the next version (no credits).',
  request: { params: idParam },
  responses: {
    201: jsonContent(creativeAnswer, 'The new version'),
    ...signedInErrors,
    ...notEditable,
  },
});

export function creativeEditorRoutes(deps: {
  guards: Guards;
  db: Database;
  storage: Storage;
  publish: PublishChange;
}) {
  const { guards, storage } = deps;
  const sources = imageRequestSources(deps);
  const editorDeps = { ...sources, publish: deps.publish };
  const app = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  for (const path of ['editor', 'editor/preview', 'versions', 'revert'])
    app.use(`/api/creatives/:id/${path}`, guards.session);
  return app
    .openapi(openRoute, async (c) => {
      const id = creativeId(c.req.valid('param').id);
      const opened = await openCreativeEditor(sources, c.get('user').id, id);
      return c.json({ ...opened, layers: opened.layers.map(pictureView) }, 200);
    })
    .openapi(previewRoute, async (c) => {
      const id = creativeId(c.req.valid('param').id);
      const preview = await previewCreativeEdit(sources, c.get('user').id, id, c.req.valid('json'));
      return c.json(
        {
          document: preview.document,
          layers: preview.layers.map(pictureView),
          photoFocus: preview.photoFocus,
        },
        200,
      );
    })
    .openapi(saveRoute, async (c) => {
      const id = creativeId(c.req.valid('param').id);
      const row = await saveCreativeVersion(editorDeps, c.get('user').id, id, c.req.valid('json').document);
      return c.json({ creative: creativeView(storage, row) }, 201);
    })
    .openapi(listRoute, async (c) => {
      const rows = await listCreativeVersions(deps.db, c.get('user').id, creativeId(c.req.valid('param').id));
      return c.json({ creatives: rows.map((row) => creativeView(storage, row)) }, 200);
    })
    .openapi(revertRoute, async (c) => {
      const row = await revertCreativeVersion(
        editorDeps,
        c.get('user').id,
        creativeId(c.req.valid('param').id),
      );
      return c.json({ creative: creativeView(storage, row) }, 201);
    });
}
