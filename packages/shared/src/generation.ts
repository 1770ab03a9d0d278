import { z } from 'zod';
import { imageModelIds } from './models.ts';
import { imageQualities } from './plans.ts';

/** Ratios images can be made in (spec §9). */
export const imageRatios = ['1:1', '2:3', '3:2'] as const;
export type ImageRatio = (typeof imageRatios)[number];

/** Most variants one prompt may ask for. */
export const maxVariantsPerPrompt = 4;

export const creativeAttachmentSchema = z.object({
  kind: z.enum(['upload', 'creative']),
  id: z.uuid(),
});

/**
 * POST /api/generations. The model defaults to the user's chosen image model. Attachments beyond
 * the limit answer `TOO_MANY_UPLOADS` (checked by the server so the message is the spec's).
 */
export const generationInputSchema = z.object({
  /** The chat this prompt belongs to; null starts a new one. */
  conversationId: z.uuid().nullable().default(null),
  prompt: z.string().trim().min(1).max(4000),
  mode: z.literal('image').default('image'),
  model: z.enum(imageModelIds).optional(),
  quality: z.enum(imageQualities).default('low'),
  ratio: z.enum(imageRatios).default('1:1'),
  brandId: z.uuid().nullable().default(null),
  styleId: z.string().trim().min(1).max(100).nullable().default(null),
  templateId: z.string().trim().min(1).max(100).nullable().default(null),
  attachments: z.array(creativeAttachmentSchema).max(50).default([]),
  variants: z.number().int().min(1).max(maxVariantsPerPrompt).default(1),
});
export type GenerationInput = z.infer<typeof generationInputSchema>;

export const creativeStatuses = ['queued', 'generating', 'completed', 'failed', 'blocked'] as const;
export type CreativeStatus = (typeof creativeStatuses)[number];

/** POST /api/creatives/{id}/variants: how many new versions to make from a finished creative. */
export const creativeVariantsInputSchema = z.object({
  variants: z.number().int().min(1).max(maxVariantsPerPrompt).default(2),
});
export type CreativeVariantsInput = z.infer<typeof creativeVariantsInputSchema>;
