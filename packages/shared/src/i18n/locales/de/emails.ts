import type { EmailMessages } from '../../catalog.ts';

export const emails: EmailMessages = {
  common: {
    greeting: 'Hallo {name},',
    linkFallback: 'Falls die Schaltfläche nicht funktioniert, kopiere diesen Link in deinen Browser:',
    footer: 'Brandloom: Werbemittel, die zu deiner Marke passen.',
  },
  verification: {
    subject: 'Bestätige deine E-Mail-Adresse',
    heading: 'Bestätige deine E-Mail-Adresse',
    body: 'Danke für deine Registrierung bei Brandloom. Bitte bestätige deine E-Mail-Adresse, um loszulegen.',
    action: 'E-Mail-Adresse bestätigen',
    expiry_one: 'Der Link ist {count} Stunde lang gültig.',
    expiry_other: 'Der Link ist {count} Stunden lang gültig.',
    ignore: 'Falls du dich nicht bei Brandloom registriert hast, kannst du diese E-Mail ignorieren.',
  },
  resetPassword: {
    subject: 'Setze dein Passwort zurück',
    heading: 'Setze dein Passwort zurück',
    body: 'Wir haben eine Anfrage erhalten, das Passwort deines Brandloom-Kontos zurückzusetzen. Wähle über den Link unten ein neues.',
    action: 'Neues Passwort wählen',
    expiry_one: 'Der Link ist {count} Minute lang gültig.',
    expiry_other: 'Der Link ist {count} Minuten lang gültig.',
    ignore:
      'Falls du das nicht angefordert hast, kannst du diese E-Mail ignorieren; dein Passwort bleibt unverändert.',
  },
  accountLocked: {
    subject: 'Anmeldungen bei deinem Brandloom-Konto sind pausiert',
    heading: 'Wir haben Anmeldungen bei deinem Konto pausiert',
    body: 'Jemand hat für dein Brandloom-Konto mehrmals hintereinander ein falsches Passwort eingegeben. Deshalb sind Anmeldungen von neuen Geräten für einige Minuten pausiert. Auf Geräten, auf denen du dich schon angemeldet hast, kannst du dich weiterhin anmelden.',
    action: 'Neues Passwort wählen',
    expiry_one: 'Der Link ist {count} Minute lang gültig.',
    expiry_other: 'Der Link ist {count} Minuten lang gültig.',
    ignore:
      'Falls du das nicht warst: Niemand ist hineingekommen, aber ein neues Passwort ist eine gute Idee. Falls du es warst, kannst du auch ein paar Minuten warten und es erneut versuchen.',
  },
  exploreModeration: {
    subject: 'Zu deinem Creative auf Explore',
    hidden:
      'Ein Admin hat eines deiner Creatives nach einer Meldung auf Explore ausgeblendet. Es bleibt in deiner Bibliothek.',
    unpublished:
      'Ein Admin hat die Veröffentlichung eines deiner Creatives auf Explore nach einer Meldung zurückgenommen. Es bleibt in deiner Bibliothek.',
    blocked:
      'Nach einer Meldung hat ein Admin dir das Veröffentlichen auf Explore untersagt: Deine Creatives werden dort nicht mehr gezeigt. Sie bleiben in deiner Bibliothek.',
    questions: 'Wenn du das für einen Irrtum hältst, schreib uns über die Hilfeseite.',
  },
};
