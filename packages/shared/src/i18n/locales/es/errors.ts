import type { ErrorMessages } from '../../catalog.ts';

export const errors: ErrorMessages = {
  VALIDATION_FAILED: 'Algunos campos no son válidos.',
  MALFORMED_JSON: 'El cuerpo de la solicitud no es un JSON válido.',
  UNSUPPORTED_MEDIA_TYPE: 'Este tipo de contenido no se admite aquí.',
  PAYLOAD_TOO_LARGE: 'La solicitud es demasiado grande.',
  NOT_FOUND: 'No encontrado.',
  ROUTE_NOT_FOUND: 'No existe ninguna ruta de la API en {path}.',
  METHOD_NOT_ALLOWED: 'Este método no está permitido aquí.',
  UNAUTHORIZED: '¡Falta la sesión de autenticación!',
  FORBIDDEN: 'No tienes permiso para hacer esto.',
  RATE_LIMITED: 'Demasiadas solicitudes, inténtalo de nuevo más tarde',
  INTERNAL: 'No se puede procesar la solicitud en este momento',
  SERVICE_UNAVAILABLE: 'El servicio no está disponible en este momento. Inténtalo de nuevo en breve.',
  IMAGE_NOT_SUPPORTED:
    'Este archivo no es una imagen que se pueda redimensionar (JPG, PNG, WebP, GIF o AVIF).',
  IMAGE_TOO_LARGE: 'Esta imagen es demasiado grande para redimensionarla.',
  IMAGE_OUTPUT_TOO_LARGE: 'La imagen redimensionada superaría los {max} píxeles de ancho o de alto.',
  INVALID_USER_ID: 'Los identificadores de usuario deben tener formato UUID.',
  USER_NOT_FOUND: 'Usuario no encontrado',
  ADMIN_SELF_CHANGE: 'No puedes eliminar tu propia cuenta ni quitarte tu propio rol de administrador aquí.',
  EMAIL_TAKEN: 'Ya existe una cuenta con esta dirección de correo electrónico.',
  USERNAME_TAKEN: 'Este nombre de usuario ya está en uso. Prueba con otro.',
  ACCOUNT_DELETION_NOT_CONFIRMED: 'Escribe delete para confirmar que quieres eliminar tu cuenta.',
};
