import { imageCreditCost } from '@brandloom/shared/credits';
import type { ImageRatio } from '@brandloom/shared/generation';
import type { ImageQuality } from '@brandloom/shared/plans';
import { videoCreditCost } from '@brandloom/shared/video';
import type { VideoBase, VideoSettings } from './components/video-options';
import type { GenerationRequest } from './create-queries';

/** What the composer holds for an image prompt. */
export interface ImageComposerState {
  prompt: string;
  quality: ImageQuality;
  ratio: ImageRatio;
  variants: number;
  brandId: string | null;
  styleId: string | null;
  /** The library template the prompt starts from. */
  templateId: string | null;
  attachments: readonly { kind: 'upload' | 'creative'; id: string }[];
  /** An ad placement of the format finder: the creative is made at its size (the ratio then does not apply). */
  placement?: string | null;
}

type ImageRequestBody = Extract<GenerationRequest, { ratio?: unknown; variants?: unknown; mode?: 'image' }>;

/** What the composer holds for a video prompt: the motion prompt, its one base image and its settings. */
export interface VideoComposerState extends VideoSettings {
  prompt: string;
  brandId: string | null;
  base: Pick<VideoBase, 'kind' | 'id'>;
}

/** The body of POST /api/generations for an image prompt (the chat adds its conversation). */
export function imageGenerationRequest(state: ImageComposerState): GenerationRequest {
  return {
    prompt: state.prompt.trim(),
    quality: state.quality,
    ratio: state.ratio,
    variants: state.variants,
    brandId: state.brandId,
    styleId: state.styleId,
    templateId: state.templateId,
    attachments: state.attachments.map(({ kind, id }) => ({ kind, id })),
    // Ids of ad-formats.ts, which the document lists one by one.
    ...(state.placement ? { placement: state.placement as NonNullable<ImageRequestBody['placement']> } : {}),
  };
}

/** The body for a video prompt: its base image travels as its one attachment; it never has a ratio. */
export function videoGenerationRequest(state: VideoComposerState): GenerationRequest {
  return {
    mode: 'video',
    prompt: state.prompt.trim(),
    brandId: state.brandId,
    model: state.model,
    durationSeconds: state.durationSeconds,
    aspect: state.aspect,
    attachments: [{ kind: state.base.kind, id: state.base.id }],
  };
}

/** The credits a prompt costs, shown before sending: per variant for images, by model and length for videos. */
export function composerCost(
  state:
    | ({ mode: 'image' } & Pick<ImageComposerState, 'quality' | 'variants'>)
    | ({ mode: 'video' } & Pick<VideoSettings, 'model' | 'durationSeconds'>),
): number {
  return state.mode === 'video'
    ? videoCreditCost(state.model, state.durationSeconds)
    : imageCreditCost[state.quality] * state.variants;
}
