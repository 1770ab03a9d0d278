import type { CategoryCatalog } from './catalog-types.ts';

export const fashionStyle: CategoryCatalog = {
  category: 'fashion-style',
  palettes: [
    ['#f4efe9', '#1c1c1c', '#c8a27a'],
    ['#111111', '#3a3a3a', '#d4af37'],
    ['#ff2e63', '#08d9d6', '#252a34'],
    ['#dcc9bd', '#5e4b45', '#8a9a7b'],
  ],
  themes: [
    {
      key: 'fashion-end-of-season-sale',
      intent: 'sale',
      scene:
        'model in a flowing linen dress walking along a sunlit seaside promenade in a soft summer breeze',
      text: {
        en: {
          title: 'End-of-season sale',
          prompt: 'End-of-season summer sale, up to 50% off dresses, linen and sandals, light and breezy',
          headline: 'Summer styles up to 50% off',
          subline: 'Dresses, linen and sandals, while sizes last.',
          cta: 'Shop the sale',
        },
        de: {
          title: 'Sommer-Sale zum Saisonende',
          prompt:
            'Sommer-Sale zum Saisonende, bis zu 50 % Rabatt auf Kleider, Leinen und Sandalen, leicht und luftig',
          headline: 'Sommer-Sale: bis zu 50 %',
          subline: 'Kleider, Leinen und Sandalen, solange der Vorrat reicht.',
          cta: 'Zum Sale',
        },
        fr: {
          title: 'Soldes de fin de saison',
          prompt:
            'Soldes d’été de fin de saison, jusqu’à 50 % sur les robes, le lin et les sandales, léger et aérien',
          headline: 'L’été jusqu’à -50 %',
          subline: 'Robes, lin et sandales, dans la limite des stocks disponibles.',
          cta: 'Voir les soldes',
        },
        es: {
          title: 'Rebajas de fin de temporada',
          prompt:
            'Rebajas de verano de fin de temporada, hasta un 50 % en vestidos, lino y sandalias, ligero y fresco',
          headline: 'El verano, hasta un 50 % menos',
          subline: 'Vestidos, lino y sandalias, hasta agotar existencias.',
          cta: 'Ver rebajas',
        },
      },
    },
    {
      key: 'fashion-autumn-collection',
      intent: 'shop',
      scene: 'model in a camel wool coat and knit scarf among falling autumn leaves in a city park',
      text: {
        en: {
          title: 'New autumn collection',
          prompt:
            'New autumn collection, wool coats and chunky knits in warm earthy tones, editorial and calm',
          headline: 'Layer up for autumn',
          subline: 'Wool coats, chunky knits and soft earth tones, just in.',
          cta: 'Shop new in',
        },
        de: {
          title: 'Neue Herbstkollektion',
          prompt:
            'Die neue Kollektion für den Herbst, Wollmäntel und Grobstrick in warmen Erdtönen, ruhig und edel',
          headline: 'Zeit für Lagenlooks',
          subline: 'Wollmäntel, Grobstrick und weiche Erdtöne, ganz neu eingetroffen.',
          cta: 'Jetzt entdecken',
        },
        fr: {
          title: 'Nouvelle collection d’automne',
          prompt:
            'Nouvelle collection d’automne, manteaux en laine et grosses mailles aux tons terreux, élégant et serein',
          headline: 'L’automne en douceur',
          subline: 'Manteaux en laine, grosses mailles et tons terre, tout juste arrivés.',
          cta: 'Découvrir',
        },
        es: {
          title: 'Nueva colección de otoño',
          prompt:
            'Nueva colección de otoño, abrigos de lana y punto grueso en tonos tierra cálidos, editorial y sereno',
          headline: 'El otoño se viste por capas',
          subline: 'Abrigos de lana, punto grueso y tonos tierra, recién llegados.',
          cta: 'Descubrir',
        },
      },
    },
    {
      key: 'fashion-sneaker-drop',
      intent: 'event',
      scene: 'pair of bold white and neon sneakers floating above a concrete floor in dramatic studio light',
      text: {
        en: {
          title: 'Limited sneaker drop',
          prompt:
            'Limited sneaker drop launch event, Saturday 10 am in store, only 200 pairs, urban neon energy',
          headline: 'Only 200 pairs. Be quick.',
          subline: 'The limited release lands in store this Saturday at 10 am.',
          cta: 'Set a reminder',
        },
        de: {
          title: 'Limitierter Sneaker-Drop',
          prompt:
            'Launch-Event für den limitierten Sneaker-Drop, Samstag ab 10 Uhr im Laden, nur 200 Paar, urbane Neon-Energie',
          headline: 'Nur 200 Paar. Sei schnell.',
          subline: 'Das limitierte Modell kommt diesen Samstag um 10 Uhr in den Laden.',
          cta: 'Erinnere mich',
        },
        fr: {
          title: 'Sortie de sneakers limitée',
          prompt:
            'Événement de lancement d’une sneaker en édition limitée, samedi 10 h en magasin, 200 paires seulement, néon urbain',
          headline: '200 paires, pas une de plus',
          subline: 'L’édition limitée arrive en magasin ce samedi à 10 h.',
          cta: 'Me le rappeler',
        },
        es: {
          title: 'Lanzamiento de zapatillas',
          prompt:
            'Evento de lanzamiento de zapatillas de edición limitada, sábado a las 10 en tienda, solo 200 pares, neón urbano',
          headline: 'Solo 200 pares. Date prisa.',
          subline: 'La edición limitada llega a la tienda este sábado a las 10 h.',
          cta: 'Avísame',
        },
      },
    },
    {
      key: 'fashion-styling-app',
      intent: 'app',
      scene:
        'flat lay of a curated outfit with denim jacket, jeans, white sneakers and a smartphone on linen',
      text: {
        en: {
          title: 'Personal styling app',
          prompt:
            'Personal styling app, download it and get outfit ideas picked for your shape and budget, clean and modern',
          headline: 'Your stylist, in your pocket',
          subline: 'Outfit ideas picked for your shape, style and budget, every day.',
          cta: 'Download free',
        },
        de: {
          title: 'App für persönliches Styling',
          prompt: 'Styling-App zum Herunterladen, Outfit-Ideen passend zu Figur und Budget, klar und modern',
          headline: 'Dein Stylist für die Hosentasche',
          subline: 'Täglich Outfit-Ideen für deine Figur, deinen Stil und dein Budget.',
          cta: 'Gratis laden',
        },
        fr: {
          title: 'Appli de style personnel',
          prompt:
            'Application de stylisme personnel, des idées de tenues adaptées à votre silhouette et votre budget, épuré',
          headline: 'Votre styliste dans la poche',
          subline: 'Chaque jour, des tenues pensées pour votre silhouette et votre budget.',
          cta: 'Télécharger',
        },
        es: {
          title: 'App de estilismo personal',
          prompt:
            'App de estilismo personal, descárgala y recibe ideas de looks para tu cuerpo y tu presupuesto, limpio y moderno',
          headline: 'Tu estilista en el bolsillo',
          subline: 'Ideas de looks para tu figura, tu estilo y tu presupuesto, cada día.',
          cta: 'Descargar gratis',
        },
      },
    },
    {
      key: 'fashion-denim-review',
      intent: 'testimonial',
      scene: 'smiling woman in a tailored blazer and jeans in front of a boutique window on a sunny street',
      text: {
        en: {
          title: 'Happy customer review',
          prompt: 'Customer review ad: “Finally, jeans that really fit.” — Chloe, Manchester',
          headline: 'Finally, jeans that really fit',
          subline: 'Chloe, Manchester',
          cta: 'Find your fit',
        },
        de: {
          title: 'Stimme einer Kundin',
          prompt: 'Kundenstimme: „Endlich eine Jeans, die passt.“ — Lea, Hamburg',
          headline: 'Endlich eine Jeans, die passt',
          subline: 'Lea, Hamburg',
          cta: 'Passform finden',
        },
        fr: {
          title: 'Avis d’une cliente',
          prompt: 'Avis client : « Enfin un jean qui me va vraiment. » — Manon, Nantes',
          headline: 'Enfin un jean qui me va vraiment',
          subline: 'Manon, Nantes',
          cta: 'Trouver ma taille',
        },
        es: {
          title: 'Opinión de una clienta',
          prompt: 'Reseña de cliente: «Por fin, vaqueros a mi medida.» — Marta, Bilbao',
          headline: 'Por fin, vaqueros a mi medida',
          subline: 'Marta, Bilbao',
          cta: 'Encuentra tu talla',
        },
      },
    },
    {
      key: 'fashion-made-to-measure',
      intent: 'general',
      scene: 'tailor measuring a navy suit jacket on a mannequin in a warm wood-panelled workroom',
      text: {
        en: {
          title: 'Made-to-measure tailoring',
          prompt:
            'Made-to-measure suits from our tailors, cut and sewn for you in four weeks, classic navy and brass',
          headline: 'Cut for you, and only you',
          subline: 'Made-to-measure suits, hand-finished by our tailors in four weeks.',
          cta: 'Book a fitting',
        },
        de: {
          title: 'Maßanfertigung vom Schneider',
          prompt:
            'Maßanzüge von unseren Schneidern, in vier Wochen für dich gefertigt, klassisch in Marineblau und Messing',
          headline: 'Genau für dich geschneidert',
          subline: 'Maßanzüge, von unseren Schneidern in vier Wochen von Hand vollendet.',
          cta: 'Termin vereinbaren',
        },
        fr: {
          title: 'Costumes sur mesure',
          prompt:
            'Costumes sur mesure par nos tailleurs, coupés et cousus pour vous en quatre semaines, bleu marine et laiton',
          headline: 'Taillé pour vous, et vous seul',
          subline: 'Costumes sur mesure, finis main par nos tailleurs en quatre semaines.',
          cta: 'Fixer un essayage',
        },
        es: {
          title: 'Sastrería a medida',
          prompt:
            'Trajes a medida hechos por nuestros sastres, cortados y cosidos para ti en cuatro semanas, azul marino y latón',
          headline: 'Hecho para ti, solo para ti',
          subline: 'Trajes a medida, acabados a mano por nuestros sastres en 4 semanas.',
          cta: 'Pedir cita',
        },
      },
    },
    {
      key: 'fashion-black-friday',
      intent: 'sale',
      scene: 'sleek black shopping bags and tissue paper on a glossy dark surface under a dramatic spotlight',
      text: {
        en: {
          title: 'Black Friday fashion deals',
          prompt: 'Black Friday, 40% off sitewide this weekend only, sleek black and gold',
          headline: 'Black Friday: 40% off it all',
          subline: 'Sitewide, this weekend only. Free returns on every order.',
          cta: 'Shop the deals',
        },
        de: {
          title: 'Mode zum Black Friday',
          prompt: 'Black Friday, 40 % Rabatt auf alles, nur dieses Wochenende, edel in Schwarz und Gold',
          headline: 'Black Friday: 40 % auf alles',
          subline: 'Im ganzen Shop, nur dieses Wochenende. Kostenlose Rücksendung.',
          cta: 'Zu den Deals',
        },
        fr: {
          title: 'Offres du Black Friday',
          prompt:
            'Black Friday, 40 % de réduction sur tout le site ce week-end seulement, noir élégant et or',
          headline: 'Black Friday : -40 % sur tout',
          subline: 'Sur tout le site, ce week-end seulement. Retours gratuits.',
          cta: 'J’en profite',
        },
        es: {
          title: 'Ofertas de Black Friday',
          prompt:
            'Black Friday, 40 % de descuento en toda la web solo este fin de semana, negro elegante y dorado',
          headline: 'Black Friday: 40 % en todo',
          subline: 'En toda la web, solo este fin de semana. Devoluciones gratis.',
          cta: 'Ver ofertas',
        },
      },
    },
  ],
};
