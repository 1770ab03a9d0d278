import type { Rgb } from '@brandloom/shared/colour';
import type { LayoutFamily } from '../../adapters/image-provider/image-provider.ts';
import type { FittedText } from './text-fit.ts';
import type { Typeface } from './typefaces.ts';

/**
 * A planned creative: what the layout decided, in paint order, before any pixel exists. Layouts
 * produce it from measured text (pure, so tests can assert geometry), the renderer paints it.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface GradientStop {
  offset: number;
  colour: Rgb;
  opacity: number;
}

export type Paint =
  | { kind: 'solid'; colour: Rgb; opacity?: number }
  /** From (x1, y1) to (x2, y2) in fractions of the shape's box. */
  | { kind: 'linear'; stops: GradientStop[]; x1: number; y1: number; x2: number; y2: number }
  | { kind: 'radial'; stops: GradientStop[]; cx: number; cy: number; r: number };

type TextRole = 'headline' | 'subline' | 'cta' | 'badge' | 'wordmark' | 'footer' | 'quote-mark';

/** A shadow under a shape: hard (blur 0, an offset copy) or soft (blurred). */
export interface Shadow {
  dx: number;
  dy: number;
  blur: number;
  colour: Rgb;
  opacity: number;
}

export interface Stroke {
  colour: Rgb;
  width: number;
  opacity: number;
}

/** A style's effect on a text block: an offset copy behind it (retro) or a glow around it (neon). */
export type TextEffect =
  | { kind: 'shadow'; dx: number; dy: number; colour: Rgb }
  | { kind: 'glow'; colour: Rgb; radius: number };

export type SceneElement =
  | { kind: 'rect'; box: Box; paint: Paint; radius: number; rotate?: number; shadow?: Shadow }
  /** Any outline in canvas pixels (SVG path data): blobs, leaves, arcs, confetti, diagonal blocks. */
  | {
      kind: 'path';
      d: string;
      paint: Paint | null;
      stroke?: Stroke;
      glow?: number;
      rotate?: { angle: number; cx: number; cy: number };
    }
  /** A fine square grid of hairlines. */
  | { kind: 'grid'; box: Box; spacing: number; width: number; colour: Rgb; opacity: number }
  | {
      kind: 'circle';
      cx: number;
      cy: number;
      r: number;
      paint: Paint;
      stroke?: { colour: Rgb; width: number; opacity: number };
    }
  | { kind: 'dots'; box: Box; spacing: number; radius: number; colour: Rgb; opacity: number }
  | { kind: 'stripes'; box: Box; spacing: number; width: number; colour: Rgb; opacity: number }
  | { kind: 'outline'; box: Box; radius: number; colour: Rgb; width: number; shadow?: Shadow }
  | {
      kind: 'photo';
      box: Box;
      reference: number;
      radius: number;
      circle?: boolean;
      /** A window with a round top (organic, botanical). */
      arch?: boolean;
      /** Monochrome in this colour (tech, neon). */
      tint?: Rgb;
      /** The attached product cut out of its plain background, set whole on the scene (cut-out.ts). */
      cutout?: boolean;
      shadow?: Shadow;
    }
  | {
      kind: 'text';
      role: TextRole;
      /** The block's extent: cap top of the first line to the last line's descender. */
      box: Box;
      fitted: FittedText;
      typeface: Typeface;
      letterSpacing: number;
      align: 'start' | 'centre' | 'end';
      colour: Rgb;
      /** The worst-case colour behind the text (under a scrim: the scrim over a white or black photo). */
      backdrop: Rgb;
      /** WCAG AA for its size: 3 for large text, 4.5 otherwise. */
      minimumContrast: number;
      effect?: TextEffect;
      /** Tilted about the block's centre, in degrees (a sticker's label). */
      rotate?: number;
    }
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number; paint: Paint }
  /**
   * A vector illustration (decision 0034) scaled into the box, turned `rotate` degrees about its
   * centre; with `tint`, its shape in one colour, widened by an `outline` in box pixels (a shadow
   * or a sticker's backing).
   */
  | {
      kind: 'illustration';
      box: Box;
      icon: string;
      rotate?: number;
      tint?: { colour: Rgb; opacity: number; outline: number };
    }
  /** Film grain over the box: a small noise tile repeated, light and dark specks. */
  | { kind: 'grain'; box: Box; opacity: number }
  /**
   * A small mark over a decoration (a sticker, a starburst, a sparkle) and the box it covers, which
   * is kept clear of the subject, the copy, the badge and the brand mark.
   */
  | { kind: 'accent'; box: Box; elements: SceneElement[] }
  /** Children painted inside the box only (decorations that run off a panel's edge). */
  | { kind: 'clip'; box: Box; elements: SceneElement[]; shape?: 'arch' }
  | {
      kind: 'logo';
      box: Box;
      variant: 'light' | 'dark';
      plate: { colour: Rgb; padding: number; radius: number } | null;
      /**
       * Over a photo, a soft shade: even over the logo, fading out to the edge of `box`, in
       * `colour` at `opacity`, what a white (or black) photo would need for 3:1. Once the photo is
       * cut, its pixels under the logo pick the variant that needs the least, and the shade's hue.
       */
      scrim?: { box: Box; colour: Rgb; opacity: number };
    };

export interface Scene {
  family: LayoutFamily;
  width: number;
  height: number;
  /** Nothing that matters (text, logo, buttons) is placed outside it. */
  safeArea: Box;
  elements: SceneElement[];
}
