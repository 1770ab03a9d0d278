import { type Rgb, toHex } from '@brandloom/shared/colour';
import type { RawPixels } from '../../adapters/image-provider/image-provider.ts';
import { illustration, illustrationBody, silhouetteBody } from './illustration.ts';
import type { Box, Paint, Scene, SceneElement, Shadow, Stroke, TextEffect } from './scene.ts';
import { textPath } from './typefaces.ts';

/**
 * Writes a planned scene as SVG. Text is already outlined (glyph paths from the font files); photos
 * and logos arrive as data URIs cut to their boxes, keyed by their scene element.
 */

export interface MeasuredMark {
  variant: 'light' | 'dark';
  scrim: { colour: Rgb; opacity: number };
}

/** A photo's pixels cut to its box (RGB, or RGBA for a cut-out product), set on the canvas without an encode. */
export type PhotoPixels = RawPixels;

export interface SceneImages {
  /** Photos and logos as data URIs cut to their boxes. */
  hrefs: Map<SceneElement, string>;
  /** Photos set on the canvas as pixels, between two SVG layers (rasterise.ts): here only their shadow. */
  pixels?: Map<SceneElement, PhotoPixels>;
  /** Logos over a photo as the pixels under them ask: the variant, and its scrim's shade and strength. */
  marks: Map<SceneElement, MeasuredMark>;
  /** Soft shadows, blurred beforehand (scene-images.ts), by the element casting them. */
  shadows: Map<SceneElement, BlurredShadow>;
}

/**
 * A soft shadow as a picture of `box` (whole pixels, its offset included). librsvg's blur filter
 * works on surfaces of the whole canvas: 20–35 ms for a card's shadow, more than the rest of it.
 */
export interface BlurredShadow {
  box: Box;
  href: string;
}

const n = (value: number) => String(Math.round(value * 10) / 10);

class SvgWriter {
  private definitions: string[] = [];
  private nextId = 0;

  id(prefix: string): string {
    this.nextId += 1;
    return `${prefix}${this.nextId}`;
  }

  define(markup: string): void {
    this.definitions.push(markup);
  }

  get defs(): string {
    return this.definitions.length > 0 ? `<defs>${this.definitions.join('')}</defs>` : '';
  }
}

function stops(paint: Extract<Paint, { stops: unknown }>): string {
  return paint.stops
    .map(
      (stop) =>
        `<stop offset="${n(stop.offset)}" stop-color="${toHex(stop.colour)}" stop-opacity="${stop.opacity.toFixed(3)}"/>`,
    )
    .join('');
}

function fill(writer: SvgWriter, paint: Paint): string {
  if (paint.kind === 'solid') {
    const opacity = paint.opacity ?? 1;
    return `fill="${toHex(paint.colour)}"${opacity < 1 ? ` fill-opacity="${opacity.toFixed(3)}"` : ''}`;
  }
  const id = writer.id('g');
  if (paint.kind === 'linear') {
    writer.define(
      `<linearGradient id="${id}" x1="${paint.x1}" y1="${paint.y1}" x2="${paint.x2}" y2="${paint.y2}">${stops(paint)}</linearGradient>`,
    );
  } else {
    writer.define(
      `<radialGradient id="${id}" cx="${paint.cx}" cy="${paint.cy}" r="${paint.r}">${stops(paint)}</radialGradient>`,
    );
  }
  return `fill="url(#${id})"`;
}

const boxAttributes = (box: Box) =>
  `x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}"`;
const colourAttribute = (name: string, colour: Rgb) => `${name}="${toHex(colour)}"`;

function clipTo(writer: SvgWriter, box: Box, radius: number): string {
  const id = writer.id('c');
  writer.define(`<clipPath id="${id}"><rect ${boxAttributes(box)} rx="${n(radius)}"/></clipPath>`);
  return `clip-path="url(#${id})"`;
}

/**
 * A glow as wide, faint strokes under a shape: it reads as a neon halo and costs far less than a
 * blur filter.
 */
function glowStrokes(d: string, colour: Rgb, radius: number, width = 0): string {
  return [1, 0.55, 0.25]
    .map(
      (reach, index) =>
        `<path d="${d}" fill="none" ${colourAttribute('stroke', colour)} stroke-width="${n(width + radius * 2 * reach)}" stroke-opacity="${[0.12, 0.2, 0.35][index]}" stroke-linejoin="round" stroke-linecap="round"/>`,
    )
    .join('');
}

/** A shape's shadow, drawn before it: blurred beforehand when soft, else the shape offset in its colour. */
function shadowUnder(item: SceneElement, shadow: Shadow | undefined, images: SceneImages): string {
  if (!shadow) return '';
  if (shadow.blur > 0) {
    const blurred = images.shadows.get(item);
    return blurred ? imageMarkup(blurred.box, blurred.href) : '';
  }
  const shape = shadowShape(item);
  if (!shape) return '';
  return `<g transform="translate(${n(shadow.dx)} ${n(shadow.dy)})" opacity="${shadow.opacity.toFixed(3)}">${shape(colourAttribute('fill', shadow.colour))}</g>`;
}

function strokeAttributes(stroke: Stroke | undefined): string {
  return stroke
    ? ` ${colourAttribute('stroke', stroke.colour)} stroke-width="${n(stroke.width)}" stroke-opacity="${stroke.opacity.toFixed(3)}" stroke-linecap="round" stroke-linejoin="round"`
    : '';
}

/** A round-topped window: straight sides, a half circle on top. */
export function archPath(box: Box): string {
  const r = box.width / 2;
  const shoulder = box.y + Math.min(r, box.height);
  return `M${n(box.x)} ${n(box.y + box.height)}L${n(box.x)} ${n(shoulder)}A${n(r)} ${n(r)} 0 0 1 ${n(box.x + box.width)} ${n(shoulder)}L${n(box.x + box.width)} ${n(box.y + box.height)}Z`;
}

function textEffect(effect: TextEffect | undefined, d: string): string {
  if (!effect) return '';
  if (effect.kind === 'shadow')
    return `<path transform="translate(${n(effect.dx)} ${n(effect.dy)})" ${colourAttribute('fill', effect.colour)} d="${d}"/>`;
  return glowStrokes(d, effect.colour, effect.radius);
}

function imageMarkup(box: Box, href: string): string {
  return `<image ${boxAttributes(box)} preserveAspectRatio="none" href="${href}"/>`;
}

/** The illustration scaled to fit its box, centred, turned about the box's centre. */
function illustrationMarkup(writer: SvgWriter, item: SceneElement & { kind: 'illustration' }): string {
  const art = illustration(item.icon);
  const { box } = item;
  const scale = Math.min(box.width / art.width, box.height / art.height);
  const x = box.x + (box.width - art.width * scale) / 2;
  const y = box.y + (box.height - art.height * scale) / 2;
  const turn = item.rotate
    ? `rotate(${n(item.rotate)} ${n(box.x + box.width / 2)} ${n(box.y + box.height / 2)}) `
    : '';
  const transform = `transform="${turn}translate(${n(x)} ${n(y)}) scale(${(Math.round(scale * 1000) / 1000).toString()})"`;
  const prefix = writer.id('i');
  if (!item.tint) return `<g ${transform}>${illustrationBody(item.icon, prefix)}</g>`;
  const colour = toHex(item.tint.colour);
  const outline =
    item.tint.outline > 0
      ? ` stroke="${colour}" stroke-width="${n((2 * item.tint.outline) / scale)}" stroke-linejoin="round"`
      : '';
  return `<g ${transform} opacity="${item.tint.opacity.toFixed(3)}"${outline}>${silhouetteBody(item.icon, prefix, colour)}</g>`;
}

/** The grain tile's side, in canvas pixels. */
const grainTile = 160;

/**
 * Film grain's specks, placed once at module load by a fixed pseudo-random sequence: light and
 * dark, a pixel or so across. Sparse specks rather than noise in every pixel: a noise tile
 * (feTurbulence) rendered as fast but made each PNG three to four times larger and slower to encode.
 */
const grainSpecks = (() => {
  let state = 20_231_125;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return state / 4_294_967_296;
  };
  const specks: string[] = [];
  for (let index = 0; index < 260; index += 1) {
    const [x, y, r] = [next() * grainTile, next() * grainTile, 0.5 + next()];
    specks.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${index % 2 === 0 ? '#fff' : '#000'}"/>`,
    );
  }
  return specks.join('');
})();

function grainMarkup(writer: SvgWriter, item: SceneElement & { kind: 'grain' }): string {
  const pattern = writer.id('p');
  writer.define(
    `<pattern id="${pattern}" patternUnits="userSpaceOnUse" width="${grainTile}" height="${grainTile}">${grainSpecks}</pattern>`,
  );
  return `<rect ${boxAttributes(item.box)} fill="url(#${pattern})" opacity="${item.opacity.toFixed(3)}"/>`;
}

/**
 * Bands `width` wide every `spacing`, at 45° (the lines x + y = constant), as one stroked path: a
 * rotated pattern costs librsvg more than the rest of the creative together.
 */
function stripesMarkup(item: SceneElement & { kind: 'stripes' }): string {
  const { box } = item;
  const [spacing, width] = [Number(n(item.spacing)), Number(n(item.width))];
  const pitch = Math.SQRT2 * spacing;
  const [top, bottom] = [box.y - width, box.y + box.height + width];
  const lines: string[] = [];
  const first = Math.floor((box.x + box.y - width) / pitch);
  const last = Math.ceil((box.x + box.width + box.y + box.height + width) / pitch);
  for (let band = first; band <= last; band += 1) {
    const sum = Math.SQRT2 * (band * spacing + width / 2);
    lines.push(`M${n(sum - top)} ${n(top)}L${n(sum - bottom)} ${n(bottom)}`);
  }
  return `<path d="${lines.join('')}" fill="none" ${colourAttribute('stroke', item.colour)} stroke-width="${n(width)}" stroke-opacity="${item.opacity}"/>`;
}

/** Even over the logo (the ellipse's inner 45 %), then easing out, so no edge shows on the photo. */
const scrimFade = [
  [0.45, 1],
  [0.6, 0.8],
  [0.75, 0.45],
  [0.88, 0.15],
  [1, 0],
] as const;

function logoScrimMarkup(writer: SvgWriter, box: Box, { colour, opacity }: { colour: Rgb; opacity: number }) {
  if (opacity <= 0) return '';
  const paint: Paint = {
    kind: 'radial',
    stops: scrimFade.map(([offset, share]) => ({ offset, colour, opacity: opacity * share })),
    cx: 0.5,
    cy: 0.5,
    r: 0.5,
  };
  return `<rect ${boxAttributes(box)} ${fill(writer, paint)}/>`;
}

/** The outline a photo is cut to (a rounded box, a circle, an arch), or null for its plain box. */
export function photoOutline(item: SceneElement & { kind: 'photo' }, fill: string): string | null {
  if (item.arch) return `<path d="${archPath(item.box)}" ${fill}/>`;
  const radius = item.circle ? Math.min(item.box.width, item.box.height) / 2 : item.radius;
  return radius > 0 ? `<rect ${boxAttributes(item.box)} rx="${n(radius)}" ${fill}/>` : null;
}

/** The outline of an element that casts a shadow (a rect, an outline's box, a photo), in `paint`. */
export function shadowShape(item: SceneElement): ((paint: string) => string) | null {
  switch (item.kind) {
    case 'rect': {
      const rotation = item.rotate
        ? ` transform="rotate(${item.rotate} ${n(item.box.x + item.box.width / 2)} ${n(item.box.y + item.box.height / 2)})"`
        : '';
      return (paint) => `<rect ${boxAttributes(item.box)} rx="${n(item.radius)}" ${paint}${rotation}/>`;
    }
    case 'outline':
      return (paint) => `<rect ${boxAttributes(item.box)} rx="${n(item.radius)}" ${paint}/>`;
    case 'photo':
      return (paint) => photoOutline(item, paint) ?? `<rect ${boxAttributes(item.box)} ${paint}/>`;
    default:
      return null;
  }
}

function element(writer: SvgWriter, item: SceneElement, images: SceneImages): string {
  switch (item.kind) {
    case 'rect': {
      const shape = shadowShape(item);
      return shape ? shadowUnder(item, item.shadow, images) + shape(fill(writer, item.paint)) : '';
    }
    case 'path': {
      const paint = item.paint ? fill(writer, item.paint) : 'fill="none"';
      const rotation = item.rotate
        ? ` transform="rotate(${n(item.rotate.angle)} ${n(item.rotate.cx)} ${n(item.rotate.cy)})"`
        : '';
      const shape = `<path d="${item.d}" ${paint}${strokeAttributes(item.stroke)}${rotation}/>`;
      return item.glow && item.stroke
        ? glowStrokes(item.d, item.stroke.colour, item.glow, item.stroke.width) + shape
        : shape;
    }
    case 'grid': {
      // Lines in one path: a stroked pattern costs librsvg twenty times as much.
      const { box, spacing } = item;
      const lines: string[] = [];
      for (let x = box.x + spacing; x < box.x + box.width; x += spacing)
        lines.push(`M${n(x)} ${n(box.y)}V${n(box.y + box.height)}`);
      for (let y = box.y + spacing; y < box.y + box.height; y += spacing)
        lines.push(`M${n(box.x)} ${n(y)}H${n(box.x + box.width)}`);
      return `<path d="${lines.join('')}" fill="none" ${colourAttribute('stroke', item.colour)} stroke-width="${n(item.width)}" stroke-opacity="${item.opacity.toFixed(3)}"/>`;
    }
    case 'circle': {
      const stroke = item.stroke
        ? ` ${colourAttribute('stroke', item.stroke.colour)} stroke-width="${n(item.stroke.width)}" stroke-opacity="${item.stroke.opacity}"`
        : '';
      return `<circle cx="${n(item.cx)}" cy="${n(item.cy)}" r="${n(item.r)}" ${fill(writer, item.paint)}${stroke}/>`;
    }
    case 'ellipse':
      return `<ellipse cx="${n(item.cx)}" cy="${n(item.cy)}" rx="${n(item.rx)}" ry="${n(item.ry)}" ${fill(writer, item.paint)}/>`;
    case 'illustration':
      return illustrationMarkup(writer, item);
    case 'grain':
      return grainMarkup(writer, item);
    case 'dots': {
      // A whole-pixel tile: librsvg paints a pattern with a fractional tile some thirty times slower.
      const spacing = Math.max(1, Math.round(item.spacing));
      const id = writer.id('p');
      writer.define(
        `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${spacing}" height="${spacing}"><circle cx="${n(spacing / 2)}" cy="${n(spacing / 2)}" r="${n(item.radius)}" ${colourAttribute('fill', item.colour)}/></pattern>`,
      );
      return `<rect ${boxAttributes(item.box)} fill="url(#${id})" fill-opacity="${item.opacity}"/>`;
    }
    case 'stripes':
      return `<g ${clipTo(writer, item.box, 0)}>${stripesMarkup(item)}</g>`;
    case 'outline': {
      const half = item.width / 2;
      const box = {
        x: item.box.x + half,
        y: item.box.y + half,
        width: item.box.width - item.width,
        height: item.box.height - item.width,
      };
      const shadow = shadowUnder(item, item.shadow, images);
      return `${shadow}<rect ${boxAttributes(box)} rx="${n(item.radius - half)}" fill="none" ${colourAttribute('stroke', item.colour)} stroke-width="${n(item.width)}"/>`;
    }
    case 'photo': {
      const href = images.hrefs.get(item);
      if (!href && !images.pixels?.has(item)) return '';
      const radius = item.circle ? Math.min(item.box.width, item.box.height) / 2 : item.radius;
      const shadow = shadowUnder(item, item.shadow, images);
      if (!href) return shadow;
      const image = imageMarkup(item.box, href);
      if (item.arch) {
        const id = writer.id('c');
        writer.define(`<clipPath id="${id}"><path d="${archPath(item.box)}"/></clipPath>`);
        return `${shadow}<g clip-path="url(#${id})">${image}</g>`;
      }
      return shadow + (radius > 0 ? `<g ${clipTo(writer, item.box, radius)}>${image}</g>` : image);
    }
    case 'text': {
      const { fitted, box } = item;
      const paths = fitted.lines.map((line, index) => {
        const x =
          item.align === 'centre'
            ? box.x + (box.width - line.width) / 2
            : item.align === 'end'
              ? box.x + box.width - line.width
              : box.x;
        return textPath(
          item.typeface,
          line.text,
          fitted.fontSize,
          x,
          box.y + fitted.firstBaseline + index * fitted.linePitch,
          item.letterSpacing,
        );
      });
      const d = paths.join('');
      const markup = `${textEffect(item.effect, d)}<path ${colourAttribute('fill', item.colour)} d="${d}"/>`;
      return item.rotate
        ? `<g transform="rotate(${n(item.rotate)} ${n(box.x + box.width / 2)} ${n(box.y + box.height / 2)})">${markup}</g>`
        : markup;
    }
    case 'logo': {
      const href = images.hrefs.get(item);
      if (!href) return '';
      const scrim = item.scrim
        ? logoScrimMarkup(writer, item.scrim.box, images.marks.get(item)?.scrim ?? item.scrim)
        : '';
      const plate = item.plate
        ? `<rect x="${n(item.box.x - item.plate.padding)}" y="${n(item.box.y - item.plate.padding)}" width="${n(item.box.width + 2 * item.plate.padding)}" height="${n(item.box.height + 2 * item.plate.padding)}" rx="${n(item.plate.radius)}" ${colourAttribute('fill', item.plate.colour)}/>`
        : '';
      return scrim + plate + imageMarkup(item.box, href);
    }
    case 'accent':
      return item.elements.map((child) => element(writer, child, images)).join('');
    case 'clip': {
      if (item.shape === 'arch') {
        const id = writer.id('c');
        writer.define(`<clipPath id="${id}"><path d="${archPath(item.box)}"/></clipPath>`);
        return `<g clip-path="url(#${id})">${item.elements.map((child) => element(writer, child, images)).join('')}</g>`;
      }
      return `<g ${clipTo(writer, item.box, 0)}>${item.elements.map((child) => element(writer, child, images)).join('')}</g>`;
    }
  }
}

export function sceneToSvg(scene: Scene, images: SceneImages): string {
  const writer = new SvgWriter();
  const body = scene.elements.map((item) => element(writer, item, images)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${scene.width}" height="${scene.height}" viewBox="0 0 ${scene.width} ${scene.height}">${writer.defs}${body}</svg>`;
}
