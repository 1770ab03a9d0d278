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
  IMAGE_NOT_SUPPORTED:
    'Diese Datei ist kein Bild, dessen Größe geändert werden kann (JPG, PNG, WebP, GIF oder AVIF).',
  IMAGE_TOO_LARGE: 'Dieses Bild ist zu groß, um seine Größe zu ändern.',
  IMAGE_OUTPUT_TOO_LARGE: 'Das verkleinerte Bild wäre mehr als {max} Pixel breit oder hoch.',
  INVALID_USER_ID: 'Benutzer-IDs müssen UUIDs sein.',
  USER_NOT_FOUND: 'Benutzer nicht gefunden',
  ADMIN_SELF_CHANGE:
    'Du kannst hier weder dein eigenes Konto löschen noch dir selbst die Admin-Rolle entziehen.',
  EMAIL_TAKEN: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.',
  USERNAME_TAKEN: 'Dieser Benutzername ist bereits vergeben. Bitte wähle einen anderen.',
  ACCOUNT_DELETION_NOT_CONFIRMED: 'Gib delete ein, um das Löschen deines Kontos zu bestätigen.',
};
