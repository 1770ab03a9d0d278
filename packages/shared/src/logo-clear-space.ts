import type { LayerBox, LayerDocument, LayerElement } from './layers.ts';

/**
 * A logo's clear space (decision 0056's brand check, 0066's editor): a quarter of its shorter side
 * on every side, free of copy. The brand check warns when copy crowds it; the image editor keeps
 * it while the logo is dragged or nudged, from the copy and from the canvas's edges.
 */

const clearSpaceShare = 0.25;

/** The text roles that carry the ad's copy (not the wordmark, a logo in letters, nor quote marks). */
export const copyRoles: ReadonlySet<string> = new Set(['headline', 'subline', 'cta', 'badge', 'footer']);

function copyBoxesIn(element: LayerElement): LayerBox[] {
  if (element.kind === 'accent' || element.kind === 'clip') return element.elements.flatMap(copyBoxesIn);
  return element.kind === 'text' && copyRoles.has(element.role) && element.fitted.lines.length > 0
    ? [element.box]
    : [];
}

export function logoClearSpace(box: LayerBox): number {
  return Math.min(box.width, box.height) * clearSpaceShare;
}

export function boxesOverlap(first: LayerBox, second: LayerBox): boolean {
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}

export function grownBox(box: LayerBox, margin: number): LayerBox {
  return {
    x: box.x - margin,
    y: box.y - margin,
    width: box.width + 2 * margin,
    height: box.height + 2 * margin,
  };
}

/** Whether the logo at `box` keeps its clear space from the canvas's edges and from every copy box. */
export function keepsClearSpace(box: LayerBox, canvas: { width: number; height: number }, copy: LayerBox[]) {
  const margin = logoClearSpace(box);
  const inside =
    box.x >= margin - 0.5 &&
    box.y >= margin - 0.5 &&
    box.x + box.width <= canvas.width - margin + 0.5 &&
    box.y + box.height <= canvas.height - margin + 0.5;
  const grown = grownBox(box, margin);
  return inside && !copy.some((text) => boxesOverlap(grown, text));
}

/**
 * Where a logo asked to be at `box` goes so it keeps its clear space: the nearest of that place held
 * inside the canvas's margin and the places just clear of each copy box it would crowd; null when
 * none is free.
 */
export function clearLogoBox(
  box: LayerBox,
  canvas: { width: number; height: number },
  copy: LayerBox[],
): LayerBox | null {
  const margin = logoClearSpace(box);
  const held = (x: number, y: number): LayerBox => ({
    ...box,
    x: Math.min(Math.max(x, margin), canvas.width - margin - box.width),
    y: Math.min(Math.max(y, margin), canvas.height - margin - box.height),
  });
  const candidates = [held(box.x, box.y)];
  for (const text of copy) {
    // Just clear of the text on each side, then held inside the canvas.
    candidates.push(
      held(text.x - margin - box.width, box.y),
      held(text.x + text.width + margin, box.y),
      held(box.x, text.y - margin - box.height),
      held(box.x, text.y + text.height + margin),
    );
  }
  const distance = (candidate: LayerBox) => Math.hypot(candidate.x - box.x, candidate.y - box.y);
  const clear = candidates
    .filter((candidate) => keepsClearSpace(candidate, canvas, copy))
    .sort((first, second) => distance(first) - distance(second));
  return clear[0] ?? null;
}

/**
 * A move of a layer by (dx, dy) as the editor makes it: a logo's move changed to the nearest that
 * keeps its clear space from the edges and the visible copy, in whole pixels; any other layer's,
 * and a logo's when no place is clear (a crowded small banner: the brand check warns), as asked.
 */
export function clearLogoMove(document: LayerDocument, layerId: string, dx: number, dy: number) {
  const layer = document.layers.find((item) => item.id === layerId);
  if (layer?.element.kind !== 'logo') return { dx, dy };
  const { box } = layer.element;
  const copy = document.layers
    .filter((item) => item.visible && item.id !== layerId)
    .flatMap((item) => copyBoxesIn(item.element));
  const clear = clearLogoBox({ ...box, x: box.x + dx, y: box.y + dy }, document, copy);
  return clear ? { dx: Math.round(clear.x - box.x), dy: Math.round(clear.y - box.y) } : { dx, dy };
}
