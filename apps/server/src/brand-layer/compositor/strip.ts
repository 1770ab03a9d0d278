import { isDark, mix, type Rgb, white } from '@brandloom/shared/colour';
import type { LayoutFamily } from '../../adapters/image-provider/image-provider.ts';
import { buttonOn, type LayoutInput, placeMark, textElement, textOn } from './layout-kit.ts';
import { minimumLogoSide } from './logo-minimum.ts';
import type { Box, Scene, SceneElement } from './scene.ts';
import { pictureIn } from './subject-scene.ts';
import { type FittedText, fitText, type TextStyle } from './text-fit.ts';

/**
 * Banners far wider or taller than any family is drawn for (a 728×90 leaderboard, a 160×600
 * skyscraper; decision 0052): the ad's ground, its photo in a panel at the end, and the mark,
 * headline and button in one row (or one column), each as large as the strip's thickness allows.
 * The families scale everything by the short side, which in a strip leaves copy too small to read.
 */

type Mark = ReturnType<typeof placeMark>;

/** A logo set under the minimum grows about the mark's start corner until its shorter side reaches it. */
function grownToMinimum(mark: Mark, minimum: number): Mark {
  const logo = mark.elements.find((element) => element.kind === 'logo');
  if (!logo) return mark;
  const scale = minimum / Math.min(logo.box.width, logo.box.height);
  if (scale <= 1) return mark;
  const grow = (box: Box): Box => ({
    x: mark.box.x + (box.x - mark.box.x) * scale,
    y: mark.box.y + (box.y - mark.box.y) * scale,
    width: box.width * scale,
    height: box.height * scale,
  });
  return {
    elements: mark.elements.map((element) =>
      'box' in element ? { ...element, box: grow(element.box) } : element,
    ),
    box: grow(mark.box),
  };
}

/**
 * The mark at most `thickness` high and `widest` wide: placeMark sizes it by the short side (up to
 * 0.11 of it) and caps its width at 0.42 of the canvas, so it is given a canvas of those proportions.
 * A wide logo that leaves too thin grows to the minimum, past `widest` if it must.
 */
function markFor(input: LayoutInput, thickness: number, widest: number, at: { x: number; y: number }) {
  const ground = input.palette.primary;
  const mark = placeMark({ ...input, width: widest / 0.42, height: thickness / 0.11 }, at, ground);
  return grownToMinimum(mark, minimumLogoSide(input.width, input.height));
}

/** The picture's panel a step off the ground, so it reads as a panel of its own. */
function panelShade(input: LayoutInput): Rgb {
  const ground = input.palette.primary;
  return mix(ground, isDark(ground) ? white : input.palette.ink, 0.14);
}

interface Sized {
  headline: FittedText;
  subline: FittedText | null;
  label: FittedText | null;
}

function styles(input: LayoutInput) {
  const headline: TextStyle = { typeface: input.type.headline, lineHeight: 1.08, letterSpacing: -0.01 };
  const subline: TextStyle = { typeface: input.type.body, lineHeight: 1.3, letterSpacing: 0 };
  const label: TextStyle = { typeface: input.type.strong, lineHeight: 1.2, letterSpacing: 0.01 };
  return { headline, subline, label };
}

function button(
  input: LayoutInput,
  label: FittedText,
  at: { x: number; y: number },
  pad: { x: number; y: number },
): { elements: SceneElement[]; box: Box } {
  const ground = input.palette.primary;
  const colours = buttonOn(ground, input.palette);
  const box = {
    x: at.x,
    y: at.y,
    width: Math.round(label.width + 2 * pad.x),
    height: Math.round(label.firstBaseline + 2 * pad.y),
  };
  const radius = input.look.corners === 'square' ? 0 : box.height / 2;
  return {
    box,
    elements: [
      { kind: 'rect', box, paint: { kind: 'solid', colour: colours.fill }, radius },
      textElement(
        'cta',
        label,
        styles(input).label,
        { x: box.x + pad.x, y: box.y + pad.y, width: label.width },
        'start',
        colours.label,
        colours.fill,
      ),
    ],
  };
}

function wide(input: LayoutInput): SceneElement[] {
  const { width, height, copy } = input;
  const ground = input.palette.primary;
  const text = textOn(ground, input.palette);
  const pad = Math.round(height * 0.16);
  const inner = height - 2 * pad;
  const elements: SceneElement[] = [];
  // The picture at the end; a phone banner (320 wide) gives it a square, the rest is the copy's.
  const pictureWidth = Math.round(width >= 500 ? Math.min(width * 0.28, height * 1.6) : height);
  const picture = pictureIn(
    input,
    { x: width - pictureWidth, y: 0, width: pictureWidth, height },
    panelShade(input),
  );
  elements.push(...picture);
  const right = width - (picture.length > 0 ? pictureWidth : 0) - pad;
  const mark = markFor(input, inner * 0.7, width * 0.18, { x: pad, y: 0 });
  const markShift = (height - mark.box.height) / 2;
  elements.push(
    ...mark.elements.map((element) =>
      'box' in element ? { ...element, box: { ...element.box, y: element.box.y + markShift } } : element,
    ),
  );
  const left = mark.box.width > 0 ? pad + mark.box.width + pad : pad;
  const type = styles(input);
  // The button's padding follows its label, as a button's does.
  const padFor = (label: FittedText) => ({
    x: Math.round(label.fontSize * 1.1),
    y: Math.round(label.fontSize * 0.6),
  });
  const fitLabel = (maxSize: number) =>
    copy.callToAction
      ? fitText(copy.callToAction, type.label, {
          maxWidth: (right - left) * 0.32,
          maxHeight: inner * 0.6,
          maxLines: 1,
          maxSize: Math.round(maxSize),
          minSize: 9,
        })
      : null;
  const fitCopy = (label: FittedText | null): Sized => {
    const buttonWidth = label ? Math.round(label.width + 2 * padFor(label).x) : 0;
    const columnWidth = right - left - (label ? buttonWidth + pad : 0);
    return {
      headline: fitText(copy.headline, type.headline, {
        maxWidth: columnWidth,
        maxHeight: inner * (copy.subline && height >= 150 ? 0.62 : 1),
        maxLines: 2,
        maxSize: Math.round(inner * 0.5),
        minSize: 10,
      }),
      subline:
        copy.subline && height >= 150
          ? fitText(copy.subline, type.subline, {
              maxWidth: columnWidth,
              maxHeight: inner * 0.3,
              maxLines: 2,
              maxSize: Math.round(inner * 0.14),
              minSize: 11,
            })
          : null,
      label,
    };
  };
  // The button never outshouts the headline: its label at most 0.6 of the headline's size.
  const first = fitCopy(fitLabel(Math.min(inner * 0.2, 24)));
  const sized =
    first.label && first.label.fontSize > first.headline.fontSize * 0.6
      ? fitCopy(fitLabel(Math.max(9, first.headline.fontSize * 0.6)))
      : first;
  const label = sized.label;
  const buttonPad = label ? padFor(label) : { x: 0, y: 0 };
  const buttonWidth = label ? Math.round(label.width + 2 * buttonPad.x) : 0;
  const columnWidth = right - left - (label ? buttonWidth + pad : 0);
  const gap = Math.round(inner * 0.08);
  const total = sized.headline.height + (sized.subline ? gap + sized.subline.height : 0);
  let y = (height - total) / 2;
  elements.push(
    textElement(
      'headline',
      sized.headline,
      type.headline,
      { x: left, y, width: columnWidth },
      'start',
      text,
      ground,
    ),
  );
  y += sized.headline.height + gap;
  if (sized.subline)
    elements.push(
      textElement(
        'subline',
        sized.subline,
        type.subline,
        { x: left, y, width: columnWidth },
        'start',
        text,
        ground,
      ),
    );
  if (label) {
    const buttonHeight = Math.round(label.firstBaseline + 2 * buttonPad.y);
    elements.push(
      ...button(input, label, { x: right - buttonWidth, y: (height - buttonHeight) / 2 }, buttonPad).elements,
    );
  }
  return elements;
}

function tall(input: LayoutInput): SceneElement[] {
  const { width, height, copy } = input;
  const ground = input.palette.primary;
  const text = textOn(ground, input.palette);
  const pad = Math.round(width * 0.1);
  const inner = width - 2 * pad;
  const elements: SceneElement[] = [];
  const pictureHeight = Math.round(Math.min(height * 0.34, width * 1.4));
  const picture = pictureIn(input, { x: 0, y: 0, width, height: pictureHeight }, panelShade(input));
  elements.push(...picture);
  const photoHeight = picture.length > 0 ? pictureHeight : 0;
  const mark = markFor(input, inner * 0.45, inner, { x: pad, y: photoHeight + pad });
  elements.push(...mark.elements);
  const top = mark.box.height > 0 ? mark.box.y + mark.box.height + pad : photoHeight + pad;
  const type = styles(input);
  const label = copy.callToAction
    ? fitText(copy.callToAction, type.label, {
        maxWidth: inner - Math.round(inner * 0.2),
        maxHeight: inner * 0.3,
        maxLines: 1,
        maxSize: Math.round(Math.min(inner * 0.13, 26)),
        minSize: 10,
      })
    : null;
  const buttonPad = { x: Math.round(inner * 0.1), y: Math.round(inner * 0.07) };
  const buttonHeight = label ? Math.round(label.firstBaseline + 2 * buttonPad.y) : 0;
  const bottom = height - pad - (label ? buttonHeight + pad : 0);
  const room = bottom - top;
  const headline = fitText(copy.headline, type.headline, {
    maxWidth: inner,
    maxHeight: room * 0.7,
    maxLines: 6,
    maxSize: Math.round(inner * 0.2),
    minSize: 12,
  });
  const subline = copy.subline
    ? fitText(copy.subline, type.subline, {
        maxWidth: inner,
        maxHeight: room * 0.28,
        maxLines: 5,
        maxSize: Math.round(inner * 0.1),
        minSize: 11,
      })
    : null;
  const gap = Math.round(inner * 0.08);
  // The copy sits in the middle of the room between the mark and the button.
  const block = headline.height + (subline ? gap + subline.height : 0);
  const y = top + Math.max(0, (room - block) / 2);
  elements.push(
    textElement('headline', headline, type.headline, { x: pad, y, width: inner }, 'start', text, ground),
  );
  if (subline)
    elements.push(
      textElement(
        'subline',
        subline,
        type.subline,
        { x: pad, y: y + headline.height + gap, width: inner },
        'start',
        text,
        ground,
      ),
    );
  if (label)
    elements.push(...button(input, label, { x: pad, y: height - pad - buttonHeight }, buttonPad).elements);
  return elements;
}

/** The strip's scene; the family is kept so the creative's other sizes still follow it. */
export function planStrip(input: LayoutInput, family: LayoutFamily): Scene {
  const { width, height } = input;
  const ground: SceneElement = {
    kind: 'rect',
    box: { x: 0, y: 0, width, height },
    paint: { kind: 'solid', colour: input.palette.primary },
    radius: 0,
  };
  const margin = Math.round(Math.min(width, height) * 0.1);
  return {
    family,
    width,
    height,
    safeArea: { x: margin, y: margin, width: width - 2 * margin, height: height - 2 * margin },
    elements: [ground, ...(width > height ? wide(input) : tall(input))],
  };
}
