import type { Storage } from '../../adapters/storage/storage.ts';
import type { CreativeRow } from './generation.repository.ts';

/** A creative as the API answers it: stored paths become URLs. */
export function creativeView(storage: Storage, row: CreativeRow) {
  return {
    id: row.id,
    conversationId: row.conversationId,
    generationId: row.generationId,
    mode: row.mode,
    status: row.status,
    prompt: row.prompt,
    model: row.model,
    quality: row.quality,
    ratio: row.ratio,
    brandId: row.brandId,
    styleId: row.styleId,
    templateId: row.templateId,
    attachments: row.attachments,
    variantIndex: row.variantIndex,
    credits: row.credits,
    copy: row.copy ?? null,
    imageUrl: row.imagePath ? storage.publicUrl(row.imagePath) : null,
    thumbnailUrl: row.thumbnailPath ? storage.publicUrl(row.thumbnailPath) : null,
    width: row.width,
    height: row.height,
    detail: row.detail,
    errorCode: row.errorCode,
    favorite: row.favorite,
    archived: row.archived,
    publishedToExplore: row.publishedToExplore,
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    creationDate: row.creationDate.toISOString(),
    updatedDate: row.updatedDate.toISOString(),
  };
}
export type CreativeView = ReturnType<typeof creativeView>;
