import type { LayerDocument, LayerElement } from '@brandloom/shared/layers';
import { sharp } from '../../lib/sharp.ts';
import type { DocumentFiles } from './brand-compositor.ts';
import { documentToScene } from './layer-document.ts';
import { photoFocus, sceneImages } from './scene-images.ts';
import { sceneToSvg } from './scene-svg.ts';
import { fitText } from './text-fit.ts';
import { typefaceOf, verticalMetrics } from './typefaces.ts';

/**
 * What the image editor needs from the compositor (decision 0055): text set again in its box after
 * an edit, the way the layouts set it, and each layer painted on its own by the renderer that
 * paints the whole creative, so the editor places the very pixels the saved image is made of.
 */

type TextElement = LayerElement & { kind: 'text' };

/** Most lines a text of each role is set in (the layouts' own limits). */
const maxLinesOf: Record<TextElement['role'], number> = {
  headline: 4,
  subline: 3,
  cta: 1,
  badge: 2,
  wordmark: 1,
  footer: 2,
  'quote-mark': 1,
};
const smallestSize = 8;
const largestSize = 600;

/** The text set again in the element's box: the largest size at which it fits, as fitText sets copy. */
function refitText(element: TextElement, text: string): TextElement {
  const typeface = typefaceOf(element.font);
  const { capHeight, descent } = verticalMetrics(typeface);
  const lineHeight = element.fitted.linePitch / Math.max(1, element.fitted.fontSize);
  const byHeight = Math.floor(element.box.height / (capHeight + Math.min(descent, 0.3)));
  const maxSize = Math.max(smallestSize, Math.min(largestSize, byHeight));
  const fitted = fitText(
    text,
    { typeface, lineHeight, letterSpacing: element.letterSpacing },
    {
      maxWidth: element.box.width,
      maxHeight: element.box.height,
      maxLines: maxLinesOf[element.role],
      maxSize,
      minSize: smallestSize,
    },
  );
  return { ...element, fitted };
}

/** The copy a text layer shows: the document's copy for its role, else its set lines. */
function textOf(document: LayerDocument, element: TextElement): string {
  const { copy } = document;
  if (element.role === 'headline') return copy.headline;
  if (element.role === 'subline' && copy.subline !== null) return copy.subline;
  if (element.role === 'cta' && copy.callToAction !== null) return copy.callToAction;
  return element.fitted.lines.map((line) => line.text).join(' ');
}

/** The document with the named text layers set again from its copy, in their (possibly new) boxes. */
export function refitTextLayers(document: LayerDocument, layerIds: readonly string[]): LayerDocument {
  const refit = new Set(layerIds);
  return {
    ...document,
    layers: document.layers.map((layer) =>
      refit.has(layer.id) && layer.element.kind === 'text'
        ? { ...layer, element: refitText(layer.element, textOf(document, layer.element)) }
        : layer,
    ),
  };
}

export interface LayerPicture {
  id: string;
  /** PNG with transparency, cropped to what the layer paints. */
  png: Uint8Array;
  /** Where the picture sits on the canvas. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest box holding every pixel with any cover, or null for nothing painted. */
function paintedBox(rgba: Buffer, width: number, height: number) {
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y += 1) {
    const row = y * width * 4;
    for (let x = 0; x < width; x += 1) {
      if (rgba[row + x * 4 + 3] === 0) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      bottom = y;
    }
  }
  return right < 0 ? null : { left, top, width: right - left + 1, height: bottom - top + 1 };
}

/**
 * Each layer (hidden ones too, so showing one again needs no trip) painted alone at the canvas's
 * size and cropped, in paint order; `only` limits it to some layers. Photos go in as the renderer
 * embeds them in SVG (a JPEG at quality 88), the one way it differs from the saved render.
 */
export async function renderDocumentLayers(
  document: LayerDocument,
  files: DocumentFiles,
  only?: ReadonlySet<string>,
): Promise<LayerPicture[]> {
  const all = { ...document, layers: document.layers.map((layer) => ({ ...layer, visible: true })) };
  const scene = documentToScene(all);
  const images = await sceneImages(scene, files.references, files.logo);
  const pictures = await Promise.all(
    document.layers.map(async (layer, index) => {
      const element = scene.elements[index];
      if (!element || (only && !only.has(layer.id))) return null;
      const svg = sceneToSvg({ ...scene, elements: [element] }, images);
      const { data, info } = await sharp(Buffer.from(svg))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const box = paintedBox(data, info.width, info.height);
      if (!box) return null;
      const png = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
        .extract(box)
        .png()
        .toBuffer();
      return { id: layer.id, png, x: box.left, y: box.top, width: box.width, height: box.height };
    }),
  );
  return pictures.filter((picture) => picture !== null);
}

/** Where each photo the document's uncut photo layers show is centred when not cropped, by its path. */
export async function photoFocusPoints(
  document: LayerDocument,
  files: DocumentFiles,
): Promise<Record<string, { x: number; y: number }>> {
  const references = new Set(
    document.layers.flatMap(({ element }) =>
      element.kind === 'photo' && !element.cutout ? [element.reference] : [],
    ),
  );
  const points = await Promise.all(
    [...references].map(async (reference) => {
      const path = document.photos[reference];
      const file = files.references[reference % Math.max(1, files.references.length)];
      const focus = file ? await photoFocus(file) : null;
      return path && focus ? [[path, focus] as const] : [];
    }),
  );
  return Object.fromEntries(points.flat());
}
