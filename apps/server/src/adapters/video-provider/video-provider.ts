import type { Language } from '@brandloom/shared/i18n/languages';
import type { VideoAspect, VideoProgress } from '@brandloom/shared/video';
import type {
  AdCopy,
  CreativeBrand,
  ImageInput,
  ImageRequest,
  LayoutFamily,
} from '../image-provider/image-provider.ts';

/**
 * What a video model receives and returns (DESIGN.md §4: providers behind one interface). The local
 * animator (offline default), MiniMax-Hailuo-02 and veo-2.0-generate-001 implement it; the generation
 * worker picks one per creative and knows nothing of any of them.
 */

/**
 * How the base image was made, for a model that sets the brand's words itself (the local animator):
 * the brand compositor's creative can be laid out again in the video's frame from its request and
 * family; an upload is a picture to set the brand's mark and copy on (`branded`); an image model's
 * creative already carries its copy and logo in its pixels.
 */
export type VideoBaseSource =
  | { kind: 'layout'; request: ImageRequest; family: LayoutFamily }
  | { kind: 'picture'; branded: boolean };

export interface VideoRequest {
  /** The direction the user gave (camera move, what animates, pace), as typed: never copy. */
  prompt: string;
  /** The language of the user's app, for words a model adds of its own. */
  language: Language;
  /** The image the video starts from (a creative or an upload), always present. */
  baseImage: ImageInput & { width: number; height: number };
  base: VideoBaseSource;
  /** The base creative's own copy; null for an upload. */
  copy: AdCopy | null;
  /** Whole seconds, within the model's range (packages/shared video rules). */
  durationSeconds: number;
  aspect: VideoAspect;
  brand: CreativeBrand | null;
  /** Called while the job runs with where it is (the vendor's own statuses mapped to phases). */
  onProgress?: (progress: VideoProgress) => void;
  signal?: AbortSignal;
}

export interface VideoResult {
  /** H.264 MP4 bytes. */
  mp4: Uint8Array;
  /** A still of the video (PNG or JPEG) shown before it plays. */
  poster: ImageInput;
  width: number;
  height: number;
  durationSeconds: number;
  /** Provider-specific detail worth keeping (e.g. the vendor's task id). */
  detail: Record<string, string>;
  /** The words set on the video, when the model set them itself. */
  copy?: AdCopy | null;
}

export interface VideoProvider {
  /** The model id of packages/shared/src/models.ts this provider serves. */
  readonly id: string;
  generate(request: VideoRequest): Promise<VideoResult>;
}

export { ImageProviderError as VideoProviderError } from '../image-provider/image-provider.ts';
