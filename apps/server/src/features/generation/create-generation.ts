import { randomUUID } from 'node:crypto';
import { findAdFormat } from '@brandloom/shared/ad-formats';
import { imageCreditCost } from '@brandloom/shared/credits';
import type {
  GenerationInput,
  ImageGenerationInput,
  VideoGenerationInput,
} from '@brandloom/shared/generation';
import { isUuid } from '@brandloom/shared/ids';
import {
  defaultImageModel,
  defaultVideoModel,
  type VideoModelId,
  videoModelIds,
} from '@brandloom/shared/models';
import { type ImageQuality, type Plan, planNames, planRules } from '@brandloom/shared/plans';
import { maxPromptAttachments } from '@brandloom/shared/uploads';
import { videoCreditCost } from '@brandloom/shared/video';
import type { Database, Executor } from '../../db/client.ts';
import type { creative } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUserBrand } from '../brands/index.ts';
import type { CreativeRow } from '../creatives/index.ts';
import type { CreditContext } from '../credits/index.ts';
import { reserveCredits } from '../credits/index.ts';
import { findUserStyle } from '../styles/index.ts';
import { ensureTemplateUsable, recordTemplateUse } from '../templates/index.ts';
import { checkVideoGeneration } from './check-video-generation.ts';
import {
  countOwnFinishedCreatives,
  countOwnUploads,
  enterConversation,
  insertQueuedCreatives,
  lockGenerationProfile,
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
async function checkGeneration(db: Executor, userId: string, input: ImageGenerationInput, plan: Plan) {
  if (!(planRules[plan].imageQualities as readonly string[]).includes(input.quality)) {
    throw new AppError('UPGRADE_REQUIRED', { params: { plan: planNames[planForQuality(input.quality)] } });
  }
  if (input.attachments.length > maxPromptAttachments) {
    throw new AppError('TOO_MANY_UPLOADS', { params: { count: maxPromptAttachments } });
  }
  if (input.brandId && !(await isUserBrand(db, userId, input.brandId))) throw new AppError('BRAND_NOT_FOUND');
  if (input.templateId) await ensureTemplateUsable(db, input.templateId, plan);
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

type GenerationProfile = NonNullable<Awaited<ReturnType<typeof lockGenerationProfile>>>;

/**
 * Queues the creatives of one prompt (one per variant, or the one video) with their jobs and
 * reserves their credits, all in one transaction: either everything is queued and paid for, or
 * nothing is. The profile is read once, locked, and checked and paid from (decision 0072).
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
  return context.db.transaction(async (tx) => {
    const profile = await lockGenerationProfile(tx, userId);
    if (!profile) throw new AppError('USER_NOT_FOUND');
    const paid = { context, tx, userId, profile };
    if (input.mode === 'video') return queueVideo(paid, input);
    const model = input.model ?? profile.imageModel ?? defaultImageModel;
    if (!context.availableModels.has(model)) throw new AppError('MODEL_NOT_AVAILABLE', { params: { model } });
    await checkGeneration(tx, userId, input, profile.plan);

    const credits = imageCreditCost[input.quality];
    // A placement names its own size: the row keeps its ratio (the library filters by it).
    const format = input.placement ? findAdFormat(input.placement) : undefined;
    return queuePaid(
      paid,
      input,
      Array.from({ length: input.variants }, (_, variantIndex) => ({
        mode: 'image' as const,
        model,
        quality: input.quality,
        ratio: format?.ratio ?? input.ratio,
        placement: format?.id ?? null,
        styleId: input.styleId,
        templateId: input.templateId,
        variantIndex: (placement?.firstVariant ?? 0) + variantIndex,
        fixOf: placement?.fixOf ?? null,
        credits,
      })),
    );
  });
}

/** The request being queued: its transaction, the user and their locked profile. */
interface PaidRequest {
  context: GenerationContext;
  tx: Executor;
  userId: string;
  profile: GenerationProfile;
}

const isVideoModel = (id: string | null): id is VideoModelId =>
  id !== null && (videoModelIds as readonly string[]).includes(id);

/** A video from one base image (spec §4, §5): checked, then queued and paid like an image. */
async function queueVideo(paid: PaidRequest, input: VideoGenerationInput): Promise<CreativeRow[]> {
  const { context, profile } = paid;
  const model = input.model ?? (isVideoModel(profile.videoModel) ? profile.videoModel : defaultVideoModel);
  if (!context.availableModels.has(model)) throw new AppError('MODEL_NOT_AVAILABLE', { params: { model } });
  const { aspect, baseName } = await checkVideoGeneration(
    paid.tx,
    paid.userId,
    input,
    model,
    profile.videoAccess,
  );
  return queuePaid(paid, input, [
    {
      mode: 'video',
      title: baseName.length > 120 ? `${baseName.slice(0, 119).trimEnd()}…` : baseName,
      model,
      quality: null,
      ratio: aspect,
      styleId: null,
      templateId: null,
      durationSeconds: input.durationSeconds,
      variantIndex: 0,
      fixOf: null,
      credits: videoCreditCost(model, input.durationSeconds),
    },
  ]);
}

type CreativeValues = Omit<
  typeof creative.$inferInsert,
  'userId' | 'conversationId' | 'generationId' | 'prompt' | 'brandId' | 'attachments'
> & { credits: number };

/** Joins the prompt to its chat, inserts the creatives with their jobs and reserves their credits. */
async function queuePaid(
  { context, tx, userId, profile }: PaidRequest,
  input: GenerationInput,
  creatives: CreativeValues[],
): Promise<CreativeRow[]> {
  const generationId = randomUUID();
  const conversationId = await enterConversation(tx, userId, input.conversationId, input.prompt);
  if (!conversationId) throw new AppError('NOT_FOUND');
  const rows = await insertQueuedCreatives(
    tx,
    creatives.map((values) => ({
      ...values,
      userId,
      conversationId,
      generationId,
      prompt: input.prompt,
      brandId: input.brandId,
      attachments: input.attachments,
    })),
  );
  await reserveCredits(
    tx,
    context,
    userId,
    rows.map((row) => ({ creativeId: row.id, credits: row.credits })),
    profile,
  );
  if (input.mode === 'image' && input.templateId) await recordTemplateUse(tx, userId, input.templateId);
  return rows;
}
