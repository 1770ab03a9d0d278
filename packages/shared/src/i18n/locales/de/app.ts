import type { Messages } from '../../catalog.ts';
import type { app as en } from '../en/app.ts';

export const app: Messages<typeof en> = {
  pageTitle: '{page} · Brandloom',
  nav: {
    label: 'Studio',
    home: 'Start',
    create: 'Erstellen',
    creatives: 'Creatives',
    uploads: 'Uploads',
    templates: 'Vorlagen',
    brands: 'Marken',
    styles: 'Stile',
    formats: 'Anzeigenformate',
    explore: 'Explore',
    admin: 'Admin',
    collapse: 'Seitenleiste einklappen',
    expand: 'Seitenleiste ausklappen',
    openMenu: 'Navigation öffnen',
    closeMenu: 'Navigation schließen',
    backToSite: 'Zurück zur Website',
  },
  comingSoon: {
    badge: 'In Arbeit',
    title: 'Demnächst verfügbar',
    body: 'Wir bauen diesen Teil des Studios gerade. Er erscheint hier mit einem der nächsten Releases.',
    back: 'Zurück zum Studio',
  },
  toast: {
    region: 'Benachrichtigungen ({hotkey})',
    close: 'Schließen',
  },
};
