import { imageOnlyOptions, type VideoGenerationInput } from '@brandloom/shared/generation';
import type { VideoModelId } from '@brandloom/shared/models';
import {
  describeVideoDurations,
  type VideoAccess,
  type VideoAspect,
  videoModelRules,
} from '@brandloom/shared/video';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUserBrand } from '../brands/index.ts';
import { findOwnFinishedCreative, findOwnUploadName } from './generation.repository.ts';

/** An image-only option the request really set: a null style/template or one variant asks for nothing. */
function setImageOption(input: VideoGenerationInput): string | undefined {
  return imageOnlyOptions.find((option) => {
    const value = input[option];
    if (value === undefined || value === null) return false;
    return !(option === 'variants' && value === 1);
  });
}

/**
 * Throws the error a video request deserves, if any (spec §4, §5): access, image-only options,
 * exactly one base image of the user's own, and the model's durations and frames. Answers the
 * frame to make (the model's first when none was asked) and the base's name, which the video is
 * named after: a creative's headline (else its prompt), an upload's file name.
 */
export async function checkVideoGeneration(
  db: Executor,
  userId: string,
  input: VideoGenerationInput,
  model: VideoModelId,
  access: VideoAccess,
): Promise<{ aspect: VideoAspect; baseName: string }> {
  if (access === 'none') throw new AppError('VIDEO_ACCESS_DENIED');
  const option = setImageOption(input);
  if (option) throw new AppError('VIDEO_IMAGE_OPTION', { field: option, params: { option } });
  const [base, ...others] = input.attachments;
  if (!base) throw new AppError('VIDEO_BASE_IMAGE_REQUIRED', { field: 'attachments' });
  if (others.length > 0) throw new AppError('VIDEO_ONE_BASE_IMAGE', { field: 'attachments' });

  const rules = videoModelRules[model];
  if (!(rules.seconds as readonly number[]).includes(input.durationSeconds)) {
    throw new AppError('VIDEO_DURATION_NOT_ALLOWED', {
      field: 'durationSeconds',
      params: { model, durations: describeVideoDurations(model) },
    });
  }
  const aspect = input.aspect ?? rules.aspects[0];
  if (!(rules.aspects as readonly VideoAspect[]).includes(aspect)) {
    throw new AppError('VIDEO_ASPECT_NOT_ALLOWED', {
      field: 'aspect',
      params: { model, aspects: rules.aspects.join(', ') },
    });
  }

  if (input.brandId && !(await isUserBrand(db, userId, input.brandId))) throw new AppError('BRAND_NOT_FOUND');
  if (base.kind === 'upload') {
    const filename = await findOwnUploadName(db, userId, base.id);
    if (!filename) throw new AppError('UPLOAD_NOT_FOUND');
    return { aspect, baseName: filename.replace(/\.[^.]+$/u, '') };
  }
  const found = await findOwnFinishedCreative(db, userId, base.id);
  if (!found) throw new AppError('CREATIVE_NOT_FOUND');
  // A video is no base image: the animation starts from a still.
  if (found.mode !== 'image') throw new AppError('VIDEO_BASE_IMAGE_REQUIRED', { field: 'attachments' });
  return { aspect, baseName: found.copy?.headline ?? found.prompt };
}
