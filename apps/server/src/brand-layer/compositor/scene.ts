import type { Rgb } from '@brandloom/shared/colour';
import type { LayerElement } from '@brandloom/shared/layers';
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

/**
 * One element of a planned scene: a layer document's element (packages/shared/src/layers.ts, where
 * each kind is described), but with its typeface open for a text, and children of the same kind.
 */
type PlainElement = Exclude<LayerElement, { kind: 'text' | 'accent' | 'clip' }>;
type LayerText = Extract<LayerElement, { kind: 'text' }>;
export type SceneElement =
  | PlainElement
  | (Omit<LayerText, 'font' | 'fitted'> & { fitted: FittedText; typeface: Typeface })
  /** A small mark over a decoration and the box it covers, kept clear of copy, badge and mark. */
  | { kind: 'accent'; box: Box; elements: SceneElement[] }
  /** Children painted inside the box only (decorations that run off a panel's edge). */
  | { kind: 'clip'; box: Box; elements: SceneElement[]; shape?: 'arch' };

export interface Scene {
  family: LayoutFamily;
  width: number;
  height: number;
  /** Nothing that matters (text, logo, buttons) is placed outside it. */
  safeArea: Box;
  elements: SceneElement[];
}
