import { describe, expect, it } from 'vitest';
import { parseDirection, type VideoDirection } from './parse-direction.ts';

const plain: VideoDirection = {
  camera: null,
  copy: 'slide-up',
  logoReveal: false,
  ctaPulse: false,
  pace: 'normal',
  letterbox: false,
  quotes: [],
};

const table: [string, Partial<VideoDirection>][] = [
  // en
  ['Slow zoom in, headline slides up', { camera: 'zoom-in', pace: 'slow', copy: 'slide-up' }],
  ['Zoom out slowly', { camera: 'zoom-out', pace: 'slow' }],
  ['Pan to the right across the beans, text fades in', { camera: 'pan-right', copy: 'fade' }],
  ['Tilt up to the sky and the headline pops', { camera: 'pan-up', copy: 'pop' }],
  [
    'Fast push in, logo reveal at the end, pulsing CTA button',
    {
      camera: 'push-in',
      pace: 'fast',
      logoReveal: true,
      ctaPulse: true,
    },
  ],
  ['Gentle orbit around the product', { camera: 'drift', pace: 'slow' }],
  ['Pull back to show the whole image', { camera: 'pull-out', letterbox: true }],
  ['Static camera, letterbox, title fades', { camera: 'static', letterbox: true, copy: 'fade' }],
  ['Make it come alive', {}],
  ['Zoom in, headline "Fresh roast"', { camera: 'zoom-in', quotes: ['Fresh roast'] }],
  // de
  [
    'Langsam reinzoomen, Überschrift gleitet nach oben',
    { camera: 'zoom-in', pace: 'slow', copy: 'slide-up' },
  ],
  ['Langsam nach links schwenken', { camera: 'pan-left', pace: 'slow' }],
  [
    'Schnell rauszoomen und das Logo erscheint am Ende',
    { camera: 'zoom-out', pace: 'fast', logoReveal: true },
  ],
  ['Kamera schwenkt nach unten, Text wird eingeblendet', { camera: 'pan-down', copy: 'fade' }],
  ['Ganzes Bild zeigen, Button pulsiert', { letterbox: true, ctaPulse: true }],
  ['Statisch, Titel poppt auf', { camera: 'static', copy: 'pop' }],
  // fr
  ['Zoom avant lent, le titre glisse vers le haut', { camera: 'zoom-in', pace: 'slow', copy: 'slide-up' }],
  ['Travelling vers la droite', { camera: 'pan-right' }],
  ['Dézoom rapide puis le logo apparaît à la fin', { camera: 'zoom-out', pace: 'fast', logoReveal: true }],
  ["Montrer l'image en entier, le texte en fondu", { letterbox: true, copy: 'fade' }],
  ['Mouvement circulaire doux, le bouton palpite', { camera: 'drift', pace: 'slow', ctaPulse: true }],
  ['Panoramique vers le haut, accroche qui rebondit', { camera: 'pan-up', copy: 'pop' }],
  // es
  ['Zoom lento hacia dentro, el titular sube', { camera: 'zoom-in', pace: 'slow', copy: 'slide-up' }],
  ['Movimiento hacia la izquierda', { camera: 'pan-left' }],
  ['Alejar rápido y el logo aparece al final', { camera: 'zoom-out', pace: 'fast', logoReveal: true }],
  ['Imagen completa, sin recortar, texto con fundido', { letterbox: true, copy: 'fade' }],
  ['Cámara fija, el botón pulsa', { camera: 'static', ctaPulse: true }],
  ['Paneo hacia abajo, el título rebota', { camera: 'pan-down', copy: 'pop' }],
];

describe('a video prompt read as direction', () => {
  it.each(table)('%s', async (prompt, expected) => {
    expect(await parseDirection(prompt)).toEqual({ ...plain, ...expected });
  });

  it('reads a moving headline as the copy’s entrance, never as a camera tilt', async () => {
    expect((await parseDirection('Headline slides up')).camera).toBeNull();
    expect((await parseDirection('Überschrift gleitet nach oben')).camera).toBeNull();
    expect((await parseDirection('El título sube hacia arriba')).camera).toBeNull();
  });
});
