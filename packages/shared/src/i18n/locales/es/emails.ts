import type { EmailMessages } from '../../catalog.ts';

export const emails: EmailMessages = {
  common: {
    greeting: 'Hola, {name}:',
    linkFallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
    footer: 'Brandloom: creatividades publicitarias fieles a tu marca.',
  },
  verification: {
    subject: 'Confirma tu dirección de correo electrónico',
    heading: 'Confirma tu dirección de correo electrónico',
    body: 'Gracias por registrarte en Brandloom. Confirma tu dirección de correo electrónico para empezar a crear.',
    action: 'Confirmar correo electrónico',
    expiry_one: 'El enlace es válido durante {count} hora.',
    expiry_many: 'El enlace es válido durante {count} horas.',
    expiry_other: 'El enlace es válido durante {count} horas.',
    ignore: 'Si no te has registrado en Brandloom, puedes ignorar este correo.',
  },
  resetPassword: {
    subject: 'Restablece tu contraseña',
    heading: 'Restablece tu contraseña',
    body: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Brandloom. Elige una nueva con el enlace de abajo.',
    action: 'Elegir una nueva contraseña',
    expiry_one: 'El enlace es válido durante {count} minuto.',
    expiry_many: 'El enlace es válido durante {count} minutos.',
    expiry_other: 'El enlace es válido durante {count} minutos.',
    ignore: 'Si no lo has solicitado, puedes ignorar este correo; tu contraseña no cambiará.',
  },
  accountLocked: {
    subject: 'Los inicios de sesión en tu cuenta de Brandloom están en pausa',
    heading: 'Hemos pausado los inicios de sesión en tu cuenta',
    body: 'Alguien ha introducido varias veces seguidas una contraseña incorrecta para tu cuenta de Brandloom, así que los inicios de sesión desde dispositivos nuevos están en pausa durante unos minutos. Los dispositivos en los que ya has iniciado sesión pueden seguir haciéndolo.',
    action: 'Elegir una nueva contraseña',
    expiry_one: 'El enlace es válido durante {count} minuto.',
    expiry_many: 'El enlace es válido durante {count} minutos.',
    expiry_other: 'El enlace es válido durante {count} minutos.',
    ignore:
      'Si no has sido tú: nadie ha entrado, pero elegir una nueva contraseña es buena idea. Si has sido tú, también puedes esperar unos minutos y volver a intentarlo.',
  },
  exploreModeration: {
    subject: 'Sobre tu creatividad en Explore',
    hidden:
      'Un administrador ha ocultado una de tus creatividades en Explore tras una denuncia. Sigue en tu biblioteca.',
    unpublished:
      'Un administrador ha retirado de Explore una de tus creatividades tras una denuncia. Sigue en tu biblioteca.',
    blocked:
      'Tras una denuncia, un administrador te ha retirado la publicación en Explore: tus creatividades ya no se muestran allí. Siguen en tu biblioteca.',
    questions: 'Si crees que es un error, escríbenos desde la página de ayuda.',
  },
};
