import type { Messages } from '../../catalog.ts';
import type { app as en } from '../en/app.ts';

export const app: Messages<typeof en> = {
  pageTitle: '{page} · Brandloom',
  nav: {
    label: 'Estudio',
    home: 'Inicio',
    create: 'Crear',
    creatives: 'Creatividades',
    uploads: 'Archivos',
    templates: 'Plantillas',
    brands: 'Marcas',
    styles: 'Estilos',
    formats: 'Formatos',
    explore: 'Explore',
    admin: 'Admin',
    collapse: 'Contraer barra lateral',
    expand: 'Expandir barra lateral',
    openMenu: 'Abrir navegación',
    closeMenu: 'Cerrar navegación',
    backToSite: 'Volver al sitio web',
  },
  comingSoon: {
    badge: 'En desarrollo',
    title: 'Próximamente',
    body: 'Estamos construyendo esta parte del estudio ahora mismo. Aparecerá aquí en una próxima versión.',
    back: 'Volver al estudio',
  },
  toast: {
    region: 'Notificaciones ({hotkey})',
    close: 'Cerrar',
  },
};
