import type { Layer, LayerDocument, LayerElement, LayerRole } from '@brandloom/shared/layers';
import { layerDocumentVersion } from '@brandloom/shared/layers';
import type { AdCopy, LayoutFamily } from '../../adapters/image-provider/image-provider.ts';
import type { Scene, SceneElement } from './scene.ts';
import { typefaceOf } from './typefaces.ts';

/**
 * A planned scene as a layer document and back (decision 0052). The document is plain data: a
 * text's typeface becomes the font file it was opened from, every top-level element a layer with a
 * role an editor can name. Reading it back opens the same typefaces, so the scene painted from it
 * is the one the layout planned, pixel for pixel.
 */

function toElement(element: SceneElement): LayerElement {
  if (element.kind === 'text') {
    const { typeface, ...rest } = element;
    return { ...rest, font: typeface.source };
  }
  if (element.kind === 'accent' || element.kind === 'clip')
    return { ...element, elements: element.elements.map(toElement) };
  return element;
}

function fromElement(element: LayerElement): SceneElement {
  if (element.kind === 'text') {
    const { font, ...rest } = element;
    return { ...rest, typeface: typefaceOf(font) };
  }
  if (element.kind === 'accent' || element.kind === 'clip')
    return { ...element, elements: element.elements.map(fromElement) };
  return element;
}

/** The first element, when a rectangle, is the ad's ground (the design under everything else). */
function roleOf(element: SceneElement, isFirst: boolean): LayerRole {
  switch (element.kind) {
    case 'text':
      return element.role === 'quote-mark' ? 'shape' : element.role;
    case 'photo':
      return 'photo';
    case 'illustration':
      return 'illustration';
    case 'logo':
      return 'logo';
    default:
      return isFirst && element.kind === 'rect' ? 'background' : 'shape';
  }
}

export interface DocumentFacts {
  copy: AdCopy;
  variant: number;
  markOnly: boolean;
  brandId: string | null;
}

export function sceneToDocument(scene: Scene, facts: DocumentFacts): LayerDocument {
  const layers: Layer[] = scene.elements.map((element, index) => {
    const role = roleOf(element, index === 0);
    return { id: `${role}-${index + 1}`, role, visible: true, element: toElement(element) };
  });
  return {
    version: layerDocumentVersion,
    width: scene.width,
    height: scene.height,
    family: scene.family,
    brandId: facts.brandId,
    safeArea: scene.safeArea,
    copy: {
      headline: facts.copy.headline,
      subline: facts.copy.subline,
      callToAction: facts.copy.callToAction,
    },
    variant: facts.variant,
    markOnly: facts.markOnly,
    photos: [],
    layers,
  };
}

/** The scene a document paints: its visible layers in order, typefaces opened again. */
export function documentToScene(document: LayerDocument): Scene {
  return {
    family: document.family as LayoutFamily,
    width: document.width,
    height: document.height,
    safeArea: document.safeArea,
    elements: document.layers.filter((layer) => layer.visible).map((layer) => fromElement(layer.element)),
  };
}
