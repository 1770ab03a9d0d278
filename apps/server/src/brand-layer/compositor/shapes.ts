import type { Rgb } from '@brandloom/shared/colour';
import type { Paint, SceneElement } from './scene.ts';

/** A paint fading from `colour` at `opacity` in its centre to nothing at its edge. */
export function fadingPaint(colour: Rgb, opacity: number): Paint {
  const stops = [
    { offset: 0, colour, opacity },
    { offset: 1, colour, opacity: 0 },
  ];
  return { kind: 'radial', stops, cx: 0.5, cy: 0.5, r: 0.5 };
}

/** A circle fading out from its centre: light, a halo, a soft glow. */
export function glow(
  centre: { cx: number; cy: number },
  r: number,
  colour: Rgb,
  opacity: number,
): SceneElement {
  return { kind: 'circle', ...centre, r, paint: fadingPaint(colour, opacity) };
}
