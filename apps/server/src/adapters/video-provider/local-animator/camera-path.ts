import type { CameraMove, Pace } from './parse-direction.ts';

/**
 * The camera as a crop path across the picture: at every moment a window of the frame's shape that
 * lies wholly inside the picture, so any base ratio fills the frame (cover-fit) and the move travels
 * within the picture's spare area (zooming in where it has to, to make room for a pan).
 */

export interface Size {
  width: number;
  height: number;
}
/** A window in picture pixels; its height follows from the frame's shape. */
export interface Window {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface Point {
  x: number;
  y: number;
}

const amplitudes: Record<Pace, number> = { slow: 0.7, normal: 1, fast: 1.4 };

/** Gentle at both ends, like a camera operator's move. */
export const easeInOut = (progress: number) =>
  0.5 - 0.5 * Math.cos(Math.PI * Math.min(1, Math.max(0, progress)));

/**
 * The move the prompt did not name: across the spare area when the picture's shape is far from the
 * frame's (a portrait photo in a landscape frame tilts down it), else a slow push towards the subject.
 */
export function defaultMove(picture: Size, frame: Size): CameraMove {
  const shapes = picture.width / picture.height / (frame.width / frame.height);
  if (shapes < 0.8) return 'pan-down';
  if (shapes > 1.25) return 'pan-right';
  return 'zoom-in';
}

/** The window's position along the path, 0 to 1, for a given time's progress. */
export function cameraPath(
  move: CameraMove,
  pace: Pace,
  picture: Size,
  frame: Size,
  focus: Point,
): (progress: number) => Window {
  const aspect = frame.width / frame.height;
  const amplitude = amplitudes[pace];
  // The largest window of the frame's shape inside the picture (zoom 1).
  const coverWidth = Math.min(picture.width, picture.height * aspect);
  const window = (zoom: number, centre: Point): Window => {
    const width = coverWidth / zoom;
    const height = width / aspect;
    const x = Math.min(picture.width - width, Math.max(0, centre.x - width / 2));
    const y = Math.min(picture.height - height, Math.max(0, centre.y - height / 2));
    return { x, y, width, height };
  };
  const middle = { x: picture.width / 2, y: picture.height / 2 };
  const between = (from: number, to: number, progress: number) => from + (to - from) * easeInOut(progress);
  const zoomTowards = (range: number, inwards: boolean) => (progress: number) => {
    const p = inwards ? progress : 1 - progress;
    const centre = { x: between(middle.x, focus.x, p), y: between(middle.y, focus.y, p) };
    return window(1 + range * amplitude * easeInOut(p), centre);
  };
  /** A pan along one axis: zoomed in just enough for the travel, kept about the subject. */
  const pan = (axis: 'x' | 'y', sign: 1 | -1) => {
    const length = axis === 'x' ? picture.width : picture.height;
    const cover = axis === 'x' ? coverWidth : coverWidth / aspect;
    const share = 0.2 * amplitude;
    const zoom = Math.max(1.04, (cover * (1 + share)) / length);
    const size = cover / zoom;
    const travel = Math.min(length - size, share * size);
    const along = axis === 'x' ? focus.x : focus.y;
    // Both ends inside the picture: near an edge the whole path shifts inwards.
    const low = Math.min(along - travel / 2, along + travel / 2);
    const shift = Math.max(0, size / 2 - low) - Math.max(0, low + travel - (length - size / 2));
    return (progress: number) => {
      const at = along + shift + sign * travel * (easeInOut(progress) - 0.5);
      return window(zoom, axis === 'x' ? { x: at, y: focus.y } : { x: focus.x, y: at });
    };
  };
  switch (move) {
    case 'zoom-in':
      return zoomTowards(0.16, true);
    case 'zoom-out':
      return zoomTowards(0.16, false);
    case 'push-in':
      return zoomTowards(0.32, true);
    case 'pull-out':
      return zoomTowards(0.32, false);
    case 'pan-right':
      return pan('x', 1);
    case 'pan-left':
      return pan('x', -1);
    case 'pan-down':
      return pan('y', 1);
    case 'pan-up':
      return pan('y', -1);
    case 'drift':
      return (progress) => {
        // An arc around the subject with a slow push: reads as the camera circling it.
        const angle = Math.PI * (-0.75 + 0.5 * easeInOut(progress));
        const radius = 0.05 * amplitude * coverWidth;
        const centre = { x: focus.x + radius * Math.cos(angle), y: focus.y + 0.6 * radius * Math.sin(angle) };
        return window(1.1 + 0.06 * amplitude * easeInOut(progress), centre);
      };
    case 'static':
      return () => window(1, focus);
  }
}
