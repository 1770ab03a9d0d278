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
    collapse: 'Contraer barra lateral',
    expand: 'Expandir barra lateral',
    openMenu: 'Abrir navegación',
    closeMenu: 'Cerrar navegación',
    backToSite: 'Volver al sitio web',
  },
  welcome: {
    title: 'Te damos la bienvenida a tu estudio',
    subtitle: 'Aquí tienes todo para crear anuncios fieles a tu marca. Estas secciones abren pronto.',
    soon: 'Pronto',
    share: 'Copiar enlace',
    copied: 'Enlace copiado',
    copiedBody: 'El enlace a esta página está en tu portapapeles.',
    copyFailed: 'No se pudo copiar el enlace',
    copyFailedBody: 'Tu navegador no permitió el acceso al portapapeles.',
    areas: {
      create: 'Describe una idea en un chat y obtén anuncios de imagen y vídeo con tu marca.',
      creatives: 'Explora, marca como favorito, archiva y descarga todo lo que has creado.',
      uploads: 'Ten a mano fotos de producto y logos para cualquier creatividad.',
      templates: 'Empieza con más de 10 000 plantillas, filtradas por formato y categoría.',
      brands: 'Colores, tipografías, logos y tono, tomados de tu web o definidos a mano.',
      styles: 'Looks predefinidos y tus propios estilos: colores, fuentes y elementos de diseño.',
    },
  },
  comingSoon: {
    badge: 'En desarrollo',
    title: 'Próximamente',
    areaTitle: '{area} llega pronto',
    body: 'Estamos construyendo esta parte del estudio ahora mismo. Aparecerá aquí en una próxima versión.',
    back: 'Volver al estudio',
  },
  toast: {
    region: 'Notificaciones ({hotkey})',
    close: 'Cerrar',
  },
};
