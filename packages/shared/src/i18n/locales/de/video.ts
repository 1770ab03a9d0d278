import type { Messages } from '../../catalog.ts';
import type { video as en } from '../en/video.ts';

export const video: Messages<typeof en> = {
  modeLabel: 'Art des Creatives',
  image: 'Bild',
  video: 'Video',
  beta: 'Beta',
  noAccess: 'Video-Creatives sind in der offenen Beta und dein Konto hat noch keinen Videozugang.',
  model: 'Videomodell',
  duration: 'Länge',
  seconds: '{seconds} s',
  aspect: 'Format',
  aspects: {
    landscape: '16:9 Querformat',
    portrait: '9:16 Hochformat',
    source: 'Wie das Ausgangsbild',
  },
  base: 'Ausgangsbild',
  noBase: 'Wähle das Bild, das sich bewegen soll: eines deiner Creatives oder einen Upload.',
  removeBase: 'Ausgangsbild entfernen',
  fromCreatives: 'Aus Creatives',
  fromUploads: 'Aus Uploads',
  confirmBase: 'Als Ausgangsbild nehmen',
  pickBaseCreative: {
    title: 'Eines deiner Creatives animieren',
    description:
      'Wähle das Bild, mit dem das Video beginnt. Überschrift, Button und Logo werden im Video animiert.',
  },
  pickBaseUpload: {
    title: 'Einen deiner Uploads animieren',
    description: 'Wähle das Foto, mit dem das Video beginnt. Das Logo deiner Marke wird daraufgesetzt.',
  },
  named: '{name} – Video',
  baseAlt: 'Ausgangsbild: {prompt}',
  useAsBase: 'Animieren: als Ausgangsbild für ein Video verwenden',
  placeholder: 'Beschreibe die Bewegung, z. B. langsam auf das Produkt zoomen, dann das Logo',
  play: 'Video abspielen',
  videoLabel: 'Video: {prompt}',
  phase: {
    preparing: 'Wird vorbereitet',
    queued: 'Wartet auf das Modell',
    rendering: 'Wird gerendert',
    finishing: 'Wird abgeschlossen',
  },
  phasePercent: '{phase} {percent} %',
  elapsed: 'Wird erstellt … {seconds} s',
  badge: '{seconds}-s-Video',
  baseLoadFailed: 'Dieses Creative konnte nicht als Ausgangsbild geladen werden.',
  admin: {
    access: 'Video-Creatives (offene Beta)',
    beta: 'Beta-Zugang',
    none: 'Kein Zugang',
  },
};
