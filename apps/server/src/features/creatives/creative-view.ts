import { creativeModes } from '@brandloom/shared/generation';
import { type ImageQuality, imageQualities } from '@brandloom/shared/plans';
import { z } from '@hono/zod-openapi';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { CreativeListRow, CreativeRow } from './creatives.repository.ts';

/**
 * A creative as lists answer it (the library, the dashboard, the pickers): what their cards draw and
 * act on, no more (0074). The rest is the creative's own answer, `creativeView`.
 */
export function creativeListItem(storage: Storage, row: CreativeListRow) {
  return {
    id: row.id,
    mode: row.mode,
    status: row.status,
    prompt: row.prompt,
    title: row.title,
    ratio: row.ratio,
    width: row.width,
    height: row.height,
    /** Laid out by the brand compositor with its layers kept: it can be edited and resized (0052). */
    hasLayers: row.hasLayers,
    imageUrl: row.imagePath ? storage.publicUrl(row.imagePath) : null,
    thumbnailUrl: row.thumbnailPath ? storage.publicUrl(row.thumbnailPath) : null,
    favorite: row.favorite,
    archived: row.archived,
    updatedDate: row.updatedDate,
  };
}

/** A creative as the API answers it on its own (and in a chat): stored paths become URLs. */
export function creativeView(storage: Storage, row: CreativeRow) {
  return {
    ...creativeListItem(storage, {
      ...row,
      hasLayers: row.layers !== null,
      updatedDate: row.updatedDate.toISOString(),
    }),
    conversationId: row.conversationId,
    generationId: row.generationId,
    model: row.model,
    // Written only from a validated generation request (null for videos).
    quality: row.quality as ImageQuality | null,
    brandId: row.brandId,
    styleId: row.styleId,
    templateId: row.templateId,
    attachments: row.attachments,
    variantIndex: row.variantIndex,
    fixOf: row.fixOf,
    placement: row.placement,
    resizeOf: row.resizeOf,
    versionOf: row.versionOf,
    version: row.version,
    credits: row.credits,
    copy: row.copy ?? null,
    /** Served with ranges and an ownership check, not from public storage. */
    videoUrl: row.videoPath ? `/api/creatives/${row.id}/video` : null,
    durationSeconds: row.durationSeconds,
    detail: row.detail,
    errorCode: row.errorCode,
    publishedToExplore: row.publishedToExplore,
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    creationDate: row.creationDate.toISOString(),
  };
}
export type CreativeView = ReturnType<typeof creativeView>;

/** Every field of a creative's answer; the list item is a part of them. */
const creativeFields = z.object({
  id: z.uuid(),
  conversationId: z.uuid().nullable(),
  generationId: z.uuid().openapi({ description: 'Shared by the variants of one prompt' }),
  mode: z.enum(creativeModes),
  status: z.enum(['queued', 'generating', 'completed', 'failed', 'blocked']),
  prompt: z.string(),
  title: z.string().nullable().openapi({
    description: 'A video’s name, after its base creative’s headline or upload; null for images',
  }),
  model: z.string(),
  quality: z.enum(imageQualities).nullable(),
  ratio: z.string(),
  brandId: z.uuid().nullable(),
  styleId: z.string().nullable(),
  templateId: z.string().nullable(),
  attachments: z.array(z.object({ kind: z.enum(['upload', 'creative']), id: z.uuid() })),
  variantIndex: z.number().int(),
  fixOf: z.uuid().nullable().openapi({ description: 'For an auto-fix: the creative it fixes' }),
  placement: z
    .string()
    .nullable()
    .openapi({ description: 'The ad placement it was made for (ad-formats.ts)' }),
  resizeOf: z.uuid().nullable().openapi({ description: 'For a resize: the creative it was laid out from' }),
  versionOf: z.uuid().nullable().openapi({
    description: 'For an edited version: the creative as first made (the root of its versions)',
  }),
  version: z.number().int().openapi({ description: '1 as made; each saved edit is the next number' }),
  hasLayers: z
    .boolean()
    .openapi({ description: 'Its layer document is kept: it can be resized for placements' }),
  credits: z.number().int(),
  copy: z
    .object({ headline: z.string(), subline: z.string().nullable(), callToAction: z.string().nullable() })
    .nullable(),
  imageUrl: z.string().nullable().openapi({ description: 'The image, or a video’s poster' }),
  thumbnailUrl: z.string().nullable(),
  videoUrl: z
    .string()
    .nullable()
    .openapi({ description: 'For a completed video: its MP4 (GET, byte ranges allowed)' }),
  durationSeconds: z.number().int().nullable().openapi({ description: 'For a video: its length' }),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  detail: z.record(z.string(), z.string()),
  errorCode: z
    .string()
    .nullable()
    .openapi({ description: 'Why it failed or was blocked, e.g. moderation_blocked' }),
  favorite: z.boolean(),
  archived: z.boolean(),
  publishedToExplore: z.boolean(),
  startedAt: z.iso.datetime().nullable(),
  completedAt: z.iso.datetime().nullable(),
  creationDate: z.iso.datetime(),
  updatedDate: z.iso.datetime(),
});

export const creativeSchema = creativeFields.openapi('Creative');

export const creativeListItemSchema = creativeFields
  .pick({
    id: true,
    mode: true,
    status: true,
    prompt: true,
    title: true,
    ratio: true,
    width: true,
    height: true,
    hasLayers: true,
    imageUrl: true,
    thumbnailUrl: true,
    favorite: true,
    archived: true,
    updatedDate: true,
  })
  .openapi('CreativeListItem');
