import { AppError } from '../../lib/app-error.ts';
import type { CreativeRow } from '../creatives/index.ts';
import { findOwnCreative } from '../creatives/index.ts';
import { createGeneration, type GenerationContext } from './create-generation.ts';
import { imageCreativeSettings, withoutDeletedTemplate } from './creative-settings.ts';

/**
 * Auto-fix for a square creative whose content came out cropped: a new version of it, re-laid
 * out by the brand compositor in the next layout family, queued and paid like any creative (and
 * refunded if it fails). The original stays as it is.
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
  return createGeneration(
    context,
    userId,
    { ...settings, model: 'brand-compositor' },
    { fixOf: original.id, firstVariant: original.variantIndex + 1 },
  );
}
