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

interface Lab {
  l: number;
  a: number;
  b: number;
}

function linearChannel(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** sRGB to CIE L*a*b* under D65. */
function toLab({ r, g, b }: Rgb): Lab {
  const [red, green, blue] = [linearChannel(r), linearChannel(g), linearChannel(b)];
  const pivot = (value: number) =>
    value > 216 / 24389 ? Math.cbrt(value) : ((24389 / 27) * value + 16) / 116;
  const x = pivot((0.4124 * red + 0.3576 * green + 0.1805 * blue) / 0.95047);
  const y = pivot(0.2126 * red + 0.7152 * green + 0.0722 * blue);
  const z = pivot((0.0193 * red + 0.1192 * green + 0.9505 * blue) / 1.08883);
  return { l: 116 * y - 16, a: 500 * (x - y), b: 200 * (y - z) };
}

const degrees = (radians: number) => (radians * 180) / Math.PI;
const radians = (angle: number) => (angle * Math.PI) / 180;

/** CIEDE2000 colour difference (ΔE00): about 1 is the smallest difference a person sees. */
export function deltaE(first: Rgb, second: Rgb): number {
  const one = toLab(first);
  const two = toLab(second);
  const meanChroma = (Math.hypot(one.a, one.b) + Math.hypot(two.a, two.b)) / 2;
  const g = 0.5 * (1 - Math.sqrt(meanChroma ** 7 / (meanChroma ** 7 + 25 ** 7)));
  const a1 = one.a * (1 + g);
  const a2 = two.a * (1 + g);
  const c1 = Math.hypot(a1, one.b);
  const c2 = Math.hypot(a2, two.b);
  const hue = (a: number, b: number) => (a === 0 && b === 0 ? 0 : (degrees(Math.atan2(b, a)) + 360) % 360);
  const h1 = hue(a1, one.b);
  const h2 = hue(a2, two.b);
  const deltaL = two.l - one.l;
  const deltaC = c2 - c1;
  let deltaH = 0;
  if (c1 * c2 !== 0)
    deltaH = Math.abs(h2 - h1) <= 180 ? h2 - h1 : h2 - h1 > 180 ? h2 - h1 - 360 : h2 - h1 + 360;
  const deltaHue = 2 * Math.sqrt(c1 * c2) * Math.sin(radians(deltaH / 2));
  const meanL = (one.l + two.l) / 2;
  const meanC = (c1 + c2) / 2;
  let meanH = h1 + h2;
  if (c1 * c2 !== 0)
    meanH =
      Math.abs(h1 - h2) <= 180 ? (h1 + h2) / 2 : h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
  const t =
    1 -
    0.17 * Math.cos(radians(meanH - 30)) +
    0.24 * Math.cos(radians(2 * meanH)) +
    0.32 * Math.cos(radians(3 * meanH + 6)) -
    0.2 * Math.cos(radians(4 * meanH - 63));
  const sl = 1 + (0.015 * (meanL - 50) ** 2) / Math.sqrt(20 + (meanL - 50) ** 2);
  const sc = 1 + 0.045 * meanC;
  const sh = 1 + 0.015 * meanC * t;
  const rotation =
    -2 *
    Math.sqrt(meanC ** 7 / (meanC ** 7 + 25 ** 7)) *
    Math.sin(radians(60 * Math.exp(-(((meanH - 275) / 25) ** 2))));
  return Math.sqrt(
    (deltaL / sl) ** 2 +
      (deltaC / sc) ** 2 +
      (deltaHue / sh) ** 2 +
      rotation * (deltaC / sc) * (deltaHue / sh),
  );
}
