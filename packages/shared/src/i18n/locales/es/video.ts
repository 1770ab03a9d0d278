import type { Messages } from '../../catalog.ts';
import type { video as en } from '../en/video.ts';

export const video: Messages<typeof en> = {
  modeLabel: 'Tipo de creatividad',
  image: 'Imagen',
  video: 'Vídeo',
  beta: 'Beta',
  noAccess: 'Las creatividades de vídeo están en beta abierta y tu cuenta aún no tiene acceso a vídeo.',
  model: 'Modelo de vídeo',
  duration: 'Duración',
  seconds: '{seconds} s',
  aspect: 'Formato',
  aspects: {
    landscape: '16:9 horizontal',
    portrait: '9:16 vertical',
    source: 'Como la imagen base',
  },
  base: 'Imagen base',
  noBase: 'Elige la imagen que quieres animar: una de tus creatividades o una subida.',
  removeBase: 'Quitar la imagen base',
  fromCreatives: 'Desde creatividades',
  fromUploads: 'Desde subidas',
  confirmBase: 'Usar como imagen base',
  pickBaseCreative: {
    title: 'Animar una de tus creatividades',
    description:
      'Elige la imagen con la que empieza el vídeo. Su titular, su botón y su logo se animan en el vídeo.',
  },
  pickBaseUpload: {
    title: 'Animar una de tus subidas',
    description: 'Elige la foto con la que empieza el vídeo. Se le añade el logo de tu marca.',
  },
  named: '{name} — vídeo',
  baseAlt: 'Imagen base: {prompt}',
  useAsBase: 'Animar: usar como base de un vídeo',
  placeholder: 'Describe el movimiento, p. ej. zoom lento al producto y luego el logo',
  play: 'Reproducir vídeo',
  videoLabel: 'Vídeo: {prompt}',
  phase: {
    preparing: 'Preparando',
    queued: 'Esperando al modelo',
    rendering: 'Renderizando',
    finishing: 'Finalizando',
  },
  phasePercent: '{phase} {percent} %',
  elapsed: 'Generando… {seconds} s',
  badge: 'Vídeo de {seconds} s',
  baseLoadFailed: 'No se pudo cargar esa creatividad como imagen base.',
  admin: {
    access: 'Creatividades de vídeo (beta abierta)',
    beta: 'Acceso beta',
    none: 'Sin acceso',
  },
};
