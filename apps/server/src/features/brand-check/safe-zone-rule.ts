import type { AdFormat } from '@brandloom/shared/ad-formats';
import type { LayerBox, LayerDocument, LayerElement } from '@brandloom/shared/layers';
import { type CheckContext, type Finding, finding } from './brand-check-context.ts';
import { boxInside, movedInside, shifted, visibleElements } from './layer-elements.ts';

/**
 * Text and logo stay inside the placement's safe zone (the canvas without one), to the pixel (the
 * compositor's boxes are fractional, so up to one pixel over is not counted).
 */

const tolerance = 1;

function overflow(
  box: { x: number; y: number; width: number; height: number },
  context: CheckContext,
): number {
  const { zone } = context;
  return Math.max(
    0,
    zone.x - box.x,
    zone.y - box.y,
    box.x + box.width - (zone.x + zone.width),
    box.y + box.height - (zone.y + zone.height),
  );
}

export function checkSafeZone(document: LayerDocument, context: CheckContext): Finding[] {
  const marked = [
    ...visibleElements(document, 'text').filter(({ element }) => element.role !== 'quote-mark'),
    ...visibleElements(document, 'logo'),
  ];
  return marked.map(({ layer, element }) => {
    const inside = boxInside(element.box, context.zone, tolerance);
    return finding(
      'safe-zone',
      inside ? 'pass' : 'fail',
      layer,
      { pixels: Math.ceil(overflow(element.box, context)) },
      true,
    );
  });
}

/** A text or logo outside the zone moves the least distance that brings it in. */
export function fixSafeZone(element: LayerElement, context: CheckContext): LayerElement {
  if (element.kind !== 'text' && element.kind !== 'logo') return element;
  if (boxInside(element.box, context.zone, tolerance)) return element;
  const box = movedInside(element.box, context.zone);
  if (element.kind === 'logo' && element.scrim)
    return {
      ...element,
      box,
      scrim: { ...element.scrim, box: shifted(element.scrim.box, element.box, box) },
    };
  return { ...element, box };
}

/** Where text and logo must stay: the placement's safe zone on this canvas, or the whole canvas. */
export function safeZoneBox(
  document: Pick<LayerDocument, 'width' | 'height'>,
  format: AdFormat | undefined,
): LayerBox {
  const zone = format?.safeZone ?? { top: 0, right: 0, bottom: 0, left: 0 };
  return {
    x: zone.left * document.width,
    y: zone.top * document.height,
    width: document.width * (1 - zone.left - zone.right),
    height: document.height * (1 - zone.top - zone.bottom),
  };
}
