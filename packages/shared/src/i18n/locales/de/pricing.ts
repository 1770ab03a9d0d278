import type { Messages } from '../../catalog.ts';
import type { pricing as en } from '../en/pricing.ts';

export const pricing: Messages<typeof en> = {
  meta: {
    title: 'Preise · Brandloom',
    description:
      'Free, Plus und Flex: monatliche Credits für markengerechte Bild- und Videoanzeigen. Monatlich in Euro oder Dollar zahlen, jederzeit kündbar.',
  },
  hero: {
    eyebrow: 'Preise',
    title: 'Zahle für die Creatives, die du machst – nicht für Plätze.',
    subtitle:
      'Jeder Plan enthält dein Brand-Kit, alle Anzeigenformate und Video in der offenen Beta. Starte kostenlos und steig auf, wenn deine Kampagnen wachsen.',
  },
  currency: {
    label: 'Währung',
  },
  perMonth: 'pro Monat',
  free: 'Kostenlos',
  popular: 'Am beliebtesten',
  recommended: 'Schaltet frei, was du brauchst',
  creditsPerMonth: '{credits} Credits im Monat',
  creativesPerMonth: 'etwa {creatives} Creatives im Monat',
  plans: {
    free: {
      tagline: 'Probier es mit deiner eigenen Marke aus.',
      cta: 'Kostenlos starten',
      points: {
        one: 'Bilder in niedriger Qualität',
        two: 'Vorgefertigte Stile',
        three: '1 Marke, kostenlose Vorlagen',
      },
    },
    plus: {
      tagline: 'Für eine Marke, die jede Woche postet.',
      cta: 'Plus wählen',
      points: {
        one: 'Niedrige und mittlere Qualität',
        two: 'Eigene Stile',
        three: 'Bis zu 5 Marken, alle Vorlagen',
      },
    },
    flex: {
      tagline: 'Für Teams und Agenturen: Wähle dein Volumen.',
      cta: 'Flex wählen',
      points: {
        one: 'Jede Qualität, bis hoch',
        two: 'Unbegrenzt viele Marken',
        three: 'Bildimport von Websites, alle Vorlagen',
      },
    },
  },
  flex: {
    label: 'Flex-Credits im Monat',
    value: '{credits} Credits',
    perHundred: '{price} pro 100 Credits',
    save: '{percent} % weniger pro Credit als Plus',
  },
  comparison: {
    title: 'Pläne vergleichen',
    subtitle: 'Jeder Plan setzt dein Logo, deine Farben, Schriften und Tonalität in jedes Creative.',
    caption: 'Was jeder Plan enthält',
    feature: 'Funktion',
    rows: {
      price: 'Preis',
      credits: 'Credits im Monat',
      creatives: 'Creatives im Monat',
      quality: 'Bildqualität',
      styles: 'Stile',
      brands: 'Marken',
      templates: 'Vorlagen',
      websiteImport: 'Bildimport von Websites',
      video: 'Video-Creatives',
    },
    values: {
      fromPrice: 'ab {price}',
      upTo: 'bis zu {credits}',
      about: 'etwa {creatives}',
      presetStyles: 'Vorgefertigte',
      customStyles: 'Vorgefertigte und eigene',
      oneBrand: '1 Marke',
      brands: '{count} Marken',
      unlimited: 'Unbegrenzt',
      someTemplates: 'Kostenlose Auswahl',
      allTemplates: 'Alle 10.000+',
      included: 'Enthalten',
      notIncluded: 'Nicht enthalten',
      videoBeta: 'Offene Beta',
    },
    qualities: { low: 'Niedrig', medium: 'Mittel', high: 'Hoch', auto: 'Auto' },
    seeAll: 'Preise und Volumen ansehen',
  },
  packs: {
    title: 'Brauchst du ein paar Credits mehr?',
    subtitle:
      'Credit-Pakete ergänzen jeden Plan, auch Free. Sie werden nach deinen monatlichen Credits verbraucht und verfallen nicht mit dem Monat.',
    credits: '{credits} Credits',
    once: 'einmalig',
    buy: '{credits} Credits kaufen',
  },
  faq: {
    title: 'Fragen zu Credits und Abrechnung',
    items: {
      credits: {
        q: 'Was ist ein Credit?',
        a: 'Mit Credits bezahlst du das Generieren. Ein Bild kostet 2 Credits in niedriger, 6 in mittlerer, 18 in hoher und 14 in automatischer Qualität; ein Video 24 bis 200 Credits, je nach Modell und Länge. Ein Creative kostet im Schnitt etwa 5 Credits – so zählen wir die Creatives pro Monat.',
      },
      refill: {
        q: 'Wann werden meine monatlichen Credits aufgefüllt?',
        a: 'Jeden Monat an dem Tag und zu der Uhrzeit, an denen du abonniert hast (bei Free an dem Tag, an dem du deine E-Mail bestätigt hast). Ungenutzte monatliche Credits verfallen; Credits aus Paketen bleiben, bis du sie verbrauchst.',
      },
      upgrade: {
        q: 'Was passiert bei einem Upgrade?',
        a: 'Der neue Plan startet sofort: Deine monatlichen Credits werden auf das neue Kontingent gesetzt, und du zahlst den neuen Monat abzüglich des ungenutzten Teils des alten.',
      },
      downgrade: {
        q: 'Und wenn ich herunterstufe oder weniger Credits wähle?',
        a: 'Die Änderung wird zum Ende deines Abrechnungszeitraums geplant. Bis dahin behältst du deinen Plan und deine Credits, und du kannst die geplante Änderung jederzeit zurücknehmen.',
      },
      cancel: {
        q: 'Kann ich jederzeit kündigen?',
        a: 'Ja. Dein Plan bleibt bis zum Ende des bezahlten Zeitraums aktiv, danach wechselst du zu Free. Bis zu diesem Datum macht „Abo behalten“ die Kündigung rückgängig.',
      },
      failed: {
        q: 'Was, wenn mir die Credits ausgehen?',
        a: 'Das Generieren pausiert bis zur nächsten Auffüllung. Mit einem Upgrade, mehr Flex-Credits oder einem Paket geht es sofort weiter. Credits werden nur für fertige Creatives abgebucht; ein fehlgeschlagenes oder blockiertes gibt sie zurück.',
      },
      payment: {
        q: 'Wie bezahle ich, und wo finde ich meine Rechnungen?',
        a: 'Per Karte, monatlich, in Euro oder US-Dollar. Das Abrechnungsportal in den Einstellungen listet jede Rechnung zum Herunterladen, und dort kannst du deine Karte ändern.',
      },
    },
  },
};
