import type { ErrorMessages } from '../../catalog.ts';

export const errors: ErrorMessages = {
  VALIDATION_FAILED: 'Einige Felder sind ungültig.',
  MALFORMED_JSON: 'Der Anfrageinhalt ist kein gültiges JSON.',
  UNSUPPORTED_MEDIA_TYPE: 'Dieser Inhaltstyp wird hier nicht unterstützt.',
  PAYLOAD_TOO_LARGE: 'Die Anfrage ist zu groß.',
  NOT_FOUND: 'Nicht gefunden.',
  ROUTE_NOT_FOUND: 'Unter {path} gibt es keine API-Route.',
  METHOD_NOT_ALLOWED: 'Diese Methode ist hier nicht erlaubt.',
  UNAUTHORIZED: 'Anmeldesitzung fehlt!',
  FORBIDDEN: 'Dazu bist du nicht berechtigt.',
  RATE_LIMITED: 'Zu viele Anfragen, bitte versuche es später erneut',
  INTERNAL: 'Die Anfrage kann gerade nicht verarbeitet werden',
  SERVICE_UNAVAILABLE: 'Der Dienst ist gerade nicht verfügbar. Bitte versuche es gleich noch einmal.',
  ACCOUNT_DELETION_NOT_CONFIRMED: 'Gib delete ein, um das Löschen deines Kontos zu bestätigen.',
};
