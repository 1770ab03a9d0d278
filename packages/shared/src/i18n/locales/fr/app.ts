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
    formats: 'Formats pub',
    explore: 'Explore',
    admin: 'Admin',
    collapse: 'Réduire la barre latérale',
    expand: 'Déplier la barre latérale',
    openMenu: 'Ouvrir la navigation',
    closeMenu: 'Fermer la navigation',
    backToSite: 'Retour au site',
  },
  comingSoon: {
    badge: 'En cours',
    title: 'Bientôt disponible',
    body: 'Nous construisons cette partie du studio en ce moment. Elle apparaîtra ici dans une prochaine version.',
    back: 'Retour au studio',
  },
  toast: {
    region: 'Notifications ({hotkey})',
    close: 'Fermer',
  },
};
