import { black, contrastRatio, fromHsl, parseHex, type Rgb, toHsl, white } from '@brandloom/shared/colour';

/** The colours one creative is painted with, derived from the brand (or style) palette. */
export interface Palette {
  primary: Rgb;
  secondary: Rgb;
  accent: Rgb;
  /** A near-black carrying the primary's hue, for dark grounds and text. */
  ink: Rgb;
  /** A near-white carrying the primary's hue, for light grounds and text. */
  paper: Rgb;
  /** Colours given after the first three (a style's second and third accents), for decorations. */
  extras: Rgb[];
  /**
   * The given accent and secondary, when given: a call to action, the colour an ad is judged by,
   * takes one of these (or white or ink), never a hue derived for decoration (decision 0067).
   */
  given: Rgb[];
}

/** Used when neither the brand nor the style has colours: a calm indigo, a sky blue, a warm amber. */
const fallbackColours: Rgb[] = [
  { r: 67, g: 56, b: 202 },
  { r: 14, g: 165, b: 233 },
  { r: 245, g: 158, b: 11 },
];

/**
 * A brand's colours are primary, secondary, accent. A style's (`roles` 'style', used without a brand)
 * are background, text, accent, second accent, further accents: its background is the primary, its
 * second accent the secondary, and its text colour becomes the ink (or paper) when dark (or light)
 * enough, so a style reads in its own colours, as its preview does.
 */
export function buildPalette(hexColours: readonly string[], roles: 'brand' | 'style' = 'brand'): Palette {
  const given = hexColours.map(parseHex).filter((colour): colour is Rgb => colour !== null);
  const text = roles === 'style' ? given[1] : undefined;
  const parsed =
    roles === 'style' && given.length > 1
      ? [given[0], given[3] ?? given[2], given[2], ...given.slice(4)].filter(
          (colour): colour is Rgb => colour !== undefined,
        )
      : given;
  const [primary = black, givenSecondary, givenAccent] = parsed.length > 0 ? parsed : fallbackColours;
  const primaryHsl = toHsl(primary);
  const ink = fromHsl({ h: primaryHsl.h, s: Math.min(primaryHsl.s, 0.45), l: 0.09 });
  const paper = fromHsl({ h: primaryHsl.h, s: Math.min(primaryHsl.s, 0.6), l: 0.965 });
  return {
    primary,
    secondary:
      givenSecondary ?? fromHsl({ h: primaryHsl.h + 30, s: Math.min(primaryHsl.s, 0.7), l: primaryHsl.l }),
    accent: givenAccent ?? fromHsl({ h: primaryHsl.h + 180, s: Math.max(primaryHsl.s, 0.6), l: 0.55 }),
    // A style's dark text colour is its ink when it is dark enough for small text on white (7:1).
    ink: text && contrastRatio(text, white) >= 7 ? text : ink,
    paper: text && contrastRatio(text, black) >= 15 ? text : paper,
    extras: parsed.slice(3),
    given: [givenAccent, givenSecondary].filter((colour): colour is Rgb => colour !== undefined),
  };
}
