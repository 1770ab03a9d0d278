import { AppError } from '../../lib/app-error.ts';
import type { CreativeRow } from '../creatives/index.ts';
import { findOwnCreative } from '../creatives/index.ts';
import { createGeneration, type GenerationContext } from './create-generation.ts';
import { creativeSettings, withoutDeletedTemplate } from './creative-settings.ts';
import { nextVariantIndex } from './generation.repository.ts';

/**
 * Regenerate (and the retry of a failed creative): one new creative, image or video, from the same
 * prompt, model and settings (a video: its base image) in the same chat, queued and paid like any. It takes the next variant number, so
 * the result is a new take rather than the same picture again.
 */
export async function regenerateCreative(
  context: GenerationContext,
  userId: string,
  creativeId: string,
): Promise<CreativeRow[]> {
  const original = await findOwnCreative(context.db, userId, creativeId);
  if (!original) throw new AppError('CREATIVE_NOT_FOUND');
  const firstVariant = await nextVariantIndex(context.db, userId, original.conversationId, original.prompt);
  const settings = await withoutDeletedTemplate(context.db, creativeSettings(original));
  return createGeneration(context, userId, settings, { firstVariant });
}
