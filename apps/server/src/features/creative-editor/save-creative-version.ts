import { defaultCacheControl, newObjectPath, type Storage } from '../../adapters/storage/storage.ts';
import { loadBrandLayer } from '../../brand-layer/index.ts';
import type { Database } from '../../db/client.ts';
import type { creative } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/database-errors.ts';
import type { CreativeRow } from '../creatives/index.ts';
import type { ImageRequestSources } from '../generation/index.ts';
import type { PublishChange } from '../realtime/index.ts';
import { findStorageFolder } from '../storage/index.ts';
import { checkLayerDocument } from './check-layer-document.ts';
import { insertCreativeVersion, nextVersionNumber, versionIndex } from './creative-editor.repository.ts';
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

/** Saves racing for one number: the loser takes the next one, this many times, then answers a conflict. */
const numberAttempts = 4;

/**
 * Stores the row as the chain's next version. The unique index on (version_of, version) refuses a
 * number another save took meanwhile; the loser counts again. The root deleted meanwhile (its
 * chain with it, 0066) leaves nothing to be a version of.
 */
async function insertNextVersion(
  db: Database,
  rootId: string,
  row: Omit<typeof creative.$inferInsert, 'version'>,
): Promise<CreativeRow> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const [inserted] = await insertCreativeVersion(db, {
        ...row,
        version: await nextVersionNumber(db, rootId),
      });
      if (!inserted) throw new Error('The version was not stored');
      return inserted;
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new AppError('CREATIVE_NOT_FOUND', { cause: error });
      if (!isUniqueViolation(error, versionIndex)) throw error;
      if (attempt === numberAttempts) throw new AppError('CREATIVE_VERSION_CONFLICT', { cause: error });
    }
  }
}

export async function saveCreativeVersion(
  deps: CreativeEditorDeps,
  userId: string,
  creativeId: string,
  edited: unknown,
): Promise<CreativeRow> {
  const editable = await loadEditableCreative(deps, userId, creativeId);
  const document = await checkLayerDocument(deps.db, editable, edited);
  const files = { ...(await editable.files(document)), thumbnail: true };
  const { renderDocument, thumbnailOf } = await loadBrandLayer();
  const rendered = await renderDocument(document, files);
  const folder = await findStorageFolder(deps.db, userId);
  const store = async (bytes: Uint8Array, contentType: string, extension: string) => {
    const path = newObjectPath(folder, extension);
    await deps.storage.put(path, bytes, { contentType, cacheControl: defaultCacheControl });
    return path;
  };
  const { row: from } = editable;
  const rootId = from.versionOf ?? from.id;
  const now = new Date();
  const imagePath = await store(rendered.png, 'image/png', 'png');
  const thumbnailPath = await store(await thumbnailOf(rendered), 'image/webp', 'webp');
  const row = await insertNextVersion(deps.db, rootId, {
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
    imagePath,
    thumbnailPath,
    width: document.width,
    height: document.height,
    detail: from.detail,
    layers: document,
    placement: from.placement,
    resizeOf: from.resizeOf,
    versionOf: rootId,
    favorite: from.favorite,
    // The newest version takes the creative's place in the library and the chat.
    creationDate: from.creationDate,
    startedAt: now,
    completedAt: now,
  }).catch(async (error: unknown) => {
    await Promise.all([deps.storage.remove(imagePath), deps.storage.remove(thumbnailPath)]);
    throw error;
  });
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
