import type { Messages } from '../../catalog.ts';
import type { support as en } from '../en/support.ts';

export const support: Messages<typeof en> = {
  title: 'Kontaktnachrichten',
  subtitle: 'Was Besucher über das Kontaktformular der Hilfeseite geschrieben haben, neueste zuerst.',
  empty: 'Noch keine Nachrichten.',
  loadFailed: 'Die Nachrichten konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  older: 'Ältere Nachrichten anzeigen',
  notEmailed:
    'Nicht per E-Mail gesendet: Setze SUPPORT_EMAIL (oder ADMIN_EMAILS), um Nachrichten per E-Mail zu erhalten.',
  topics: {
    general: 'Allgemeine Frage',
    billing: 'Tarife und Abrechnung',
    technical: 'Etwas funktioniert nicht',
    privacy: 'Datenschutz und Daten',
    partnership: 'Partnerschaften und Presse',
  },
};
