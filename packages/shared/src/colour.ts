/**
 * Colour maths, one library for the server and the web app: hex colours, WCAG contrast, mixing,
 * HSL, and the most readable of some colours. The brand compositor paints with it and the style
 * previews are drawn with it.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** WCAG AA: body text needs 4.5:1, large text (our headlines) 3:1. */
export const bodyTextContrast = 4.5;
export const largeTextContrast = 3;

const hexPattern = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function parseHex(hex: string): Rgb | null {
  const match = hexPattern.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const value = Number.parseInt(digits, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function channelLuminance(channel: number): number {
  const value = channel / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * channelLuminance(r) + 0.7152 * channelLuminance(g) + 0.0722 * channelLuminance(b);
}

export function contrastRatio(first: Rgb, second: Rgb): number {
  return luminanceContrast(relativeLuminance(first), relativeLuminance(second));
}

/** The contrast ratio of two relative luminances (for many pixels, each measured once). */
export function luminanceContrast(first: number, second: number): number {
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

/** `amount` 0 keeps `from`, 1 gives `to`. */
export function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return {
    r: from.r + (to.r - from.r) * amount,
    g: from.g + (to.g - from.g) * amount,
    b: from.b + (to.b - from.b) * amount,
  };
}

export const white: Rgb = { r: 255, g: 255, b: 255 };
export const black: Rgb = { r: 0, g: 0, b: 0 };

export function isDark(colour: Rgb): boolean {
  return contrastRatio(colour, white) >= contrastRatio(colour, black);
}

export interface Hsl {
  h: number;
  s: number;
  l: number;
}

export function toHsl({ r, g, b }: Rgb): Hsl {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const delta = max - min;
  const s = l > 0.5 ? delta / (2 - max - min) : delta / (max + min);
  const h =
    max === red
      ? ((green - blue) / delta + (green < blue ? 6 : 0)) * 60
      : max === green
        ? ((blue - red) / delta + 2) * 60
        : ((red - green) / delta + 4) * 60;
  return { h, s, l };
}

export function fromHsl({ h, s, l }: Hsl): Rgb {
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const sector = (((h % 360) + 360) % 360) / 60;
  const x = chroma * (1 - Math.abs((sector % 2) - 1));
  const [red, green, blue] =
    sector < 1
      ? [chroma, x, 0]
      : sector < 2
        ? [x, chroma, 0]
        : sector < 3
          ? [0, chroma, x]
          : sector < 4
            ? [0, x, chroma]
            : sector < 5
              ? [x, 0, chroma]
              : [chroma, 0, x];
  const offset = l - chroma / 2;
  return { r: (red + offset) * 255, g: (green + offset) * 255, b: (blue + offset) * 255 };
}

/** Of the candidates, the first that reaches `minimum` against `background`, else the strongest. */
export function readableOn(background: Rgb, candidates: Rgb[], minimum: number): Rgb {
  const passing = candidates.find((candidate) => contrastRatio(candidate, background) >= minimum);
  if (passing) return passing;
  return [...candidates, white, black].reduce((best, candidate) =>
    contrastRatio(candidate, background) > contrastRatio(best, background) ? candidate : best,
  );
}
