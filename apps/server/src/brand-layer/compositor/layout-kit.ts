import {
  bodyTextContrast,
  contrastRatio,
  isDark,
  largeTextContrast,
  mix,
  type Rgb,
  readableOn,
  white,
} from '@brandloom/shared/colour';
import type { AdCopy, LayoutFamily } from '../../adapters/image-provider/image-provider.ts';
import type { CopyIntent } from '../copy/parse-brief.ts';
import type { Palette } from './palette.ts';
import type { Box, SceneElement, TextEffect } from './scene.ts';
import { glow } from './shapes.ts';
import { type Corner, type DecorationPlacement, styleDecoration } from './style-decorations.ts';
import type { StyleLook } from './style-look.ts';
import type { SubjectArt } from './subject-scene.ts';
import { fitText, type TextStyle } from './text-fit.ts';
import type { Typeface } from './typefaces.ts';

/** What every layout family is planned from. */
export interface LayoutInput {
  width: number;
  height: number;
  copy: AdCopy;
  intent: CopyIntent;
  badge: string;
  palette: Palette;
  type: { headline: Typeface; body: Typeface; strong: Typeface; quote: Typeface };
  referenceCount: number;
  logo: LogoFacts | null;
  brandName: string | null;
  websiteHost: string | null;
  motif: Motif;
  /** Alternates the colour emphasis between variants that share a family. */
  emphasis: 0 | 1;
  /** Set only the brand mark: the picture already carries the copy (an image model painted it). */
  markOnly: boolean;
  /** The brief's illustration, shown where a photo would be when none is attached (decision 0034). */
  subject: SubjectArt | null;
  /** The style's shapes, texture, type and photo treatment (plainLook without a style). */
  look: StyleLook;
}

/** What the layout needs to know of the brand's logo files: shape and average colour per variant. */
export interface LogoFacts {
  aspect: number;
  tones: { light: Rgb | null; dark: Rgb | null };
}

export type Motif = 'circles' | 'dots' | 'stripes' | 'glow';

export interface Planned {
  family: LayoutFamily;
  elements: SceneElement[];
}

/** Sizes relative to the canvas's short side, so every ratio shares one scale. */
export function metrics(input: LayoutInput) {
  const short = Math.min(input.width, input.height);
  const margin = Math.round(short * 0.07);
  return {
    short,
    margin,
    gap: Math.round(short * 0.03),
    safeArea: { x: margin, y: margin, width: input.width - 2 * margin, height: input.height - 2 * margin },
  };
}

/** Text that passes 4.5:1 on the ground: white when it can, else the brand's ink, else black. */
export function textOn(ground: Rgb, palette: Palette): Rgb {
  return readableOn(ground, [white, palette.ink], bodyTextContrast);
}

/** Scrim opacity so light text keeps 4.5:1 even over a white photo. */
export function scrimOpacity(text: Rgb, scrim: Rgb): number {
  for (let opacity = 0.3; opacity < 1; opacity += 0.05) {
    if (contrastRatio(text, mix(white, scrim, opacity)) >= bodyTextContrast + 0.1) return opacity;
  }
  return 1;
}

export interface ButtonColours {
  fill: Rgb;
  label: Rgb;
}

/** A button that stands out from its ground (3:1, WCAG non-text contrast) with a readable label. */
export function buttonOn(ground: Rgb, palette: Palette): ButtonColours {
  const fill = readableOn(ground, [...palette.given, white, palette.ink], largeTextContrast);
  return { fill, label: readableOn(fill, [white, palette.ink], bodyTextContrast) };
}

export function textElement(
  role: 'headline' | 'subline' | 'cta' | 'badge' | 'wordmark' | 'footer',
  fitted: ReturnType<typeof fitText>,
  style: TextStyle,
  at: { x: number; y: number; width: number },
  align: 'start' | 'centre' | 'end',
  colour: Rgb,
  backdrop: Rgb,
): SceneElement & { kind: 'text' } {
  return {
    kind: 'text',
    role,
    box: { x: at.x, y: at.y, width: at.width, height: fitted.height },
    fitted,
    typeface: style.typeface,
    letterSpacing: style.letterSpacing,
    align,
    colour,
    backdrop,
    minimumContrast: role === 'headline' || role === 'badge' ? largeTextContrast : bodyTextContrast,
  };
}

export interface StackOptions {
  /** The region the copy may use. */
  column: Box;
  align: 'start' | 'centre';
  anchor: 'top' | 'centre' | 'bottom';
  /** The worst-case colour behind the copy. */
  backdrop: Rgb;
  text: Rgb;
  button: ButtonColours | 'outline';
  /** Largest headline size as a fraction of the short side. */
  headlineScale: number;
  headlineLines: number;
  headlineTypeface?: Typeface;
  /** A short accent rule above the headline. */
  rule?: Rgb;
}

/** Headline, sub-line and call to action stacked in a column, each shrunk to fit. */
export function stackCopy(input: LayoutInput, options: StackOptions): { elements: SceneElement[]; box: Box } {
  const { short, gap } = metrics(input);
  const { column, copy } = { column: options.column, copy: input.copy };
  const { type: treatment, corners, hardShadows } = input.look;
  const headlineStyle: TextStyle = {
    typeface: options.headlineTypeface ?? input.type.headline,
    lineHeight: treatment.uppercase ? 1.0 : 1.08,
    letterSpacing: treatment.uppercase ? treatment.tracking : -0.01,
  };
  const sublineStyle: TextStyle = { typeface: input.type.body, lineHeight: 1.32, letterSpacing: 0 };
  const labelStyle: TextStyle = {
    typeface: input.type.strong,
    lineHeight: 1.2,
    letterSpacing: treatment.labelCaps ? 0.12 : 0.01,
  };
  const cased = (text: string) => (treatment.uppercase ? text.toUpperCase() : text);
  const labelCased = (text: string) => (treatment.labelCaps ? text.toUpperCase() : text);
  const padX = Math.round(short * 0.042);
  const padY = Math.round(short * 0.024);

  const label = copy.callToAction
    ? fitText(labelCased(copy.callToAction), labelStyle, {
        maxWidth: column.width - 2 * padX,
        maxHeight: short * 0.1,
        maxLines: 1,
        maxSize: Math.round(short * 0.027),
        minSize: Math.round(short * 0.02),
      })
    : null;
  const buttonHeight = label ? Math.round(label.firstBaseline + 2 * padY) : 0;
  const ruleHeight = options.rule ? Math.round(short * 0.008) : 0;
  const ruleSpace = options.rule ? ruleHeight + gap : 0;
  const reserved = (label ? buttonHeight + gap * 1.6 : 0) + ruleSpace;
  const subline = copy.subline
    ? fitText(copy.subline, sublineStyle, {
        maxWidth: Math.min(column.width, short * 0.9),
        maxHeight: Math.max(short * 0.05, (column.height - reserved) * 0.32),
        maxLines: 3,
        maxSize: Math.round(short * 0.034),
        minSize: Math.round(short * 0.022),
      })
    : null;
  const sublineSpace = subline ? subline.height + gap : 0;
  const headline = fitText(cased(copy.headline), headlineStyle, {
    maxWidth: column.width,
    maxHeight: Math.max(short * 0.05, column.height - reserved - sublineSpace),
    maxLines: options.headlineLines,
    // Portraits have height to spare: their headlines may grow a little larger.
    maxSize: Math.round(short * options.headlineScale * (input.height > input.width ? 1.15 : 1)),
    minSize: Math.round(short * 0.036),
  });

  const total = ruleSpace + headline.height + sublineSpace + (label ? gap * 1.6 + buttonHeight : 0);
  let y =
    options.anchor === 'top'
      ? column.y
      : options.anchor === 'bottom'
        ? column.y + column.height - total
        : column.y + (column.height - total) / 2;
  const top = y;
  const blockX = (width: number) =>
    options.align === 'centre' ? column.x + (column.width - width) / 2 : column.x;
  const elements: SceneElement[] = [];
  if (options.rule) {
    const ruleWidth = Math.round(short * 0.09);
    elements.push({
      kind: 'rect',
      box: { x: blockX(ruleWidth), y, width: ruleWidth, height: ruleHeight },
      paint: { kind: 'solid', colour: options.rule },
      radius: ruleHeight / 2,
    });
    y += ruleSpace;
  }
  elements.push({
    ...textElement(
      'headline',
      headline,
      headlineStyle,
      { x: column.x, y, width: column.width },
      options.align,
      options.text,
      options.backdrop,
    ),
    ...headlineEffect(input, headline.fontSize, options.backdrop),
  });
  y += headline.height + (subline ? gap : 0);
  if (subline) {
    elements.push(
      textElement(
        'subline',
        subline,
        sublineStyle,
        { x: column.x, y, width: column.width },
        options.align,
        options.text,
        options.backdrop,
      ),
    );
    y += subline.height;
  }
  if (label) {
    y += gap * 1.6;
    const buttonWidth = Math.round(label.width + 2 * padX);
    const buttonBox = { x: blockX(buttonWidth), y, width: buttonWidth, height: buttonHeight };
    const outline = options.button === 'outline';
    const fill = outline ? options.backdrop : (options.button as ButtonColours).fill;
    const labelColour = outline ? options.text : (options.button as ButtonColours).label;
    const radius = corners === 'square' ? 0 : buttonHeight / 2;
    // A hard shadow in the text's colour: it contrasts with the ground as the text does.
    const shadow = hardShadows
      ? { dx: short * 0.008, dy: short * 0.008, blur: 0, colour: options.text, opacity: 1 }
      : undefined;
    // An outlined button is filled with its ground, so a shadow shows only beside it, not under the label.
    const face: SceneElement = {
      kind: 'rect',
      box: buttonBox,
      paint: { kind: 'solid', colour: fill },
      radius,
      ...(shadow ? { shadow } : {}),
    };
    elements.push(
      ...(outline && !shadow ? [] : [face]),
      ...(outline
        ? [
            {
              kind: 'outline' as const,
              box: buttonBox,
              radius,
              colour: options.text,
              width: Math.max(2, short * (hardShadows ? 0.005 : 0.003)),
            },
          ]
        : []),
      textElement(
        'cta',
        label,
        labelStyle,
        { x: buttonBox.x + padX, y: y + padY, width: label.width },
        'start',
        labelColour,
        fill,
      ),
    );
  }
  return { elements, box: { x: column.x, y: top, width: column.width, height: total } };
}

/**
 * The style's effect on a headline: an offset copy in a colour that shows on the ground (retro), or
 * a glow in the accent (neon). The text's own colour keeps its contrast; the effect only adds depth.
 */
function headlineEffect(input: LayoutInput, fontSize: number, ground: Rgb): { effect?: TextEffect } {
  const { effect } = input.look.type;
  if (!effect) return {};
  const { palette } = input;
  const colour = [palette.accent, palette.secondary, ...palette.extras].find(
    (candidate) => contrastRatio(candidate, ground) >= 1.5,
  );
  if (effect === 'glow')
    return { effect: { kind: 'glow', colour: colour ?? palette.accent, radius: fontSize * 0.08 } };
  const offset = Math.max(2, fontSize * 0.055);
  return {
    effect: { kind: 'shadow', dx: offset, dy: offset, colour: colour ?? mix(ground, palette.ink, 0.3) },
  };
}

/**
 * The brand mark in a corner: the logo variant that contrasts with this ground, sized by area (see
 * logoMark), or the brand name set as a wordmark when there is no logo.
 */
export function placeMark(
  input: LayoutInput,
  at: { x: number; y: number },
  ground: Rgb | 'photo',
  align: 'start' | 'centre' | 'end' = 'start',
  from: 'top' | 'bottom' = 'top',
): { elements: SceneElement[]; box: Box } {
  const placed = markAt(input, at, ground, align);
  return from === 'top' ? placed : shiftedUp(placed, placed.box.height);
}

function shiftedUp(placed: { elements: SceneElement[]; box: Box }, by: number) {
  const up = (box: Box) => ({ ...box, y: box.y - by });
  return {
    elements: placed.elements.map((element) =>
      'box' in element ? { ...element, box: up(element.box) } : element,
    ),
    box: up(placed.box),
  };
}

/** A logo's box is sized by area, so a wide wordmark is as present as a square mark, within limits. */
function logoSize(input: LayoutInput, aspect: number): { width: number; height: number } {
  const { short } = metrics(input);
  const area = (short * 0.11) ** 2;
  // A 6:1 wordmark at its readable minimum is about a third of the short side wide.
  const height = Math.min(short * 0.11, Math.max(short * 0.055, Math.sqrt(area / aspect)));
  const width = Math.min(height * aspect, input.width * 0.42);
  return { width: Math.round(width), height: Math.round(width / aspect) };
}

/** Logo on a ground: 3:1, WCAG's contrast for graphics. */
const logoContrast = 3;

/** How much of `scrim` over `behind` a logo of colour `tone` needs for 3:1 (0 when it reads already). */
export function logoScrimOpacity(tone: Rgb, scrim: Rgb, behind: Rgb): number {
  let opacity = 0;
  while (opacity < 1 && contrastRatio(tone, mix(behind, scrim, opacity)) < logoContrast + 0.1)
    opacity += 0.05;
  return Math.min(1, opacity);
}

/**
 * The logo variant whose colours contrast with the ground, bare. Over a photo, the variant made
 * for dark grounds on a soft local scrim dark enough for 3:1 even over a white photo. A plate only
 * when neither variant contrasts with a flat ground.
 */
function logoMark(
  input: LayoutInput,
  logo: LogoFacts,
  ground: Rgb | 'photo',
  anchorX: (width: number) => number,
  top: number,
): { elements: SceneElement[]; box: Box } {
  const { short } = metrics(input);
  const { palette } = input;
  const { width, height } = logoSize(input, logo.aspect);
  const available = (['light', 'dark'] as const).filter((variant) => logo.tones[variant] !== null);
  if (ground === 'photo') {
    const variant = available.includes('dark') ? 'dark' : 'light';
    const tone = logo.tones[variant] ?? white;
    const scrimColour = isDark(tone) ? palette.paper : palette.ink;
    const worstPhoto = isDark(tone) ? { r: 0, g: 0, b: 0 } : white;
    const box = { x: anchorX(width), y: top, width, height };
    // Wide, so the logo's corners stay in its even middle while the edge fades over a long way.
    const reach = { x: width + short * 0.05, y: height * 1.6 + short * 0.05 };
    const scrim = {
      box: {
        x: box.x - reach.x,
        y: box.y - reach.y,
        width: width + 2 * reach.x,
        height: height + 2 * reach.y,
      },
      colour: scrimColour,
      opacity: logoScrimOpacity(tone, scrimColour, worstPhoto),
    };
    return { elements: [{ kind: 'logo', box, variant, plate: null, scrim }], box };
  }
  const wanted = isDark(ground) ? 'dark' : 'light';
  const ranked = [...available].sort((a, b) => Number(b === wanted) - Number(a === wanted));
  const contrasting = ranked.find(
    (variant) => contrastRatio(logo.tones[variant] ?? ground, ground) >= logoContrast,
  );
  if (contrasting) {
    const box = { x: anchorX(width), y: top, width, height };
    return { elements: [{ kind: 'logo', box, variant: contrasting, plate: null }], box };
  }
  const variant = ranked[0] ?? 'light';
  const tone = logo.tones[variant] ?? palette.ink;
  const padding = Math.round(short * 0.018);
  const box = { x: anchorX(width + 2 * padding) + padding, y: top + padding, width, height };
  const plate = {
    colour: readableOn(tone, [palette.paper, palette.ink], logoContrast),
    padding,
    radius: Math.round(short * 0.016),
  };
  return {
    elements: [{ kind: 'logo', box, variant, plate }],
    box: { x: box.x - padding, y: top, width: width + 2 * padding, height: height + 2 * padding },
  };
}

function markAt(
  input: LayoutInput,
  at: { x: number; y: number },
  ground: Rgb | 'photo',
  align: 'start' | 'centre' | 'end',
): { elements: SceneElement[]; box: Box } {
  const { short } = metrics(input);
  const anchorX = (width: number) =>
    align === 'start' ? at.x : align === 'centre' ? at.x - width / 2 : at.x - width;
  const plateColour = input.palette.paper;
  if (input.logo) return logoMark(input, input.logo, ground, anchorX, at.y);
  if (!input.brandName) return { elements: [], box: { x: at.x, y: at.y, width: 0, height: 0 } };
  const style: TextStyle = { typeface: input.type.strong, lineHeight: 1.1, letterSpacing: 0.02 };
  const fitted = fitText(input.brandName, style, {
    maxWidth: input.width * 0.4,
    maxHeight: short * 0.08,
    maxLines: 1,
    maxSize: Math.round(short * 0.032),
    minSize: Math.round(short * 0.022),
  });
  const padding = ground === 'photo' ? Math.round(short * 0.016) : 0;
  const backdrop = ground === 'photo' ? plateColour : ground;
  const colour = ground === 'photo' ? input.palette.ink : textOn(ground, input.palette);
  const x = anchorX(fitted.width + 2 * padding) + padding;
  const box = { x, y: at.y + padding, width: fitted.width, height: fitted.height };
  const elements: SceneElement[] = [];
  if (padding > 0) {
    elements.push({
      kind: 'rect',
      box: {
        x: x - padding,
        y: at.y,
        width: fitted.width + 2 * padding,
        height: fitted.height + 2 * padding,
      },
      paint: { kind: 'solid', colour: plateColour },
      radius: Math.round(short * 0.016),
    });
  }
  elements.push({ ...textElement('wordmark', fitted, style, box, 'start', colour, backdrop) });
  return {
    elements,
    box: { x: x - padding, y: at.y, width: fitted.width + 2 * padding, height: fitted.height + 2 * padding },
  };
}

/**
 * A designed surface: a soft gradient of the base colour over `box`, and the style's decoration or
 * the motif (circles, dots, stripes or glows) sized to and kept in a corner of `shapes`, so text
 * placed elsewhere stays on the base. The gradient only moves away from the text colour's side
 * (darker under light text, lighter under dark text), so the base is the worst case for contrast.
 */
export function designedSurface(
  input: LayoutInput,
  box: Box,
  base: Rgb,
  corner: Corner,
  { shapes = box, ...placement }: DecorationPlacement & { shapes?: Box } = {},
): SceneElement[] {
  const scale = placement.scale ?? 1;
  const { short } = metrics(input);
  const { palette } = input;
  const size = Math.min(shapes.width, shapes.height) * scale;
  const right = corner.endsWith('right');
  const top = corner.startsWith('top');
  const cornerX = right ? shapes.x + shapes.width : shapes.x;
  const cornerY = top ? shapes.y : shapes.y + shapes.height;
  const toward = (distance: number) => ({
    x: cornerX + (right ? -distance : distance),
    y: cornerY + (top ? distance : -distance),
  });
  const shaded = mix(base, textOn(base, palette) === white ? palette.ink : white, 0.18);
  const elements: SceneElement[] = [
    {
      kind: 'rect',
      box,
      paint: {
        kind: 'linear',
        stops: [
          { offset: 0, colour: base, opacity: 1 },
          { offset: 1, colour: shaded, opacity: 1 },
        ],
        x1: right ? 0 : 1,
        y1: top ? 1 : 0,
        x2: right ? 1 : 0,
        y2: top ? 0 : 1,
      },
      radius: 0,
    },
  ];
  if (input.look.decoration) {
    const decoration = styleDecoration(input, shapes, base, corner, placement);
    return [{ kind: 'clip', box, elements: [...elements, ...decoration] }];
  }
  const accentOnBase = contrastRatio(palette.secondary, base) < 1.3 ? palette.accent : palette.secondary;
  const centre = pointAt(toward(size * 0.12));
  const line = Math.max(2, short * 0.004);
  if (input.motif === 'circles') {
    elements.push(
      disc(centre, size * 0.42, accentOnBase, 0.9),
      ring(centre, size * 0.56, white, line, 0.35),
      disc(pointAt(toward(size * 0.5)), size * 0.05, palette.accent),
    );
  } else if (input.motif === 'dots') {
    const patch = size * 0.5;
    elements.push(disc(centre, size * 0.34, accentOnBase, 0.85), {
      kind: 'dots',
      box: {
        x: right ? cornerX - patch - size * 0.06 : cornerX + size * 0.06,
        y: top ? cornerY + size * 0.06 : cornerY - patch - size * 0.06,
        width: patch,
        height: patch,
      },
      spacing: short * 0.032,
      radius: short * 0.0055,
      colour: white,
      opacity: 0.45,
    });
  } else if (input.motif === 'stripes') {
    elements.push(
      {
        kind: 'stripes',
        box: {
          x: right ? cornerX - size * 0.55 : cornerX,
          y: top ? cornerY : cornerY - size * 0.55,
          width: size * 0.55,
          height: size * 0.55,
        },
        spacing: short * 0.04,
        width: short * 0.012,
        colour: accentOnBase,
        opacity: 0.8,
      },
      disc(pointAt(toward(size * 0.3)), size * 0.16, palette.accent),
    );
  } else {
    elements.push(
      glow(centre, size * 0.7, accentOnBase, 0.9),
      glow(pointAt(toward(size * 0.55)), size * 0.35, palette.accent, 0.45),
    );
  }
  return [{ kind: 'clip', box, elements }];
}

function pointAt(point: { x: number; y: number }): { cx: number; cy: number } {
  return { cx: point.x, cy: point.y };
}

/** A filled circle. */
export function disc(centre: { cx: number; cy: number }, r: number, colour: Rgb, opacity = 1): SceneElement {
  return { kind: 'circle', ...centre, r, paint: { kind: 'solid', colour, opacity } };
}

/** An unfilled circle: a thin line around a centre. */
export function ring(
  centre: { cx: number; cy: number },
  r: number,
  colour: Rgb,
  width: number,
  opacity: number,
): SceneElement {
  return {
    kind: 'circle',
    ...centre,
    r,
    paint: { kind: 'solid', colour, opacity: 0 },
    stroke: { colour, width, opacity },
  };
}
