import type { ErrorMessages } from '../../catalog.ts';

export const errors: ErrorMessages = {
  VALIDATION_FAILED: 'Algunos campos no son válidos.',
  TEXT_NOT_STORABLE:
    'Este texto contiene un carácter NUL (U+0000) que no se puede guardar. Elimínalo e inténtalo de nuevo.',
  NOTHING_TO_CHANGE: 'No hay nada que cambiar: envía al menos un campo.',
  MALFORMED_JSON: 'El cuerpo de la solicitud no es un JSON válido.',
  UNSUPPORTED_MEDIA_TYPE: 'Este tipo de contenido no se admite aquí.',
  PAYLOAD_TOO_LARGE: 'La solicitud es demasiado grande.',
  NOT_FOUND: 'No encontrado.',
  ROUTE_NOT_FOUND: 'No existe ninguna ruta de la API en {path}.',
  METHOD_NOT_ALLOWED: 'Este método no está permitido aquí.',
  UNAUTHORIZED: '¡Falta la sesión de autenticación!',
  FORBIDDEN: 'No tienes permiso para hacer esto.',
  UNTRUSTED_ORIGIN:
    'Esta página se abrió en {origin}, que no es la dirección pública de este servidor (PUBLIC_URL). Ábrela en {publicUrl} o define PUBLIC_URL.',
  CROSS_SITE_REQUEST: 'No se aceptan solicitudes de otros sitios web.',
  RATE_LIMITED: 'Demasiadas solicitudes, inténtalo de nuevo más tarde',
  INTERNAL: 'No se puede procesar la solicitud en este momento',
  SERVICE_UNAVAILABLE: 'El servicio no está disponible en este momento. Inténtalo de nuevo en breve.',
  IMAGE_NOT_SUPPORTED:
    'Este archivo no es una imagen que se pueda redimensionar (JPG, PNG, WebP, GIF o AVIF).',
  IMAGE_TOO_LARGE: 'Esta imagen es demasiado grande para redimensionarla.',
  IMAGE_OUTPUT_TOO_LARGE_one: 'La imagen redimensionada superaría {count} píxel de ancho o de alto.',
  IMAGE_OUTPUT_TOO_LARGE_many: 'La imagen redimensionada superaría los {count} píxeles de ancho o de alto.',
  IMAGE_OUTPUT_TOO_LARGE_other: 'La imagen redimensionada superaría los {count} píxeles de ancho o de alto.',
  INVALID_USER_ID: 'Los identificadores de usuario deben tener formato UUID.',
  INVALID_CURSOR: 'Esta posición de la lista no es válida. Vuelve a cargar la lista e inténtalo de nuevo.',
  USER_NOT_FOUND: 'Usuario no encontrado',
  ADMIN_SELF_CHANGE: 'No puedes eliminar tu propia cuenta ni quitarte tu propio rol de administrador aquí.',
  EMAIL_TAKEN: 'Ya existe una cuenta con esta dirección de correo electrónico.',
  USERNAME_TAKEN: 'Este nombre de usuario ya está en uso. Prueba con otro.',
  ACCOUNT_DELETION_NOT_CONFIRMED: 'Escribe delete para confirmar que quieres eliminar tu cuenta.',
  UPLOAD_NOT_AN_IMAGE: 'El archivo no parece ser una imagen: {filename}',
  UPLOAD_TOO_LARGE: 'El archivo {filename} supera los {maxMegabytes} MB.',
  UPLOAD_BATCH_TOO_LARGE_one: 'Puedes subir como máximo {count} archivo a la vez.',
  UPLOAD_BATCH_TOO_LARGE_many: 'Puedes subir como máximo {count} archivos a la vez.',
  UPLOAD_BATCH_TOO_LARGE_other: 'Puedes subir como máximo {count} archivos a la vez.',
  IMAGE_DIMENSIONS_TOO_LARGE:
    'La imagen {filename} mide {width} × {height} píxeles; las imágenes pueden medir como máximo {maxPixels} píxeles de ancho y de alto.',
  FILE_TOO_LARGE: 'El archivo supera los {maxMegabytes} MB.',
  UPLOAD_FAILED: 'No se pudo subir el archivo',
  UPLOAD_SAVE_FAILED: 'No se pudo guardar la información de la subida',
  UPLOAD_SIGN_IN_REQUIRED: 'Debes iniciar sesión para eliminar archivos',
  UPLOAD_NOT_FOUND: 'No se encontró este archivo subido.',
  TOO_MANY_UPLOADS_one: 'Demasiados archivos: un prompt puede incluir como máximo {count} archivo.',
  TOO_MANY_UPLOADS_many: 'Demasiados archivos: un prompt puede incluir como máximo {count} archivos.',
  TOO_MANY_UPLOADS_other: 'Demasiados archivos: un prompt puede incluir como máximo {count} archivos.',
  BRAND_NAME_REQUIRED: 'Introduce el nombre de tu marca.',
  BRAND_EXISTS: 'Ya tienes una marca llamada {name}. Edita la marca existente.',
  BRAND_NOT_FOUND: 'No se encontró esta marca.',
  TOO_MANY_BRANDS_one: 'Demasiadas marcas: tu plan permite {count} marca. Mejora tu plan para añadir más.',
  TOO_MANY_BRANDS_many: 'Demasiadas marcas: tu plan permite {count} marcas. Mejora tu plan para añadir más.',
  TOO_MANY_BRANDS_other: 'Demasiadas marcas: tu plan permite {count} marcas. Mejora tu plan para añadir más.',
  BRAND_SCAN_FAILED:
    'No se pudo analizar la URL de tu marca {url}. Inténtalo de nuevo o introduce los datos de tu marca manualmente.',
  WEBSITE_IMAGES_FAILED: 'no se pudieron extraer las imágenes, comprueba la URL',
  UPGRADE_REQUIRED: 'Esto requiere el plan {plan}. Mejora tu plan para usarlo.',
  FONT_NOT_SUPPORTED: 'El archivo de fuente {filename} no es una fuente TTF, OTF, WOFF o WOFF2.',
  LOGO_NOT_SUPPORTED: 'El logo {filename} debe ser una imagen PNG, SVG o WebP.',
  STYLE_NOT_FOUND: 'No se encontró este estilo.',
  STYLE_EXISTS: 'Ya tienes un estilo llamado {name}. Edita el estilo existente.',
  TEMPLATE_NOT_FOUND: 'No se encontró la plantilla que buscas.',
  TEMPLATE_NOT_IN_PLAN: 'Esta plantilla forma parte de los planes Plus y Flex. Mejora tu plan para usarla.',
  OUT_OF_CREDITS:
    'Sin créditos: no tienes suficientes créditos para generar esta creatividad, mejora tu plan o espera a la recarga',
  MODEL_NOT_AVAILABLE: 'El modelo {model} no está disponible aquí. Elige otro modelo en los ajustes.',
  CREATIVE_NOT_FOUND: 'No se encontró la creatividad que buscas.',
  NO_IMAGE_URL: 'No se proporcionó ninguna URL de imagen.',
  DOWNLOAD_FORMAT_NOT_AVAILABLE: 'Esta creatividad no se puede descargar como {format}.',
  AUTO_FIX_FAILED: 'La corrección automática falló',
  RESIZE_UNAVAILABLE:
    'Esta creatividad no se puede maquetar de nuevo: se hizo antes de que se guardaran sus capas y ya no se reproduce igual que la guardada (su marca, fuentes o fotos han cambiado). Genérala de nuevo para adaptarla.',
  BRAND_CHECK_UNAVAILABLE:
    'Solo las imágenes terminadas que conservan sus capas se pueden revisar y corregir según la marca.',
  CREATIVE_VERSION_CONFLICT:
    'Se guardó otra versión de esta creatividad en el mismo momento. Ábrela de nuevo y vuelve a guardar.',
  CREATIVE_NOT_EDITABLE: 'Solo se pueden editar las imágenes terminadas que conservan sus capas.',
  LAYER_DOCUMENT_INVALID:
    'Las capas editadas no forman una creatividad válida: falta un valor, es desconocido o está fuera de límites.',
  LAYER_FILE_NOT_ALLOWED:
    'La creatividad editada usa una fuente o una imagen que no es tuya o no está en el catálogo.',
  NO_PLACEMENTS: 'Esta creatividad aún no se ha adaptado a ninguna ubicación.',
  GENERATION_FAILED: 'No se pudo generar la imagen',
  VIDEO_ACCESS_DENIED:
    'Las creatividades de vídeo están en beta abierta y tu cuenta aún no tiene acceso a vídeo. Pídenos acceso beta.',
  VIDEO_BASE_IMAGE_REQUIRED:
    'La generación de vídeo necesita una imagen base: adjunta una de tus creatividades o un archivo subido.',
  VIDEO_ONE_BASE_IMAGE: 'Un vídeo parte de una sola imagen base. Quita los demás adjuntos.',
  VIDEO_IMAGE_OPTION: 'La opción {option} es solo para imágenes y no se puede usar en modo vídeo.',
  VIDEO_DURATION_NOT_ALLOWED: '{model} solo crea vídeos de {durations} segundos.',
  VIDEO_ASPECT_NOT_ALLOWED: '{model} no puede crear vídeos en este formato. Elige uno de: {aspects}.',
  VIDEO_DOWNLOAD_FAILED: 'No se pudo descargar el vídeo',
  CHECKOUT_FAILED: 'No se pudo crear la sesión de pago',
  PORTAL_FAILED: 'No se pudo abrir el portal de facturación. Inténtalo de nuevo.',
  PAYMENT_PROVIDER_FAILED: 'El proveedor de pagos no respondió. No se ha cambiado nada; inténtalo de nuevo.',
  PLAN_VOLUME_NOT_OFFERED: 'Flex no se ofrece con {creditAmount} créditos al mes. Elige uno de: {steps}.',
  CREDIT_PACK_NOT_FOUND: 'Este paquete de créditos no se ofrece.',
  SUBSCRIPTION_EXISTS: 'Ya tienes una suscripción. Cambia su plan en Ajustes.',
  SUBSCRIPTION_NOT_FOUND: 'No tienes ninguna suscripción de pago que cambiar. Elige primero un plan.',
  SUBSCRIPTION_CANCELLATION_PENDING:
    'Tu suscripción se cancelará. Conserva tu suscripción antes de cambiar de plan.',
  SUBSCRIPTION_ALREADY_ON_PLAN: 'Ya tienes este plan con estos créditos mensuales.',
  SUBSCRIPTION_CHANGE_IS_DOWNGRADE:
    'Es un cambio a un plan inferior: prográmalo para el final de tu periodo de facturación.',
  SUBSCRIPTION_CHANGE_IS_UPGRADE: 'Es una mejora: se aplica al instante, así que no hay nada que programar.',
  SUBSCRIPTION_CHANGE_ALREADY_SCHEDULED:
    'Ya hay un cambio de plan programado. Cancélalo antes de programar otro.',
  SUBSCRIPTION_NO_SCHEDULED_CHANGE: 'No hay ningún cambio de plan programado.',
  SUBSCRIPTION_NOT_CANCELLING:
    'Tu suscripción no está pendiente de cancelación, así que no hay nada que conservar.',
  INVOICE_NOT_FOUND: 'No se encontró esta factura.',
  PAYMENT_DECLINED:
    'Tu tarjeta fue rechazada, así que no se cambió nada. Actualiza tu tarjeta en la facturación y vuelve a intentarlo.',
  BILLING_ACCOUNT_NOT_FOUND:
    'Aún no has comprado nada, así que no hay ninguna cuenta de facturación que gestionar.',
  WEBHOOK_SIGNATURE_INVALID: 'La firma del evento no coincide con su contenido.',
  PREVIEW_DISABLED:
    'El modo de vista previa no está activado en este servidor: el operador lo activa con PREVIEW_TOKEN.',
  PREVIEW_TOKEN_INVALID: 'Este enlace de vista previa no es válido (o ya no lo es). Pide uno nuevo.',
  PREVIEW_STAGING_MISSING:
    'Este servidor no tiene configurada una fuente de staging (BLOG_STAGING_DIR), así que ?staging no está disponible.',
  POST_NOT_FOUND: 'No se ha encontrado este artículo.',
  CONTACT_TOO_FAST:
    'Ha sido más rápido de lo que nadie puede escribir. Espera unos segundos y vuelve a enviar tu mensaje.',
  CONTACT_REJECTED:
    'Tu mensaje parece automático y no se ha enviado. Si eres una persona, recarga la página e inténtalo de nuevo.',
  CONTACT_FORM_EXPIRED: 'Este formulario ha caducado. Recarga la página y vuelve a enviar tu mensaje.',
  EXPLORE_PUBLISH_BLOCKED:
    'Un administrador te ha retirado la publicación en Explore. Tus creatividades siguen en tu biblioteca; escribe a soporte si crees que es un error.',
  EXPLORE_WORDS_REFUSED:
    'Esta creatividad no puede ir a Explore: su prompt o su texto contiene palabras que Explore no admite ({words}). Cámbialas y vuelve a intentarlo.',
};
