import type { Messages } from '../../catalog.ts';
import type { subscription as en } from '../en/subscription.ts';

export const subscription: Messages<typeof en> = {
  title: 'Abo',
  description:
    'Dein Plan, was er kostet und wann deine Credits aufgefüllt werden. Zahlungen laufen über das Abrechnungsportal.',
  loading: 'Dein Abo wird geladen …',
  plan: 'Plan',
  price: 'Preis',
  priceValue: '{price} im Monat',
  freePrice: 'Kostenlos',
  periodEndsOn: 'Aktueller Zeitraum endet am {date}',
  renews: 'Verlängert sich am {date}',
  monthlyCredits: 'Credits im Monat',
  monthlyBalance: 'Monatliches Guthaben',
  additionalBalance: 'Zusätzliches Guthaben',
  nextRefill: 'Nächste Auffüllung',
  card: 'Karte mit Endziffern {last4}',
  freeNote:
    'Du nutzt Free: {credits} Credits im Monat, niedrige Qualität, eine Marke. Mit einem Upgrade bekommst du mehr Credits, bessere Qualität und eigene Stile.',
  scheduled: {
    title: 'Planwechsel geplant',
    body: 'Von {from} zu {to} am {date}. Bis dahin behältst du deinen aktuellen Plan.',
    cancel: 'Geplanten Wechsel zurücknehmen',
    cancelled: 'Der geplante Wechsel wurde zurückgenommen: Du bleibst bei {plan}.',
  },
  cancelling: {
    title: 'Endet am {date}',
    body: 'Du behältst {plan} bis dahin, danach wechselst du zu Free. Planwechsel sind pausiert, bis du dein Abo behältst.',
    keep: 'Abo behalten',
    kept: 'Dein Abo läuft weiter: {plan} verlängert sich am {date}.',
  },
  offer: '{plan} · {credits} Credits',
  actions: {
    upgrade: 'Upgrade',
    changeVolume: 'Volumen ändern',
    changePlan: 'Plan ändern',
    cancel: 'Abo kündigen',
    buyCredits: 'Credits kaufen',
    manageBilling: 'Abrechnung verwalten',
    pausedHint: 'Behalte dein Abo, um deinen Plan zu ändern.',
  },
  cancelDialog: {
    title: 'Abo kündigen?',
    body: 'Du behältst {plan} und seine Credits bis zum {date}, danach wechselst du zu Free mit {credits} Credits im Monat. Credits aus Paketen bleiben.',
    confirm: 'Abo kündigen',
    back: 'Plan behalten',
    done: 'Dein Abo endet am {date}.',
  },
  change: {
    upgradeTitle: 'Plan upgraden',
    changeTitle: 'Plan ändern',
    volumeTitle: 'Flex-Volumen ändern',
    description: 'Wähle einen Plan; bei Flex bestimmst du deine monatlichen Credits.',
    volume: 'Credits im Monat',
    current: 'Aktueller Plan',
    upgradeNote:
      'Startet sofort: {price} heute (abzüglich des ungenutzten Teils deines aktuellen Monats), und deine monatlichen Credits werden auf {credits} gesetzt.',
    downgradeNote: 'Geplant für den {date}: Bis dahin behältst du deinen aktuellen Plan und deine Credits.',
    newNote: 'Du zahlst {price} im Monat beim Bezahlen.',
    confirmUpgrade: 'Jetzt upgraden',
    confirmDowngrade: 'Wechsel planen',
    confirmCheckout: 'Zur Kasse',
    close: 'Schließen',
    upgraded: 'Dein Plan wurde geändert: {credits} monatliche Credits stehen bereit.',
    scheduledDone: 'Der Wechsel ist für den {date} geplant.',
  },
  packs: {
    title: 'Credits kaufen',
    description:
      'Einmalige Pakete erhöhen dein zusätzliches Guthaben. Sie werden nach deinen monatlichen Credits verbraucht und verfallen nicht mit dem Monat.',
    buy: 'Kaufen',
  },
  checkout: {
    title: 'Bezahlen',
    redirecting: 'Du wirst zur Kasse weitergeleitet …',
    failed: 'Der Bezahlvorgang konnte nicht erstellt werden. Bitte versuche es erneut.',
    retry: 'Erneut versuchen',
    back: 'Zurück zur App',
  },
  upgrade: {
    unlocksWith: 'Mit {plan} freigeschaltet',
    seePlans: 'Pläne ansehen',
    quality: {
      title: 'Bessere Qualität braucht {plan}',
      body: 'Die Qualität {quality} gehört zu {plan}. Mit einem Upgrade werden deine Bilder schärfer und detailreicher.',
    },
    qualities: { low: 'Niedrig', medium: 'Mittel', high: 'Hoch', auto: 'Auto' },
  },
};
