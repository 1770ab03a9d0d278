import { type GenerationInput, imageRatios } from '@brandloom/shared/generation';
import { imageModelIds } from '@brandloom/shared/models';
import { imageQualities } from '@brandloom/shared/plans';
import type { CreativeRow } from '../creatives/creatives.repository.ts';

/**
 * What made `original`: its chat, prompt, model and settings, as the input of a new generation
 * (auto-fix, regenerate and make variants start from it). Rows keep plain text, so values no
 * longer offered fall back to the defaults.
 */
export function creativeSettings(original: CreativeRow): Omit<GenerationInput, 'variants'> {
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
  };
}
