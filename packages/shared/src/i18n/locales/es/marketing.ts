import type { Messages } from '../../catalog.ts';
import type { marketing as en } from '../en/marketing.ts';

export const marketing: Messages<typeof en> = {
  meta: {
    homeTitle: 'Brandloom — Creatividades publicitarias fieles a tu marca con un solo prompt',
    homeDescription:
      'Describe tu idea en un chat y obtén anuncios de imagen y vídeo con tu logo, tus colores, tus tipografías y tu tono, en cada formato.',
    blogTitle: 'Blog · Brandloom',
    blogDescription: 'Guías prácticas para crear anuncios que se ven y suenan como tu marca.',
    termsTitle: 'Términos del servicio · Brandloom',
    privacyTitle: 'Política de privacidad · Brandloom',
    legalDescription: 'Las reglas para usar Brandloom y cómo tratamos tus datos.',
    notFoundTitle: 'Página no encontrada · Brandloom',
  },
  hero: {
    badge: 'Beta',
    eyebrow: 'Las creatividades en vídeo ya están en beta abierta',
    title: 'Creatividades publicitarias fieles a tu marca con un solo prompt.',
    subtitle:
      'Describe la idea en un chat. Brandloom aplica tu logo, colores, tipografías y tono a cada imagen y vídeo, listos para cada ubicación en segundos.',
    cta: 'Empieza gratis',
    secondary: 'Ver cómo funciona',
    note: '50 créditos gratis cada mes. Sin tarjeta.',
  },
  mock: {
    label: 'Ejemplo: tres formatos de anuncio generados con un prompt',
    promptLabel: 'Prompt',
    prompt: 'Lanzamiento de verano de nuestro cold brew de avena. Luminoso, divertido, tres formatos.',
    brandKit: 'Kit de marca aplicado',
    ready: '3 creatividades listas',
    square: '1:1 Feed',
    portrait: '2:3 Story',
    landscape: '3:2 Display',
    headline1: 'El verano, bien frío.',
    headline2: 'Nuevo: cold brew de avena',
    headline3: '20 % en tu primera caja',
    cta1: 'Comprar',
    cta2: 'Probar',
    cta3: 'Pedir hoy',
  },
  features: {
    title: 'Todo lo que tu marca necesita, en cada creatividad',
    subtitle:
      'Tu kit de marca lo aplica nuestro renderizador, no lo adivina un modelo, así que siempre queda perfecto.',
    brand: {
      title: 'Kit de marca al píxel',
      body: 'Los logos salen de tus propios archivos y los textos se componen con tus tipografías. Sin logos deformados ni titulares con erratas.',
    },
    chat: {
      title: 'Del chat a la creatividad',
      body: 'Describe la campaña con tus palabras, ajústala en la misma conversación y conserva cada versión.',
    },
    formats: {
      title: 'Cada ubicación',
      body: 'Anuncios cuadrados, verticales y horizontales a partir de un solo brief, con un buscador de formatos para cada plataforma.',
    },
    video: {
      title: 'Vídeo a partir de cualquier imagen',
      body: 'Anima una creatividad en un vídeo corto con movimiento de cámara y texto animado. Beta abierta.',
    },
  },
  steps: {
    title: 'De la idea al anuncio en tres pasos',
    one: {
      title: 'Añade tu marca',
      body: 'Pega tu sitio web. Recogemos colores, tipografías y logos por ti.',
    },
    two: { title: 'Describe la idea', body: 'Cuenta qué promocionas y dónde se publicará.' },
    three: {
      title: 'Descarga y lanza',
      body: 'Exporta en JPG, PNG o WebP a tamaño completo, mitad o cuarto.',
    },
  },
  cta: {
    title: 'Tu próxima campaña, fiel a tu marca desde el primer borrador.',
    body: 'Empieza con 50 créditos gratis. Mejora tu plan cuando tu equipo necesite más.',
    button: 'Crea tu cuenta gratis',
  },
  blog: {
    title: 'Blog',
    subtitle: 'Guías para crear anuncios que se parecen a tu marca.',
    readMore: 'Leer artículo',
    minutes: '{count} min de lectura',
    allPosts: 'Todos los artículos',
    byline: 'Por {author}',
  },
  legal: {
    updated: 'Última actualización: {date}',
  },
};
