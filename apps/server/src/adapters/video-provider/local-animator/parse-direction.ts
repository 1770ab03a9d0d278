import { loadBrandLayer, wordPattern } from '../../../brand-layer/index.ts';

/**
 * A video prompt read as direction, never as copy (decision 0036): the camera move, how the copy,
 * the logo and the call to action enter, the pace and whether the whole picture must stay in view,
 * in the app's four languages. The words the video shows come from its base creative; only text
 * the user put in quotes is taken from the prompt, verbatim.
 */

export const cameraMoves = [
  'zoom-in',
  'zoom-out',
  'push-in',
  'pull-out',
  'pan-left',
  'pan-right',
  'pan-up',
  'pan-down',
  'drift',
  'static',
] as const;
export type CameraMove = (typeof cameraMoves)[number];
type CopyEntrance = 'slide-up' | 'fade' | 'pop';
export type Pace = 'slow' | 'normal' | 'fast';

export interface VideoDirection {
  /** Null when the prompt names none: the animator picks one that suits the picture. */
  camera: CameraMove | null;
  copy: CopyEntrance;
  /** The logo comes in late, as the ending's reveal, instead of with the first frames. */
  logoReveal: boolean;
  ctaPulse: boolean;
  pace: Pace;
  /** The whole picture stays in view over a blurred copy of itself instead of filling the frame. */
  letterbox: boolean;
  /** Text in double quotes: the words to show instead of the base's headline (and sub-line). */
  quotes: string[];
}

/** Lower case without accents, so one list serves "rápido" and "rapido". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const words = (list: string[]) => wordPattern(list.map(fold), 'u');

/** Camera words, earliest in the prompt wins; "zoom" alone is a zoom in. */
const cameraWords: [CameraMove, RegExp][] = [
  [
    'zoom-out',
    words([
      'zoom out',
      'zooms out',
      'zooming out',
      'zoom back',
      'rauszoomen',
      'herauszoomen',
      'wegzoomen',
      'zoom raus',
      'zoom heraus',
      'zoom arrière',
      'dézoom',
      'dézoome',
      'dézoomer',
      'alejar',
      'alejamiento',
      'se aleja',
      'zoom hacia fuera',
      'zoom hacia afuera',
      'zoom de alejamiento',
    ]),
  ],
  [
    'pull-out',
    words([
      'pull out',
      'pull back',
      'pulls back',
      'pulling back',
      'dolly out',
      'move back',
      'zurückfahren',
      'fährt zurück',
      'rückfahrt',
      'travelling arrière',
      'recul',
      'reculer',
      'la caméra recule',
      'travelling hacia atrás',
      'retroceder',
      'la cámara retrocede',
    ]),
  ],
  [
    'push-in',
    words([
      'push in',
      'pushes in',
      'pushing in',
      'push into',
      'dolly in',
      'move in',
      'move closer',
      'heranfahren',
      'ranfahren',
      'hineinfahren',
      'fährt heran',
      'fährt auf',
      'travelling avant',
      'avancer vers',
      'la caméra avance',
      'travelling hacia adelante',
      'avanzar hacia',
      'la cámara avanza',
    ]),
  ],
  [
    'zoom-in',
    words([
      'zoom',
      'zoom in',
      'zooms in',
      'zooming in',
      'zoom into',
      'ken burns',
      'reinzoomen',
      'hineinzoomen',
      'heranzoomen',
      'ranzoomen',
      'zoomen',
      'zoom avant',
      'zoomer',
      'zoome',
      'acercar',
      'acercamiento',
      'zoom hacia dentro',
    ]),
  ],
  [
    'pan-left',
    words([
      'pan left',
      'pans left',
      'pan to the left',
      'panning left',
      'move left',
      'track left',
      'nach links',
      'linksschwenk',
      'vers la gauche',
      'panoramique gauche',
      'a la izquierda',
      'hacia la izquierda',
    ]),
  ],
  [
    'pan-right',
    words([
      'pan right',
      'pans right',
      'pan to the right',
      'panning right',
      'move right',
      'track right',
      'nach rechts',
      'rechtsschwenk',
      'vers la droite',
      'panoramique droite',
      'a la derecha',
      'hacia la derecha',
    ]),
  ],
  [
    'pan-up',
    words([
      'pan up',
      'pans up',
      'tilt up',
      'tilts up',
      'nach oben schwenken',
      'schwenk nach oben',
      'schwenkt nach oben',
      'panoramique vers le haut',
      'vers le haut',
      'paneo hacia arriba',
      'hacia arriba',
      'inclinar hacia arriba',
    ]),
  ],
  [
    'pan-down',
    words([
      'pan down',
      'pans down',
      'tilt down',
      'tilts down',
      'nach unten schwenken',
      'schwenk nach unten',
      'schwenkt nach unten',
      'panoramique vers le bas',
      'vers le bas',
      'paneo hacia abajo',
      'hacia abajo',
      'inclinar hacia abajo',
    ]),
  ],
  [
    'drift',
    words([
      'orbit',
      'orbits',
      'drift',
      'drifts',
      'drifting',
      'circle around',
      'arc around',
      'parallax',
      'umkreisen',
      'umkreist',
      'kreisen',
      'schweben',
      'schwebt',
      'parallaxe',
      'orbite',
      'tourne autour',
      'tourner autour',
      'dérive',
      'mouvement circulaire',
      'órbita',
      'orbitar',
      'gira alrededor',
      'girar alrededor',
      'deriva',
      'movimiento circular',
      'paralaje',
    ]),
  ],
  [
    'static',
    words([
      'static',
      'still camera',
      'locked off',
      'no camera move',
      'no camera movement',
      'no zoom',
      'statisch',
      'ohne kamerabewegung',
      'keine kamerabewegung',
      'kein zoom',
      'statique',
      'caméra fixe',
      'plan fixe',
      'sans mouvement de caméra',
      'pas de zoom',
      'estático',
      'estática',
      'cámara fija',
      'sin movimiento de cámara',
      'sin zoom',
    ]),
  ],
];

/** A clause about the copy, the logo or the button: its verbs animate that, not the camera. */
const copySubject = words([
  'headline',
  'title',
  'text',
  'copy',
  'tagline',
  'subline',
  'sub-line',
  'subtitle',
  'words',
  'überschrift',
  'headline',
  'titel',
  'schrift',
  'slogan',
  'unterzeile',
  'titre',
  'texte',
  'accroche',
  'slogan',
  'sous-titre',
  'titular',
  'título',
  'texto',
  'eslogan',
  'subtítulo',
]);
const logoSubject = words(['logo', 'logos', 'brand mark', 'wordmark', 'markenzeichen', 'marque', 'logotipo']);
const ctaSubject = words([
  'button',
  'cta',
  'call to action',
  'call-to-action',
  'schaltfläche',
  'knopf',
  'bouton',
  'appel à l’action',
  "appel à l'action",
  'botón',
  'llamada a la acción',
]);

const copyEntrances: [CopyEntrance, RegExp][] = [
  [
    'pop',
    words([
      'pop',
      'pops',
      'popping',
      'pop in',
      'pops in',
      'bounce',
      'bounces',
      'bouncing',
      'scale in',
      'scales in',
      'poppt',
      'ploppt',
      'springt',
      'hüpft',
      'federt',
      'rebondit',
      'rebond',
      'surgit',
      'rebota',
      'salta',
      'aparece de golpe',
    ]),
  ],
  [
    'fade',
    words([
      'fade',
      'fades',
      'fading',
      'fade in',
      'fades in',
      'dissolve',
      'dissolves',
      'blendet',
      'eingeblendet',
      'einblenden',
      'blendet ein',
      'überblenden',
      'fondu',
      'en fondu',
      'apparaît en fondu',
      'fundido',
      'se desvanece',
      'aparece suavemente',
    ]),
  ],
  [
    'slide-up',
    words([
      'slide',
      'slides',
      'sliding',
      'slides up',
      'slide in',
      'glide',
      'glides',
      'rise',
      'rises',
      'rising',
      'moves up',
      'from below',
      'from the bottom',
      'gleitet',
      'schiebt sich',
      'fährt ein',
      'fährt hoch',
      'steigt',
      'von unten',
      'glisse',
      'glisser',
      'monte',
      'monter',
      'par le bas',
      'depuis le bas',
      'desliza',
      'se desliza',
      'deslizar',
      'sube',
      'subir',
      'desde abajo',
    ]),
  ],
];

const revealWords = words([
  'reveal',
  'reveals',
  'revealed',
  'appears',
  'appear',
  'at the end',
  'end on',
  'end with',
  'ends with',
  'outro',
  'enthüllt',
  'enthüllen',
  'erscheint',
  'am ende',
  'zum schluss',
  'révélé',
  'révèle',
  'révélation',
  'apparaît',
  'à la fin',
  'revela',
  'revelar',
  'aparece',
  'al final',
  'pop',
  'pops',
  'fade in',
  'fades in',
  'einblenden',
]);
const pulseWords = words([
  'pulse',
  'pulses',
  'pulsing',
  'pulsate',
  'pulsates',
  'throb',
  'throbs',
  'blink',
  'blinks',
  'heartbeat',
  'pulsiert',
  'pulsieren',
  'pulsierend',
  'blinkt',
  'pulse',
  'pulsation',
  'palpite',
  'clignote',
  'late',
  'pulsa',
  'pulsante',
  'palpita',
  'parpadea',
]);
const slowWords = words([
  'slow',
  'slowly',
  'gentle',
  'gently',
  'subtle',
  'calm',
  'smooth',
  'langsam',
  'langsame',
  'langsamer',
  'sanft',
  'sanfte',
  'ruhig',
  'ruhige',
  'gemächlich',
  'lent',
  'lente',
  'lentement',
  'doux',
  'douce',
  'doucement',
  'lento',
  'lenta',
  'lentamente',
  'suave',
  'suavemente',
  'despacio',
]);
const fastWords = words([
  'fast',
  'quick',
  'quickly',
  'snappy',
  'dynamic',
  'energetic',
  'punchy',
  'rapid',
  'schnell',
  'schnelle',
  'zügig',
  'dynamisch',
  'dynamische',
  'rasant',
  'rapide',
  'rapidement',
  'vite',
  'dynamique',
  'énergique',
  'rápido',
  'rápida',
  'rápidamente',
  'dinámico',
  'dinámica',
  'enérgico',
]);
const letterboxWords = words([
  'letterbox',
  'letterboxed',
  'letterboxing',
  'pillarbox',
  'show the whole image',
  'whole image',
  'whole picture',
  'full image',
  'entire image',
  'no crop',
  'no cropping',
  "don't crop",
  'do not crop',
  'without cropping',
  'ganzes bild',
  'ganze bild',
  'ganzen bild',
  'ganzes foto',
  'das ganze bild',
  'nicht beschneiden',
  'nicht zuschneiden',
  'ohne beschnitt',
  'ohne zuschneiden',
  'image entière',
  'image en entier',
  "toute l'image",
  'toute l’image',
  'sans recadrage',
  'sans recadrer',
  'ne pas recadrer',
  'imagen completa',
  'toda la imagen',
  'imagen entera',
  'sin recortar',
  'sin recorte',
  'no recortar',
]);

/** Clauses: the prompt split at punctuation and at "and", "then", "und", "dann", "et", "puis", "y", "luego". */
const clauseBreak =
  /[,.;:!?\n]+|\s(?:and|then|while|und|dann|während|et|puis|pendant que|y|luego|mientras)\s/u;

export async function parseDirection(prompt: string): Promise<VideoDirection> {
  const folded = fold(prompt);
  const clauses = folded.split(clauseBreak).map((clause) => clause.trim());
  let copy: CopyEntrance | null = null;
  let logoReveal = false;
  let ctaPulse = false;
  let camera: { move: CameraMove; at: number; length: number } | null = null;
  let offset = 0;
  for (const clause of clauses) {
    const at = folded.indexOf(clause, offset);
    offset = Math.max(offset, at);
    const aboutCta = ctaSubject.test(clause);
    const aboutLogo = logoSubject.test(clause);
    const aboutCopy = copySubject.test(clause);
    if (aboutCta && pulseWords.test(clause)) ctaPulse = true;
    if (aboutLogo && revealWords.test(clause)) logoReveal = true;
    if (aboutCopy && !copy) copy = copyEntrances.find(([, pattern]) => pattern.test(clause))?.[0] ?? null;
    // "The headline slides up", "logo pops in": the element moves, not the camera.
    if (aboutCopy || aboutLogo || aboutCta) continue;
    for (const [move, pattern] of cameraWords) {
      const match = pattern.exec(clause);
      if (!match) continue;
      const found = { move, at: at + match.index, length: match[0].length };
      if (!camera || found.at < camera.at || (found.at === camera.at && found.length > camera.length))
        camera = found;
    }
  }
  return {
    camera: camera?.move ?? null,
    copy: copy ?? 'slide-up',
    logoReveal,
    ctaPulse,
    pace: slowWords.test(folded) ? 'slow' : fastWords.test(folded) ? 'fast' : 'normal',
    letterbox: letterboxWords.test(folded),
    quotes: (await loadBrandLayer()).quotedTexts(prompt),
  };
}
