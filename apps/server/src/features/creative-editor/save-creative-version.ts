import { defaultCacheControl, newObjectPath, type Storage } from '../../adapters/storage/storage.ts';
import { creativeThumbnail, renderDocument } from '../../brand-layer/index.ts';
import type { CreativeRow } from '../creatives/index.ts';
import type { ImageRequestSources } from '../generation/index.ts';
import type { PublishChange } from '../realtime/index.ts';
import { findStorageFolder } from '../storage/index.ts';
import { checkLayerDocument } from './check-layer-document.ts';
import { insertCreativeVersion, nextVersionNumber } from './creative-editor.repository.ts';
import { loadEditableCreative } from './editable-creative.ts';

/**
 * Saves an edited layer document as the creative's next version (decision 0055): checked (schema,
 * bounds, only fonts and pictures the user may use), rendered by the compositor's own renderer, and
 * stored as a new finished creative linked to the root of its versions. Manual edits are free: no
 * credits, no ledger event. The brand check's mechanical fixes save through here too.
 */

export interface CreativeEditorDeps extends ImageRequestSources {
  storage: Storage;
  publish: PublishChange;
}

export async function saveCreativeVersion(
  deps: CreativeEditorDeps,
  userId: string,
  creativeId: string,
  edited: unknown,
): Promise<CreativeRow> {
  const editable = await loadEditableCreative(deps, userId, creativeId);
  const document = await checkLayerDocument(deps.db, editable, edited);
  const files = { ...(await editable.files(document)), keepPixels: true };
  const { png, pixels } = await renderDocument(document, files);
  const folder = await findStorageFolder(deps.db, userId);
  const store = async (bytes: Uint8Array, contentType: string, extension: string) => {
    const path = newObjectPath(folder, extension);
    await deps.storage.put(path, bytes, { contentType, cacheControl: defaultCacheControl });
    return path;
  };
  const { row: from } = editable;
  const rootId = from.versionOf ?? from.id;
  const now = new Date();
  const [row] = await insertCreativeVersion(deps.db, {
    userId,
    conversationId: from.conversationId,
    generationId: from.generationId,
    mode: 'image',
    status: 'completed',
    prompt: from.prompt,
    model: from.model,
    quality: from.quality,
    ratio: from.ratio,
    brandId: from.brandId,
    styleId: from.styleId,
    templateId: from.templateId,
    attachments: from.attachments,
    variantIndex: from.variantIndex,
    fixOf: from.fixOf,
    credits: 0,
    copy: document.copy,
    imagePath: await store(png, 'image/png', 'png'),
    thumbnailPath: await store(await creativeThumbnail(pixels ?? png), 'image/webp', 'webp'),
    width: document.width,
    height: document.height,
    detail: from.detail,
    layers: document,
    placement: from.placement,
    resizeOf: from.resizeOf,
    versionOf: rootId,
    version: await nextVersionNumber(deps.db, rootId),
    favorite: from.favorite,
    // The newest version takes the creative's place in the library and the chat.
    creationDate: from.creationDate,
    startedAt: now,
    completedAt: now,
  });
  if (!row) throw new Error('The version was not stored');
  await deps.publish({
    userId,
    table: 'adcreative',
    id: row.id,
    updatedDate: row.updatedDate,
    changes: ['status'],
    values: { status: row.status },
  });
  return row;
}
