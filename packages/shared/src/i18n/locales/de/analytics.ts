import type { Messages } from '../../catalog.ts';
import type { analytics as en } from '../en/analytics.ts';

export const analytics: Messages<typeof en> = {
  title: 'Besucher und Conversions',
  subtitle:
    'Von unserem eigenen Server gezählt: kein Drittanbieter, keine Cookies für nicht angemeldete Besucher, Do Not Track wird beachtet. Tage sind UTC-Tage.',
  range: { label: 'Zeitraum', days: '{days} Tage' },
  metrics: {
    visitors: 'Besucher',
    pageViews: 'Seitenaufrufe',
    signUps: 'Registrierungen',
    firstCreatives: 'Erste Creatives',
    paid: 'Bezahlt',
  },
  visitorsNote:
    'Besucher werden pro Tag gezählt (der Besucher-Hash wechselt täglich); ein Zeitraum addiert also die Besucher jedes Tages. Anmeldeseite, Startseiten und Besucher mit Do Not Track werden nicht gezählt.',
  conversion: {
    title: 'Conversion',
    visitorToSignUp: 'Besucher → Registrierung',
    signUpToFirstCreative: 'Registrierungen → erstes Creative',
    signUpToPaid: 'Registrierungen → bezahlt',
    ofVisitors: '{part} Registrierungen bei {whole} Besuchern',
    ofSignUps: '{part} von {whole} Registrierungen',
    note: 'Wie viele der in diesem Zeitraum Registrierten seitdem ihr erstes Creative erstellt oder einen bezahlten Tarif begonnen haben.',
  },
  byDay: {
    title: 'Nach Tag',
    show: 'Diagramm',
    day: 'Tag',
    chartLabel: '{metric} pro Tag vom {from} bis {to}; die Tabelle listet jeden Tag.',
    caption:
      'Besucher, Seitenaufrufe, Registrierungen, erste Creatives und bezahlte Tarife pro Tag, neueste zuerst',
  },
  byLanguage: {
    title: 'Nach Sprache',
    language: 'Sprache',
    caption: 'Besucher, Seitenaufrufe, Registrierungen, erste Creatives und bezahlte Tarife pro Sprache',
  },
  pages: { title: 'Meistbesuchte Seiten', page: 'Seite', empty: 'Keine Seitenaufrufe in diesem Zeitraum.' },
  referrers: {
    title: 'Woher Besucher kommen',
    site: 'Website',
    empty: 'Keine Besuche von anderen Websites in diesem Zeitraum.',
  },
  empty: 'In diesem Zeitraum wurde noch nichts gezählt: keine Seitenaufrufe, Registrierungen oder Zahlungen.',
  loadFailed: 'Die Auswertung konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
};
