import type { Messages } from '../../catalog.ts';
import type { app as en } from '../en/app.ts';

export const app: Messages<typeof en> = {
  pageTitle: '{page} · Brandloom',
  nav: {
    label: 'Studio',
    home: 'Accueil',
    create: 'Créer',
    creatives: 'Créas',
    uploads: 'Imports',
    templates: 'Modèles',
    brands: 'Marques',
    styles: 'Styles',
    collapse: 'Réduire la barre latérale',
    expand: 'Déplier la barre latérale',
    openMenu: 'Ouvrir la navigation',
    closeMenu: 'Fermer la navigation',
    backToSite: 'Retour au site',
  },
  welcome: {
    title: 'Bienvenue dans votre studio',
    subtitle: 'Tout ce qu’il faut pour des publicités fidèles à votre marque. Ces espaces ouvrent bientôt.',
    soon: 'Bientôt',
    share: 'Copier le lien',
    copied: 'Lien copié',
    copiedBody: 'Le lien de cette page est dans votre presse-papiers.',
    copyFailed: 'Impossible de copier le lien',
    copyFailedBody: 'Votre navigateur n’a pas autorisé l’accès au presse-papiers.',
    areas: {
      create: 'Décrivez une idée dans un chat et obtenez des publicités image et vidéo à votre image.',
      creatives: 'Parcourez, mettez en favori, archivez et téléchargez tout ce que vous avez créé.',
      uploads: 'Gardez photos produit et logos sous la main pour chaque créa.',
      templates: 'Partez de plus de 10 000 modèles, filtrés par format et par catégorie.',
      brands: 'Couleurs, polices, logos et ton — repris de votre site ou définis à la main.',
      styles: 'Des looks prêts à l’emploi et vos propres styles : couleurs, polices et éléments graphiques.',
    },
  },
  comingSoon: {
    badge: 'En cours',
    title: 'Bientôt disponible',
    areaTitle: '{area} arrive bientôt',
    body: 'Nous construisons cette partie du studio en ce moment. Elle apparaîtra ici dans une prochaine version.',
    back: 'Retour au studio',
  },
  toast: {
    region: 'Notifications ({hotkey})',
    close: 'Fermer',
  },
};
