import { randomUUID } from 'node:crypto';
import { type AdFormat, findAdFormat } from '@brandloom/shared/ad-formats';
import { AppError } from '../../lib/app-error.ts';
import { type CreativeRow, findOwnCreative } from '../creatives/index.ts';
import type { PublishChange } from '../realtime/index.ts';
import { insertQueuedCreatives } from './generation.repository.ts';
import type { ImageRequestSources } from './load-image-request.ts';
import { rebuildLayers } from './rebuild-layers.ts';

/**
 * "Resize for placements" (decisions 0052, 0057): one queued creative per placement, linked to the
 * original (`resizeOf`, `placement`), in the original's chat as one group. The generation worker
 * lays each out again from the original's layer document (lay-out-resize.ts). No model is asked —
 * the image model's picture is reused — so there is no reservation and no ledger event: `credits: 0`.
 */

/**
 * The original, when it can be laid out again: a finished image with its layers — rebuilt, for a
 * compositor creative made before layers were kept, when they still give its very image.
 */
async function resizable(sources: ImageRequestSources, userId: string, id: string): Promise<CreativeRow> {
  const original = await findOwnCreative(sources.db, userId, id);
  if (!original) throw new AppError('CREATIVE_NOT_FOUND');
  if (original.mode !== 'image' || original.status !== 'completed') throw new AppError('RESIZE_UNAVAILABLE');
  if (original.layers) return original;
  const layers = await rebuildLayers(sources, original);
  if (!layers) throw new AppError('RESIZE_UNAVAILABLE');
  return { ...original, layers };
}

export async function resizeCreative(
  deps: ImageRequestSources & { publish: PublishChange },
  userId: string,
  id: string,
  formatIds: readonly string[],
): Promise<CreativeRow[]> {
  const original = await resizable(deps, userId, id);
  const formats = [...new Set(formatIds)]
    .map((formatId) => findAdFormat(formatId))
    .filter((format): format is AdFormat => format !== undefined);
  const generationId = randomUUID();
  const rows = await deps.db.transaction((tx) =>
    insertQueuedCreatives(
      tx,
      formats.map((format) => ({
        userId,
        conversationId: original.conversationId,
        generationId,
        mode: 'image' as const,
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
        width: format.width,
        height: format.height,
        placement: format.id,
        resizeOf: original.id,
      })),
    ),
  );
  // The cards appear at once wherever the user has the chat or the library open.
  await deps.publish(
    ...rows.map((row) => ({
      userId,
      table: 'adcreative' as const,
      id: row.id,
      updatedDate: row.updatedDate,
      changes: ['status'],
      values: { status: row.status },
    })),
  );
  return rows;
}
