import { contrastRatio, isDark, mix, type Rgb, white } from '@brandloom/shared/colour';
import { disc, type LayoutInput, metrics, ring } from './layout-kit.ts';
import type { Box, SceneElement } from './scene.ts';
import { fadingPaint } from './shapes.ts';

/**
 * Designed scenes around the brief's illustration (decision 0034), for creatives with no photo:
 * the subject is the hero where a photo would be, on a backdrop drawn from the brand's palette —
 * soft light, a ground shadow or a podium for depth, film grain, shapes in the palette's colours.
 * Four treatments (halo, podium, sticker, wallpaper); consecutive variants take different ones.
 */

/** What the layouts need to show the subject: the illustration and the variant's treatment. */
export interface SubjectArt {
  icon: string;
  /** Picks the treatment, the turn and the scale; consecutive numbers differ visibly. */
  treatment: number;
  /** The figure is the attached product cut out of its plain background, not the illustration. */
  photo?: boolean;
}

type Point = { x: number; y: number };

interface SceneLayers {
  ground: SceneElement[];
  figure: SceneElement[];
}

const treatments = ['halo', 'podium', 'sticker', 'wallpaper'] as const;
type Treatment = (typeof treatments)[number];

/** A product photo takes the product shots (its outline cannot make a sticker or a wallpaper). */
const photoTreatments = ['podium', 'halo'] as const;

const treatmentOf = (art: SubjectArt): Treatment =>
  (art.photo ? photoTreatments[art.treatment % 2] : treatments[art.treatment % treatments.length]) ?? 'halo';

/** A slight turn that alternates direction from variant to variant. */
const turnOf = (art: SubjectArt, degrees: number) => (art.treatment % 2 === 0 ? -degrees : degrees);

const centreOf = (box: Box): Point => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

function squareAt(centre: Point, size: number): Box {
  return { x: centre.x - size / 2, y: centre.y - size / 2, width: size, height: size };
}

/** A palette colour that shows on the base (secondary, then accent, then a lighter base). */
function shapeColour(input: LayoutInput, base: Rgb): Rgb {
  const { secondary, accent } = input.palette;
  const candidates = [secondary, accent].filter((colour) => contrastRatio(colour, base) >= 1.6);
  return candidates[0] ?? mix(base, isDark(base) ? white : input.palette.ink, 0.3);
}

/** The base a step toward the brand's ink: floors, shadows, gradients' far ends. */
const shade = (input: LayoutInput, base: Rgb, amount: number) => mix(base, input.palette.ink, amount);

const light = (base: Rgb, amount: number) => mix(base, white, amount);

/** A soft shadow on the ground under something `width` wide whose foot is at `foot`. */
function groundShadow(input: LayoutInput, foot: Point, width: number): SceneElement {
  return {
    kind: 'ellipse',
    cx: foot.x,
    cy: foot.y,
    rx: width * 0.42,
    ry: width * 0.075,
    paint: fadingPaint(input.palette.ink, 0.38),
  };
}

/** The illustration standing in `box`, its shadow at its foot. */
function standing(input: LayoutInput, box: Box, rotate: number): SceneElement[] {
  const foot = { x: box.x + box.width / 2, y: box.y + box.height * 0.95 };
  return [groundShadow(input, foot, box.width), illustration(input, box, rotate)];
}

function illustration(input: LayoutInput, box: Box, rotate = 0): SceneElement {
  if (input.subject?.photo) return { kind: 'photo', box, reference: 0, radius: 0, cutout: true };
  return { kind: 'illustration', box, icon: input.subject?.icon ?? 'sparkles', rotate };
}

function gradient(box: Box, from: Rgb, to: Rgb, vertical: boolean): SceneElement {
  return {
    kind: 'rect',
    box,
    paint: {
      kind: 'linear',
      stops: [
        { offset: 0, colour: from, opacity: 1 },
        { offset: 1, colour: to, opacity: 1 },
      ],
      x1: 0,
      y1: 0,
      x2: vertical ? 0 : 1,
      y2: 1,
    },
    radius: 0,
  };
}

/** A large disc of colour behind the subject, a light glow, a thin ring and one small dot. */
function halo(input: LayoutInput, area: Box, stage: Box, base: Rgb, art: SubjectArt): SceneLayers {
  const { short } = metrics(input);
  const size = Math.min(stage.width, stage.height);
  const centre = centreOf(stage);
  const shapes = shapeColour(input, base);
  const subject = size * 0.6;
  const ground = [gradient(area, light(base, 0.08), shade(input, base, 0.22), false)];
  return {
    ground,
    figure: [
      {
        kind: 'circle',
        cx: centre.x,
        cy: centre.y,
        r: size * 0.62,
        paint: fadingPaint(light(base, 0.45), 0.55),
      },
      disc({ cx: centre.x, cy: centre.y }, size * 0.39, shapes),
      ring({ cx: centre.x, cy: centre.y }, size * 0.47, white, Math.max(2, short * 0.004), 0.4),
      disc({ cx: centre.x + size * 0.36, cy: centre.y - size * 0.33 }, size * 0.045, input.palette.accent),
      ...standing(input, squareAt({ x: centre.x, y: centre.y - size * 0.02 }, subject), turnOf(art, 6)),
    ],
  };
}

/** A product shot: a wall with an arch, a floor, a cylinder podium the subject stands on. */
function podium(input: LayoutInput, area: Box, stage: Box, base: Rgb, art: SubjectArt): SceneLayers {
  const centre = centreOf(stage);
  const size = Math.min(stage.width, stage.height);
  const topY = stage.y + stage.height * 0.72;
  const width = Math.min(stage.width * 0.7, size * 0.78);
  const lip = width * 0.13;
  const bodyHeight = Math.min(stage.height * 0.16, area.y + area.height - topY);
  const floorY = topY + bodyHeight * 0.55;
  const podiumColour = light(shapeColour(input, base), 0.15);
  const arch = { width: Math.min(stage.width * 0.62, size * 0.7), top: stage.y + stage.height * 0.04 };
  const subject = Math.min(size * 0.56, (topY - stage.y) * 0.92);
  const subjectBox = { x: centre.x - subject / 2, y: topY - subject * 0.97, width: subject, height: subject };
  return {
    ground: [
      gradient(area, light(base, 0.1), base, true),
      gradient(
        { x: area.x, y: floorY, width: area.width, height: area.y + area.height - floorY },
        shade(input, base, 0.18),
        shade(input, base, 0.3),
        true,
      ),
    ],
    figure: [
      {
        kind: 'rect',
        box: { x: centre.x - arch.width / 2, y: arch.top, width: arch.width, height: floorY - arch.top + 2 },
        paint: { kind: 'solid', colour: light(base, isDark(base) ? 0.14 : 0.3) },
        radius: arch.width / 2,
      },
      {
        kind: 'ellipse',
        cx: centre.x,
        cy: topY + bodyHeight,
        rx: width / 2,
        ry: lip,
        paint: { kind: 'solid', colour: shade(input, podiumColour, 0.2) },
      },
      {
        kind: 'rect',
        box: { x: centre.x - width / 2, y: topY, width, height: bodyHeight },
        paint: {
          kind: 'linear',
          stops: [
            { offset: 0, colour: shade(input, podiumColour, 0.12), opacity: 1 },
            { offset: 0.45, colour: podiumColour, opacity: 1 },
            { offset: 1, colour: shade(input, podiumColour, 0.25), opacity: 1 },
          ],
          x1: 0,
          y1: 0,
          x2: 1,
          y2: 0,
        },
        radius: 0,
      },
      {
        kind: 'ellipse',
        cx: centre.x,
        cy: topY,
        rx: width / 2,
        ry: lip,
        paint: { kind: 'solid', colour: light(podiumColour, 0.25) },
      },
      {
        kind: 'ellipse',
        cx: centre.x,
        cy: topY,
        rx: subject * 0.4,
        ry: lip * 0.55,
        paint: fadingPaint(input.palette.ink, 0.35),
      },
      illustration(input, subjectBox, turnOf(art, 3)),
    ],
  };
}

/** A die-cut sticker: white backing, a hard offset shadow, on a tilted card of colour and dots. */
function sticker(input: LayoutInput, area: Box, stage: Box, base: Rgb, art: SubjectArt): SceneLayers {
  const { short } = metrics(input);
  const size = Math.min(stage.width, stage.height);
  const centre = centreOf(stage);
  const subject = size * 0.6;
  const box = squareAt(centre, subject);
  const rotate = turnOf(art, 9);
  const outline = subject * 0.035;
  const card = size * 0.74;
  return {
    ground: [
      { kind: 'rect', box: area, paint: { kind: 'solid', colour: base }, radius: 0 },
      {
        kind: 'dots',
        box: area,
        spacing: short * 0.036,
        radius: short * 0.004,
        colour: isDark(base) ? white : input.palette.ink,
        opacity: 0.16,
      },
    ],
    figure: [
      {
        kind: 'rect',
        box: squareAt(centre, card),
        paint: { kind: 'solid', colour: shapeColour(input, base) },
        radius: card * 0.1,
        rotate: -rotate * 1.4,
      },
      {
        kind: 'illustration',
        box: { ...box, x: box.x + subject * 0.035, y: box.y + subject * 0.05 },
        icon: input.subject?.icon ?? 'sparkles',
        rotate,
        tint: { colour: input.palette.ink, opacity: 0.28, outline },
      },
      {
        kind: 'illustration',
        box,
        icon: input.subject?.icon ?? 'sparkles',
        rotate,
        tint: { colour: white, opacity: 1, outline },
      },
      illustration(input, box, rotate),
    ],
  };
}

/** The subject repeated small as a tone-on-tone wallpaper, a pool of light, the subject large. */
function wallpaper(input: LayoutInput, area: Box, stage: Box, base: Rgb, art: SubjectArt): SceneLayers {
  const size = Math.min(stage.width, stage.height);
  const centre = centreOf(stage);
  const subject = size * 0.64;
  const step = Math.max(size * 0.24, Math.min(area.width, area.height) * 0.2);
  // Leave the light pool around the hero clear.
  const pattern = subjectPattern(input, area, base, step, { centre, radius: subject * 0.62 });
  return {
    ground: [{ kind: 'rect', box: area, paint: { kind: 'solid', colour: base }, radius: 0 }, ...pattern],
    figure: [
      {
        kind: 'circle',
        cx: centre.x,
        cy: centre.y,
        r: subject * 0.78,
        paint: fadingPaint(light(base, 0.5), 0.75),
      },
      ...standing(input, squareAt(centre, subject), turnOf(art, 4)),
    ],
  };
}

/** The subject repeated small, tone on tone, over `area`: a wallpaper, clear of `around`. */
export function subjectPattern(
  input: LayoutInput,
  area: Box,
  base: Rgb,
  step: number,
  around?: { centre: Point; radius: number },
): SceneElement[] {
  const icon = input.subject?.icon ?? 'sparkles';
  const tone = isDark(base) ? light(base, 0.16) : shade(input, base, 0.1);
  const pattern: SceneElement[] = [];
  const columns = Math.ceil(area.width / step) + 1;
  const rows = Math.ceil(area.height / step) + 1;
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const at = {
        x: area.x + (column + (row % 2) * 0.5) * step,
        y: area.y + (row + 0.25) * step,
      };
      if (around && Math.hypot(at.x - around.centre.x, at.y - around.centre.y) < around.radius) continue;
      pattern.push({
        kind: 'illustration',
        box: squareAt(at, step * 0.5),
        icon,
        rotate: (row + column) % 2 === 0 ? -14 : 14,
        tint: { colour: tone, opacity: 1, outline: 0 },
      });
    }
  }
  return pattern;
}

const painters: Record<
  Treatment,
  (input: LayoutInput, area: Box, stage: Box, base: Rgb, art: SubjectArt) => SceneLayers
> = { halo, podium, sticker, wallpaper };

/**
 * The designed scene over `area` (a panel, or the whole canvas), the subject centred in `stage`
 * (the part of the area no copy, logo or badge covers), in two layers clipped to the area: the
 * ground (colour, texture, grain) and the figure (the subject and what frames it), so a layout
 * may lay a scrim between them.
 */
export function subjectSceneLayers(input: LayoutInput, area: Box, base: Rgb, stage: Box = area): SceneLayers {
  const art = input.subject ?? { icon: 'sparkles', treatment: 0 };
  const { ground, figure } = painters[treatmentOf(art)](input, area, stage, base, art);
  return {
    ground: [{ kind: 'clip', box: area, elements: [...ground, { kind: 'grain', box: area, opacity: 0.18 }] }],
    figure: [{ kind: 'clip', box: area, elements: figure }],
  };
}

/** The designed scene with its subject, as one stand-in for a photo. */
export function subjectScene(input: LayoutInput, area: Box, base: Rgb, stage: Box = area): SceneElement[] {
  const { ground, figure } = subjectSceneLayers(input, area, base, stage);
  return [...ground, ...figure];
}

/** The subject inside a round frame (where a circular product photo would be). */
export function subjectInCircle(input: LayoutInput, centre: Point, r: number, ground: Rgb): SceneElement[] {
  const art = input.subject ?? { icon: 'sparkles', treatment: 0 };
  const backing = isDark(ground) ? light(ground, 0.85) : mix(ground, white, 0.6);
  const size = r * 1.25;
  return [
    disc({ cx: centre.x, cy: centre.y }, r, backing),
    { kind: 'circle', cx: centre.x, cy: centre.y - r * 0.2, r: r * 0.9, paint: fadingPaint(white, 0.7) },
    ...standing(input, squareAt({ x: centre.x, y: centre.y - r * 0.04 }, size), turnOf(art, 5)),
  ];
}

/**
 * The subject standing over a designed surface's shapes (the geometric poster's corner), a little
 * right of their centre, toward the shapes and away from the logo at the top left; with its box,
 * which the shapes' stickers and sparkles keep clear of.
 */
export function subjectOverShapes(input: LayoutInput, shapes: Box): { elements: SceneElement[]; box: Box } {
  const art = input.subject ?? { icon: 'sparkles', treatment: 0 };
  const size = Math.min(shapes.width, shapes.height) * 0.58;
  const box = squareAt({ x: shapes.x + shapes.width * 0.58, y: shapes.y + shapes.height * 0.54 }, size);
  return { elements: standing(input, box, turnOf(art, 7)), box };
}

/**
 * The creative's picture in `area`: its photo, or where there is none (or the photo is a product
 * cut out of a plain background) the subject's designed scene; nothing when neither exists.
 */
export function pictureIn(input: LayoutInput, area: Box, base: Rgb, stage: Box = area): SceneElement[] {
  if (input.referenceCount > 0 && !input.subject?.photo)
    return [{ kind: 'photo', box: area, reference: 0, radius: 0 }];
  return input.subject ? subjectScene(input, area, base, stage) : [];
}
