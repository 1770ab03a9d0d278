import {
  contrastRatio,
  isDark,
  largeTextContrast,
  mix,
  type Rgb,
  readableOn,
  white,
} from '@brandloom/shared/colour';
import type { LayoutInput } from './layout-kit.ts';
import type { Box, Paint, SceneElement, Shadow } from './scene.ts';
import { archPath } from './scene-svg.ts';
import { glow } from './shapes.ts';
import { fitText } from './text-fit.ts';

/**
 * The shapes a style draws (decision 0035): its decoration in the region a layout keeps for shapes,
 * and the finish over a whole planned creative (frame, grain, grid, photo treatment). Geometry is
 * relative to the region's anchoring corner, so every layout and ratio gets the same composition
 * mirrored; nothing enters the band along the top left where the layouts put the brand mark.
 */

export type Corner = 'top-right' | 'bottom-left' | 'top-left' | 'bottom-right';

const r1 = (value: number) => Math.round(value * 10) / 10;

/** Same seed, same scatter: confetti and blobs never change between renders. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const solidPaint = (colour: Rgb, opacity = 1): Paint => ({ kind: 'solid', colour, opacity });

function path(d: string, colour: Rgb | null, opacity = 1): SceneElement {
  return { kind: 'path', d, paint: colour ? solidPaint(colour, opacity) : null };
}

function line(d: string, colour: Rgb, width: number, opacity = 1, glow?: number): SceneElement {
  return { kind: 'path', d, paint: null, stroke: { colour, width, opacity }, ...(glow ? { glow } : {}) };
}

function circle(cx: number, cy: number, r: number, colour: Rgb, opacity = 1): SceneElement {
  return { kind: 'circle', cx, cy, r, paint: solidPaint(colour, opacity) };
}

/** A closed smooth curve through points around a centre (Catmull-Rom as cubic Béziers). */
function smoothClosed(points: { x: number; y: number }[]): string {
  const count = points.length;
  const at = (index: number) => points[(index + count) % count] ?? { x: 0, y: 0 };
  let d = `M${r1(at(0).x)} ${r1(at(0).y)}`;
  for (let index = 0; index < count; index += 1) {
    const [p0, p1, p2, p3] = [at(index - 1), at(index), at(index + 1), at(index + 2)];
    d += `C${r1(p1.x + (p2.x - p0.x) / 6)} ${r1(p1.y + (p2.y - p0.y) / 6)} ${r1(p2.x - (p3.x - p1.x) / 6)} ${r1(p2.y - (p3.y - p1.y) / 6)} ${r1(p2.x)} ${r1(p2.y)}`;
  }
  return `${d}Z`;
}

/** An organic blob: a circle whose radius wanders by up to a fifth. */
function blobPath(cx: number, cy: number, r: number, seed: number): string {
  const random = seeded(seed);
  return smoothClosed(
    Array.from({ length: 7 }, (_, index) => {
      const angle = (index / 7) * Math.PI * 2;
      const radius = r * (0.84 + random() * 0.32);
      return { x: cx + Math.cos(angle) * radius, y: cy + Math.sin(angle) * radius };
    }),
  );
}

/** A star with `points` tips (a starburst sticker) or a four-point sparkle. */
function starPath(cx: number, cy: number, outer: number, inner: number, points: number): string {
  const corners = Array.from({ length: points * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI * index) / points - Math.PI / 2;
    return `${r1(cx + Math.cos(angle) * radius)} ${r1(cy + Math.sin(angle) * radius)}`;
  });
  return `M${corners.join('L')}Z`;
}

function sparklePath(cx: number, cy: number, r: number): string {
  const q = r * 0.22;
  return `M${r1(cx)} ${r1(cy - r)}Q${r1(cx + q)} ${r1(cy - q)} ${r1(cx + r)} ${r1(cy)}Q${r1(cx + q)} ${r1(cy + q)} ${r1(cx)} ${r1(cy + r)}Q${r1(cx - q)} ${r1(cy + q)} ${r1(cx - r)} ${r1(cy)}Q${r1(cx - q)} ${r1(cy - q)} ${r1(cx)} ${r1(cy - r)}Z`;
}

/** A four-point sparkle of radius `r` at the first clear spot. */
function sparkle(region: Region, spot: Spot, r: number, colour: Rgb): SceneElement[] {
  return accent(region, spot, 2 * r, 2 * r, (centre) => [path(sparklePath(centre.x, centre.y, r), colour)]);
}

/** A pointed leaf from its stem at (x, y), `angle` degrees from upright, with a vein. */
function leaf(x: number, y: number, length: number, angle: number, colour: Rgb, vein: Rgb): SceneElement[] {
  const w = length * 0.42;
  const radians = (angle * Math.PI) / 180;
  const point = (px: number, py: number) => {
    const rx = px * Math.cos(radians) - py * Math.sin(radians);
    const ry = px * Math.sin(radians) + py * Math.cos(radians);
    return `${r1(x + rx)} ${r1(y + ry)}`;
  };
  return [
    path(
      `M${point(0, 0)}C${point(w, -length * 0.25)} ${point(w, -length * 0.75)} ${point(0, -length)}C${point(-w, -length * 0.75)} ${point(-w, -length * 0.25)} ${point(0, 0)}Z`,
      colour,
    ),
    line(`M${point(0, 0)}L${point(0, -length * 0.9)}`, vein, Math.max(1.5, length * 0.012), 0.5),
  ];
}

/** Colours that show on `base`, most vivid role first; a tint of the base when none does. */
function tonesOn(input: LayoutInput, base: Rgb): Rgb[] {
  const { palette } = input;
  const visible = [palette.accent, palette.secondary, ...palette.extras, palette.primary].filter(
    (colour) => contrastRatio(colour, base) >= 1.35,
  );
  const fallback = mix(base, isDark(base) ? white : palette.ink, 0.3);
  return visible.length > 0 ? visible : [fallback];
}

const tone = (tones: Rgb[], index: number) => tones[index % tones.length] ?? tones[0] ?? white;

/** The colour lines and small marks take on `base`: the text colour's side, so they always show. */
const inkOn = (input: LayoutInput, base: Rgb) => (isDark(base) ? input.palette.paper : input.palette.ink);

interface Region {
  box: Box;
  corner: Corner;
  /** The region's scale: its short side, or more for layouts that let shapes grow. */
  size: number;
  /** What accents must not cover: the subject, the copy, the badge, the brand mark. */
  keepClear: Box[];
}

type Point = { x: number; y: number };

/** A spot in a region: `u` of the width in from the corner's side, `v` of the height down from its edge. */
type Spot = readonly [u: number, v: number];

/** Where a decoration's focal shape sits across: centred in a narrow region, toward the corner in a wide one. */
const focusU = ({ box }: Region) => (box.width <= box.height * 1.3 ? 0.5 : 0.3);

function pointIn({ box, corner }: Region, u: number, v: number): Point {
  const right = corner.endsWith('right');
  const top = corner.startsWith('top');
  return {
    x: right ? box.x + box.width * (1 - u) : box.x + box.width * u,
    y: top ? box.y + box.height * v : box.y + box.height * (1 - v),
  };
}

export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const contains = (outer: Box, inner: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

/** Spots a fortieth of the region apart, made once. */
const spotGrid: Spot[] = (() => {
  const steps = Array.from({ length: 41 }, (_, index) => index / 40);
  return steps.flatMap((u) => steps.map((v): Spot => [u, v]));
})();

/** The spots an accent may move to, nearest `spot` first. */
function spotsNear([u, v]: Spot): Spot[] {
  return [...spotGrid].sort((a, b) => Math.hypot(a[0] - u, a[1] - v) - Math.hypot(b[0] - u, b[1] - v));
}

/**
 * An accent drawn at `spot`, or, when its box (`width` × `height` about the spot, and a little air)
 * would leave the region or cover something the layout keeps clear, at the nearest spot that does
 * not. Left out when none is clear: a sticker over the product or the headline spoils the ad more
 * than a missing one. Accents keep clear of each other too.
 */
function accent(
  region: Region,
  spot: Spot,
  width: number,
  height: number,
  draw: (centre: Point) => SceneElement[],
): SceneElement[] {
  const air = region.size * 0.02;
  for (const [u, v] of [spot, ...spotsNear(spot)]) {
    const centre = pointIn(region, u, v);
    const box = { x: centre.x - width / 2, y: centre.y - height / 2, width, height };
    const aired = { x: box.x - air, y: box.y - air, width: width + 2 * air, height: height + 2 * air };
    if (contains(region.box, box) && !region.keepClear.some((kept) => overlaps(kept, aired))) {
      region.keepClear.push(box);
      return [{ kind: 'accent', box, elements: draw(centre) }];
    }
  }
  return [];
}

/** The width and height a `width` × `height` box covers once turned `angle` degrees about its centre. */
function turnedSize(width: number, height: number, angle: number) {
  const radians = (Math.abs(angle) * Math.PI) / 180;
  return {
    width: width * Math.cos(radians) + height * Math.sin(radians),
    height: width * Math.sin(radians) + height * Math.cos(radians),
  };
}

/** The badge's words fitted for a sticker `size` wide: the text and the tag's padding around it. */
function stickerWords(input: LayoutInput, size: number) {
  const style = { typeface: input.type.headline, lineHeight: 1, letterSpacing: 0.01 };
  const fitted = fitText(input.badge, style, {
    maxWidth: size * 0.9,
    maxHeight: size * 0.3,
    maxLines: 1,
    maxSize: Math.round(size * 0.16),
    minSize: Math.round(size * 0.07),
  });
  const padding = { x: fitted.fontSize * 0.6, y: fitted.fontSize * 0.35 };
  return {
    style,
    fitted,
    padding,
    width: fitted.width + 2 * padding.x,
    height: fitted.height + 2 * padding.y,
  };
}

/** The badge's words centred at `centre`, turned `angle` degrees, readable on `fill`. */
function stickerText(
  input: LayoutInput,
  words: ReturnType<typeof stickerWords>,
  centre: Point,
  fill: Rgb,
  angle: number,
): SceneElement {
  return {
    kind: 'text',
    role: 'badge',
    box: {
      x: centre.x - words.fitted.width / 2,
      y: centre.y - words.fitted.height / 2,
      width: words.fitted.width,
      height: words.fitted.height,
    },
    fitted: words.fitted,
    typeface: words.style.typeface,
    letterSpacing: words.style.letterSpacing,
    align: 'start',
    colour: readableOn(fill, [white, input.palette.ink], largeTextContrast),
    backdrop: fill,
    minimumContrast: largeTextContrast,
    rotate: angle,
  };
}

/**
 * The badge as a tilted sticker label (a rounded tag with the badge's words) at the first clear
 * spot, smaller where a long offer leaves no room at full size.
 */
function stickerLabel(
  input: LayoutInput,
  region: Region,
  spot: Spot,
  size: number,
  fill: Rgb,
  angle: number,
): SceneElement[] {
  for (const scale of [1, 0.8, 0.65]) {
    const words = stickerWords(input, size * scale);
    const shadow = size * scale * 0.02;
    const covered = turnedSize(words.width, words.height, angle);
    const placed = accent(region, spot, covered.width, covered.height + 2 * shadow, (centre) => [
      {
        kind: 'rect',
        box: {
          x: centre.x - words.width / 2,
          y: centre.y - words.height / 2,
          width: words.width,
          height: words.height,
        },
        paint: solidPaint(fill),
        radius: words.height / 2,
        rotate: angle,
        shadow: { dx: 0, dy: shadow, blur: 0, colour: input.palette.ink, opacity: 0.25 },
      },
      stickerText(input, words, centre, fill, angle),
    ]);
    if (placed.length > 0) return placed;
  }
  return [];
}

type Draw = (input: LayoutInput, region: Region, base: Rgb, sticker: boolean) => SceneElement[];

const decorations: Record<NonNullable<LayoutInput['look']['decoration']>, Draw> = {
  'quiet-disc': (input, region, base) => {
    const centre = pointIn(region, focusU(region), 0.5);
    const shade = mix(base, inkOn(input, base), 0.06);
    const tones = tonesOn(input, base);
    return [
      circle(centre.x, centre.y, region.size * 0.34, shade),
      circle(centre.x, centre.y + region.size * 0.2, region.size * 0.06, tone(tones, 0)),
      line(
        `M${r1(centre.x - region.size * 0.08)} ${r1(centre.y + region.size * 0.42)}h${r1(region.size * 0.16)}`,
        inkOn(input, base),
        Math.max(1.5, region.size * 0.004),
        0.6,
      ),
    ];
  },

  'diagonal-blocks': (input, region, base, sticker) => {
    const tones = tonesOn(input, base);
    const { box, size } = region;
    const high = pointIn(region, 0, 0.3);
    const low = pointIn(region, 1, 0.82);
    const bottomNear = pointIn(region, 0, 1);
    const bottomFar = pointIn(region, 1, 1);
    const band = size * 0.04;
    const elements: SceneElement[] = [
      path(
        `M${r1(high.x)} ${r1(high.y)}L${r1(low.x)} ${r1(low.y)}L${r1(bottomFar.x)} ${r1(bottomFar.y)}L${r1(bottomNear.x)} ${r1(bottomNear.y)}Z`,
        tone(tones, 0),
      ),
      path(
        `M${r1(high.x)} ${r1(high.y - band * 2.2)}L${r1(low.x)} ${r1(low.y - band * 2.2)}L${r1(low.x)} ${r1(low.y - band * 1.2)}L${r1(high.x)} ${r1(high.y - band * 1.2)}Z`,
        inkOn(input, base),
      ),
    ];
    if (sticker) {
      const r = Math.min(size * 0.17, box.height * 0.22, box.width * 0.2);
      const fill = tone(tones, 1);
      const words = stickerWords(input, r * 1.7);
      elements.push(
        ...accent(region, [0.22, 0.24], 2 * r, 2 * r, (centre) => [
          {
            kind: 'path',
            d: starPath(centre.x, centre.y, r, r * 0.8, 14),
            paint: solidPaint(fill),
            stroke: { colour: inkOn(input, base), width: Math.max(2, size * 0.008), opacity: 1 },
          },
          stickerText(input, words, centre, fill, -10),
        ]),
      );
    }
    return elements;
  },

  'gold-rules': (input, region, base) => {
    const gold = tone(tonesOn(input, base), 0);
    const centre = pointIn(region, focusU(region), 0.46);
    const r = region.size * 0.26;
    const width = Math.max(1.5, region.size * 0.004);
    const ruleY = centre.y + r * 1.35;
    const diamond = region.size * 0.014;
    return [
      glow({ cx: centre.x, cy: centre.y }, r * 2.2, gold, 0.28),
      {
        kind: 'circle',
        cx: centre.x,
        cy: centre.y,
        r,
        paint: solidPaint(gold, 0),
        stroke: { colour: gold, width, opacity: 1 },
      },
      {
        kind: 'circle',
        cx: centre.x,
        cy: centre.y,
        r: r * 1.08,
        paint: solidPaint(gold, 0),
        stroke: { colour: gold, width: width / 2, opacity: 0.7 },
      },
      line(
        `M${r1(centre.x - r)} ${r1(ruleY)}H${r1(centre.x - diamond * 2)}M${r1(centre.x + diamond * 2)} ${r1(ruleY)}H${r1(centre.x + r)}`,
        gold,
        width,
      ),
      path(
        `M${r1(centre.x)} ${r1(ruleY - diamond)}L${r1(centre.x + diamond)} ${r1(ruleY)}L${r1(centre.x)} ${r1(ruleY + diamond)}L${r1(centre.x - diamond)} ${r1(ruleY)}Z`,
        gold,
      ),
    ];
  },

  blobs: (input, region, base, sticker) => {
    const tones = tonesOn(input, base);
    const { size } = region;
    const big = pointIn(region, focusU(region), 0.42);
    const small = pointIn(region, 0.62, 0.8);
    const elements: SceneElement[] = [
      path(blobPath(big.x, big.y, size * 0.36, 11), tone(tones, 0)),
      path(blobPath(small.x, small.y, size * 0.16, 5), tone(tones, 1)),
      circle(pointIn(region, 0.08, 0.88).x, pointIn(region, 0.08, 0.88).y, size * 0.035, tone(tones, 2)),
      circle(pointIn(region, 0.55, 0.12).x, pointIn(region, 0.55, 0.12).y, size * 0.025, tone(tones, 1)),
    ];
    // The sticker finds its room first; the sparkles take what is left.
    if (sticker) elements.push(...stickerLabel(input, region, [0.32, 0.72], size * 0.5, tone(tones, 2), -7));
    return [
      ...elements,
      ...sparkle(region, [0.5, 0.3], size * 0.06, inkOn(input, base)),
      ...sparkle(region, [0.08, 0.12], size * 0.04, tone(tones, 2)),
    ];
  },

  sunset: (input, region, base) => {
    const tones = tonesOn(input, base);
    const { box, size } = region;
    const centre = { x: pointIn(region, focusU(region) + 0.06, 0).x, y: box.y + box.height };
    const bands = [tone(tones, 3), tone(tones, 2), tone(tones, 1), tone(tones, 0)];
    const outer = Math.min(size * 0.7, box.height * 0.95);
    const halfDisc = (r: number) =>
      `M${r1(centre.x - r)} ${r1(centre.y)}A${r1(r)} ${r1(r)} 0 0 1 ${r1(centre.x + r)} ${r1(centre.y)}Z`;
    return [
      ...bands.map((colour, index) => path(halfDisc(outer * (1 - index * 0.19)), colour)),
      line(
        `M${r1(centre.x - outer * 0.81)} ${r1(centre.y)}A${r1(outer * 0.81)} ${r1(outer * 0.81)} 0 0 1 ${r1(centre.x + outer * 0.81)} ${r1(centre.y)}`,
        base,
        Math.max(2, size * 0.008),
      ),
      path(halfDisc(outer * 0.3), base),
    ];
  },

  chart: (input, region, base) => {
    const tones = tonesOn(input, base);
    const { size } = region;
    const card = pointIn(region, 0.12, 0.16);
    const cardWidth = size * 0.62;
    const cardHeight = size * 0.62;
    const right = region.corner.endsWith('right');
    const x = right ? card.x - cardWidth : card.x;
    const y = region.corner.startsWith('top') ? card.y : card.y - cardHeight;
    const cardColour = isDark(base) ? mix(base, white, 0.12) : white;
    const barWidth = cardWidth * 0.1;
    const heights = [0.3, 0.46, 0.38, 0.6, 0.78];
    const baseline = y + cardHeight * 0.86;
    const bars = heights.map(
      (height, index): SceneElement => ({
        kind: 'rect',
        box: {
          x: x + cardWidth * 0.12 + index * barWidth * 1.65,
          y: baseline - cardHeight * height * 0.8,
          width: barWidth,
          height: cardHeight * height * 0.8,
        },
        paint: solidPaint(
          index === heights.length - 1 ? tone(tones, 0) : mix(tone(tones, 0), cardColour, 0.45),
        ),
        radius: barWidth * 0.2,
      }),
    );
    const points = heights.map((height, index) => ({
      x: x + cardWidth * 0.12 + index * barWidth * 1.65 + barWidth / 2,
      y: baseline - cardHeight * height * 0.8 - cardHeight * 0.1,
    }));
    const last = points.at(-1) ?? { x, y };
    return [
      {
        kind: 'rect',
        box: { x, y, width: cardWidth, height: cardHeight },
        paint: solidPaint(cardColour, 0.92),
        radius: size * 0.025,
        shadow: { dx: 0, dy: size * 0.015, blur: size * 0.02, colour: input.palette.ink, opacity: 0.18 },
      },
      ...bars,
      line(
        `M${points.map((point) => `${r1(point.x)} ${r1(point.y)}`).join('L')}`,
        input.palette.ink,
        Math.max(2, size * 0.006),
      ),
      circle(last.x, last.y, size * 0.014, input.palette.ink),
    ];
  },

  'arch-leaves': (input, region, base) => {
    const tones = tonesOn(input, base);
    const { box, size } = region;
    const archHeight = Math.min(size * 1.05, box.height * 0.88);
    const archWidth = Math.min(archHeight / 1.35, box.width * 0.7);
    const foot = pointIn(region, focusU(region), 0);
    const arch = {
      x: foot.x - archWidth / 2,
      y: box.y + box.height - archHeight - box.height * 0.06,
      width: archWidth,
      height: archHeight,
    };
    const archFill = mix(base, tone(tones, 0), 0.35);
    const leafColour = tone(tones, 0);
    const deepLeaf = mix(leafColour, input.palette.ink, 0.3);
    const sunX = arch.x + archWidth * 0.68;
    const sunY = arch.y + archWidth * 0.42;
    const outline = {
      x: arch.x - size * 0.025,
      y: arch.y - size * 0.025,
      width: archWidth + size * 0.05,
      height: archHeight + size * 0.025,
    };
    return [
      path(archPath(arch), archFill),
      {
        kind: 'clip',
        box: arch,
        shape: 'arch',
        elements: [
          circle(sunX, sunY, archWidth * 0.2, tone(tones, 1)),
          ...leaf(arch.x + archWidth * 0.1, arch.y + archHeight, archHeight * 0.7, 28, leafColour, base),
          ...leaf(arch.x + archWidth * 0.92, arch.y + archHeight, archHeight * 0.8, -30, deepLeaf, base),
          ...leaf(
            arch.x + archWidth * 0.42,
            arch.y + archHeight,
            archHeight * 0.5,
            6,
            mix(leafColour, base, 0.25),
            base,
          ),
        ],
      },
      line(archPath(outline).replace(/Z$/, ''), inkOn(input, base), Math.max(1.5, size * 0.004), 0.45),
    ];
  },

  'tech-orb': (input, region, base) => {
    const tones = tonesOn(input, base);
    const { size } = region;
    const centre = pointIn(region, focusU(region), 0.46);
    const r = size * 0.2;
    const glowColour = tone(tones, 1);
    return [
      glow({ cx: centre.x, cy: centre.y }, r * 2.2, glowColour, 0.55),
      {
        kind: 'path',
        d: `M${r1(centre.x - r * 2)} ${r1(centre.y)}A${r1(r * 2)} ${r1(r * 0.66)} 0 1 0 ${r1(centre.x + r * 2)} ${r1(centre.y)}A${r1(r * 2)} ${r1(r * 0.66)} 0 1 0 ${r1(centre.x - r * 2)} ${r1(centre.y)}Z`,
        paint: null,
        stroke: { colour: tone(tones, 0), width: Math.max(1.5, size * 0.004), opacity: 0.7 },
        rotate: { angle: -20, cx: centre.x, cy: centre.y },
      },
      {
        kind: 'circle',
        cx: centre.x,
        cy: centre.y,
        r: r * 1.6,
        paint: solidPaint(base, 0),
        stroke: { colour: inkOn(input, base), width: Math.max(1, size * 0.003), opacity: 0.35 },
      },
      {
        kind: 'circle',
        cx: centre.x,
        cy: centre.y,
        r,
        paint: {
          kind: 'radial',
          stops: [
            { offset: 0, colour: mix(tone(tones, 0), white, 0.3), opacity: 1 },
            { offset: 0.6, colour: tone(tones, 0), opacity: 1 },
            { offset: 1, colour: glowColour, opacity: 1 },
          ],
          cx: 0.35,
          cy: 0.35,
          r: 0.75,
        },
      },
      circle(centre.x - r * 1.9, centre.y - r * 0.35, size * 0.012, tone(tones, 0)),
    ];
  },

  'column-rules': (input, region, base) => {
    const tones = tonesOn(input, base);
    const ink = inkOn(input, base);
    const { size } = region;
    const top = pointIn(region, 0.1, 0.16);
    const right = region.corner.endsWith('right');
    const columnWidth = size * 0.32;
    const x = right ? top.x - columnWidth : top.x;
    const y = region.corner.startsWith('top') ? top.y : top.y - size * 0.5;
    const lineHeight = size * 0.045;
    const photo = {
      x: right ? x - size * 0.36 : x + columnWidth + size * 0.04,
      y,
      width: size * 0.32,
      height: size * 0.44,
    };
    return [
      { kind: 'rect', box: photo, paint: solidPaint(tone(tones, 0)), radius: 0 },
      circle(
        photo.x + photo.width / 2,
        photo.y + photo.height * 0.45,
        photo.width * 0.3,
        mix(tone(tones, 0), white, 0.35),
      ),
      ...Array.from(
        { length: 8 },
        (_, index): SceneElement => ({
          kind: 'rect',
          box: {
            x,
            y: y + index * lineHeight,
            width: index === 7 ? columnWidth * 0.6 : columnWidth,
            height: lineHeight * 0.32,
          },
          paint: solidPaint(ink, 0.22),
          radius: 0,
        }),
      ),
      line(`M${r1(x)} ${r1(y + 8.4 * lineHeight)}h${r1(columnWidth)}`, ink, Math.max(1, size * 0.003)),
      {
        kind: 'rect',
        box: { x, y: y + 8.9 * lineHeight, width: lineHeight * 0.7, height: lineHeight * 0.7 },
        paint: solidPaint(tone(tones, 0)),
        radius: 0,
      },
    ];
  },

  confetti: (input, region, base) => {
    const tones = tonesOn(input, base);
    const { box, size } = region;
    const random = seeded(7);
    const pieces: SceneElement[] = [];
    for (let index = 0; index < 42; index += 1) {
      const point = pointIn(region, random() * 0.62, random() * 0.95);
      const colour = tone(tones, index);
      const length = size * (0.02 + random() * 0.03);
      pieces.push(
        index % 3 === 0
          ? circle(point.x, point.y, length * 0.35, colour)
          : {
              kind: 'rect',
              box: { x: point.x, y: point.y, width: length, height: length * 0.35 },
              paint: solidPaint(colour),
              radius: length * 0.08,
              rotate: Math.round(random() * 180),
            },
      );
    }
    const ribbon = (v: number, colour: Rgb) => {
      const start = pointIn(region, 0, v);
      const end = pointIn(region, 0.6, v + 0.2);
      const mid = (start.y + end.y) / 2;
      return line(
        `M${r1(start.x)} ${r1(start.y)}C${r1(start.x + (end.x - start.x) * 0.3)} ${r1(mid - box.height * 0.2)} ${r1(start.x + (end.x - start.x) * 0.6)} ${r1(mid + box.height * 0.2)} ${r1(end.x)} ${r1(end.y)}`,
        colour,
        size * 0.025,
      );
    };
    return [
      ribbon(0.35, tone(tones, 0)),
      ribbon(0.6, tone(tones, 1)),
      ...pieces,
      ...sparkle(region, [0.3, 0.3], size * 0.06, tone(tones, 0)),
      ...sparkle(region, [0.12, 0.75], size * 0.04, inkOn(input, base)),
    ];
  },

  neon: (input, region, base) => {
    const tones = tonesOn(input, base);
    const { box, size } = region;
    const width = Math.max(2, size * 0.007);
    const centre = pointIn(region, focusU(region), 0.36);
    const horizon = box.y + box.height * 0.68;
    const floor = box.y + box.height;
    const vanishing = centre.x;
    const spread = box.width * 1.4;
    const rays = Array.from({ length: 11 }, (_, index) => {
      const x = vanishing - spread / 2 + (index * spread) / 10;
      return `M${r1(vanishing)} ${r1(horizon)}L${r1(x)} ${r1(floor)}`;
    });
    const rungs = [0, 0.08, 0.2, 0.38, 0.62, 1].map((step) => {
      const y = horizon + (floor - horizon) * step;
      return `M${r1(box.x)} ${r1(y)}H${r1(box.x + box.width)}`;
    });
    const grid = tone(tones, 0);
    const ring = tone(tones, 1);
    return [
      {
        kind: 'clip',
        box: { x: box.x, y: horizon, width: box.width, height: floor - horizon },
        elements: [line([...rays, ...rungs].join(''), grid, width * 0.6, 0.8, size * 0.006)],
      },
      {
        kind: 'path',
        d: `M${r1(centre.x - size * 0.2)} ${r1(centre.y)}A${r1(size * 0.2)} ${r1(size * 0.2)} 0 1 0 ${r1(centre.x + size * 0.2)} ${r1(centre.y)}A${r1(size * 0.2)} ${r1(size * 0.2)} 0 1 0 ${r1(centre.x - size * 0.2)} ${r1(centre.y)}Z`,
        paint: null,
        stroke: { colour: ring, width, opacity: 1 },
        glow: size * 0.012,
      },
    ];
  },

  'soft-cards': (input, region, base) => {
    const tones = tonesOn(input, base);
    const { size } = region;
    const card = pointIn(region, focusU(region), 0.5);
    const cardSize = size * 0.42;
    const soft: Shadow = {
      dx: 0,
      dy: size * 0.02,
      blur: size * 0.03,
      colour: input.palette.ink,
      opacity: 0.16,
    };
    const at = (u: number, v: number) => pointIn(region, u, v);
    return [
      circle(at(0.16, 0.22).x, at(0.16, 0.22).y, size * 0.22, tone(tones, 0), 0.75),
      circle(at(0.52, 0.58).x, at(0.52, 0.58).y, size * 0.17, tone(tones, 2), 0.7),
      circle(at(0.1, 0.8).x, at(0.1, 0.8).y, size * 0.12, tone(tones, 1), 0.85),
      {
        kind: 'rect',
        box: { x: card.x - cardSize / 2, y: card.y - cardSize / 2, width: cardSize, height: cardSize * 1.1 },
        paint: solidPaint(isDark(base) ? mix(base, white, 0.2) : white, 0.92),
        radius: cardSize * 0.16,
        shadow: soft,
      },
      circle(card.x, card.y + cardSize * 0.05, cardSize * 0.26, tone(tones, 0)),
    ];
  },
};

/** How a layout places a style's decoration. */
export interface DecorationPlacement {
  /** The decoration's size over the region's short side; up to 1.4 still keeps it inside. */
  scale?: number;
  /** False where the layout shows a badge of its own, so a style draws no second sticker. */
  sticker?: boolean;
  /** What its stickers and sparkles must not cover: the subject, the copy, the badge, the mark. */
  keepClear?: Box[];
}

/** The style's decoration in `shapes`, anchored at `corner`. */
export function styleDecoration(
  input: LayoutInput,
  shapes: Box,
  base: Rgb,
  corner: Corner,
  { scale = 1, sticker = true, keepClear = [] }: DecorationPlacement = {},
): SceneElement[] {
  const decoration = input.look.decoration;
  if (!decoration) return [];
  const region = {
    box: shapes,
    corner,
    size: Math.min(shapes.width, shapes.height) * scale,
    // A copy: each accent placed joins it, so the next keeps clear of it too.
    keepClear: [...keepClear],
  };
  return decorations[decoration](input, region, base, sticker);
}

/** The colour of the canvas under everything: the first element's (its first stop if a gradient). */
function groundOf(elements: SceneElement[], fallback: Rgb): Rgb {
  const first = elements[0];
  const paint =
    first?.kind === 'rect'
      ? first.paint
      : first?.kind === 'clip' && first.elements[0]?.kind === 'rect'
        ? first.elements[0].paint
        : null;
  if (!paint) return fallback;
  return paint.kind === 'solid' ? paint.colour : (paint.stops[0]?.colour ?? fallback);
}

const isBehindContent = (element: SceneElement) => element.kind === 'text' || element.kind === 'logo';

/**
 * The style's finish over a planned creative: its photos treated (shape, tint, shadow), a grid and
 * grain under the copy, and its frame around the canvas, outside the safe area.
 */
export function finishWithStyle(input: LayoutInput, elements: SceneElement[]): SceneElement[] {
  const { look, palette, width, height } = input;
  const short = Math.min(width, height);
  const ground = groundOf(elements, palette.primary);
  const contrasting = isDark(ground) ? palette.paper : palette.ink;
  const canvas = { x: 0, y: 0, width, height };
  const treated = elements.map((element) => treatPhoto(input, element));
  const under: SceneElement[] = [];
  if (look.grid)
    under.push({
      kind: 'grid',
      box: canvas,
      spacing: short * 0.05,
      width: 1,
      colour: contrasting,
      opacity: 0.12,
    });
  if (look.grain) under.push({ kind: 'grain', box: canvas, opacity: 0.22 });
  const firstContent = treated.findIndex(isBehindContent);
  const at = firstContent < 0 ? treated.length : firstContent;
  const framed = [...treated.slice(0, at), ...under, ...treated.slice(at), ...frame(input, ground)];
  return framed;
}

function frame(input: LayoutInput, ground: Rgb): SceneElement[] {
  const { look, palette, width, height } = input;
  const short = Math.min(width, height);
  const tones = tonesOn(input, ground);
  const ink = inkOn(input, ground);
  const inset = (by: number): Box => ({ x: by, y: by, width: width - 2 * by, height: height - 2 * by });
  if (look.frame === 'double') {
    const gold = tone(tones, 0);
    return [
      {
        kind: 'outline',
        box: inset(short * 0.026),
        radius: 0,
        colour: gold,
        width: Math.max(2, short * 0.0028),
      },
      {
        kind: 'outline',
        box: inset(short * 0.036),
        radius: 0,
        colour: gold,
        width: Math.max(1, short * 0.0012),
      },
    ];
  }
  if (look.frame === 'heavy') {
    return [{ kind: 'outline', box: inset(0), radius: 0, colour: ink, width: short * 0.024 }];
  }
  if (look.frame === 'masthead') {
    const margin = Math.round(short * 0.07);
    const y = short * 0.034;
    return [
      {
        kind: 'rect',
        box: { x: margin, y, width: width - 2 * margin, height: Math.max(3, short * 0.005) },
        paint: solidPaint(ink),
        radius: 0,
      },
      {
        kind: 'rect',
        box: {
          x: margin,
          y: y + short * 0.011,
          width: width - 2 * margin,
          height: Math.max(1, short * 0.0015),
        },
        paint: solidPaint(ink),
        radius: 0,
      },
      // The masthead's accent: a short rule in the style's signal colour where the rules end.
      {
        kind: 'rect',
        box: {
          x: width - margin - short * 0.06,
          y: y - short * 0.006,
          width: short * 0.06,
          height: short * 0.006,
        },
        paint: solidPaint(palette.accent),
        radius: 0,
      },
    ];
  }
  return [];
}

/** A photo that does not fill the canvas or a panel takes the style's shape; any photo its tint and shadow. */
function treatPhoto(input: LayoutInput, element: SceneElement): SceneElement {
  // A cut-out product keeps its own outline and colours.
  if (element.kind !== 'photo' || element.cutout) return element;
  const { look, palette, width, height } = input;
  const short = Math.min(width, height);
  const { box } = element;
  const edges = [
    box.x <= 0.5,
    box.y <= 0.5,
    box.x + box.width >= width - 0.5,
    box.y + box.height >= height - 0.5,
  ].filter(Boolean).length;
  const framed = edges === 0;
  const treated: SceneElement & { kind: 'photo' } = { ...element };
  if (look.photo.tint) treated.tint = mix(palette.accent, white, 0.15);
  if (!framed) return treated;
  if (look.photo.shape === 'arch') {
    const archWidth = element.circle ? box.width : box.width;
    treated.box = {
      ...box,
      width: archWidth,
      y: box.y - (element.circle ? box.height * 0.12 : 0),
      height: box.height * (element.circle ? 1.12 : 1),
    };
    treated.arch = true;
    treated.circle = false;
  } else if (look.photo.shape === 'rounded') {
    treated.circle = false;
    treated.radius = Math.min(box.width, box.height) * 0.14;
  } else if (look.photo.shape === 'circle') {
    treated.circle = true;
  }
  if (look.hardShadows) {
    treated.shadow = { dx: short * 0.014, dy: short * 0.014, blur: 0, colour: palette.ink, opacity: 1 };
    treated.circle = false;
    treated.radius = 0;
  } else if (look.photo.shape === 'rounded' && look.corners === 'round') {
    treated.shadow = { dx: 0, dy: short * 0.014, blur: short * 0.02, colour: palette.ink, opacity: 0.22 };
  }
  return treated;
}
