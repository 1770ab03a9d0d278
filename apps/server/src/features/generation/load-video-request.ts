import { defaultVideoSeconds, type VideoAspect } from '@brandloom/shared/video';
import sharp from 'sharp';
import { VideoProviderError, type VideoRequest } from '../../adapters/video-provider/video-provider.ts';
import type { CreativeRow } from '../creatives/creatives.repository.ts';
import { type ImageRequestSources, loadBrand, loadLanguage, loadReferences } from './load-image-request.ts';

/**
 * Everything a video model needs for this creative: the base image (its one attachment) with its
 * size, the brand, the language, the duration and the frame. A base image deleted since the video
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
  };
}
