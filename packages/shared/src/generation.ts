import { z } from 'zod';
import { adFormatIds } from './ad-formats.ts';
import { imageModelIds, videoModelIds } from './models.ts';
import { imageQualities } from './plans.ts';
import { defaultVideoSeconds, type VideoAspect, videoAspects } from './video.ts';

/** Ratios images can be made in (spec §9). */
export const imageRatios = ['1:1', '2:3', '3:2'] as const;
export type ImageRatio = (typeof imageRatios)[number];

/** What a creative is: an image or a video. */
export const creativeModes = ['image', 'video'] as const;
export type CreativeMode = (typeof creativeModes)[number];

/**
 * The ratios the library filters by: the image ratios and the fixed video frames. A video made in
 * its base image's own frame records that image's ratio, so it is found under it when it is one of these.
 */
export const libraryRatios = [...imageRatios, '16:9', '9:16'] as const satisfies readonly (
  | ImageRatio
  | VideoAspect
)[];
export type LibraryRatio = (typeof libraryRatios)[number];

/** Most variants one prompt may ask for. */
export const maxVariantsPerPrompt = 4;

export const creativeAttachmentSchema = z.object({
  kind: z.enum(['upload', 'creative']),
  id: z.uuid(),
});

const sharedFields = {
  /** The chat this prompt belongs to; null starts a new one. */
  conversationId: z.uuid().nullable().default(null),
  prompt: z.string().trim().min(1).max(4000),
  brandId: z.uuid().nullable().default(null),
  attachments: z.array(creativeAttachmentSchema).max(50).default([]),
};

/**
 * An image prompt. The model defaults to the user's chosen image model. Attachments beyond the
 * limit answer `TOO_MANY_UPLOADS` (checked by the server so the message is the spec's).
 */
export const imageGenerationSchema = z.object({
  ...sharedFields,
  mode: z.literal('image').default('image'),
  model: z.enum(imageModelIds).optional(),
  quality: z.enum(imageQualities).default('low'),
  ratio: z.enum(imageRatios).default('1:1'),
  styleId: z.string().trim().min(1).max(100).nullable().default(null),
  templateId: z.string().trim().min(1).max(100).nullable().default(null),
  variants: z.number().int().min(1).max(maxVariantsPerPrompt).default(1),
  /**
   * An ad placement of the format finder (ad-formats.ts): the creative is made at its size, laid
   * out again from its layers when the model makes no such size; `ratio` is then ignored.
   */
  placement: z.enum(adFormatIds).nullable().default(null),
});

/** Options of image prompts; a video request carrying one is refused with `VIDEO_IMAGE_OPTION`. */
export const imageOnlyOptions = [
  'quality',
  'ratio',
  'styleId',
  'templateId',
  'variants',
  'placement',
] as const;

/**
 * A video prompt (spec §4, §5): the prompt describes the motion, the one attachment is the base
 * image. The model defaults to the user's chosen video model; duration and frame are checked
 * against that model's rules (packages/shared/src/video.ts) by the server, whose messages name them.
 */
export const videoGenerationSchema = z.object({
  ...sharedFields,
  mode: z.literal('video'),
  model: z.enum(videoModelIds).optional(),
  durationSeconds: z.number().int().min(1).max(60).default(defaultVideoSeconds),
  /** Defaults to the model's first frame (MiniMax: the base image's own). */
  aspect: z.enum(videoAspects).optional(),
  // Accepted here only so the server can refuse them by name instead of dropping them silently.
  quality: z.unknown().optional(),
  ratio: z.unknown().optional(),
  styleId: z.unknown().optional(),
  templateId: z.unknown().optional(),
  variants: z.unknown().optional(),
  placement: z.unknown().optional(),
});

/** POST /api/generations: an image prompt (the default mode) or a video prompt. */
export const generationInputSchema = z.discriminatedUnion('mode', [
  imageGenerationSchema,
  videoGenerationSchema,
]);
export type GenerationInput = z.infer<typeof generationInputSchema>;
export type ImageGenerationInput = z.infer<typeof imageGenerationSchema>;
export type VideoGenerationInput = z.infer<typeof videoGenerationSchema>;

export const creativeStatuses = ['queued', 'generating', 'completed', 'failed', 'blocked'] as const;
export type CreativeStatus = (typeof creativeStatuses)[number];

/** POST /api/creatives/{id}/variants: how many new versions to make from a finished creative. */
export const creativeVariantsInputSchema = z.object({
  variants: z.number().int().min(1).max(maxVariantsPerPrompt).default(2),
});
export type CreativeVariantsInput = z.infer<typeof creativeVariantsInputSchema>;
