import type { CategoryCatalog } from './catalog-types.ts';

export const handcraftArt: CategoryCatalog = {
  category: 'handcraft-art',
  palettes: [
    ['#f7f0e6', '#3d405b', '#e07a5f'],
    ['#1f2a2e', '#3e5641', '#e9c46a'],
    ['#ffbe0b', '#fb5607', '#3a86ff'],
    ['#ddd5ca', '#7b6a58', '#9aa58c'],
  ],
  themes: [
    {
      key: 'handcraft-pottery-workshop',
      intent: 'event',
      scene: 'hands shaping wet clay on a spinning pottery wheel in a sunlit studio with shelves of bowls',
      text: {
        en: {
          title: 'Pottery wheel workshop',
          prompt:
            'Beginner pottery workshop, two hours on the wheel with clay and glazing included, Saturday mornings, earthy terracotta',
          headline: 'Get your hands in the clay',
          subline: 'Two hours on the wheel for beginners, clay and glazing included.',
          cta: 'Book a seat',
        },
        de: {
          title: 'Töpferkurs an der Drehscheibe',
          prompt:
            'Töpfer-Workshop für Einsteiger, zwei Stunden an der Drehscheibe, Ton und Glasur inklusive, samstags, erdige Terrakotta',
          headline: 'Ran an die Drehscheibe',
          subline: 'Zwei Stunden für Einsteiger, Ton und Glasur sind inklusive.',
          cta: 'Platz buchen',
        },
        fr: {
          title: 'Atelier de tournage poterie',
          prompt:
            'Atelier poterie pour débutants, deux heures au tour avec argile et émaillage compris, le samedi matin, terre cuite',
          headline: 'Mettez les mains dans l’argile',
          subline: 'Deux heures au tour pour débutants, argile et émaillage compris.',
          cta: 'Réserver ma place',
        },
        es: {
          title: 'Taller de torno cerámico',
          prompt:
            'Taller de cerámica para principiantes, dos horas en el torno con barro y esmaltado incluidos, sábados por la mañana',
          headline: 'Pon las manos en el barro',
          subline: 'Dos horas en el torno para principiantes, barro y esmaltado incluidos.',
          cta: 'Reservar plaza',
        },
      },
    },
    {
      key: 'handcraft-art-supplies-sale',
      intent: 'sale',
      scene: 'flat lay of watercolour paints, brushes, sketchbooks and colourful pencils on a white desk',
      text: {
        en: {
          title: 'Art supplies sale',
          prompt: 'Art supplies sale, 20% off paints, brushes and sketchbooks this week, bright and creative',
          headline: 'Paints and brushes, 20% off',
          subline: 'Stock up on paints, brushes and sketchbooks. This week only.',
          cta: 'Shop supplies',
        },
        de: {
          title: 'Sale für Künstlerbedarf',
          prompt:
            'Sale für Künstlerbedarf, 20 % Rabatt auf Farben, Pinsel und Skizzenbücher diese Woche, bunt und kreativ',
          headline: '20 % auf Farben und Pinsel',
          subline: 'Deck dich mit Farben, Pinseln und Skizzenbüchern ein. Nur diese Woche.',
          cta: 'Jetzt shoppen',
        },
        fr: {
          title: 'Promo matériel d’art',
          prompt:
            'Promo matériel d’art, 20 % de remise sur peintures, pinceaux et carnets cette semaine, coloré et créatif',
          headline: 'Peintures et pinceaux à -20 %',
          subline: 'Peintures, pinceaux et carnets : faites le plein cette semaine.',
          cta: 'J’en profite',
        },
        es: {
          title: 'Ofertas en material de arte',
          prompt:
            'Ofertas en material de bellas artes, 20 % de descuento en pinturas, pinceles y cuadernos esta semana, colorido',
          headline: '20 % menos en pinturas',
          subline: 'Hazte con pinturas, pinceles y cuadernos. Solo esta semana.',
          cta: 'Comprar ahora',
        },
      },
    },
    {
      key: 'handcraft-handmade-jewellery',
      intent: 'shop',
      scene:
        'handmade silver rings and gemstone pendants displayed on raw linen beside small jeweller’s tools',
      text: {
        en: {
          title: 'Handmade jewellery shop',
          prompt:
            'Handmade jewellery shop, silver rings and gemstone pendants made in our studio, delicate and warm',
          headline: 'Made by hand, made to last',
          subline: 'Silver rings and gemstone pendants crafted one by one in our studio.',
          cta: 'Shop jewellery',
        },
        de: {
          title: 'Handgemachter Schmuck',
          prompt:
            'Handgemachter Schmuck im Online-Shop, Silberringe und Edelstein-Anhänger aus unserer Werkstatt, zart und warm',
          headline: 'Von Hand gemacht, für immer',
          subline: 'Ringe und Anhänger, Stück für Stück in unserer Werkstatt gefertigt.',
          cta: 'Schmuck ansehen',
        },
        fr: {
          title: 'Bijoux faits main',
          prompt:
            'Boutique de bijoux faits main, bagues en argent et pendentifs en pierres fines, délicat et chaleureux',
          headline: 'Fait main, fait pour durer',
          subline: 'Bagues en argent et pendentifs façonnés un à un par nos artisans.',
          cta: 'Voir les bijoux',
        },
        es: {
          title: 'Joyería artesanal',
          prompt:
            'Tienda de joyería artesanal, anillos de plata y colgantes con piedras hechos a mano, delicado y cálido',
          headline: 'Hecho a mano, para siempre',
          subline: 'Anillos de plata y colgantes con piedras, creados uno a uno.',
          cta: 'Ver joyas',
        },
      },
    },
    {
      key: 'handcraft-exhibition-opening',
      intent: 'event',
      scene:
        'white gallery walls with large abstract paintings, visitors holding wine glasses under spotlights',
      text: {
        en: {
          title: 'Gallery exhibition opening',
          prompt:
            'Gallery opening night for a new exhibition of abstract paintings, Thursday 7 pm, free entry, minimal white and ochre',
          headline: 'Colour, up close',
          subline: 'Meet the artist on opening night. Thursday at 7 pm, free entry.',
          cta: 'Join us',
        },
        de: {
          title: 'Vernissage in der Galerie',
          prompt:
            'Vernissage zur neuen Ausstellung abstrakter Malerei, Eröffnung am Donnerstag um 19 Uhr, Eintritt frei, Weiß und Ocker',
          headline: 'Farbe, ganz aus der Nähe',
          subline: 'Vernissage mit der Künstlerin: Donnerstag, 19 Uhr. Eintritt frei.',
          cta: 'Dabei sein',
        },
        fr: {
          title: 'Vernissage de l’exposition',
          prompt:
            'Vernissage, un événement gratuit jeudi à 19 h autour d’une exposition de peinture abstraite, blanc et ocre',
          headline: 'La couleur, de tout près',
          subline: 'Rencontrez l’artiste lors du vernissage, jeudi à 19 h. Entrée libre.',
          cta: 'Je viens',
        },
        es: {
          title: 'Inauguración de la exposición',
          prompt:
            'Inauguración de una exposición de pintura abstracta, jueves a las 19 h, entrada libre, blanco minimalista y ocre',
          headline: 'El color, de cerca',
          subline: 'Conoce a la artista en la inauguración. Jueves, 19 h, entrada libre.',
          cta: 'Asistir',
        },
      },
    },
    {
      key: 'handcraft-knitting-pattern-app',
      intent: 'app',
      scene: 'cosy armchair with knitting needles, soft wool yarn balls and a tablet on a side table',
      text: {
        en: {
          title: 'Knitting pattern app',
          prompt:
            'Knitting pattern app with step-by-step videos for every level, download free, cosy wool tones',
          headline: 'Knit anything, stitch by stitch',
          subline: 'Hundreds of patterns with step-by-step videos for every skill level.',
          cta: 'Get the app',
        },
        de: {
          title: 'App für Strickmuster',
          prompt:
            'Strick-App mit Anleitungsvideos Schritt für Schritt für jedes Level, gratis laden, gemütliche Wolltöne',
          headline: 'Masche für Masche',
          subline: 'Hunderte Strickmuster mit Videos Schritt für Schritt, für jedes Level.',
          cta: 'App laden',
        },
        fr: {
          title: 'Appli de modèles de tricot',
          prompt:
            'Application de modèles de tricot avec vidéos pas à pas pour tous les niveaux, gratuite, tons laine douillets',
          headline: 'Maille après maille',
          subline: 'Des centaines de modèles avec vidéos pas à pas, pour tous les niveaux.',
          cta: 'Télécharger',
        },
        es: {
          title: 'App de patrones de punto',
          prompt:
            'App de patrones de punto con vídeos paso a paso para todos los niveles, descárgala gratis, tonos de lana cálidos',
          headline: 'Punto a punto, sin perderte',
          subline: 'Cientos de patrones con vídeos paso a paso para cada nivel.',
          cta: 'Descargar',
        },
      },
    },
    {
      key: 'handcraft-portrait-commission-review',
      intent: 'testimonial',
      scene: 'framed painted portrait of a family hanging above a fireplace in a warm living room',
      text: {
        en: {
          title: 'Portrait commission review',
          prompt: 'Customer review ad: “My mum cried happy tears.” — Hannah, York',
          headline: 'My mum cried happy tears',
          subline: 'Hannah, York',
          cta: 'Commission yours',
        },
        de: {
          title: 'Stimme zum Auftragsporträt',
          prompt: 'Kundenstimme: „Meine Mama hatte Freudentränen.“ — Sophie, Münster',
          headline: 'Meine Mama hatte Freudentränen',
          subline: 'Sophie, Münster',
          cta: 'Porträt anfragen',
        },
        fr: {
          title: 'Avis sur un portrait',
          prompt: 'Avis client : « Maman a pleuré de joie. » — Claire, Toulouse',
          headline: 'Maman a pleuré de joie',
          subline: 'Claire, Toulouse',
          cta: 'Commander le mien',
        },
        es: {
          title: 'Reseña de un retrato',
          prompt: 'Reseña de cliente: «Mi madre lloró de emoción.» — Laura, Granada',
          headline: 'Mi madre lloró de emoción',
          subline: 'Laura, Granada',
          cta: 'Encargar el mío',
        },
      },
    },
    {
      key: 'handcraft-local-makers',
      intent: 'general',
      scene: 'artisan carving a wooden bowl at a workbench covered in shavings, warm window light',
      text: {
        en: {
          title: 'Meet the local makers',
          prompt:
            'Meet the local makers behind every piece, woodwork, ceramics and textiles made nearby, warm natural light',
          headline: 'Every piece has a maker',
          subline: 'Woodwork, ceramics and textiles crafted by artisans near you.',
          cta: 'Meet the makers',
        },
        de: {
          title: 'Kunsthandwerk aus der Region',
          prompt:
            'Kunsthandwerk aus der Region, Holzarbeiten, Keramik und Textilien von Menschen aus deiner Nähe, warmes Naturlicht',
          headline: 'Hinter jedem Stück ein Mensch',
          subline: 'Holz, Keramik und Textilien von Handwerkern aus deiner Region.',
          cta: 'Mehr erfahren',
        },
        fr: {
          title: 'Artisans de la région',
          prompt:
            'Les artisans de la région derrière chaque pièce, bois, céramique et textile fabriqués près de chez vous',
          headline: 'Chaque pièce a son artisan',
          subline: 'Bois, céramique et textile, façonnés par des artisans d’ici.',
          cta: 'Les découvrir',
        },
        es: {
          title: 'Artesanos de tu zona',
          prompt:
            'Los artesanos locales detrás de cada pieza, madera, cerámica y textiles hechos cerca de ti, luz natural cálida',
          headline: 'Cada pieza tiene un artesano',
          subline: 'Madera, cerámica y textiles creados por artesanos de tu zona.',
          cta: 'Conócelos',
        },
      },
    },
  ],
};
