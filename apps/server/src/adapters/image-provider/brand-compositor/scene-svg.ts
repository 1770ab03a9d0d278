import { type Rgb, toHex } from './colour.ts';
import { illustration, illustrationBody, silhouetteBody } from './illustration.ts';
import type { Box, Paint, Scene, SceneElement } from './scene.ts';
import { textPath } from './typefaces.ts';

/**
 * Writes a planned scene as SVG. Text is already outlined (glyph paths from the font files); photos
 * and logos arrive as data URIs cut to their boxes, keyed by their scene element.
 */

export type SceneImages = Map<SceneElement, string>;

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

function element(writer: SvgWriter, item: SceneElement, images: SceneImages): string {
  switch (item.kind) {
    case 'rect': {
      const rotation = item.rotate
        ? ` transform="rotate(${item.rotate} ${n(item.box.x + item.box.width / 2)} ${n(item.box.y + item.box.height / 2)})"`
        : '';
      return `<rect ${boxAttributes(item.box)} rx="${n(item.radius)}" ${fill(writer, item.paint)}${rotation}/>`;
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
      const id = writer.id('p');
      writer.define(
        `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${n(item.spacing)}" height="${n(item.spacing)}"><circle cx="${n(item.spacing / 2)}" cy="${n(item.spacing / 2)}" r="${n(item.radius)}" ${colourAttribute('fill', item.colour)}/></pattern>`,
      );
      return `<rect ${boxAttributes(item.box)} fill="url(#${id})" fill-opacity="${item.opacity}"/>`;
    }
    case 'stripes': {
      const id = writer.id('p');
      writer.define(
        `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${n(item.spacing)}" height="${n(item.spacing)}" patternTransform="rotate(45)"><rect x="0" y="0" width="${n(item.width)}" height="${n(item.spacing)}" ${colourAttribute('fill', item.colour)}/></pattern>`,
      );
      return `<rect ${boxAttributes(item.box)} fill="url(#${id})" fill-opacity="${item.opacity}"/>`;
    }
    case 'outline': {
      const half = item.width / 2;
      const box = {
        x: item.box.x + half,
        y: item.box.y + half,
        width: item.box.width - item.width,
        height: item.box.height - item.width,
      };
      return `<rect ${boxAttributes(box)} rx="${n(item.radius - half)}" fill="none" ${colourAttribute('stroke', item.colour)} stroke-width="${n(item.width)}"/>`;
    }
    case 'photo': {
      const href = images.get(item);
      if (!href) return '';
      const radius = item.circle ? Math.min(item.box.width, item.box.height) / 2 : item.radius;
      const image = imageMarkup(item.box, href);
      return radius > 0 ? `<g ${clipTo(writer, item.box, radius)}>${image}</g>` : image;
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
      return `<path ${colourAttribute('fill', item.colour)} d="${paths.join('')}"/>`;
    }
    case 'logo': {
      const href = images.get(item);
      if (!href) return '';
      const plate = item.plate
        ? `<rect x="${n(item.box.x - item.plate.padding)}" y="${n(item.box.y - item.plate.padding)}" width="${n(item.box.width + 2 * item.plate.padding)}" height="${n(item.box.height + 2 * item.plate.padding)}" rx="${n(item.plate.radius)}" ${colourAttribute('fill', item.plate.colour)}/>`
        : '';
      return plate + imageMarkup(item.box, href);
    }
    case 'clip':
      return `<g ${clipTo(writer, item.box, 0)}>${item.elements.map((child) => element(writer, child, images)).join('')}</g>`;
  }
}

export function sceneToSvg(scene: Scene, images: SceneImages): string {
  const writer = new SvgWriter();
  const body = scene.elements.map((item) => element(writer, item, images)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${scene.width}" height="${scene.height}" viewBox="0 0 ${scene.width} ${scene.height}">${writer.defs}${body}</svg>`;
}
