import type { Messages } from '../../catalog.ts';
import type { site as en } from '../en/site.ts';

export const site: Messages<typeof en> = {
  meta: {
    helpTitle: 'Ayuda y contacto · Brandloom',
    helpDescription:
      'Respuestas sobre créditos, planes, kits de marca, formatos, descargas y privacidad, y un formulario para todo lo demás.',
    compareTitle: 'Brandloom frente a {tool}: una comparación honesta',
    compareDescription:
      'En qué se diferencian Brandloom y {tool}: modelo de precios, uso de la marca, texto en la imagen, vídeo y alojamiento propio, con fuentes.',
    generatorsTitle: 'Generadores de anuncios con IA: qué comprobar antes de elegir',
    generatorsDescription:
      'Una lista para comparar herramientas de creatividades publicitarias con IA: coste por creatividad utilizable, control de marca, texto exacto y dónde están tus datos.',
    feedTitle: 'Blog de Brandloom',
  },
  blog: {
    categories: {
      guides: 'Guías',
      copywriting: 'Redacción',
      'brand-kit': 'Kit de marca',
      testing: 'Pruebas',
      video: 'Vídeo',
      planning: 'Planificación',
    },
    related: 'Sigue leyendo',
    inEnglish: 'En inglés',
    translationsNote: 'Los artículos aún sin traducir se muestran en inglés.',
    feed: 'Suscribirse (feed Atom)',
    draft: 'Borrador',
    previewOn: 'Modo de vista previa: se muestran los borradores.',
    previewStaging: 'Vista previa con la fuente de staging: se muestran los borradores.',
    previewExit: 'Salir de la vista previa',
  },
  help: {
    eyebrow: 'Centro de ayuda',
    title: '¿Cómo podemos ayudarte?',
    subtitle: 'Respuestas breves a las preguntas más frecuentes. Si la tuya no está, escríbenos abajo.',
    topics: {
      credits: {
        title: 'Créditos',
        q1: '¿Qué es un crédito?',
        a1: 'Los créditos pagan la generación. Una imagen cuesta 2 créditos en calidad baja, 6 en media, 18 en alta y 14 en automática; un vídeo cuesta entre 24 y 200 créditos según el modelo y la duración. El coste aparece en el botón antes de generar.',
        q2: '¿Qué pasa con los créditos si una creatividad falla?',
        a2: 'Los créditos se reservan al poner una creatividad en cola y se devuelven automáticamente si falla o la bloquea la moderación de contenido. Cada gasto y devolución aparece en Ajustes → Créditos.',
        q3: '¿Cuándo se recargan mis créditos mensuales?',
        a3: 'Cada mes, el día y a la hora en que empezó tu plan. Los paquetes de créditos comprados se suman y se usan después de la asignación mensual.',
      },
      plans: {
        title: 'Planes y facturación',
        q1: '¿Qué planes hay?',
        a1: 'Free (50 créditos al mes, calidad baja), Plus (200 créditos al mes, calidades baja y media, estilos propios) y Flex (un volumen mensual a elegir, hasta 3.500 créditos, todas las calidades y marcas ilimitadas).',
        q2: '¿Puedo cambiar o cancelar mi plan?',
        a2: 'Sí, en la página de suscripción de la aplicación. Las mejoras se aplican al momento; las bajadas y cancelaciones tienen efecto al final del periodo y hasta entonces conservas tu plan. Una cancelación pendiente se puede deshacer con «Mantener suscripción».',
      },
      brandKit: {
        title: 'Kit de marca',
        q1: '¿Qué contiene una marca?',
        a1: 'Un nombre, tu web, un breve briefing, colores, fuentes, logotipos e iconos. Cada creatividad hecha con la marca los usa.',
        q2: '¿Mi logotipo y mi texto saldrán exactos?',
        a2: 'Sí. El logotipo se coloca a partir de tu propio archivo y el titular, la línea secundaria y el botón los compone nuestro renderizador con tus fuentes: el logotipo es exacto al píxel y el texto queda tal como lo escribiste.',
        q3: '¿Se puede rellenar la marca desde mi web?',
        a3: 'Sí: introduce tu dirección y el análisis de la web propone nombre, colores, fuentes y logotipo, que revisas antes de guardar. Importar imágenes de tu web requiere un plan de pago.',
      },
      formats: {
        title: 'Formatos',
        q1: '¿Qué tamaños puedo crear?',
        a1: 'Imágenes en 1:1, 2:3 y 3:2; vídeos en 16:9 y 9:16. El buscador de formatos de la aplicación convierte una plataforma y una ubicación en la proporción adecuada.',
        q2: '¿El vídeo está disponible para todos?',
        a2: 'El vídeo está en beta abierta. Un vídeo parte de una de tus creatividades o de una subida y se anima con el movimiento de cámara que describas.',
      },
      downloads: {
        title: 'Descargas',
        q1: '¿En qué tipos de archivo puedo descargar?',
        a1: 'JPG, PNG o WebP, a tamaño completo, al 50 % o al 25 %. Los vídeos se descargan en MP4.',
        q2: '¿Puedo usar las creatividades en anuncios de pago?',
        a2: 'Sí, puedes usar tus creatividades en tu publicidad. Asegúrate de que también puedes usar las fotos y logotipos que subas.',
      },
      privacy: {
        title: 'Privacidad',
        q1: '¿Quién ve mis creatividades?',
        a1: 'Solo tú, salvo que actives la publicación en el feed Explorar en tus ajustes.',
        q2: '¿Puedo borrar mi cuenta?',
        a2: 'Sí, en Ajustes → Cuenta. Se eliminan tu cuenta, creatividades, subidas y marcas, y se cancela cualquier suscripción activa.',
        q3: '¿Rastreáis a los visitantes?',
        a3: 'Las páginas públicas no usan cookies de seguimiento ni cargan nada de terceros. La política de privacidad explica qué guardamos.',
      },
    },
  },
  contact: {
    title: 'Contacto',
    intro: 'Escríbenos y te responderemos por correo, normalmente en dos días laborables.',
    name: 'Nombre',
    email: 'Correo electrónico',
    topic: 'Tema',
    topics: {
      general: 'Pregunta general',
      billing: 'Planes y facturación',
      technical: 'Algo no funciona',
      privacy: 'Privacidad y datos',
      partnership: 'Colaboraciones y prensa',
    },
    message: 'Mensaje',
    messageHint: 'Al menos 10 caracteres.',
    website: 'Deja este campo vacío',
    submit: 'Enviar mensaje',
    sending: 'Enviando…',
    sentTitle: 'Gracias, tu mensaje está en camino.',
    sentBody: 'Responderemos a {email}.',
    sendAnother: 'Enviar otro mensaje',
    privacyNote: 'Usamos tu nombre y tu correo solo para responder a este mensaje.',
    failed: 'No se ha podido enviar tu mensaje. Inténtalo de nuevo.',
    emailSubject: 'Formulario de contacto: {topic} — {name}',
    emailIntro: '{name} <{email}> escribió mediante el formulario de contacto ({language}):',
  },
  compare: {
    eyebrow: 'Comparación',
    title: 'Brandloom frente a {tool}',
    intro:
      'Ambos ayudan a crear creatividades publicitarias. Esta página muestra en qué se diferencian usando solo lo que cada producto indica públicamente. Donde no encontramos ninguna indicación pública, la celda lo dice.',
    checked: 'Fuentes consultadas el {date}. Los productos cambian: revisa las fuentes antes de decidir.',
    feature: 'Qué',
    us: 'Brandloom',
    sources: 'Fuentes',
    ourSource: 'Brandloom: la página de ayuda de este sitio y la documentación del producto.',
    notStated: 'No indicado en las fuentes consultadas',
    differentTitle: 'Qué hacemos de otra manera',
    different: {
      brandLayer:
        'Una capa de marca sin conexión: el logotipo, los colores y las fuentes los aplica nuestro propio renderizador, no los adivina un modelo.',
      exact:
        'Logotipo y texto exactos: el logotipo sale de tu archivo y el texto se compone con tus fuentes, tal como se escribió.',
      selfHost:
        'Alojamiento propio: todo el producto funciona en tu servidor con dos comandos, sin cuenta en terceros.',
      credits:
        'Créditos honestos: el coste se muestra antes de generar y las creatividades fallidas o bloqueadas se reembolsan automáticamente.',
    },
    others: 'Otras comparaciones',
    cta: 'Prueba Brandloom gratis',
    rows: {
      pricing: 'Modelo de precios',
      free: 'Plan gratuito o prueba',
      output: 'Coste de un resultado',
      brand: 'Kit de marca',
      text: 'Texto en la creatividad',
      formats: 'Otros tamaños',
      video: 'Vídeo',
      hosting: 'Dónde funciona',
      failed: 'Generaciones fallidas',
    },
    brandloom: {
      pricing: 'Planes con créditos mensuales: Plus 200, Flex un volumen a elegir hasta 3.500.',
      free: 'Plan Free: 50 créditos al mes.',
      output: 'Imagen: 2, 6, 18 o 14 créditos según la calidad; vídeo: de 24 a 200 créditos.',
      brand: 'Colores, fuentes, logotipos, iconos y tono por marca; rellenados con el análisis de la web.',
      text: 'Compuesto por nuestro renderizador con tus fuentes, exactamente como se escribió.',
      formats: 'Cada proporción con su propio diseño: imágenes 1:1, 2:3, 3:2.',
      video: 'Beta abierta: 16:9 y 9:16 a partir de una creatividad o una subida.',
      hosting: 'Alojado, o en tu propio servidor (alojamiento propio, funciona sin conexión).',
      failed: 'Créditos devueltos automáticamente; cada gasto y devolución a la vista.',
    },
    tools: {
      canva: {
        summary:
          'Canva es una plataforma de diseño general con plantillas para muchos usos; Brandloom está hecho solo para creatividades publicitarias a partir de un prompt.',
        pricing: 'Planes de suscripción; algunas funciones requieren un plan premium como Canva Pro.',
        free: 'Existe un plan Canva Free.',
        brand: 'Los kits de marca se configuran en la pestaña Marca (equipos).',
        formats:
          'Cambiar un diseño a otros tamaños es una función premium; los planes gratuitos tienen una prueba limitada.',
      },
      'adcreative-ai': {
        summary:
          'AdCreative.ai genera creatividades publicitarias a partir de tu marca y tu producto; sus planes se expresan en créditos al mes.',
        pricing: 'Suscripción con créditos mensuales; el plan Starter indica 20 créditos al mes.',
        free: 'Una prueba gratuita de 7 días con 20 créditos.',
      },
      'predis-ai': {
        summary:
          'Predis.ai genera publicaciones, creatividades publicitarias y vídeos; sus planes incluyen un número mensual de créditos.',
        pricing: 'Créditos mensuales por plan: Core 1.300, Rise 3.200, Enterprise+ 10.000; no se acumulan.',
        output:
          'Creatividad publicitaria o publicación con imagen: 20 créditos por imagen (creatividad de producto e-commerce: 25).',
        video: 'Vídeo estándar: 140 créditos por cada 10 segundos.',
      },
      creatify: {
        summary:
          'Creatify se centra en anuncios de vídeo, también con avatares de IA y vídeos de producto; la generación se mide en créditos.',
        pricing: 'Suscripción con créditos mensuales; los planes de API se presentan aparte.',
        output:
          'Anuncios de vídeo con IA y vídeos con avatar: 5 créditos por cada 15 segundos; el coste se muestra antes de renderizar.',
        video:
          'El vídeo es el producto principal: anuncios de vídeo, vídeos con avatar, clips cortos y vídeos de producto.',
      },
    },
    generators: {
      title: 'Generadores de anuncios con IA: qué comprobar antes de elegir',
      intro:
        'En una demo, las herramientas de anuncios con IA se parecen. Las diferencias importantes aparecen en la quinta semana de uso: lo que cuesta de verdad una creatividad utilizable, si la marca se mantiene y dónde están tus archivos. Haz estas preguntas a cualquier herramienta, también a la nuestra.',
      checklistTitle: 'Preguntas que hacer',
      questions: {
        cost: '¿Cuánto cuesta una creatividad utilizable, contando intentos y correcciones, no solo una generación?',
        brand: '¿Se aplican exactamente tu logotipo, tus colores y tus fuentes, o el modelo los imita?',
        text: '¿El titular aparece exactamente como lo escribiste, con tu fuente?',
        formats: '¿Cada formato tiene su propio diseño, o se recorta una imagen?',
        failed: '¿Se cobran las generaciones fallidas o bloqueadas?',
        data: '¿Dónde se guardan tus archivos de marca y creatividades, y puedes alojarlo tú mismo?',
      },
      answerTitle: 'Cómo responde Brandloom',
    },
  },
  landing: {
    chat: {
      eyebrow: 'Del chat al creativo',
      title: 'Escribe el briefing como un mensaje. Recibe los anuncios.',
      body: 'Di qué lanzas, dónde se publicará y qué sensación debe transmitir. Brandloom lee el briefing, escribe los textos en el idioma de tu mensaje y diseña cada formato por separado, en lugar de recortar una imagen tres veces.',
      you: 'Tú',
      assistant: 'Brandloom',
      reply:
        'Tres creativos para {brand}: un post, una story y un banner, con los colores, las fuentes y el logo de la marca.',
      formats: {
        square: 'Post · 1:1',
        portrait: 'Story · 2:3',
        landscape: 'Banner · 3:2',
      },
      alt: 'Anuncio creado por Brandloom para {brand}: «{headline}»',
      note: 'El motor de renderizado de Brandloom creó estos creativos a partir del prompt de arriba al construir esta página. No se retocó nada.',
    },
    brands: {
      eyebrow: 'Hecho para marcas',
      title: 'Tu kit de marca, aplicado con exactitud. Siempre.',
      body: 'Los modelos de imagen adivinan los logos y escriben mal los titulares. Brandloom no deja eso a un modelo: tu logo se coloca desde tu propio archivo y tus textos se componen en tus fuentes con nuestro motor de renderizado.',
      points: {
        kit: {
          title: 'Un solo kit de marca',
          body: 'Nombre, web, un breve briefing, colores, fuentes, logos para fondos claros y oscuros, y tu tono. Cada creativo hecho con la marca los usa.',
        },
        scan: {
          title: 'Rellenado desde tu web',
          body: 'Introduce tu dirección y el análisis de la web propone nombre, colores, fuentes y logo. Lo revisas todo antes de guardar.',
        },
        exact: {
          title: 'Logo y fuentes exactos',
          body: 'El logo es exacto al píxel, y el titular, el subtítulo y el botón se escriben tal como los pusiste, en tus tipografías.',
        },
      },
      kitTitle: 'Kit de marca',
      kitAlt:
        'Kit de marca de {brand}: el logo, cuatro colores de marca y una muestra de las tipografías de títulos y de texto',
      colours: 'Colores',
      fonts: 'Fuentes',
      headingFont: 'Títulos:',
      bodyFont: 'Texto:',
      creativeAlt: 'Un anuncio de oferta para {brand} con su propio logo, colores y fuentes: «{headline}»',
      sample:
        '{brand} es una marca de ejemplo. Su creativo se generó a partir de una oferta de una línea al construir esta página.',
    },
    video: {
      eyebrow: 'Creativos en vídeo · beta abierta',
      title: 'Convierte un creativo terminado en un vídeo corto.',
      body: 'Elige un creativo o una imagen subida y describe el movimiento: un acercamiento lento, un paneo, el titular que sube. El animador mantiene el texto, el botón y el logo en capas propias, así las palabras siguen nítidas mientras la imagen se mueve.',
      points: {
        formats: 'Vertical 9:16 para stories y reels, horizontal 16:9 para feeds y espacios de vídeo.',
        credits:
          'El coste en créditos se muestra antes de empezar; un vídeo que falla devuelve sus créditos.',
        download: 'Descárgalo en MP4 y súbelo donde anuncies.',
      },
      clipLabel: 'Un creativo en vídeo a partir de la oferta de {brand} de arriba',
    },
    intro: {
      eyebrow: 'Míralo en acción',
      title: 'Del registro al vídeo descargado, en una sola toma',
      body: 'Una grabación de pantalla del producto en una sola toma, solo con las esperas de renderizado acortadas: registrarse, escribir un prompt, recibir creativos, animar uno y descargar el resultado.',
      videoLabel: 'Grabación de pantalla de Brandloom: registro, prompt, creativos, vídeo, descarga',
    },
    faq: {
      title: 'Preguntas y respuestas',
      subtitle: 'Más en el centro de ayuda.',
      helpLink: 'Abrir el centro de ayuda',
      q1: '¿En qué se diferencia de un modelo de imagen?',
      a1: 'Un modelo puede pintar la escena, pero tu logo se integra desde tu propio archivo y el texto se compone en tus fuentes con nuestro motor de renderizado. Así el logo nunca se deforma y el titular se escribe exactamente como lo pusiste.',
      q2: '¿Necesito un programa de diseño o un diseñador?',
      a2: 'No. Describes la campaña en el chat y recibes anuncios terminados en 1:1, 2:3 y 3:2. Si quieres ajustar uno, el editor de imagen y las variantes están en el mismo sitio.',
      q3: '¿Cuánto cuesta?',
      a3: 'Free incluye 50 créditos al mes y no necesita tarjeta. Una imagen cuesta 2 créditos en calidad baja y hasta 18 en alta; el coste aparece en el botón antes de generar. Plus y Flex añaden más créditos, calidades y marcas.',
      q4: '¿Qué pasa con mis créditos si un creativo falla?',
      a4: 'Se reservan cuando el creativo entra en la cola y se devuelven automáticamente si falla o se bloquea. Cada gasto y devolución aparece en tus ajustes.',
      q5: '¿En qué idiomas pueden estar los anuncios?',
      a5: 'Inglés, alemán, francés y español. Los textos se escriben en el idioma de tu prompt o de tu marca.',
      q6: '¿Puedo usar los creativos en anuncios de pago?',
      a6: 'Sí, los creativos que haces son tuyos para tu publicidad. Asegúrate también de poder usar las fotos y logos que subes.',
      q7: '¿Puedo ejecutar Brandloom en mis propios servidores?',
      a7: 'Sí. Brandloom es un producto autoalojable: funciona con base de datos y motor de renderizado integrados en una sola máquina, o con Postgres y almacenamiento compatible con S3 cuando creces.',
    },
  },
};
