import type { Language } from '@brandloom/shared/i18n/languages';
import type { VideoAspect, VideoProgress } from '@brandloom/shared/video';
import type { CreativeBrand, ImageInput } from '../image-provider/image-provider.ts';

/**
 * What a video model receives and returns (DESIGN.md §4: providers behind one interface). The local
 * animator (offline default), MiniMax-Hailuo-02 and veo-2.0-generate-001 implement it; the generation
 * worker picks one per creative and knows nothing of any of them.
 */

export interface VideoRequest {
  /** The motion the user asked for, as typed. */
  prompt: string;
  /** The user's language: copy derived from the prompt is written in it. */
  language: Language;
  /** The image the video starts from (a creative or an upload), always present. */
  baseImage: ImageInput & { width: number; height: number };
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
}

export interface VideoProvider {
  /** The model id of packages/shared/src/models.ts this provider serves. */
  readonly id: string;
  generate(request: VideoRequest): Promise<VideoResult>;
}

export { ImageProviderError as VideoProviderError } from '../image-provider/image-provider.ts';
