import type { Box, Scene, SceneElement } from './scene.ts';

/**
 * A scene laid out inside a placement's safe zone, set on the whole canvas (decision 0052): every
 * element moves by the zone's top-left inset, and the grounds — panels, photos and textures that
 * reached an edge of the laid-out area — grow to the canvas's edge, so the interface zones of a
 * story or reel show the ad's background while its copy, button and logo stay clear of them.
 */

export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

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

interface Frame {
  /** The laid-out area's size. */
  width: number;
  height: number;
  dx: number;
  dy: number;
  canvas: { width: number; height: number };
}

const moved = (box: Box, frame: Frame): Box => ({ ...box, x: box.x + frame.dx, y: box.y + frame.dy });

/** The box moved, and stretched to the canvas's edge on each side where it reached the area's. */
function bled(box: Box, frame: Frame): Box {
  const edge = 0.5;
  const left = box.x <= edge ? 0 : box.x + frame.dx;
  const top = box.y <= edge ? 0 : box.y + frame.dy;
  const right = box.x + box.width >= frame.width - edge ? frame.canvas.width : box.x + box.width + frame.dx;
  const bottom =
    box.y + box.height >= frame.height - edge ? frame.canvas.height : box.y + box.height + frame.dy;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

function placeElement(element: SceneElement, frame: Frame): SceneElement {
  switch (element.kind) {
    case 'rect':
    case 'photo':
    case 'grain':
    case 'dots':
    case 'stripes':
    case 'grid':
      return { ...element, box: bled(element.box, frame) };
    case 'clip':
      return {
        ...element,
        box: bled(element.box, frame),
        elements: element.elements.map((child) => placeElement(child, frame)),
      };
    case 'accent':
      return {
        ...element,
        box: moved(element.box, frame),
        elements: element.elements.map((child) => placeElement(child, frame)),
      };
    case 'path':
      return {
        ...element,
        d: translatePath(element.d, frame.dx, frame.dy),
        ...(element.rotate
          ? {
              rotate: {
                ...element.rotate,
                cx: element.rotate.cx + frame.dx,
                cy: element.rotate.cy + frame.dy,
              },
            }
          : {}),
      };
    case 'circle':
    case 'ellipse':
      return { ...element, cx: element.cx + frame.dx, cy: element.cy + frame.dy };
    case 'logo':
      return {
        ...element,
        box: moved(element.box, frame),
        ...(element.scrim ? { scrim: { ...element.scrim, box: moved(element.scrim.box, frame) } } : {}),
      };
    case 'text':
    case 'outline':
    case 'illustration':
      return { ...element, box: moved(element.box, frame) };
  }
}

/** The scene, laid out in a `scene.width` × `scene.height` area, set into a canvas with these insets. */
export function bleedScene(scene: Scene, insets: Insets): Scene {
  const canvas = {
    width: scene.width + insets.left + insets.right,
    height: scene.height + insets.top + insets.bottom,
  };
  const frame: Frame = { width: scene.width, height: scene.height, dx: insets.left, dy: insets.top, canvas };
  return {
    ...scene,
    ...canvas,
    safeArea: moved(scene.safeArea, frame),
    elements: scene.elements.map((element) => placeElement(element, frame)),
  };
}
