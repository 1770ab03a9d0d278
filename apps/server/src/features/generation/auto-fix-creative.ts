import { defaultImageModel, paintsPicture } from '@brandloom/shared/models';
import { AppError } from '../../lib/app-error.ts';
import type { CreativeRow } from '../creatives/index.ts';
import { findOwnCreative } from '../creatives/index.ts';
import { createGeneration, type GenerationContext } from './create-generation.ts';
import { imageCreativeSettings, withoutDeletedTemplate } from './creative-settings.ts';

/**
 * Auto-fix for a square creative whose content came out cropped: a new version of it, queued and
 * paid like any creative (and refunded if it fails); the original stays as it is. A picture an
 * image model painted is extended by that model, with the original's copy and layout (an edit on
 * a padded canvas, decision 0059); otherwise the brand compositor lays it out again in the next
 * layout family.
 */
export async function autoFixCreative(
  context: GenerationContext,
  userId: string,
  creativeId: string,
): Promise<CreativeRow[]> {
  const original = await findOwnCreative(context.db, userId, creativeId);
  if (!original) throw new AppError('CREATIVE_NOT_FOUND');
  if (original.mode !== 'image' || original.ratio !== '1:1' || original.status !== 'completed') {
    throw new AppError('AUTO_FIX_FAILED');
  }
  const settings = await withoutDeletedTemplate(context.db, imageCreativeSettings(original));
  const model =
    paintsPicture(original.model) && context.availableModels.has(original.model) && original.layers?.photos[0]
      ? original.model
      : defaultImageModel;
  return createGeneration(
    context,
    userId,
    { ...settings, model },
    { fixOf: original.id, firstVariant: original.variantIndex + 1 },
  );
}
