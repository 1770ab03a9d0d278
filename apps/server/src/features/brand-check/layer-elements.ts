import type { Layer, LayerBox, LayerDocument, LayerElement } from '@brandloom/shared/layers';
import { copyRoles } from '@brandloom/shared/logo-clear-space';

/** Walking a layer document's elements, with the top-level layer each one belongs to. */

export type ElementOf<Kind extends LayerElement['kind']> = Extract<LayerElement, { kind: Kind }>;
export type TextElement = ElementOf<'text'>;
export type LogoElement = ElementOf<'logo'>;

export interface Placed<Element> {
  layer: Layer;
  element: Element;
}

function flatten(element: LayerElement): LayerElement[] {
  return element.kind === 'accent' || element.kind === 'clip'
    ? [element, ...element.elements.flatMap(flatten)]
    : [element];
}

/** Every visible element of a kind, groups opened, in paint order. */
export function visibleElements<Kind extends LayerElement['kind']>(
  document: LayerDocument,
  kind: Kind,
): Placed<ElementOf<Kind>>[] {
  return document.layers
    .filter((layer) => layer.visible)
    .flatMap((layer) =>
      flatten(layer.element)
        .filter((element): element is ElementOf<Kind> => element.kind === kind)
        .map((element) => ({ layer, element })),
    );
}

export function copyTexts(document: LayerDocument): Placed<TextElement>[] {
  return visibleElements(document, 'text').filter(
    ({ element }) => copyRoles.has(element.role) && element.fitted.lines.length > 0,
  );
}

/** A document with `change` applied to every element (groups opened) of the layers named. */
export function changeElements(
  document: LayerDocument,
  layerIds: ReadonlySet<string>,
  change: (element: LayerElement) => LayerElement,
): LayerDocument {
  const visit = (element: LayerElement): LayerElement => {
    const changed = change(element);
    return changed.kind === 'accent' || changed.kind === 'clip'
      ? { ...changed, elements: changed.elements.map(visit) }
      : changed;
  };
  return {
    ...document,
    layers: document.layers.map((layer) =>
      layerIds.has(layer.id) ? { ...layer, element: visit(layer.element) } : layer,
    ),
  };
}

export function boxInside(inner: LayerBox, outer: LayerBox, tolerance = 0): boolean {
  return (
    inner.x >= outer.x - tolerance &&
    inner.y >= outer.y - tolerance &&
    inner.x + inner.width <= outer.x + outer.width + tolerance &&
    inner.y + inner.height <= outer.y + outer.height + tolerance
  );
}

/** `box` moved the least distance that puts it inside `zone` (its start edges first when larger). */
export function movedInside(box: LayerBox, zone: LayerBox): LayerBox {
  const clamp = (start: number, size: number, zoneStart: number, zoneSize: number) =>
    Math.max(zoneStart, Math.min(start, zoneStart + zoneSize - size));
  return {
    ...box,
    x: clamp(box.x, box.width, zone.x, zone.width),
    y: clamp(box.y, box.height, zone.y, zone.height),
  };
}

/** `other` carried along as `from` became `to` (scaled about the same centre, then moved). */
export function shifted(other: LayerBox, from: LayerBox, to: LayerBox): LayerBox {
  const scale = to.width / Math.max(1, from.width);
  const centreX = to.x + to.width / 2 + (other.x + other.width / 2 - (from.x + from.width / 2)) * scale;
  const centreY = to.y + to.height / 2 + (other.y + other.height / 2 - (from.y + from.height / 2)) * scale;
  const width = other.width * scale;
  const height = other.height * scale;
  return { x: centreX - width / 2, y: centreY - height / 2, width, height };
}
