import { previewLayoutOf } from '@brandloom/shared/style-preview';
import { findPresetStyle, type PreviewLayout } from '@brandloom/shared/styles';
import type { CreativeStyle, FontFace, LayoutFamily } from '../../adapters/image-provider/image-provider.ts';
import { bundledFontFace, styleFontFace } from './typefaces.ts';

/**
 * What a style does to a creative's form, resolved once per request (decision 0035): the layout
 * families it prefers, the decoration drawn where a layout leaves room for shapes, what frames the
 * canvas, texture, type and photo treatment. A preset starts from its preview's composition; a
 * custom style from the composition its preview is drawn in (previewLayoutOf), so both agree, and
 * its design-element words add or change treatments. Colours are not here: the brand's win, else
 * the style's (creativeColours).
 */

type Decoration =
  | 'quiet-disc'
  | 'diagonal-blocks'
  | 'gold-rules'
  | 'blobs'
  | 'sunset'
  | 'chart'
  | 'arch-leaves'
  | 'tech-orb'
  | 'column-rules'
  | 'confetti'
  | 'neon'
  | 'soft-cards';

export interface StyleLook {
  /** Ranked ahead of the others where the intent and the attached photos allow them. */
  families: LayoutFamily[];
  /** Drawn in the region a layout keeps for shapes; null keeps the plain motifs. */
  decoration: Decoration | null;
  /** Around the canvas, outside the safe area: a thin double frame, a heavy border, a masthead rule. */
  frame: 'double' | 'heavy' | 'masthead' | null;
  grain: boolean;
  /** A fine technical grid over the ground. */
  grid: boolean;
  type: {
    /** Headlines in capitals. */
    uppercase: boolean;
    /** Extra letter spacing of uppercase headlines, in em. */
    tracking: number;
    /** Buttons and small labels in letter-spaced capitals. */
    labelCaps: boolean;
    italic: boolean;
    effect: 'shadow' | 'glow' | null;
    weight: 500 | 700 | 800;
  };
  /** Copy and mark centred on the canvas (minimal, luxury, organic), or set from the start edge. */
  centred: boolean;
  /** Buttons and cards: square corners, round pills, or the layouts' own. */
  corners: 'square' | 'round' | null;
  /** Buttons and photos cast a hard, offset shadow in the ink colour. */
  hardShadows: boolean;
  photo: { shape: 'arch' | 'circle' | 'rounded' | null; tint: boolean };
  fonts: { heading: FontFace | null; body: FontFace | null };
}

/** No style: the layouts as they are. */
const plainLook: StyleLook = {
  families: [],
  decoration: null,
  frame: null,
  grain: false,
  grid: false,
  type: { uppercase: false, tracking: 0, labelCaps: false, italic: false, effect: null, weight: 700 },
  centred: false,
  corners: null,
  hardShadows: false,
  photo: { shape: null, tint: false },
  fonts: { heading: null, body: null },
};

type LookOfLayout = Omit<StyleLook, 'fonts'>;

const look = (
  changes: Partial<LookOfLayout> & Pick<LookOfLayout, 'families' | 'decoration'>,
): LookOfLayout => ({
  ...plainLook,
  ...changes,
});

/** Each preview composition's look in the compositor: the same shapes, in the layouts' terms. */
const lookOfLayout: Record<PreviewLayout, LookOfLayout> = {
  centered: look({
    families: ['minimal-type', 'centred-product', 'split'],
    decoration: 'quiet-disc',
    type: { ...plainLook.type, labelCaps: true, weight: 500 },
    centred: true,
  }),
  poster: look({
    families: ['geometric-poster', 'sale-badge', 'banner'],
    decoration: 'diagonal-blocks',
    type: { ...plainLook.type, uppercase: true, labelCaps: true, weight: 800 },
    corners: 'square',
  }),
  frame: look({
    families: ['minimal-type', 'centred-product', 'quote'],
    decoration: 'gold-rules',
    frame: 'double',
    type: { ...plainLook.type, labelCaps: true, italic: true, weight: 500 },
    centred: true,
  }),
  blobs: look({
    families: ['geometric-poster', 'centred-product', 'sale-badge'],
    decoration: 'blobs',
    corners: 'round',
    photo: { shape: 'rounded', tint: false },
  }),
  sunset: look({
    families: ['geometric-poster', 'banner', 'split'],
    decoration: 'sunset',
    grain: true,
    type: { ...plainLook.type, effect: 'shadow', weight: 800 },
    corners: 'round',
  }),
  split: look({
    families: ['split', 'banner', 'minimal-type'],
    decoration: 'chart',
    photo: { shape: 'rounded', tint: false },
  }),
  arch: look({
    families: ['split', 'centred-product', 'minimal-type'],
    decoration: 'arch-leaves',
    type: { ...plainLook.type, weight: 500 },
    photo: { shape: 'arch', tint: false },
    centred: true,
    corners: 'round',
  }),
  grid: look({
    families: ['geometric-poster', 'split', 'hero-photo'],
    decoration: 'tech-orb',
    grid: true,
    photo: { shape: 'rounded', tint: true },
  }),
  magazine: look({
    families: ['split', 'quote', 'minimal-type'],
    decoration: 'column-rules',
    frame: 'masthead',
    type: { ...plainLook.type, weight: 500 },
    corners: 'square',
  }),
  confetti: look({
    families: ['geometric-poster', 'banner', 'sale-badge'],
    decoration: 'confetti',
    corners: 'round',
  }),
  glow: look({
    families: ['geometric-poster', 'minimal-type', 'banner'],
    decoration: 'neon',
    type: {
      ...plainLook.type,
      uppercase: true,
      tracking: 0.02,
      labelCaps: true,
      effect: 'glow',
      weight: 800,
    },
    corners: 'round',
    photo: { shape: 'rounded', tint: true },
  }),
  soft: look({
    families: ['centred-product', 'split', 'geometric-poster'],
    decoration: 'soft-cards',
    corners: 'round',
    photo: { shape: 'rounded', tint: false },
  }),
};

/** A whole word or its start ("border" finds "borders"), in any of the style's words. */
const says = (words: string, pattern: string) => new RegExp(`\\b(?:${pattern})`, 'i').test(words);

/** The design-element words that change a treatment whatever the composition. */
function withWords(base: LookOfLayout, words: string): LookOfLayout {
  const heavy = says(words, 'heavy border|thick border|brutal|hard shadow');
  const uppercase = says(words, 'uppercase|all.caps');
  const tracked = says(words, 'letter.spac|tracked|spaced capitals|small caps');
  return {
    ...base,
    frame: heavy
      ? 'heavy'
      : says(words, 'double frame|gold frame|thin frame|gilded')
        ? 'double'
        : says(words, 'masthead')
          ? 'masthead'
          : base.frame,
    grain: base.grain || says(words, 'grain|film|risograph|paper texture'),
    grid: base.grid || says(words, 'fine grid|technical grid|blueprint'),
    type: {
      ...base.type,
      uppercase: base.type.uppercase || uppercase || heavy,
      tracking: uppercase ? Math.max(base.type.tracking, 0.03) : base.type.tracking,
      labelCaps: base.type.labelCaps || tracked || uppercase || heavy,
      effect: says(words, 'neon|glowing outline|glow text|glowing type')
        ? 'glow'
        : says(words, 'drop.shadow|offset shadow|shadow type')
          ? 'shadow'
          : base.type.effect,
    },
    corners:
      heavy || says(words, 'square corner|sharp corner')
        ? 'square'
        : says(words, 'rounded')
          ? 'round'
          : base.corners,
    hardShadows: base.hardShadows || heavy,
    photo: {
      shape: says(words, 'arch') ? 'arch' : says(words, 'circle|round photo') ? 'circle' : base.photo.shape,
      tint: base.photo.tint || says(words, 'duotone|neon|monochrome'),
    },
  };
}

/** The look of the request's style; no style gives the plain look. */
export function resolveStyleLook(style: CreativeStyle | null): StyleLook {
  if (!style) return plainLook;
  const layout = findPresetStyle(style.id)?.layout ?? previewLayoutOf(style);
  const words = [style.name, style.description, ...style.designElements].join(' ');
  return {
    ...withWords(lookOfLayout[layout], words),
    fonts: {
      // A style that names no font but reads as serif still gets a serif headline.
      heading:
        styleFontFace(style.fonts[0]) ??
        (says(words, 'serif|elegant|luxur|classic|editorial') ? bundledFontFace('serif') : null),
      body: styleFontFace(style.fonts[1] ?? style.fonts[0]),
    },
  };
}
