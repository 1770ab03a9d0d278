import type { Creative } from '~/features/create';
import type { Translate } from '~/lib/translate';

/**
 * What the library calls a creative: a video after its base ("Fresh roast — video"), since its
 * prompt is only direction; an image by its prompt.
 */
export function creativeName(creative: Pick<Creative, 'mode' | 'title' | 'prompt'>, t: Translate): string {
  return creative.mode === 'video' && creative.title
    ? t('video:named', { name: creative.title })
    : creative.prompt;
}
