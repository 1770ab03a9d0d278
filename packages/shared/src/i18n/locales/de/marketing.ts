import type { Messages } from '../../catalog.ts';
import type { marketing as en } from '../en/marketing.ts';

export const marketing: Messages<typeof en> = {
  meta: {
    homeTitle: 'Brandloom — Markengerechte Werbemittel aus einem einzigen Prompt',
    homeDescription:
      'Beschreibe deine Idee im Chat und erhalte Bild- und Videoanzeigen mit deinem Logo, deinen Farben, Schriften und deiner Tonalität — in jedem Format.',
    blogTitle: 'Blog · Brandloom',
    blogDescription: 'Praxisnahe Anleitungen für Werbemittel, die nach deiner Marke aussehen und klingen.',
    termsTitle: 'Nutzungsbedingungen · Brandloom',
    privacyTitle: 'Datenschutzerklärung · Brandloom',
    legalDescription: 'Die Regeln für die Nutzung von Brandloom und wie wir mit deinen Daten umgehen.',
    notFoundTitle: 'Seite nicht gefunden · Brandloom',
  },
  hero: {
    badge: 'Beta',
    eyebrow: 'Video-Creatives jetzt in der offenen Beta',
    title: 'Markengerechte Werbemittel aus einem einzigen Prompt.',
    subtitle:
      'Beschreibe die Idee im Chat. Brandloom setzt Logo, Farben, Schriften und Tonalität auf jedes Bild und Video — in Sekunden bereit für jede Platzierung.',
    cta: 'Kostenlos starten',
    secondary: 'So funktioniert’s',
    note: 'Jeden Monat 50 Gratis-Credits. Keine Kreditkarte nötig.',
  },
  mock: {
    label: 'Beispiel: drei Anzeigenformate aus einem Prompt',
    promptLabel: 'Prompt',
    prompt: 'Sommer-Launch für unseren Hafer-Cold-Brew. Hell, verspielt, drei Formate.',
    brandKit: 'Markenkit angewendet',
    ready: '3 Creatives fertig',
    square: '1:1 Feed',
    portrait: '2:3 Story',
    landscape: '3:2 Display',
    headline1: 'Sommer, eiskalt serviert.',
    headline2: 'Neu: Hafer-Cold-Brew',
    headline3: '20 % auf deine erste Box',
    cta1: 'Jetzt kaufen',
    cta2: 'Probieren',
    cta3: 'Heute bestellen',
  },
  features: {
    title: 'Alles, was deine Marke braucht — in jedem Creative',
    subtitle:
      'Dein Markenkit wird von unserem Renderer gesetzt, nicht von einem Modell geraten — deshalb stimmt es jedes Mal.',
    brand: {
      title: 'Pixelgenaues Markenkit',
      body: 'Logos kommen aus deinen eigenen Dateien, Texte stehen in deinen Schriften. Keine verzerrten Logos, keine Tippfehler in Headlines.',
    },
    chat: {
      title: 'Vom Chat zum Creative',
      body: 'Beschreibe die Kampagne in einfachen Worten, verfeinere sie im selben Verlauf und behalte jede Version.',
    },
    formats: {
      title: 'Jede Platzierung',
      body: 'Quadratische, Hoch- und Querformat-Anzeigen aus einem Briefing, mit Formatfinder für jede Plattform.',
    },
    video: {
      title: 'Video aus jedem Bild',
      body: 'Animiere ein Creative zu einem kurzen Video mit Kamerafahrt und animiertem Text. Offene Beta.',
    },
  },
  steps: {
    title: 'In drei Schritten von der Idee zur Anzeige',
    one: {
      title: 'Marke hinzufügen',
      body: 'Füge deine Website ein. Wir übernehmen Farben, Schriften und Logos für dich.',
    },
    two: { title: 'Idee beschreiben', body: 'Sag, was du bewirbst und wo die Anzeige laufen soll.' },
    three: {
      title: 'Herunterladen und starten',
      body: 'Exportiere JPG, PNG oder WebP in voller, halber oder Viertelgröße.',
    },
  },
  cta: {
    title: 'Deine nächste Kampagne — markengerecht ab dem ersten Entwurf.',
    body: 'Starte mit 50 Gratis-Credits. Upgrade, wenn dein Team mehr braucht.',
    button: 'Kostenloses Konto erstellen',
  },
  blog: {
    title: 'Blog',
    subtitle: 'Anleitungen für Werbemittel, die nach deiner Marke aussehen.',
    readMore: 'Artikel lesen',
    minutes: '{count} Min. Lesezeit',
    allPosts: 'Alle Artikel',
    byline: 'Von {author}',
  },
  legal: {
    updated: 'Zuletzt aktualisiert am {date}',
  },
};
