/**
 * The camera move of an animation, read from the words of the prompt in the four languages
 * ("zoom out", "nach links schwenken" …); a slow push in when it names none.
 */
export type CameraMove = 'zoom-in' | 'zoom-out' | 'pan-left' | 'pan-right';

const moves: [CameraMove, RegExp][] = [
  [
    'zoom-out',
    /zoom(?:s|ing)?\s+out|pull(?:s|ing)?\s+back|heraus\s?zoom|raus\s?zoom|dézoom|zoom arrière|alejar|zoom hacia (?:afuera|fuera)/iu,
  ],
  [
    'pan-left',
    /(?:pan|schwenk|move|slide)\p{L}*\s+(?:to the\s+)?left|nach links|vers la gauche|(?:hacia )?la izquierda/iu,
  ],
  [
    'pan-right',
    /(?:pan|schwenk|move|slide)\p{L}*\s+(?:to the\s+)?right|nach rechts|vers la droite|(?:hacia )?la derecha/iu,
  ],
];

export function cameraMove(prompt: string): CameraMove {
  return moves.find(([, pattern]) => pattern.test(prompt))?.[0] ?? 'zoom-in';
}

/** How far the camera travels: the largest zoom, and the zoom held while panning. */
export const zoomRange = 0.15;
const panZoom = 1.12;

/**
 * zoompan expressions for the move over `frames` output frames, eased in and out (smoothstep).
 * `on` is the output frame number; x and y place the crop of size iw/zoom × ih/zoom.
 */
export function zoompanExpressions(move: CameraMove, frames: number): { z: string; x: string; y: string } {
  const progress = `min(1,on/${Math.max(1, frames - 1)})`;
  const eased = `(${progress})*(${progress})*(3-2*(${progress}))`;
  const centreX = '(iw-iw/zoom)/2';
  const centreY = '(ih-ih/zoom)/2';
  switch (move) {
    case 'zoom-in':
      return { z: `1+${zoomRange}*${eased}`, x: centreX, y: centreY };
    case 'zoom-out':
      return { z: `${1 + zoomRange}-${zoomRange}*${eased}`, x: centreX, y: centreY };
    case 'pan-right':
      return { z: String(panZoom), x: `(iw-iw/zoom)*${eased}`, y: centreY };
    case 'pan-left':
      return { z: String(panZoom), x: `(iw-iw/zoom)*(1-${eased})`, y: centreY };
  }
}

/**
 * The foreground's drift against the background (the parallax): it travels further and the other
 * way, across for pans, upwards for zooms. Expressions of the output time `t` for overlay's x and y.
 */
export function foregroundDrift(move: CameraMove, seconds: number, travel: number): { x: string; y: string } {
  const eased = `(min(1,t/${seconds})*min(1,t/${seconds})*(3-2*min(1,t/${seconds})))`;
  const sway = `${travel}*(0.5-${eased})`;
  const centreX = '(main_w-overlay_w)/2';
  const centreY = '(main_h-overlay_h)/2';
  switch (move) {
    case 'pan-right':
      return { x: `${centreX}+${sway}`, y: centreY };
    case 'pan-left':
      return { x: `${centreX}-${sway}`, y: centreY };
    default:
      return { x: centreX, y: `${centreY}+${sway}/2` };
  }
}
