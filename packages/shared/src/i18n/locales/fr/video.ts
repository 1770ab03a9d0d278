import type { Messages } from '../../catalog.ts';
import type { video as en } from '../en/video.ts';

export const video: Messages<typeof en> = {
  modeLabel: 'Type de création',
  image: 'Image',
  video: 'Vidéo',
  beta: 'Bêta',
  noAccess: "Les créations vidéo sont en bêta ouverte et votre compte n'a pas encore accès à la vidéo.",
  model: 'Modèle vidéo',
  duration: 'Durée',
  seconds: '{seconds} s',
  aspect: 'Format',
  aspects: {
    landscape: '16:9 paysage',
    portrait: '9:16 portrait',
    source: "Comme l'image de base",
  },
  base: 'Image de base',
  noBase: 'Choisissez une image de base : utilisez « Animer » sur une de vos images.',
  removeBase: "Retirer l'image de base",
  baseAlt: 'Image de base : {prompt}',
  useAsBase: "Animer : utiliser comme image de base d'une vidéo",
  placeholder: 'Décrivez le mouvement, p. ex. zoom lent sur le produit, puis le logo',
  play: 'Lire la vidéo',
  videoLabel: 'Vidéo : {prompt}',
  phase: {
    preparing: 'Préparation',
    queued: 'En attente du modèle',
    rendering: 'Rendu en cours',
    finishing: 'Finalisation',
  },
  phasePercent: '{phase} {percent} %',
  elapsed: 'Génération… {seconds} s',
  badge: 'Vidéo de {seconds} s',
  baseLoadFailed: 'Impossible de charger cette création comme image de base.',
  admin: {
    access: 'Créations vidéo (bêta ouverte)',
    beta: 'Accès bêta',
    none: 'Aucun accès',
  },
};
