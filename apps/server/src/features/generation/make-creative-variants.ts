import type { CreativeVariantsInput } from '@brandloom/shared/generation';
import { maxPromptAttachments } from '@brandloom/shared/uploads';
import { AppError } from '../../lib/app-error.ts';
import type { CreativeRow } from '../creatives/index.ts';
import { findOwnCreative } from '../creatives/index.ts';
import { createGeneration, type GenerationContext } from './create-generation.ts';
import { imageCreativeSettings, withoutDeletedTemplate } from './creative-settings.ts';
import { nextVariantIndex } from './generation.repository.ts';

/**
 * Make variants: new versions of a finished image from the same prompt and settings in the same
 * chat, with the image itself attached first as the reference (then its own attachments, as many
 * as a prompt may hold). Queued and paid like any generation.
 */
export async function makeCreativeVariants(
  context: GenerationContext,
  userId: string,
  creativeId: string,
  input: CreativeVariantsInput,
): Promise<CreativeRow[]> {
  const original = await findOwnCreative(context.db, userId, creativeId);
  if (!original) throw new AppError('CREATIVE_NOT_FOUND');
  if (original.mode !== 'image' || original.status !== 'completed') throw new AppError('GENERATION_FAILED');
  const settings = await withoutDeletedTemplate(context.db, imageCreativeSettings(original));
  const attachments = [
    { kind: 'creative' as const, id: original.id },
    ...settings.attachments.filter((item) => item.id !== original.id),
  ].slice(0, maxPromptAttachments);
  const firstVariant = await nextVariantIndex(context.db, userId, original.conversationId, original.prompt);
  return createGeneration(
    context,
    userId,
    { ...settings, attachments, variants: input.variants },
    { firstVariant },
  );
}
