import type { ErrorMessages } from '../../catalog.ts';

export const errors: ErrorMessages = {
  VALIDATION_FAILED: 'Einige Felder sind ungültig.',
  TEXT_NOT_STORABLE:
    'Dieser Text enthält ein NUL-Zeichen (U+0000), das nicht gespeichert werden kann. Entferne es und versuche es erneut.',
  NOTHING_TO_CHANGE: 'Es gibt nichts zu ändern: Sende mindestens ein Feld.',
  MALFORMED_JSON: 'Der Anfrageinhalt ist kein gültiges JSON.',
  UNSUPPORTED_MEDIA_TYPE: 'Dieser Inhaltstyp wird hier nicht unterstützt.',
  PAYLOAD_TOO_LARGE: 'Die Anfrage ist zu groß.',
  NOT_FOUND: 'Nicht gefunden.',
  ROUTE_NOT_FOUND: 'Unter {path} gibt es keine API-Route.',
  METHOD_NOT_ALLOWED: 'Diese Methode ist hier nicht erlaubt.',
  UNAUTHORIZED: 'Anmeldesitzung fehlt!',
  FORBIDDEN: 'Dazu bist du nicht berechtigt.',
  UNTRUSTED_ORIGIN:
    'Diese Seite wurde unter {origin} geöffnet, das ist nicht die öffentliche Adresse dieses Servers (PUBLIC_URL). Öffne sie unter {publicUrl} oder setze PUBLIC_URL.',
  CROSS_SITE_REQUEST: 'Anfragen von anderen Websites werden nicht angenommen.',
  RATE_LIMITED: 'Zu viele Anfragen, bitte versuche es später erneut',
  INTERNAL: 'Die Anfrage kann gerade nicht verarbeitet werden',
  SERVICE_UNAVAILABLE: 'Der Dienst ist gerade nicht verfügbar. Bitte versuche es gleich noch einmal.',
  IMAGE_NOT_SUPPORTED:
    'Diese Datei ist kein Bild, dessen Größe geändert werden kann (JPG, PNG, WebP, GIF oder AVIF).',
  IMAGE_TOO_LARGE: 'Dieses Bild ist zu groß, um seine Größe zu ändern.',
  IMAGE_OUTPUT_TOO_LARGE_one: 'Das verkleinerte Bild wäre mehr als {count} Pixel breit oder hoch.',
  IMAGE_OUTPUT_TOO_LARGE_other: 'Das verkleinerte Bild wäre mehr als {count} Pixel breit oder hoch.',
  INVALID_USER_ID: 'Benutzer-IDs müssen UUIDs sein.',
  INVALID_CURSOR: 'Diese Listenposition ist ungültig. Lade die Liste neu und versuche es noch einmal.',
  USER_NOT_FOUND: 'Benutzer nicht gefunden',
  ADMIN_SELF_CHANGE:
    'Du kannst hier weder dein eigenes Konto löschen noch dir selbst die Admin-Rolle entziehen.',
  EMAIL_TAKEN: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.',
  USERNAME_TAKEN: 'Dieser Benutzername ist bereits vergeben. Bitte wähle einen anderen.',
  ACCOUNT_DELETION_NOT_CONFIRMED: 'Gib delete ein, um das Löschen deines Kontos zu bestätigen.',
  UPLOAD_NOT_AN_IMAGE: 'Die Datei scheint kein Bild zu sein: {filename}',
  UPLOAD_TOO_LARGE: 'Die Datei {filename} ist größer als {maxMegabytes} MB.',
  UPLOAD_BATCH_TOO_LARGE_one: 'Du kannst höchstens {count} Datei auf einmal hochladen.',
  UPLOAD_BATCH_TOO_LARGE_other: 'Du kannst höchstens {count} Dateien auf einmal hochladen.',
  IMAGE_DIMENSIONS_TOO_LARGE:
    'Das Bild {filename} hat {width} × {height} Pixel; Bilder dürfen höchstens {maxPixels} Pixel breit und hoch sein.',
  FILE_TOO_LARGE: 'Die Datei ist größer als {maxMegabytes} MB.',
  UPLOAD_FAILED: 'Die Datei konnte nicht hochgeladen werden',
  UPLOAD_SAVE_FAILED: 'Die Upload-Informationen konnten nicht gespeichert werden',
  UPLOAD_SIGN_IN_REQUIRED: 'Du musst angemeldet sein, um Dateien zu löschen',
  UPLOAD_NOT_FOUND: 'Dieser Upload wurde nicht gefunden.',
  TOO_MANY_UPLOADS_one: 'Zu viele Uploads: Ein Prompt kann höchstens {count} Datei enthalten.',
  TOO_MANY_UPLOADS_other: 'Zu viele Uploads: Ein Prompt kann höchstens {count} Dateien enthalten.',
  BRAND_NAME_REQUIRED: 'Bitte gib den Namen deiner Marke ein.',
  BRAND_EXISTS: 'Du hast bereits eine Marke namens {name}. Bearbeite stattdessen die vorhandene Marke.',
  BRAND_NOT_FOUND: 'Diese Marke wurde nicht gefunden.',
  TOO_MANY_BRANDS_one:
    'Zu viele Marken: Dein Tarif erlaubt {count} Marke. Führe ein Upgrade durch, um weitere hinzuzufügen.',
  TOO_MANY_BRANDS_other:
    'Zu viele Marken: Dein Tarif erlaubt {count} Marken. Führe ein Upgrade durch, um weitere hinzuzufügen.',
  BRAND_SCAN_FAILED:
    'Deine Marken-URL {url} konnte nicht gescannt werden. Bitte versuche es erneut oder gib deine Markendaten manuell ein.',
  WEBSITE_IMAGES_FAILED: 'Bilder konnten nicht extrahiert werden, prüfe die URL',
  UPGRADE_REQUIRED: 'Dafür brauchst du den Tarif {plan}. Führe ein Upgrade durch, um es zu nutzen.',
  FONT_NOT_SUPPORTED: 'Die Schriftdatei {filename} ist keine TTF-, OTF-, WOFF- oder WOFF2-Schrift.',
  LOGO_NOT_SUPPORTED: 'Das Logo {filename} muss ein PNG-, SVG- oder WebP-Bild sein.',
  STYLE_NOT_FOUND: 'Dieser Stil wurde nicht gefunden.',
  STYLE_EXISTS: 'Du hast bereits einen Stil namens {name}. Bearbeite stattdessen den vorhandenen Stil.',
  TEMPLATE_NOT_FOUND: 'Die gesuchte Vorlage wurde nicht gefunden.',
  TEMPLATE_NOT_IN_PLAN:
    'Diese Vorlage gehört zu den Tarifen Plus und Flex. Führe ein Upgrade durch, um sie zu nutzen.',
  OUT_OF_CREDITS:
    'Keine Credits mehr: Du hast nicht genug Credits, um dieses Creative zu erstellen. Führe ein Upgrade durch oder warte auf die Auffüllung',
  MODEL_NOT_AVAILABLE:
    'Das Modell {model} ist hier nicht verfügbar. Wähle in den Einstellungen ein anderes Modell.',
  CREATIVE_NOT_FOUND: 'Das gesuchte Creative wurde nicht gefunden.',
  NO_IMAGE_URL: 'Keine Bild-URL angegeben.',
  DOWNLOAD_FORMAT_NOT_AVAILABLE: 'Dieses Creative kann nicht als {format} heruntergeladen werden.',
  AUTO_FIX_FAILED: 'Automatische Korrektur fehlgeschlagen',
  RESIZE_UNAVAILABLE:
    'Dieses Creative lässt sich nicht neu setzen: Es entstand, bevor seine Ebenen gespeichert wurden, und lässt sich nicht mehr exakt wie gespeichert erzeugen (Marke, Schriften oder Fotos haben sich geändert). Erstelle es neu, um es anzupassen.',
  BRAND_CHECK_UNAVAILABLE:
    'Nur fertige Bilder, deren Ebenen gespeichert sind, lassen sich auf die Marke prüfen und korrigieren.',
  CREATIVE_VERSION_CONFLICT:
    'Gerade wurde gleichzeitig eine andere Version dieses Creatives gespeichert. Öffne es erneut und speichere noch einmal.',
  CREATIVE_NOT_EDITABLE: 'Nur fertige Bilder, deren Ebenen gespeichert sind, lassen sich bearbeiten.',
  LAYER_DOCUMENT_INVALID:
    'Die bearbeiteten Ebenen ergeben kein gültiges Creative: Ein Wert fehlt, ist unbekannt oder zu groß.',
  LAYER_FILE_NOT_ALLOWED:
    'Das bearbeitete Creative nennt eine Schrift oder ein Bild, das nicht dir gehört oder nicht im Katalog ist.',
  NO_PLACEMENTS: 'Dieses Creative wurde noch für keine Platzierung angepasst.',
  GENERATION_FAILED: 'Bild konnte nicht erstellt werden',
  VIDEO_ACCESS_DENIED:
    'Video-Creatives sind in der offenen Beta und dein Konto hat noch keinen Videozugang. Frag uns nach Beta-Zugang.',
  VIDEO_BASE_IMAGE_REQUIRED:
    'Für ein Video brauchst du ein Ausgangsbild: Hänge eines deiner Creatives oder einen Upload an.',
  VIDEO_ONE_BASE_IMAGE: 'Ein Video beginnt mit genau einem Ausgangsbild. Entferne die anderen Anhänge.',
  VIDEO_IMAGE_OPTION: 'Die Option {option} gilt nur für Bilder und ist im Videomodus nicht möglich.',
  VIDEO_DURATION_NOT_ALLOWED: '{model} erstellt nur Videos von {durations} Sekunden.',
  VIDEO_ASPECT_NOT_ALLOWED:
    '{model} kann keine Videos in diesem Format erstellen. Wähle eines von: {aspects}.',
  VIDEO_DOWNLOAD_FAILED: 'Video konnte nicht heruntergeladen werden',
  CHECKOUT_FAILED: 'Der Bezahlvorgang konnte nicht erstellt werden',
  PORTAL_FAILED: 'Das Abrechnungsportal konnte nicht geöffnet werden. Bitte versuche es erneut.',
  PAYMENT_PROVIDER_FAILED:
    'Der Zahlungsanbieter hat nicht geantwortet. Es wurde nichts geändert; bitte versuche es erneut.',
  PLAN_VOLUME_NOT_OFFERED:
    'Flex gibt es nicht mit {creditAmount} Credits im Monat. Wähle eines von: {steps}.',
  CREDIT_PACK_NOT_FOUND: 'Dieses Credit-Paket wird nicht angeboten.',
  SUBSCRIPTION_EXISTS: 'Du hast bereits ein Abo. Ändere stattdessen seinen Plan in den Einstellungen.',
  SUBSCRIPTION_NOT_FOUND: 'Du hast kein bezahltes Abo, das sich ändern ließe. Wähle zuerst einen Plan.',
  SUBSCRIPTION_CANCELLATION_PENDING: 'Dein Abo ist gekündigt. Behalte dein Abo, bevor du den Plan änderst.',
  SUBSCRIPTION_ALREADY_ON_PLAN: 'Du hast diesen Plan mit diesen monatlichen Credits bereits.',
  SUBSCRIPTION_CHANGE_IS_DOWNGRADE:
    'Das ist ein Downgrade: Plane es stattdessen zum Ende deines Abrechnungszeitraums ein.',
  SUBSCRIPTION_CHANGE_IS_UPGRADE: 'Das ist ein Upgrade: Es gilt sofort, es gibt also nichts einzuplanen.',
  SUBSCRIPTION_CHANGE_ALREADY_SCHEDULED:
    'Es ist bereits ein Planwechsel geplant. Storniere ihn, bevor du einen anderen planst.',
  SUBSCRIPTION_NO_SCHEDULED_CHANGE: 'Es ist kein Planwechsel geplant.',
  SUBSCRIPTION_NOT_CANCELLING: 'Dein Abo ist nicht gekündigt, es gibt also nichts zu behalten.',
  INVOICE_NOT_FOUND: 'Diese Rechnung wurde nicht gefunden.',
  PAYMENT_DECLINED:
    'Ihre Karte wurde abgelehnt, daher wurde nichts geändert. Aktualisieren Sie Ihre Karte in der Abrechnung und versuchen Sie es erneut.',
  BILLING_ACCOUNT_NOT_FOUND:
    'Sie haben noch nichts gekauft, daher gibt es kein Abrechnungskonto zu verwalten.',
  WEBHOOK_SIGNATURE_INVALID: 'Die Signatur des Ereignisses passt nicht zu seinem Inhalt.',
  PREVIEW_DISABLED:
    'Der Vorschaumodus ist auf diesem Server nicht aktiviert: Der Betreiber schaltet ihn mit PREVIEW_TOKEN ein.',
  PREVIEW_TOKEN_INVALID: 'Dieser Vorschau-Link ist nicht (mehr) gültig. Bitte um einen neuen.',
  PREVIEW_STAGING_MISSING:
    'Auf diesem Server ist keine Staging-Quelle eingerichtet (BLOG_STAGING_DIR), ?staging ist daher nicht möglich.',
  POST_NOT_FOUND: 'Dieser Artikel wurde nicht gefunden.',
  CONTACT_TOO_FAST:
    'Das war schneller, als jemand tippen kann. Bitte warte ein paar Sekunden und sende deine Nachricht noch einmal.',
  CONTACT_REJECTED:
    'Deine Nachricht wirkt automatisiert und wurde nicht gesendet. Wenn du ein Mensch bist, lade die Seite neu und versuche es noch einmal.',
  CONTACT_FORM_EXPIRED:
    'Dieses Formular ist abgelaufen. Lade die Seite neu und sende deine Nachricht noch einmal.',
  EXPLORE_PUBLISH_BLOCKED:
    'Ein Admin hat dir das Veröffentlichen auf Explore untersagt. Deine Creatives bleiben in deiner Bibliothek; schreib dem Support, wenn du das für einen Irrtum hältst.',
  EXPLORE_WORDS_REFUSED:
    'Dieses Creative kann nicht auf Explore: Prompt oder Text enthalten Wörter, die Explore nicht zulässt ({words}). Ändere sie und versuche es erneut.',
};
