import { findAdFormat } from '@brandloom/shared/ad-formats';
import {
  type GenerationInput,
  type ImageGenerationInput,
  imageRatios,
  type VideoGenerationInput,
} from '@brandloom/shared/generation';
import { imageModelIds, videoModelIds } from '@brandloom/shared/models';
import { imageQualities } from '@brandloom/shared/plans';
import { defaultVideoSeconds, videoAspects } from '@brandloom/shared/video';
import type { Database } from '../../db/client.ts';
import type { CreativeRow } from '../creatives/index.ts';
import { isTemplateLive } from '../templates/index.ts';

/**
 * What made `original`: its chat, prompt, model and settings, as the input of one new creative
 * (auto-fix, regenerate and make variants start from it). Rows keep plain text, so values no
 * longer offered fall back to the defaults.
 */
export function creativeSettings(original: CreativeRow): GenerationInput {
  return original.mode === 'video' ? videoSettings(original) : imageCreativeSettings(original);
}

export function imageCreativeSettings(original: CreativeRow): ImageGenerationInput {
  return {
    conversationId: original.conversationId,
    prompt: original.prompt,
    mode: 'image',
    model: imageModelIds.find((value) => value === original.model),
    quality: imageQualities.find((value) => value === original.quality) ?? 'low',
    ratio: imageRatios.find((value) => value === original.ratio) ?? '1:1',
    brandId: original.brandId,
    styleId: original.styleId,
    templateId: original.templateId,
    attachments: original.attachments,
    variants: 1,
    placement: original.placement && findAdFormat(original.placement) ? original.placement : null,
  };
}

/** A video's row keeps the frame it was asked in (16:9, 9:16 or the base image's own) as its ratio. */
function videoSettings(original: CreativeRow): VideoGenerationInput {
  return {
    conversationId: original.conversationId,
    prompt: original.prompt,
    mode: 'video',
    model: videoModelIds.find((value) => value === original.model),
    durationSeconds: original.durationSeconds ?? defaultVideoSeconds,
    aspect: videoAspects.find((value) => value === original.ratio),
    brandId: original.brandId,
    attachments: original.attachments,
  };
}

/**
 * The settings without their template when an admin has deleted it since: a regenerated or varied
 * creative is then made without it rather than refused (a new prompt naming it is refused).
 */
export async function withoutDeletedTemplate<T extends GenerationInput>(
  db: Database,
  settings: T,
): Promise<T> {
  if (settings.mode !== 'image' || !settings.templateId || (await isTemplateLive(db, settings.templateId))) {
    return settings;
  }
  return { ...settings, templateId: null };
}
