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
  noBase: "Choisissez l'image à animer : une de vos créations ou un import.",
  removeBase: "Retirer l'image de base",
  fromCreatives: 'Depuis les créations',
  fromUploads: 'Depuis les imports',
  confirmBase: 'Utiliser comme image de base',
  pickBaseCreative: {
    title: 'Animer une de vos créations',
    description:
      "Choisissez l'image de départ de la vidéo. Son titre, son bouton et son logo s'animent dans la vidéo.",
  },
  pickBaseUpload: {
    title: 'Animer un de vos imports',
    description: 'Choisissez la photo de départ de la vidéo. Le logo de votre marque y est posé.',
  },
  named: '{name} — vidéo',
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
