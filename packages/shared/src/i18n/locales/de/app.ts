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
    collapse: 'Seitenleiste einklappen',
    expand: 'Seitenleiste ausklappen',
    openMenu: 'Navigation öffnen',
    closeMenu: 'Navigation schließen',
    backToSite: 'Zurück zur Website',
  },
  welcome: {
    title: 'Willkommen in deinem Studio',
    subtitle: 'Hier entsteht alles für markengerechte Anzeigen. Diese Bereiche öffnen bald.',
    soon: 'Bald',
    share: 'Link kopieren',
    copied: 'Link kopiert',
    copiedBody: 'Der Link zu dieser Seite ist in deiner Zwischenablage.',
    copyFailed: 'Link konnte nicht kopiert werden',
    copyFailedBody: 'Dein Browser hat den Zugriff auf die Zwischenablage nicht erlaubt.',
    areas: {
      create: 'Beschreibe eine Idee im Chat und erhalte Bild- und Videoanzeigen im Stil deiner Marke.',
      creatives: 'Durchsuche, favorisiere, archiviere und lade alles herunter, was du erstellt hast.',
      uploads: 'Halte Produktfotos und Logos bereit, um sie in jedes Creative einzufügen.',
      templates: 'Starte mit über 10.000 Vorlagen, gefiltert nach Format und Kategorie.',
      brands:
        'Farben, Schriften, Logos und Tonalität — von deiner Website übernommen oder selbst festgelegt.',
      styles: 'Fertige Looks und eigene Stile: Farben, Schriften und Gestaltungselemente.',
    },
  },
  comingSoon: {
    badge: 'In Arbeit',
    title: 'Demnächst verfügbar',
    areaTitle: '{area} kommt bald',
    body: 'Wir bauen diesen Teil des Studios gerade. Er erscheint hier mit einem der nächsten Releases.',
    back: 'Zurück zum Studio',
  },
  toast: {
    region: 'Benachrichtigungen ({hotkey})',
    close: 'Schließen',
  },
};
