import { translateElement } from '@brandloom/shared/layer-edits';
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
    default:
      return translateElement(element, frame.dx, frame.dy);
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
