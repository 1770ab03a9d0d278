import { defaultVideoSeconds, type VideoAspect } from '@brandloom/shared/video';
import { type LayoutFamily, layoutFamilies } from '../../adapters/image-provider/image-provider.ts';
import {
  type VideoBaseSource,
  VideoProviderError,
  type VideoRequest,
} from '../../adapters/video-provider/video-provider.ts';
import { sharp } from '../../lib/sharp.ts';
import { type CreativeRow, findOwnCreative } from '../creatives/index.ts';
import {
  type ImageRequestSources,
  loadBrand,
  loadImageRequest,
  loadLanguage,
  loadReferences,
} from './load-image-request.ts';

const isLayoutFamily = (value: string | undefined): value is LayoutFamily =>
  (layoutFamilies as readonly (string | undefined)[]).includes(value);

/**
 * How the base was made and the copy it carries: a creative of the brand compositor is laid out
 * again in the video's frame from its own request, family and copy; another model's creative
 * carries its copy in its pixels; an upload has none (decision 0036).
 */
async function loadBase(
  sources: ImageRequestSources,
  row: CreativeRow,
): Promise<Pick<VideoRequest, 'base' | 'copy'>> {
  const [attachment] = row.attachments;
  const upload: VideoBaseSource = { kind: 'picture', branded: true };
  if (attachment?.kind !== 'creative') return { base: upload, copy: null };
  const creative = await findOwnCreative(sources.db, row.userId, attachment.id);
  if (!creative) return { base: upload, copy: null };
  const family = creative.detail.layoutFamily;
  if (creative.model !== 'brand-compositor' || !creative.copy || !isLayoutFamily(family)) {
    return { base: { kind: 'picture', branded: false }, copy: creative.copy };
  }
  const request = { ...(await loadImageRequest(sources, creative)), copy: creative.copy };
  return { base: { kind: 'layout', request, family }, copy: creative.copy };
}

/**
 * Everything a video model needs for this creative: the base image (its one attachment) with its
 * size and how it was made, the base's copy, the brand, the language, the duration and the frame. A base image deleted since the video
 * was asked for cannot be animated: a final failure, refunded by the worker.
 */
export async function loadVideoRequest(
  sources: ImageRequestSources,
  row: CreativeRow,
): Promise<Omit<VideoRequest, 'onProgress' | 'signal'>> {
  const [base] = await loadReferences(sources, row);
  if (!base) throw new VideoProviderError('invalid_request', 'The base image of this video is gone');
  const {
    width,
    height,
    orientation = 1,
  } = await sharp(base.bytes)
    .metadata()
    .catch((cause) => {
      throw new VideoProviderError('invalid_request', 'The base image could not be read as an image', {
        cause,
      });
    });
  if (!width || !height) throw new VideoProviderError('invalid_request', 'The base image has no size');
  // EXIF orientations 5–8 turn the picture a quarter: its shown width is the stored height.
  const turned = orientation >= 5;
  return {
    prompt: row.prompt,
    language: await loadLanguage(sources, row.userId),
    baseImage: { ...base, width: turned ? height : width, height: turned ? width : height },
    durationSeconds: row.durationSeconds ?? defaultVideoSeconds,
    aspect: row.ratio as VideoAspect,
    brand: await loadBrand(sources, row),
    ...(await loadBase(sources, row)),
  };
}
