/**
 * The generation models a user can prefer (spec §3 "Profile settings": image model, video model).
 * The first of each list is our offline default (DESIGN.md §2); the others are the vendor models the
 * spec names. The generation engine reads these ids too, so they live here. `key` names the
 * model's description in the `settings` catalog (ids hold dots, which i18next reads as nesting).
 */
export const imageModels = [
  { id: 'brand-compositor', key: 'brandCompositor', label: 'Brand compositor', offline: true },
  { id: 'gpt-image-1', key: 'gptImage1', label: 'gpt-image-1', offline: false },
] as const;

export const videoModels = [
  { id: 'local-animator', key: 'localAnimator', label: 'Animator', offline: true },
  { id: 'MiniMax-Hailuo-02', key: 'hailuo02', label: 'MiniMax-Hailuo-02', offline: false },
  { id: 'veo-2.0-generate-001', key: 'veo2', label: 'Veo 2 (veo-2.0-generate-001)', offline: false },
] as const;

export type ImageModelId = (typeof imageModels)[number]['id'];
export type VideoModelId = (typeof videoModels)[number]['id'];

export const imageModelIds = imageModels.map((model) => model.id) as [ImageModelId, ...ImageModelId[]];
export const videoModelIds = videoModels.map((model) => model.id) as [VideoModelId, ...VideoModelId[]];

export const defaultImageModel: ImageModelId = 'brand-compositor';

/** A vendor model that paints the picture under the brand layer (the offline compositor lays out instead). */
export const paintsPicture = (id: string): id is ImageModelId =>
  imageModels.some((model) => model.id === id && !model.offline);
export const defaultVideoModel: VideoModelId = 'local-animator';
