import type { LayoutFamily } from '../../adapters/image-provider/image-provider.ts';
import type { LayoutInput } from './layout-kit.ts';
import type { StyleLook } from './style-look.ts';

/**
 * Families that suit the request, best first; variants take them in turn. A style's preferred
 * families move ahead among them, except that a sale or a testimonial keeps its own family first,
 * and a style may add a photo-free family it prefers when nothing is attached.
 */
export function chooseFamilies(
  input: Pick<LayoutInput, 'intent' | 'referenceCount'> & { look?: Pick<StyleLook, 'families'> },
): LayoutFamily[] {
  const suited = familiesFor(input);
  const preferred = input.look?.families ?? [];
  if (preferred.length === 0) return suited;
  const addable = input.referenceCount === 0 ? preferred.filter(isStylePhotoFree) : [];
  const candidates = [...suited, ...addable.filter((family) => !suited.includes(family))];
  const keepsFirst = input.intent === 'sale' || input.intent === 'testimonial';
  const [first, ...rest] = candidates;
  const rank = (family: LayoutFamily) => {
    const index = preferred.indexOf(family);
    return index < 0 ? preferred.length : index;
  };
  const ordered = (families: LayoutFamily[]) =>
    families
      .map((family, index) => ({ family, index }))
      .sort((a, b) => rank(a.family) - rank(b.family) || a.index - b.index)
      .map(({ family }) => family);
  return keepsFirst && first ? [first, ...ordered(rest)] : ordered(candidates);
}

/** Photo-free families a style may bring in: not the sale badge or the quote, which carry an intent. */
const isStylePhotoFree = (family: LayoutFamily) =>
  family === 'split' || family === 'minimal-type' || family === 'banner' || family === 'geometric-poster';

function familiesFor(input: Pick<LayoutInput, 'intent' | 'referenceCount'>): LayoutFamily[] {
  const { intent, referenceCount } = input;
  if (referenceCount >= 2) {
    return intent === 'sale'
      ? ['collage', 'sale-badge', 'hero-photo', 'split']
      : ['collage', 'hero-photo', 'split', 'banner'];
  }
  if (referenceCount === 1) {
    if (intent === 'sale') return ['sale-badge', 'hero-photo', 'split', 'banner'];
    if (intent === 'testimonial') return ['quote', 'split', 'hero-photo'];
    if (intent === 'shop' || intent === 'app') return ['centred-product', 'hero-photo', 'split', 'banner'];
    return ['hero-photo', 'split', 'centred-product', 'banner'];
  }
  if (intent === 'sale') return ['sale-badge', 'geometric-poster', 'banner', 'minimal-type'];
  if (intent === 'testimonial') return ['quote', 'minimal-type', 'split'];
  if (intent === 'event') return ['geometric-poster', 'banner', 'split', 'minimal-type'];
  return ['geometric-poster', 'split', 'minimal-type', 'banner'];
}
