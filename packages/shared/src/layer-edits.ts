import type { LayerBox, LayerElement } from './layers.ts';

/**
 * Edits of a layer document's elements that the image editor makes and the server repeats
 * (decision 0055): moving an element by whole pixels, and giving a boxed element a new box.
 * Shared, so what the editor shows moved is what the server renders moved.
 */

/** How many numbers each absolute path command takes per repeat, and which of them are x and y. */
const absoluteAxes: Record<string, ('x' | 'y' | null)[]> = {
  M: ['x', 'y'],
  L: ['x', 'y'],
  T: ['x', 'y'],
  H: ['x'],
  V: ['y'],
  C: ['x', 'y', 'x', 'y', 'x', 'y'],
  S: ['x', 'y', 'x', 'y'],
  Q: ['x', 'y', 'x', 'y'],
  A: [null, null, null, null, null, 'x', 'y'],
};

const round = (value: number) => Math.round(value * 100) / 100;

/** SVG path data moved by (dx, dy): absolute coordinates shift, relative ones stay. */
export function translatePath(d: string, dx: number, dy: number): string {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  const out: string[] = [];
  let command = '';
  let commands = 0;
  let index = 0;
  for (const token of tokens) {
    if (/^[a-zA-Z]$/.test(token)) {
      command = token;
      commands += 1;
      index = 0;
      out.push(token);
      continue;
    }
    const value = Number(token);
    // A path's first moveto pair is absolute even when written relative.
    const axes =
      absoluteAxes[command] ?? (command === 'm' && commands === 1 && index < 2 ? absoluteAxes.M : undefined);
    const axis = axes ? axes[index % axes.length] : null;
    out.push(String(round(axis === 'x' ? value + dx : axis === 'y' ? value + dy : value)));
    index += 1;
  }
  return out.join(' ');
}

export const movedBox = (box: LayerBox, dx: number, dy: number): LayerBox => ({
  ...box,
  x: box.x + dx,
  y: box.y + dy,
});

/**
 * The element, and everything it groups, moved by (dx, dy). Generic so the compositor's scene
 * elements (a text's typeface open instead of its font named) move the same way.
 */
export function translateElement<E extends { kind: LayerElement['kind'] }>(
  element: E,
  dx: number,
  dy: number,
): E {
  return translated(element as unknown as LayerElement, dx, dy) as unknown as E;
}

function translated(element: LayerElement, dx: number, dy: number): LayerElement {
  switch (element.kind) {
    case 'accent':
    case 'clip':
      return {
        ...element,
        box: movedBox(element.box, dx, dy),
        elements: element.elements.map((child) => translated(child, dx, dy)),
      };
    case 'path':
      return {
        ...element,
        d: translatePath(element.d, dx, dy),
        ...(element.rotate
          ? { rotate: { ...element.rotate, cx: element.rotate.cx + dx, cy: element.rotate.cy + dy } }
          : {}),
      };
    case 'circle':
    case 'ellipse':
      return { ...element, cx: element.cx + dx, cy: element.cy + dy };
    case 'logo':
      return {
        ...element,
        box: movedBox(element.box, dx, dy),
        ...(element.scrim ? { scrim: { ...element.scrim, box: movedBox(element.scrim.box, dx, dy) } } : {}),
      };
    default:
      return { ...element, box: movedBox(element.box, dx, dy) };
  }
}

/** Element kinds the editor resizes by their box (text refits in it, pictures scale to it). */
export const resizableKinds = new Set<LayerElement['kind']>(['text', 'logo', 'photo', 'illustration']);

/** The element given a new box; a logo's scrim keeps its margin around the mark. */
export function resizeElement(element: LayerElement, box: LayerBox): LayerElement {
  if (!resizableKinds.has(element.kind) || !('box' in element)) return element;
  if (element.kind === 'logo' && element.scrim) {
    const { scrim } = element;
    const scale = box.width / Math.max(1, element.box.width);
    const left = (element.box.x - scrim.box.x) * scale;
    const top = (element.box.y - scrim.box.y) * scale;
    return {
      ...element,
      box,
      scrim: {
        ...scrim,
        box: {
          x: box.x - left,
          y: box.y - top,
          width: scrim.box.width * scale,
          height: scrim.box.height * scale,
        },
      },
    };
  }
  return { ...element, box };
}
