import { type AdFormat, findAdFormat } from '@brandloom/shared/ad-formats';
import { defaultCacheControl, newObjectPath, type Storage } from '../../adapters/storage/storage.ts';
import { creativeThumbnail, planForPlacement, renderCreative } from '../../brand-layer/index.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type CreativeRow, findOwnCreative } from '../creatives/index.ts';
import type { PublishChange } from '../realtime/index.ts';
import { findStorageFolder } from '../storage/index.ts';
import { insertFinishedCreatives } from './generation.repository.ts';
import { type ImageRequestSources, loadImageRequest, loadPhotos } from './load-image-request.ts';

/**
 * "Resize for placements" (decision 0052): a finished image laid out again by the brand compositor
 * from its layer document, once per placement, at the placement's size with its safe zone clear.
 * Each is a new finished creative linked to the original (`resizeOf`, `placement`). No model is
 * asked — the image model's picture is reused — so it costs no credits.
 */

export interface ResizeDeps extends ImageRequestSources {
  storage: Storage;
  publish: PublishChange;
}

/** The original, when it can be laid out again: a finished image with its layers. */
async function resizable(db: Database, userId: string, id: string): Promise<CreativeRow> {
  const original = await findOwnCreative(db, userId, id);
  if (!original) throw new AppError('CREATIVE_NOT_FOUND');
  if (original.mode !== 'image' || original.status !== 'completed' || !original.layers)
    throw new AppError('RESIZE_UNAVAILABLE');
  return original;
}

export async function resizeCreative(
  deps: ResizeDeps,
  userId: string,
  id: string,
  formatIds: readonly string[],
): Promise<CreativeRow[]> {
  const original = await resizable(deps.db, userId, id);
  const document = original.layers;
  if (!document) throw new AppError('RESIZE_UNAVAILABLE');
  const formats = [...new Set(formatIds)]
    .map((formatId) => findAdFormat(formatId))
    .filter((format): format is AdFormat => format !== undefined);
  const request = await loadImageRequest(deps, original);
  // The photos the layers were drawn from: the attachments, or the image model's kept picture.
  const photos = document.photos.length > 0 ? await loadPhotos(deps.storage, document.photos) : [];
  const layered = { ...request, references: photos.length > 0 ? photos : request.references };
  const folder = await findStorageFolder(deps.db, userId);
  const store = async (bytes: Uint8Array, contentType: string, extension: string) => {
    const path = newObjectPath(folder, extension);
    await deps.storage.put(path, bytes, { contentType, cacheControl: defaultCacheControl });
    return path;
  };
  const generationId = crypto.randomUUID();
  const made = [];
  for (const format of formats) {
    const planned = await planForPlacement(layered, document, format);
    const png = await renderCreative(planned, layered);
    const imagePath = await store(png, 'image/png', 'png');
    const thumbnailPath = await store(await creativeThumbnail(png), 'image/webp', 'webp');
    made.push({
      userId,
      generationId,
      mode: 'image' as const,
      status: 'completed' as const,
      prompt: original.prompt,
      model: original.model,
      quality: original.quality,
      ratio: format.ratio,
      brandId: original.brandId,
      styleId: original.styleId,
      templateId: original.templateId,
      attachments: original.attachments,
      variantIndex: original.variantIndex,
      credits: 0,
      copy: original.copy,
      imagePath,
      thumbnailPath,
      width: format.width,
      height: format.height,
      detail: { layoutFamily: planned.scene.family },
      layers: { ...planned.document, photos: document.photos },
      placement: format.id,
      resizeOf: original.id,
      startedAt: new Date(),
      completedAt: new Date(),
    });
  }
  const rows = await insertFinishedCreatives(deps.db, made);
  for (const row of rows) {
    await deps.publish({
      userId,
      table: 'adcreative',
      id: row.id,
      updatedDate: row.updatedDate,
      changes: ['status'],
      values: { status: row.status },
    });
  }
  return rows;
}
