import type { Messages } from '../../catalog.ts';
import type { billing as en } from '../en/billing.ts';

export const billing: Messages<typeof en> = {
  messages: {
    checkoutFailed: 'Der Bezahlvorgang konnte nicht erstellt werden. Bitte versuche es erneut.',
    loadFailed: 'Dein aktuelles Abo konnte nicht geladen werden.',
    refreshFailed: 'Deine Abodaten konnten nicht aktualisiert werden.',
    portalFailed: 'Das Abrechnungsportal konnte nicht geöffnet werden. Bitte versuche es erneut.',
    updateFailed: 'Dein Plan konnte nicht geändert werden. Bitte versuche es erneut.',
    cancelFailed: 'Dein Abo konnte nicht gekündigt werden. Bitte versuche es erneut.',
    reactivateFailed: 'Dein Abo konnte nicht fortgesetzt werden. Bitte versuche es erneut.',
    scheduledChangeFailed:
      'Dein geplanter Planwechsel konnte nicht geändert werden. Bitte versuche es erneut.',
    checkoutSucceeded: 'Zahlung erhalten: Dein Plan ist aktiv.',
    checkoutCancelled: 'Bezahlvorgang abgebrochen: Es wurde nichts geändert.',
  },
  offer: {
    subscription: '{plan} · {credits} Credits im Monat (etwa {creatives} Creatives)',
    pack: '{credits} Credits, einmalig: Sie bleiben, bis du sie verbrauchst',
    perMonth: '{price} im Monat',
  },
  checkout: {
    title: 'Bezahlen',
    testMode:
      'Testmodus: Es fließt kein echtes Geld. Bezahle mit 4242 4242 4242 4242, einem beliebigen künftigen Ablaufdatum und einer beliebigen dreistelligen Prüfnummer.',
    dueToday: 'Heute fällig',
    email: 'E-Mail',
    cardNumber: 'Kartennummer',
    expiry: 'Ablaufdatum (MM/JJ)',
    cvc: 'Prüfnummer (CVC)',
    nameOnCard: 'Name auf der Karte',
    pay: '{price} bezahlen',
    subscribe: 'Abonnieren: {price} im Monat',
    cancel: 'Abbrechen und zurück',
    notFound:
      'Dieser Bezahlvorgang ist abgelaufen oder wurde bereits verwendet. Kehre zur App zurück und beginne erneut.',
  },
  card: {
    declined: 'Deine Karte wurde abgelehnt. Versuche es mit einer anderen Karte.',
    expired: 'Deine Karte ist abgelaufen. Prüfe das Ablaufdatum oder nimm eine andere Karte.',
    badCvc: 'Die Prüfnummer (CVC) deiner Karte ist falsch.',
    badNumber: 'Deine Kartennummer ist falsch.',
    badExpiry: 'Das Ablaufdatum deiner Karte ist unvollständig: Gib es als MM/JJ ein.',
    onFile: 'Karte mit Endziffern {last4}, gültig bis {expiry}',
    none: 'Keine Karte hinterlegt.',
  },
  portal: {
    title: 'Abrechnung',
    back: 'Zurück zu Brandloom',
    plan: 'Plan',
    free: 'Free: kein bezahlter Plan.',
    renews: 'Verlängert sich am {date} für {price}.',
    cancelsOn: 'Endet am {date}; bis dahin behältst du den Plan.',
    scheduledChange: 'Wechselt am {date} zu {plan} mit {credits} Credits im Monat.',
    paymentMethod: 'Zahlungsmethode',
    saveCard: 'Karte speichern',
    cardSaved: 'Deine Karte wurde gespeichert.',
    cancelSubscription: 'Abo kündigen',
    cancelled: 'Dein Abo endet am {date}.',
    invoices: 'Rechnungen',
    noInvoices: 'Noch keine Rechnungen.',
    number: 'Nummer',
    date: 'Datum',
    description: 'Beschreibung',
    amount: 'Betrag',
    download: 'Herunterladen',
  },
  invoice: {
    title: 'Rechnung {number}',
    billedTo: 'Rechnung an',
    issued: 'Ausgestellt',
    period: 'Zeitraum',
    total: 'Gesamt',
    paid: 'Bezahlt',
    kinds: {
      subscription: '{plan}-Abo, {credits} Credits im Monat',
      upgrade:
        'Wechsel zu {plan}, {credits} Credits im Monat (abzüglich des ungenutzten Teils des bisherigen Plans)',
      renewal: 'Verlängerung {plan}, {credits} Credits im Monat',
      pack: 'Credit-Paket: {credits} Credits',
    },
  },
};
