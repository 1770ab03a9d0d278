import type { Messages } from '../../catalog.ts';
import type { common as en } from '../en/common.ts';

export const common: Messages<typeof en> = {
  productName: 'Brandloom',
  skipToContent: 'Zum Inhalt springen',
  nav: {
    main: 'Hauptmenü',
    home: 'Brandloom Startseite',
    features: 'Funktionen',
    howItWorks: 'So funktioniert’s',
    blog: 'Blog',
    pricing: 'Preise',
    explore: 'Explore',
    help: 'Hilfe',
    signIn: 'Anmelden',
    signUp: 'Registrieren',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
  },
  language: {
    label: 'Sprache',
  },
  colorMode: {
    label: 'Farbmodus',
    system: 'System',
    light: 'Hell',
    dark: 'Dunkel',
  },
  footer: {
    tagline: 'Markengerechte Werbemittel aus einem einzigen Prompt.',
    product: 'Produkt',
    resources: 'Ressourcen',
    legal: 'Rechtliches',
    languages: 'Sprachen',
    terms: 'Nutzungsbedingungen',
    privacy: 'Datenschutzerklärung',
    compare: 'Vergleiche',
    aiAdGenerators: 'KI-Werbegeneratoren',
    helpAndContact: 'Hilfe und Kontakt',
    rights: '© {year} Brandloom. Alle Rechte vorbehalten.',
  },
  status: {
    notFoundTitle: 'Seite nicht gefunden',
    notFound: 'Seite nicht gefunden: {path}',
    notFoundHint: 'Die Seite wurde vielleicht verschoben, oder die Adresse enthält einen Tippfehler.',
    internal: 'Interner Serverfehler',
    internalHint: 'Bei uns ist etwas schiefgelaufen. Bitte versuche es gleich noch einmal.',
    backHome: 'Zur Startseite',
    reload: 'Seite neu laden',
  },
  chunkError: {
    title: 'Seite konnte nicht geladen werden',
    message: 'Beim Laden der Seite ist ein Problem aufgetreten. Möchtest du die Seite neu laden?',
    refresh: 'Neu laden',
    cancel: 'Abbrechen',
  },
};
