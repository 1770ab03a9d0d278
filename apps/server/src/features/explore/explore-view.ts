import { creativeModes } from '@brandloom/shared/generation';
import { imageQualities } from '@brandloom/shared/plans';
import { z } from '@hono/zod-openapi';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { PublicCreativeRow } from './explore.repository.ts';

/**
 * What Explore shows of a published creative (0058): its files, prompt, format and template and
 * the author's username. Never the e-mail, the brand, its uploads or the owner's other creatives.
 */
export function exploreCreativeView(storage: Storage, row: PublicCreativeRow) {
  return {
    id: row.id,
    mode: row.mode,
    prompt: row.prompt,
    ratio: row.ratio,
    quality: row.quality as (typeof imageQualities)[number] | null,
    placement: row.placement,
    templateId: row.templateId,
    templateCategory: row.templateCategory,
    imageUrl: row.imagePath ? storage.publicUrl(row.imagePath) : null,
    thumbnailUrl: row.thumbnailPath ? storage.publicUrl(row.thumbnailPath) : null,
    videoUrl: row.videoPath ? storage.publicUrl(row.videoPath) : null,
    width: row.width,
    height: row.height,
    username: row.username,
    likeCount: row.likeCount,
    remixCount: row.remixCount,
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
  };
}

export const exploreCreativeSchema = z
  .object({
    id: z.uuid(),
    mode: z.enum(creativeModes),
    prompt: z.string(),
    ratio: z.string(),
    quality: z.enum(imageQualities).nullable(),
    placement: z.string().nullable(),
    templateId: z.string().nullable(),
    templateCategory: z.string().nullable(),
    imageUrl: z.string().nullable().openapi({ description: 'The image, or a video’s poster' }),
    thumbnailUrl: z.string().nullable(),
    videoUrl: z.string().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    username: z.string().nullable().openapi({ description: 'The author’s username' }),
    likeCount: z.number().int(),
    remixCount: z.number().int(),
    publishedAt: z.iso.datetime(),
  })
  .openapi('ExploreCreative');
