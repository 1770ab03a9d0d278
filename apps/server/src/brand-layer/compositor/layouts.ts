import {
  contrastRatio,
  fromHsl,
  isDark,
  largeTextContrast,
  mix,
  type Rgb,
  readableOn,
  relativeLuminance,
  toHsl,
  white,
} from '@brandloom/shared/colour';
import {
  type LayoutFamily,
  type PhotoFreeFamily,
  photoFreeFamilies,
} from '../../adapters/image-provider/image-provider.ts';
import { chooseFamilies } from './family-choice.ts';
import {
  buttonOn,
  designedSurface,
  disc,
  type LayoutInput,
  metrics,
  type Planned,
  placeMark,
  ring,
  scrimOpacity,
  stackCopy,
  textOn,
} from './layout-kit.ts';
import type { Box, Scene, SceneElement } from './scene.ts';
import { finishWithStyle, styleDecoration } from './style-decorations.ts';
import { subjectInCircle, subjectOverShapes, subjectScene, subjectSceneLayers } from './subject-scene.ts';
import { type FittedText, fitText } from './text-fit.ts';

/**
 * The layout families. Each plans a whole creative from measured copy; `chooseFamilies` ranks the
 * ones that suit the prompt's intent and the attached images, and variants walk down that ranking.
 */

const solid = (box: Box, colour: Rgb): SceneElement => ({
  kind: 'rect',
  box,
  paint: { kind: 'solid', colour },
  radius: 0,
});

const isLandscape = (input: LayoutInput) => input.width > input.height;
const isPortrait = (input: LayoutInput) => input.height > input.width;

/**
 * A darker shade of the primary for scrims and bands: reads as the brand, carries light text. A
 * light primary (a yellow, a cream, a pastel) turns olive or brown when deepened, so it gives the
 * palette's ink instead (a style's own text colour).
 */
function deepPrimary(input: LayoutInput): Rgb {
  const { primary, ink } = input.palette;
  if (relativeLuminance(primary) > 0.5) return ink;
  const { h, s } = toHsl(primary);
  return fromHsl({ h, s: Math.min(s, 0.7), l: 0.16 });
}

/** The primary, or for the other emphasis its deep shade: both read as the brand's colour. */
function brandGround(input: LayoutInput): Rgb {
  return input.emphasis === 0 ? input.palette.primary : deepPrimary(input);
}

/**
 * The shade of a panel beside the brand ground: beside the primary a step away from its text colour
 * (darker under white text, paler under dark text, so a yellow never turns olive), beside the deep
 * shade the primary itself.
 */
function companionShade(input: LayoutInput, ground: Rgb): Rgb {
  if (input.emphasis === 1) return input.palette.primary;
  return mix(ground, textOn(ground, input.palette) === white ? input.palette.ink : white, 0.35);
}

/** Full-bleed photo, brand-tinted scrim rising from the bottom, copy over it. */
function heroPhoto(input: LayoutInput): Planned {
  const { margin, safeArea, short } = metrics(input);
  const { width, height, palette } = input;
  const scrim = input.emphasis === 0 ? palette.ink : deepPrimary(input);
  const text = white;
  const opacity = scrimOpacity(text, scrim);
  const backdrop = mix(white, scrim, opacity);
  const mark = placeMark(input, { x: margin, y: margin }, 'photo');
  const photo: SceneElement = { kind: 'photo', box: { x: 0, y: 0, width, height }, reference: 0, radius: 0 };
  if (input.markOnly) return { family: 'hero-photo', elements: [photo, ...mark.elements] };
  const landscape = isLandscape(input);
  const columnTop = mark.box.y + mark.box.height + short * 0.12;
  const column = {
    x: margin,
    y: Math.max(columnTop, height * (isPortrait(input) ? 0.45 : 0.35)),
    width: landscape ? width * 0.58 : safeArea.width,
    height: 0,
  };
  column.height = height - margin - column.y;
  const stack = stackCopy(input, {
    column,
    align: 'start',
    anchor: 'bottom',
    backdrop,
    text,
    button: buttonOn(backdrop, palette),
    headlineScale: 0.1,
    headlineLines: 3,
    rule: palette.accent,
  });
  const fadeStart = Math.max(0, stack.box.y - short * 0.28);
  const solidFrom = (stack.box.y - short * 0.04 - fadeStart) / (height - fadeStart);
  const canvas = { x: 0, y: 0, width, height };
  const stageTop = mark.box.y + mark.box.height;
  // Without a photo the subject takes the part the copy leaves (the right side, or above the copy),
  // in front of the scrim, which only the copy needs.
  const picture =
    input.referenceCount > 0 || !input.subject
      ? { ground: [photo], figure: [] }
      : subjectSceneLayers(
          input,
          canvas,
          brandGround(input),
          landscape
            ? { x: width * 0.58, y: margin, width: width * 0.42 - margin, height: height - 2 * margin }
            : isPortrait(input)
              ? { x: margin, y: stageTop, width: safeArea.width, height: fadeStart + short * 0.1 - stageTop }
              : // A square has little height above the copy: the subject takes the upper right.
                {
                  x: width * 0.38,
                  y: margin * 0.6,
                  width: width * 0.62 - margin,
                  height: stack.box.y - margin,
                },
        );
  return {
    family: 'hero-photo',
    elements: [
      ...picture.ground,
      {
        kind: 'rect',
        box: { x: 0, y: fadeStart, width, height: height - fadeStart },
        paint: {
          kind: 'linear',
          stops: [
            { offset: 0, colour: scrim, opacity: 0 },
            { offset: Math.max(0.05, solidFrom), colour: scrim, opacity },
            { offset: 1, colour: scrim, opacity: Math.min(1, opacity + 0.1) },
          ],
          x1: 0,
          y1: 0,
          x2: 0,
          y2: 1,
        },
        radius: 0,
      },
      ...picture.figure,
      ...mark.elements,
      ...stack.elements,
    ],
  };
}

/** Two panels: the photo (or a designed surface) and the copy on the primary colour. */
function split(input: LayoutInput): Planned {
  const { margin, short } = metrics(input);
  const { width, height, palette } = input;
  const swap = input.emphasis === 1;
  const vertical = isPortrait(input);
  // A square leaves the copy a little more than half, so the headline can stay large.
  const share = isLandscape(input) || vertical ? 0.5 : 0.44;
  const mediaSize = Math.round((vertical ? height : width) * share);
  const media: Box = vertical
    ? { x: 0, y: swap ? height - mediaSize : 0, width, height: mediaSize }
    : { x: swap ? 0 : width - mediaSize, y: 0, width: mediaSize, height };
  const panel: Box = vertical
    ? { x: 0, y: swap ? 0 : mediaSize, width, height: height - mediaSize }
    : { x: swap ? mediaSize : 0, y: 0, width: width - mediaSize, height };
  const ground = brandGround(input);
  const text = textOn(ground, palette);
  const mark = placeMark(input, { x: panel.x + margin, y: panel.y + margin }, ground);
  const columnTop = mark.box.y + mark.box.height + short * 0.06;
  const stack = stackCopy(input, {
    column: {
      x: panel.x + margin,
      y: columnTop,
      width: panel.width - 2 * margin,
      height: panel.y + panel.height - margin - columnTop,
    },
    align: 'start',
    anchor: 'bottom',
    backdrop: ground,
    text,
    button: buttonOn(ground, palette),
    headlineScale: vertical ? 0.1 : 0.085,
    headlineLines: 4,
  });
  const mediaElements: SceneElement[] =
    input.referenceCount > 0 && !input.subject?.photo
      ? [{ kind: 'photo', box: media, reference: 0, radius: 0 }]
      : input.subject
        ? subjectScene(input, media, companionShade(input, ground))
        : designedSurface(
            input,
            media,
            companionShade(input, ground),
            vertical ? 'bottom-right' : 'top-right',
          );
  return {
    family: 'split',
    elements: [solid(panel, ground), ...mediaElements, ...mark.elements, ...stack.elements],
  };
}

/** The product in a circle on a radial glow of the primary, copy above and below it. */
function centredProduct(input: LayoutInput): Planned {
  const { margin, gap, short, safeArea } = metrics(input);
  const { width, height, palette } = input;
  const ground = brandGround(input);
  const text = textOn(ground, palette);
  const button = buttonOn(ground, palette);
  const background: SceneElement = {
    kind: 'rect',
    box: { x: 0, y: 0, width, height },
    paint: {
      kind: 'radial',
      stops: [
        { offset: 0, colour: mix(ground, white, 0.18), opacity: 1 },
        { offset: 1, colour: ground, opacity: 1 },
      ],
      cx: isLandscape(input) ? 0.72 : 0.5,
      cy: 0.5,
      r: 0.6,
    },
    radius: 0,
  };
  // The lightest point of the glow is the worst case for light text.
  const backdrop = text === white ? mix(ground, white, 0.18) : ground;
  const framedProduct = (cx: number, cy: number, r: number): SceneElement[] => [
    disc({ cx: cx + r * 0.08, cy: cy + r * 0.1 }, r * 1.06, palette.secondary),
    ring({ cx, cy }, r * 1.22, text, Math.max(2, short * 0.003), 0.35),
    ...((input.referenceCount === 0 || input.subject?.photo) && input.subject
      ? subjectInCircle(input, { x: cx, y: cy }, r, ground)
      : [
          {
            kind: 'photo' as const,
            box: { x: cx - r, y: cy - r, width: 2 * r, height: 2 * r },
            reference: 0,
            radius: r,
            circle: true,
          },
        ]),
  ];
  if (isLandscape(input)) {
    const r = Math.min(height * 0.3, width * 0.2);
    const cx = width * 0.72;
    const mark = placeMark(input, { x: margin, y: margin }, backdrop);
    const columnTop = mark.box.y + mark.box.height + gap;
    const stack = stackCopy(input, {
      column: { x: margin, y: columnTop, width: width * 0.44 - margin, height: height - margin - columnTop },
      align: 'start',
      anchor: 'centre',
      backdrop,
      text,
      button,
      headlineScale: 0.09,
      headlineLines: 4,
    });
    return {
      family: 'centred-product',
      elements: [background, ...framedProduct(cx, height / 2, r), ...mark.elements, ...stack.elements],
    };
  }
  const mark = placeMark(input, { x: width / 2, y: margin }, backdrop, 'centre');
  const headlineTop = mark.box.y + mark.box.height + gap;
  const headline = stackCopy(
    { ...input, copy: { headline: input.copy.headline, subline: null, callToAction: null } },
    {
      column: { x: margin, y: headlineTop, width: safeArea.width, height: height * 0.24 },
      align: 'centre',
      anchor: 'top',
      backdrop,
      text,
      button,
      headlineScale: 0.08,
      headlineLines: 2,
    },
  );
  const lower = stackCopy(
    {
      ...input,
      copy: { headline: input.copy.subline ?? '', subline: null, callToAction: input.copy.callToAction },
    },
    {
      column: { x: margin, y: height * 0.62, width: safeArea.width, height: height * 0.38 - margin },
      align: 'centre',
      anchor: 'bottom',
      backdrop,
      text,
      button,
      headlineScale: 0.036,
      headlineLines: 2,
      headlineTypeface: input.type.body,
    },
  );
  const lowerElements = input.copy.subline
    ? lower.elements.map((element) =>
        element.kind === 'text' && element.role === 'headline'
          ? { ...element, role: 'subline' as const, minimumContrast: 4.5 }
          : element,
      )
    : lower.elements.filter((element) => !(element.kind === 'text' && element.role === 'headline'));
  const lowerTop = input.copy.subline
    ? lower.box.y
    : (lowerElements.find((element) => element.kind === 'rect')?.box.y ?? lower.box.y);
  const middleTop = headline.box.y + headline.box.height + gap * 1.5;
  const middleBottom = lowerTop - gap * 1.5;
  const r = Math.max(short * 0.08, Math.min((middleBottom - middleTop) / 2 / 1.22, width * 0.3));
  return {
    family: 'centred-product',
    elements: [
      background,
      ...framedProduct(width / 2, (middleTop + middleBottom) / 2, r),
      ...mark.elements,
      ...headline.elements,
      ...lowerElements,
    ],
  };
}

/** A round sticker with the discount over the photo or a striped surface; copy on the primary. */
function saleBadge(input: LayoutInput): Planned {
  const { margin, gap, short } = metrics(input);
  const { width, height, palette } = input;
  const ground = brandGround(input);
  const text = textOn(ground, palette);
  const landscape = isLandscape(input);
  const boundary = landscape
    ? Math.round(width * 0.55)
    : Math.round(height * (isPortrait(input) ? 0.45 : 0.42));
  const media: Box = landscape
    ? { x: boundary, y: 0, width: width - boundary, height }
    : { x: 0, y: 0, width, height: boundary };
  const panel: Box = landscape
    ? { x: 0, y: 0, width: boundary, height }
    : { x: 0, y: boundary, width, height: height - boundary };
  const r = Math.round(short * (landscape ? 0.17 : 0.15));
  const badgeCentre = landscape ? { x: boundary, y: margin + r } : { x: width - margin - r, y: boundary };
  const badgeFill = readableOn(
    ground,
    [palette.accent, palette.secondary, white, palette.ink],
    largeTextContrast,
  );
  const badgeText = readableOn(badgeFill, [white, palette.ink], largeTextContrast);
  const badgeStyle = { typeface: input.type.headline, lineHeight: 1, letterSpacing: -0.02 };
  // Two lines, so an offer keeps its words ("Up to / 50% off") instead of shrinking to a number.
  const badgeFitted = fitText(input.badge, badgeStyle, {
    maxWidth: r * 1.45,
    maxHeight: r * 1.1,
    maxLines: 2,
    maxSize: Math.round(r * 0.75),
    minSize: Math.round(r * 0.25),
  });
  const badgeBox = {
    x: badgeCentre.x - r * 0.725,
    y: badgeCentre.y - badgeFitted.height / 2 + (badgeFitted.height - badgeFitted.firstBaseline) * 0.35,
    width: r * 1.45,
    height: badgeFitted.height,
  };
  const mediaBase = companionShade(input, ground);
  const markGround = landscape ? ground : input.referenceCount > 0 ? 'photo' : mediaBase;
  const mark = placeMark(input, { x: margin, y: margin }, markGround);
  const columnTop = landscape ? mark.box.y + mark.box.height + gap * 2 : badgeCentre.y + r + gap;
  const columnRight = landscape ? boundary - r - gap : width - margin;
  const stack = stackCopy(input, {
    column: { x: margin, y: columnTop, width: columnRight - margin, height: height - margin - columnTop },
    align: 'start',
    anchor: 'bottom',
    backdrop: ground,
    text,
    button: buttonOn(ground, palette),
    headlineScale: 0.095,
    headlineLines: 3,
  });
  // The subject keeps clear of the logo above it and the badge on the panel's edge.
  const stage: Box = landscape
    ? {
        x: boundary + r * 0.6,
        y: margin + r * 1.6,
        width: width - boundary - r * 0.6 - margin,
        height: height - margin * 2 - r * 1.6,
      }
    : { x: margin, y: margin * 0.6, width: width - 2 * margin - r * 1.5, height: boundary - margin * 0.6 };
  const mediaElements: SceneElement[] =
    input.referenceCount > 0
      ? [{ kind: 'photo', box: media, reference: 0, radius: 0 }]
      : input.subject
        ? subjectScene(input, media, mediaBase, stage)
        : designedSurface(
            { ...input, motif: 'stripes' },
            media,
            mediaBase,
            landscape ? 'bottom-right' : 'top-right',
            {
              sticker: false,
              keepClear: [
                mark.box,
                { x: badgeCentre.x - r, y: badgeCentre.y - r, width: 2 * r, height: 2 * r },
              ],
            },
          );
  return {
    family: 'sale-badge',
    elements: [
      solid(panel, ground),
      ...mediaElements,
      ...mark.elements,
      disc({ cx: badgeCentre.x, cy: badgeCentre.y }, r, badgeFill),
      ring({ cx: badgeCentre.x, cy: badgeCentre.y }, r * 0.88, badgeText, Math.max(2, short * 0.003), 0.5),
      {
        kind: 'text',
        role: 'badge',
        box: badgeBox,
        fitted: badgeFitted,
        typeface: badgeStyle.typeface,
        letterSpacing: badgeStyle.letterSpacing,
        align: 'centre',
        colour: badgeText,
        backdrop: badgeFill,
        minimumContrast: largeTextContrast,
      },
      ...stack.elements,
    ],
  };
}

/** A testimonial: big quotation mark, the quote in the display face, the attribution below. */
function quote(input: LayoutInput): Planned {
  const { margin, gap, short, safeArea } = metrics(input);
  const { width, height, palette } = input;
  const ground = brandGround(input);
  const text = textOn(ground, palette);
  const markColour = contrastRatio(palette.accent, ground) >= 1.5 ? palette.accent : palette.secondary;
  const mark = placeMark(input, { x: margin, y: height - margin }, ground, 'start', 'bottom');
  const quoteMarkSize = short * 0.3;
  const quoteStyle = { typeface: input.type.quote, lineHeight: 1, letterSpacing: 0 };
  const quoteFitted = fitText('“', quoteStyle, {
    maxWidth: short,
    maxHeight: short,
    maxLines: 1,
    maxSize: Math.round(quoteMarkSize),
    minSize: Math.round(quoteMarkSize),
  });
  const quoteTop = margin + short * 0.02;
  const columnTop = quoteTop + quoteFitted.height * 0.55 + gap;
  const stack = stackCopy(
    { ...input, copy: { ...input.copy, callToAction: null } },
    {
      column: {
        x: margin,
        y: columnTop,
        width: safeArea.width * (isLandscape(input) ? 0.8 : 1),
        height: mark.box.y - gap * 2 - columnTop,
      },
      align: 'start',
      anchor: 'centre',
      backdrop: ground,
      text,
      button: 'outline',
      headlineScale: 0.095,
      headlineLines: 6,
      headlineTypeface: input.type.quote,
    },
  );
  const elements: SceneElement[] = [
    solid({ x: 0, y: 0, width, height }, ground),
    {
      kind: 'text',
      role: 'quote-mark',
      box: {
        x: margin - quoteFitted.width * 0.06,
        y: quoteTop,
        width: quoteFitted.width,
        height: quoteFitted.height,
      },
      fitted: quoteFitted,
      typeface: quoteStyle.typeface,
      letterSpacing: 0,
      align: 'start',
      colour: markColour,
      backdrop: ground,
      minimumContrast: 1,
    },
    ...stack.elements,
    ...mark.elements,
  ];
  if (input.referenceCount === 0 && input.subject) {
    const r = short * 0.07;
    elements.push(...subjectInCircle(input, { x: width - margin - r, y: height - margin - r }, r, ground));
  } else if (input.referenceCount > 0) {
    const r = short * 0.07;
    elements.push({
      kind: 'photo',
      box: { x: width - margin - 2 * r, y: height - margin - 2 * r, width: 2 * r, height: 2 * r },
      reference: 0,
      radius: r,
      circle: true,
    });
  }
  return { family: 'quote', elements };
}

/** Type only: a very large headline, a thin rule, an outlined button and the site's address. */
function minimalType(input: LayoutInput): Planned {
  const { margin, short, safeArea, gap } = metrics(input);
  const { width, height, palette } = input;
  const ground = input.emphasis === 0 ? palette.primary : palette.paper;
  const text =
    input.emphasis === 0 ? textOn(ground, palette) : readableOn(ground, [palette.primary, palette.ink], 4.5);
  // A style's decoration takes the space above the copy; a centred style centres mark, copy and footer.
  const { centred } = input.look;
  const decorated = input.look.decoration !== null;
  const mark = centred
    ? placeMark(input, { x: width / 2, y: margin }, ground, 'centre')
    : placeMark(input, { x: margin, y: margin }, ground);
  const footerStyle = { typeface: input.type.body, lineHeight: 1.2, letterSpacing: 0.02 };
  const footer = input.websiteHost
    ? fitText(input.websiteHost, footerStyle, {
        maxWidth: safeArea.width * 0.45,
        maxHeight: short * 0.05,
        maxLines: 1,
        maxSize: Math.round(short * 0.024),
        minSize: Math.round(short * 0.018),
      })
    : null;
  const footerSpace = centred && footer ? footer.height + gap * 1.5 : 0;
  // The site's address: under the copy when centred, else level with the mark at the top right.
  const footerBox = (fitted: FittedText): Box => ({
    x: centred ? (width - fitted.width) / 2 : width - margin - fitted.width,
    y: centred ? height - margin - fitted.height : margin + (mark.box.height - fitted.height) / 2,
    width: fitted.width,
    height: fitted.height,
  });
  const columnTop = mark.box.y + mark.box.height + gap * 2;
  const stack = stackCopy(input, {
    column: {
      x: margin,
      y: columnTop,
      width: safeArea.width * (isLandscape(input) && !centred ? 0.75 : 1),
      height: height - margin - columnTop - footerSpace,
    },
    align: centred ? 'centre' : 'start',
    anchor: isPortrait(input) && !decorated ? 'centre' : 'bottom',
    backdrop: ground,
    text,
    button: 'outline',
    headlineScale: decorated ? 0.085 : 0.13,
    headlineLines: 4,
    rule: contrastRatio(palette.accent, ground) >= 1.5 ? palette.accent : text,
  });
  const band: Box = { x: margin, y: columnTop, width: safeArea.width, height: stack.box.y - gap - columnTop };
  const side = Math.min(band.width, band.height);
  const shapes = centred ? { x: width / 2 - side / 2, y: band.y, width: side, height: side } : band;
  const keepClear = [mark.box, stack.box, ...(footer ? [footerBox(footer)] : [])];
  const decoration =
    band.height > short * 0.15
      ? styleDecoration(input, shapes, ground, 'top-right', { sticker: false, keepClear })
      : [];
  const elements: SceneElement[] = [
    solid({ x: 0, y: 0, width, height }, ground),
    ...decoration,
    ...mark.elements,
    ...stack.elements,
  ];
  if (footer) {
    elements.push({
      kind: 'text',
      role: 'footer',
      box: footerBox(footer),
      fitted: footer,
      typeface: footerStyle.typeface,
      letterSpacing: footerStyle.letterSpacing,
      align: 'start',
      colour: text,
      backdrop: ground,
      minimumContrast: 4.5,
    });
  }
  return { family: 'minimal-type', elements };
}

/** Two to four attached images in a grid with gutters; copy on the primary beside or below. */
function collage(input: LayoutInput): Planned {
  const { margin, gap, short } = metrics(input);
  const { width, height, palette } = input;
  const ground = brandGround(input);
  const text = textOn(ground, palette);
  const landscape = isLandscape(input);
  const grid: Box = landscape
    ? { x: margin, y: margin, width: width * 0.56 - margin, height: height - 2 * margin }
    : {
        x: margin,
        y: margin,
        width: width - 2 * margin,
        height: height * (isPortrait(input) ? 0.52 : 0.5) - margin,
      };
  const count = Math.min(4, Math.max(2, input.referenceCount));
  const gutter = Math.round(short * 0.018);
  const radius = Math.round(short * 0.02);
  const halfW = (grid.width - gutter) / 2;
  const halfH = (grid.height - gutter) / 2;
  const cells: Box[] =
    count === 2
      ? landscape || isPortrait(input)
        ? [
            { x: grid.x, y: grid.y, width: grid.width, height: halfH },
            { x: grid.x, y: grid.y + halfH + gutter, width: grid.width, height: halfH },
          ]
        : [
            { x: grid.x, y: grid.y, width: halfW, height: grid.height },
            { x: grid.x + halfW + gutter, y: grid.y, width: halfW, height: grid.height },
          ]
      : count === 3
        ? [
            { x: grid.x, y: grid.y, width: halfW, height: grid.height },
            { x: grid.x + halfW + gutter, y: grid.y, width: halfW, height: halfH },
            { x: grid.x + halfW + gutter, y: grid.y + halfH + gutter, width: halfW, height: halfH },
          ]
        : [0, 1, 2, 3].map((index) => ({
            x: grid.x + (index % 2) * (halfW + gutter),
            y: grid.y + Math.floor(index / 2) * (halfH + gutter),
            width: halfW,
            height: halfH,
          }));
  const column: Box = landscape
    ? {
        x: grid.x + grid.width + margin,
        y: margin,
        width: width - grid.x - grid.width - 2 * margin,
        height: height - 2 * margin,
      }
    : { x: margin, y: grid.y + grid.height + gap * 1.5, width: width - 2 * margin, height: 0 };
  if (!landscape) column.height = height - margin - column.y;
  const mark = landscape
    ? placeMark(input, { x: column.x, y: margin }, ground)
    : placeMark(input, { x: width - margin, y: height - margin }, ground, 'end', 'bottom');
  const stackColumn = landscape
    ? {
        ...column,
        y: mark.box.y + mark.box.height + gap,
        height: height - margin - (mark.box.y + mark.box.height + gap),
      }
    : column;
  const stack = stackCopy(input, {
    column: stackColumn,
    align: 'start',
    anchor: landscape ? 'bottom' : 'top',
    backdrop: ground,
    text,
    button: buttonOn(ground, palette),
    headlineScale: landscape ? 0.075 : 0.08,
    headlineLines: 3,
  });
  return {
    family: 'collage',
    elements: [
      solid({ x: 0, y: 0, width, height }, ground),
      ...cells.map((box, index): SceneElement => ({ kind: 'photo', box, reference: index, radius })),
      ...mark.elements,
      ...stack.elements,
    ],
  };
}

/** A band across the lower part carrying headline and button, over a photo or designed surface. */
function banner(input: LayoutInput): Planned {
  const { margin, gap, short } = metrics(input);
  const { width, height, palette } = input;
  const landscape = isLandscape(input);
  const bandTop = Math.round(height * (landscape ? 0.56 : isPortrait(input) ? 0.62 : 0.56));
  const band: Box = { x: 0, y: bandTop, width, height: height - bandTop };
  // Over a photo the band is the primary; over the primary, a dark secondary (navy under yellow) or its deep shade.
  const bandColour =
    input.referenceCount > 0 || input.emphasis === 1
      ? palette.primary
      : contrastRatio(palette.secondary, palette.primary) >= 3 && isDark(palette.secondary)
        ? palette.secondary
        : deepPrimary(input);
  const text = textOn(bandColour, palette);
  const upper: Box = { x: 0, y: 0, width, height: bandTop };
  const mark = placeMark(
    input,
    { x: margin, y: margin },
    input.referenceCount > 0 ? 'photo' : palette.primary,
  );
  const upperElements: SceneElement[] =
    input.referenceCount > 0
      ? [{ kind: 'photo', box: upper, reference: 0, radius: 0 }]
      : input.subject
        ? subjectScene(input, upper, palette.primary, {
            x: margin,
            y: margin * 0.6,
            width: width - 2 * margin,
            height: bandTop - margin * 0.6 - short * 0.02,
          })
        : designedSurface(input, upper, palette.primary, 'top-right', { keepClear: [mark.box] });
  const column = {
    x: margin,
    y: bandTop + gap * 1.6,
    width: width - 2 * margin,
    height: height - margin - bandTop - gap * 1.6,
  };
  const stack = stackCopy(input, {
    column: landscape ? { ...column, width: width * 0.62 } : column,
    align: 'start',
    anchor: 'centre',
    backdrop: bandColour,
    text,
    button: buttonOn(bandColour, palette),
    headlineScale: landscape ? 0.085 : 0.08,
    headlineLines: 2,
  });
  return {
    family: 'banner',
    elements: [
      ...upperElements,
      solid(band, bandColour),
      solid({ x: 0, y: bandTop - short * 0.012, width, height: short * 0.012 }, palette.accent),
      ...mark.elements,
      ...stack.elements,
    ],
  };
}

/** Bold shapes of the palette in one corner of the primary, a large headline in the other. */
function geometricPoster(input: LayoutInput): Planned {
  const { margin, safeArea, gap } = metrics(input);
  const { width, height, palette } = input;
  const ground = brandGround(input);
  const text = textOn(ground, palette);
  const mark = placeMark(input, { x: margin, y: margin }, ground);
  const landscape = isLandscape(input);
  const shapes: Box = landscape
    ? { x: width * 0.56, y: 0, width: width * 0.44, height }
    : { x: 0, y: 0, width, height: height * (isPortrait(input) ? 0.48 : 0.46) };
  const columnTop = landscape ? mark.box.y + mark.box.height + gap * 2 : shapes.y + shapes.height + gap;
  const stack = stackCopy(input, {
    column: {
      x: margin,
      y: columnTop,
      width: landscape ? width * 0.56 - 2 * margin : safeArea.width,
      height: height - margin - columnTop,
    },
    align: 'start',
    anchor: 'bottom',
    backdrop: ground,
    text,
    button: buttonOn(ground, palette),
    headlineScale: 0.11,
    headlineLines: 4,
  });
  const subject = input.subject ? subjectOverShapes(input, shapes) : null;
  const surface = designedSurface(
    { ...input, motif: input.motif === 'glow' ? 'circles' : input.motif },
    { x: 0, y: 0, width, height },
    ground,
    'top-right',
    {
      shapes,
      scale: 1.35,
      keepClear: [mark.box, stack.box, ...(subject ? [subject.box] : [])],
    },
  );
  return {
    family: 'geometric-poster',
    elements: [...surface, ...(subject?.elements ?? []), ...mark.elements, ...stack.elements],
  };
}

const planners: Record<LayoutFamily, (input: LayoutInput) => Planned> = {
  'hero-photo': heroPhoto,
  split,
  'centred-product': centredProduct,
  'sale-badge': saleBadge,
  quote,
  'minimal-type': minimalType,
  collage,
  banner,
  'geometric-poster': geometricPoster,
};

/**
 * The family and emphasis of variant `variant` of a templated creative: the template's own family
 * in both emphases first, then the next photo-free families in turn, so variants differ visibly
 * and the first one looks like the template's preview.
 */
export function templateVariantLayout(
  family: PhotoFreeFamily,
  variant: number,
): { family: PhotoFreeFamily; emphasis: 0 | 1 } {
  const start = photoFreeFamilies.indexOf(family);
  const step = Math.floor(variant / 2);
  return {
    family: photoFreeFamilies[(start + step) % photoFreeFamilies.length] ?? family,
    emphasis: (variant % 2) as 0 | 1,
  };
}

/**
 * Plans one creative; `family` overrides the choice (the contact sheet shows every family, a
 * template names its own) and the input's emphasis is then kept.
 */
/** The family variant `variant` takes, unless `family` names one. */
export function familyOf(
  input: Parameters<typeof chooseFamilies>[0],
  variant: number,
  family?: LayoutFamily,
): LayoutFamily {
  const ranked = chooseFamilies(input);
  return family ?? ranked[variant % ranked.length] ?? 'geometric-poster';
}

/** Families that set a product cut out of its plain background on their designed scene. */
export const cutOutFamilies: ReadonlySet<LayoutFamily> = new Set(['centred-product', 'split']);

export function planScene(input: LayoutInput, variant: number, family?: LayoutFamily): Scene {
  const ranked = chooseFamilies(input);
  const chosen = familyOf(input, variant, family);
  // Neighbouring variants alternate the emphasis too, and a family's second turn gets the other one.
  const emphasis = ((variant + Math.floor(variant / ranked.length)) % 2) as 0 | 1;
  const planned = planners[chosen]({ ...input, emphasis: family ? input.emphasis : emphasis });
  return {
    family: planned.family,
    width: input.width,
    height: input.height,
    safeArea: metrics(input).safeArea,
    elements: finishWithStyle(input, planned.elements),
  };
}
