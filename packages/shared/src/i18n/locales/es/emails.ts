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
};
