import { randomUUID } from 'node:crypto';
import { imageCreditCost } from '@brandloom/shared/credits';
import type { GenerationInput } from '@brandloom/shared/generation';
import { isUuid } from '@brandloom/shared/ids';
import { defaultImageModel } from '@brandloom/shared/models';
import { type ImageQuality, type Plan, planNames, planRules } from '@brandloom/shared/plans';
import { maxPromptAttachments } from '@brandloom/shared/uploads';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUserBrand } from '../brands/brands.repository.ts';
import type { CreativeRow } from '../creatives/creatives.repository.ts';
import type { CreditContext } from '../credits/get-credit-balance.ts';
import { reserveCredits } from '../credits/reserve-credits.ts';
import { findUserStyle } from '../styles/styles.repository.ts';
import {
  countOwnFinishedCreatives,
  countOwnUploads,
  enterConversation,
  findGenerationProfile,
  insertQueuedCreatives,
} from './generation.repository.ts';

export interface GenerationContext extends CreditContext {
  db: Database;
  /** Model ids a provider is configured for on this installation. */
  availableModels: ReadonlySet<string>;
}

/** The cheapest plan allowing `quality`, for the upgrade prompt. */
function planForQuality(quality: ImageQuality): Plan {
  return (['free', 'plus', 'flex'] as const).find((plan) =>
    (planRules[plan].imageQualities as readonly string[]).includes(quality),
  ) as Plan;
}

/** Throws the error the request deserves, if any: plan gates, limits and ownership of every id. */
async function checkGeneration(
  context: GenerationContext,
  userId: string,
  input: GenerationInput,
  plan: Plan,
) {
  const { db } = context;
  if (!(planRules[plan].imageQualities as readonly string[]).includes(input.quality)) {
    throw new AppError('UPGRADE_REQUIRED', { params: { plan: planNames[planForQuality(input.quality)] } });
  }
  if (input.attachments.length > maxPromptAttachments) {
    throw new AppError('TOO_MANY_UPLOADS', { params: { max: maxPromptAttachments } });
  }
  if (input.brandId && !(await isUserBrand(db, userId, input.brandId))) throw new AppError('BRAND_NOT_FOUND');
  if (input.styleId && isUuid(input.styleId)) {
    if (!planRules[plan].customStyles)
      throw new AppError('UPGRADE_REQUIRED', { params: { plan: planNames.plus } });
    if (!(await findUserStyle(db, userId, input.styleId))) throw new AppError('STYLE_NOT_FOUND');
  }
  const uploadIds = input.attachments.filter((item) => item.kind === 'upload').map((item) => item.id);
  if ((await countOwnUploads(db, userId, uploadIds)) !== new Set(uploadIds).size) {
    throw new AppError('UPLOAD_NOT_FOUND');
  }
  const creativeIds = input.attachments.filter((item) => item.kind === 'creative').map((item) => item.id);
  if ((await countOwnFinishedCreatives(db, userId, creativeIds)) !== new Set(creativeIds).size) {
    throw new AppError('CREATIVE_NOT_FOUND');
  }
}

/**
 * Queues the creatives of one prompt (one per variant) with their jobs and reserves their credits,
 * all in one transaction: either everything is queued and paid for, or nothing is.
 */
export async function createGeneration(
  context: GenerationContext,
  userId: string,
  input: GenerationInput,
  /**
   * Where the new creatives sit among their prompt's: the variant to start from (each variant is
   * another layout), and for an auto-fix the creative it re-lays out.
   */
  placement?: { firstVariant: number; fixOf?: string },
): Promise<CreativeRow[]> {
  const profile = await findGenerationProfile(context.db, userId);
  if (!profile) throw new AppError('USER_NOT_FOUND');
  const model = input.model ?? profile.imageModel ?? defaultImageModel;
  if (!context.availableModels.has(model)) throw new AppError('MODEL_NOT_AVAILABLE', { params: { model } });
  await checkGeneration(context, userId, input, profile.plan);

  const credits = imageCreditCost[input.quality];
  const generationId = randomUUID();
  return context.db.transaction(async (tx) => {
    const conversationId = await enterConversation(tx, userId, input.conversationId, input.prompt);
    if (!conversationId) throw new AppError('NOT_FOUND');
    const creatives = await insertQueuedCreatives(
      tx,
      Array.from({ length: input.variants }, (_, variantIndex) => ({
        userId,
        conversationId,
        generationId,
        mode: 'image' as const,
        prompt: input.prompt,
        model,
        quality: input.quality,
        ratio: input.ratio,
        brandId: input.brandId,
        styleId: input.styleId,
        templateId: input.templateId,
        attachments: input.attachments,
        variantIndex: (placement?.firstVariant ?? 0) + variantIndex,
        fixOf: placement?.fixOf ?? null,
        credits,
      })),
    );
    await reserveCredits(
      tx,
      context,
      userId,
      creatives.map((row) => ({ creativeId: row.id, credits })),
    );
    return creatives;
  });
}
