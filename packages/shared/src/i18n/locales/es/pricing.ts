import type { Messages } from '../../catalog.ts';
import type { pricing as en } from '../en/pricing.ts';

export const pricing: Messages<typeof en> = {
  meta: {
    title: 'Precios · Brandloom',
    description:
      'Free, Plus y Flex: créditos mensuales para anuncios de imagen y vídeo fieles a tu marca. Paga cada mes en euros o dólares y cancela cuando quieras.',
  },
  hero: {
    eyebrow: 'Precios',
    title: 'Paga por los creativos que haces, no por usuarios.',
    subtitle:
      'Todos los planes incluyen tu kit de marca, todos los formatos de anuncio y el vídeo en beta abierta. Empieza gratis y sube de plan cuando crezcan tus campañas.',
  },
  currency: {
    label: 'Moneda',
  },
  perMonth: 'al mes',
  free: 'Gratis',
  popular: 'El más elegido',
  recommended: 'Desbloquea lo que necesitas',
  creditsPerMonth: '{credits} créditos al mes',
  creativesPerMonth: 'unos {creatives} creativos al mes',
  plans: {
    free: {
      tagline: 'Pruébalo con tu propia marca.',
      cta: 'Empezar gratis',
      points: {
        one: 'Imágenes de calidad baja',
        two: 'Estilos predefinidos',
        three: '1 marca, plantillas gratuitas',
      },
    },
    plus: {
      tagline: 'Para una marca que publica cada semana.',
      cta: 'Elegir Plus',
      points: {
        one: 'Calidad baja y media',
        two: 'Tus propios estilos',
        three: 'Hasta 5 marcas, todas las plantillas',
      },
    },
    flex: {
      tagline: 'Para equipos y agencias: elige tu volumen.',
      cta: 'Elegir Flex',
      points: {
        one: 'Todas las calidades, hasta alta',
        two: 'Marcas ilimitadas',
        three: 'Importar imágenes de webs, todas las plantillas',
      },
    },
  },
  flex: {
    label: 'Créditos Flex al mes',
    value: '{credits} créditos',
    perHundred: '{price} por 100 créditos',
    save: '{percent} % menos por crédito que Plus',
  },
  comparison: {
    title: 'Compara los planes',
    subtitle: 'Todos los planes ponen tu logo, tus colores, tus fuentes y tu tono en cada creativo.',
    caption: 'Qué incluye cada plan',
    feature: 'Función',
    rows: {
      price: 'Precio',
      credits: 'Créditos al mes',
      creatives: 'Creativos al mes',
      quality: 'Calidad de imagen',
      styles: 'Estilos',
      brands: 'Marcas',
      templates: 'Plantillas',
      websiteImport: 'Importar imágenes de webs',
      video: 'Creativos de vídeo',
    },
    values: {
      fromPrice: 'desde {price}',
      upTo: 'hasta {credits}',
      about: 'unos {creatives}',
      presetStyles: 'Predefinidos',
      customStyles: 'Predefinidos y los tuyos',
      oneBrand: '1 marca',
      brands: '{count} marcas',
      unlimited: 'Ilimitadas',
      someTemplates: 'Selección gratuita',
      allTemplates: 'Las más de 10.000',
      included: 'Incluido',
      notIncluded: 'No incluido',
      videoBeta: 'Beta abierta',
    },
    qualities: { low: 'Baja', medium: 'Media', high: 'Alta', auto: 'Auto' },
    seeAll: 'Ver precios y volúmenes',
  },
  packs: {
    title: '¿Necesitas algunos créditos más?',
    subtitle:
      'Los packs de créditos completan cualquier plan, también Free. Se usan después de tus créditos mensuales y no caducan con el mes.',
    credits: '{credits} créditos',
    once: 'pago único',
    buy: 'Comprar {credits} créditos',
  },
  faq: {
    title: 'Preguntas sobre créditos y facturación',
    items: {
      credits: {
        q: '¿Qué es un crédito?',
        a: 'Los créditos pagan la generación. Una imagen cuesta 2 créditos en calidad baja, 6 en media, 18 en alta y 14 en automática; un vídeo de 24 a 200 créditos, según el modelo y la duración. Un creativo cuesta de media unos 5 créditos: así contamos los creativos al mes.',
      },
      refill: {
        q: '¿Cuándo se recargan mis créditos mensuales?',
        a: 'Cada mes, el día y a la hora en que te suscribiste (en Free, el día en que confirmaste tu correo). Los créditos mensuales que no uses no se acumulan; los de los packs se quedan hasta que los uses.',
      },
      upgrade: {
        q: '¿Qué pasa si subo de plan?',
        a: 'El nuevo plan empieza al instante: tus créditos mensuales pasan al nuevo volumen y pagas el nuevo mes menos la parte no usada del anterior.',
      },
      downgrade: {
        q: '¿Y si bajo de plan o elijo menos créditos?',
        a: 'El cambio se programa para el final de tu periodo de facturación. Hasta entonces conservas tu plan y tus créditos, y puedes cancelar el cambio programado cuando quieras.',
      },
      cancel: {
        q: '¿Puedo cancelar cuando quiera?',
        a: 'Sí. Tu plan sigue activo hasta el final del periodo pagado y después pasas a Free. Hasta esa fecha, «Mantener suscripción» deshace la cancelación.',
      },
      failed: {
        q: '¿Y si me quedo sin créditos?',
        a: 'La generación se detiene hasta la próxima recarga. Sube de plan, elige más créditos Flex o compra un pack para seguir al momento. Solo se cobran los creativos terminados; uno fallido o bloqueado los devuelve.',
      },
      payment: {
        q: '¿Cómo pago y dónde están mis facturas?',
        a: 'Con tarjeta, cada mes, en euros o dólares estadounidenses. El portal de facturación, en Ajustes, lista cada factura para descargarla y te permite cambiar la tarjeta.',
      },
    },
  },
};
