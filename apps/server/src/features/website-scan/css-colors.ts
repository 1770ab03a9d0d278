import { colord, extend } from 'colord';
import namesPlugin from 'colord/plugins/names';

extend([namesPlugin]);

/**
 * A CSS colour (`#rgb`, `#rrggbbaa`, `rgb()`, `hsl()`, a named colour) as lower-case `#rrggbb`;
 * null for anything else and for fully transparent colours. Partly transparent colours keep
 * their hue: the brand colour behind a translucent overlay is still the brand colour.
 */
export function normaliseColor(text: string): string | null {
  const value = text.trim().toLowerCase();
  if (value === 'transparent' || value === 'currentcolor') return null;
  const color = colord(value);
  if (!color.isValid() || color.alpha() === 0) return null;
  return color.alpha(1).toHex().slice(0, 7);
}

/** Black, white and greys: every site has them, so they say little about the brand. */
export function isNeutral(hex: string): boolean {
  const { s, l } = colord(hex).toHsl();
  return s < 12 || l < 6 || l > 96;
}

/** Colours a viewer would call the same (anti-aliased edges, a hover shade a step away). */
export function isSimilarColor(a: string, b: string): boolean {
  const channels = (hex: string) =>
    [1, 3, 5].map((index) => Number.parseInt(hex.slice(index, index + 2), 16));
  const [x, y] = [channels(a), channels(b)];
  return x.every((value, index) => Math.abs(value - (y[index] ?? 0)) <= 10);
}
