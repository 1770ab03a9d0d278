import type { Messages } from '../../catalog.ts';
import type { support as en } from '../en/support.ts';

export const support: Messages<typeof en> = {
  title: 'Mensajes de contacto',
  subtitle:
    'Lo que los visitantes escribieron mediante el formulario de contacto de la página de ayuda, los más recientes primero.',
  empty: 'Todavía no hay mensajes.',
  loadFailed: 'No se han podido cargar los mensajes.',
  retry: 'Reintentar',
  older: 'Mostrar mensajes anteriores',
  notEmailed:
    'No enviado por correo: configura SUPPORT_EMAIL (o ADMIN_EMAILS) para recibir los mensajes por correo.',
  topics: {
    general: 'Pregunta general',
    billing: 'Planes y facturación',
    technical: 'Algo no funciona',
    privacy: 'Privacidad y datos',
    partnership: 'Colaboraciones y prensa',
  },
};
