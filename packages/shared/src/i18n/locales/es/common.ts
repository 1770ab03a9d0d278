import type { Messages } from '../../catalog.ts';
import type { common as en } from '../en/common.ts';

export const common: Messages<typeof en> = {
  productName: 'Brandloom',
  skipToContent: 'Saltar al contenido',
  nav: {
    main: 'Navegación principal',
    home: 'Inicio de Brandloom',
    features: 'Funciones',
    howItWorks: 'Cómo funciona',
    blog: 'Blog',
    pricing: 'Precios',
    explore: 'Explore',
    help: 'Ayuda',
    signIn: 'Iniciar sesión',
    signUp: 'Registrarse',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
  },
  language: {
    label: 'Idioma',
  },
  colorMode: {
    label: 'Modo de color',
    system: 'Sistema',
    light: 'Claro',
    dark: 'Oscuro',
  },
  footer: {
    tagline: 'Creatividades publicitarias fieles a tu marca a partir de un solo prompt.',
    product: 'Producto',
    resources: 'Recursos',
    legal: 'Legal',
    languages: 'Idiomas',
    terms: 'Términos del servicio',
    privacy: 'Política de privacidad',
    compare: 'Comparar',
    aiAdGenerators: 'Generadores de anuncios con IA',
    helpAndContact: 'Ayuda y contacto',
    rights: '© {year} Brandloom. Todos los derechos reservados.',
  },
  status: {
    notFoundTitle: 'Página no encontrada',
    notFound: 'Página no encontrada: {path}',
    notFoundHint: 'Puede que la página se haya movido o que la dirección tenga un error.',
    internal: 'Error interno del servidor',
    internalHint: 'Algo salió mal por nuestra parte. Inténtalo de nuevo en un momento.',
    backHome: 'Volver al inicio',
    reload: 'Recargar página',
  },
  chunkError: {
    title: 'No se pudo cargar la página',
    message: 'Hubo un problema al cargar la página. ¿Quieres actualizarla?',
    refresh: 'Actualizar',
    cancel: 'Cancelar',
  },
};
