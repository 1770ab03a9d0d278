import type { CategoryCatalog } from './catalog-types.ts';

export const home: CategoryCatalog = {
  category: 'home',
  palettes: [
    ['#f3ede4', '#5b6b5a', '#c98b5e'],
    ['#2d2a26', '#4f4a43', '#d6a45c'],
    ['#ff7a59', '#264653', '#f4d35e'],
    ['#cfc8bd', '#8b8178', '#6d7f8c'],
  ],
  themes: [
    {
      key: 'home-sofa-sale',
      intent: 'sale',
      scene: 'soft boucle sofa with linen cushions in a sunlit living room with plants and oak floors',
      text: {
        en: {
          title: 'Living room furniture sale',
          prompt: 'Living room sale, 30% off sofas and armchairs this month, warm linen and terracotta',
          headline: 'Sofas and armchairs, 30% off',
          subline: 'Sink into something new. Free delivery and setup this month.',
          cta: 'Shop sofas',
        },
        de: {
          title: 'Sale fürs Wohnzimmer',
          prompt:
            'Wohnzimmer-Sale, 30 % Rabatt auf Sofas und Sessel diesen Monat, warmes Leinen und Terrakotta',
          headline: 'Sofas und Sessel: 30 % Rabatt',
          subline: 'Mach es dir neu gemütlich. Lieferung und Aufbau diesen Monat gratis.',
          cta: 'Sofas ansehen',
        },
        fr: {
          title: 'Soldes meubles de salon',
          prompt:
            'Soldes salon, 30 % de remise sur les canapés et fauteuils ce mois-ci, lin chaleureux et terre cuite',
          headline: 'Canapés et fauteuils à -30 %',
          subline: 'Offrez-vous du neuf. Livraison et installation offertes ce mois-ci.',
          cta: 'Voir les canapés',
        },
        es: {
          title: 'Rebajas de salón',
          prompt: 'Rebajas de salón, 30 % de descuento en sofás y butacas este mes, lino cálido y terracota',
          headline: 'Sofás y butacas, 30 % menos',
          subline: 'Date un capricho. Entrega y montaje gratis durante todo el mes.',
          cta: 'Ver sofás',
        },
      },
    },
    {
      key: 'home-decor-collection',
      intent: 'shop',
      scene: 'styled shelf with ceramic vases, dried flowers, candles and books in warm afternoon light',
      text: {
        en: {
          title: 'New home decor collection',
          prompt:
            'New home decor collection, handmade ceramics, candles and linen throws in soft earthy tones',
          headline: 'Little things, big warmth',
          subline: 'Handmade ceramics, candles and throws that make a house a home.',
          cta: 'Shop new in',
        },
        de: {
          title: 'Neue Wohndeko-Kollektion',
          prompt:
            'Die neue Kollektion für dein Zuhause, handgemachte Keramik, Kerzen und Leinendecken in sanften Erdtönen',
          headline: 'Kleine Dinge, viel Gemütlichkeit',
          subline: 'Handgemachte Keramik, Kerzen und Decken für mehr Wärme zu Hause.',
          cta: 'Jetzt entdecken',
        },
        fr: {
          title: 'Nouvelle collection déco',
          prompt:
            'Nouvelle collection déco, céramiques artisanales, bougies et plaids en lin aux tons terreux doux',
          headline: 'Petits détails, grande douceur',
          subline: 'Céramiques, bougies et plaids faits main pour un intérieur chaleureux.',
          cta: 'Découvrir',
        },
        es: {
          title: 'Nueva colección de decoración',
          prompt:
            'Nueva colección de decoración, cerámica artesanal, velas y mantas de lino en suaves tonos tierra',
          headline: 'Pequeños detalles, gran calidez',
          subline: 'Cerámica artesanal, velas y mantas para que tu casa sea tu hogar.',
          cta: 'Descubrir',
        },
      },
    },
    {
      key: 'home-interior-design-consultation',
      intent: 'general',
      scene: 'interior designer arranging fabric swatches and paint samples on a table in a bright loft',
      text: {
        en: {
          title: 'Interior design consultation',
          prompt:
            'Interior design consultations at home, a designer plans your space room by room, calm and airy',
          headline: 'Love every room again',
          subline: 'A designer visits, plans your space and sources every piece.',
          cta: 'Book a visit',
        },
        de: {
          title: 'Einrichtungsberatung zu Hause',
          prompt:
            'Einrichtungsberatung bei dir zu Hause, eine Designerin plant deine Räume Zimmer für Zimmer, ruhig und luftig',
          headline: 'Verlieb dich neu in dein Zuhause',
          subline: 'Wir planen deine Räume und finden jedes passende Stück.',
          cta: 'Termin vereinbaren',
        },
        fr: {
          title: 'Conseil en décoration',
          prompt:
            'Conseil en décoration à domicile, une designer imagine votre intérieur pièce par pièce, calme et aéré',
          headline: 'Aimez à nouveau chaque pièce',
          subline: 'Une designer conçoit votre intérieur et déniche chaque meuble.',
          cta: 'Nous contacter',
        },
        es: {
          title: 'Asesoría de interiorismo',
          prompt:
            'Asesoría de interiorismo a domicilio, una diseñadora planifica tu casa estancia por estancia, sereno y luminoso',
          headline: 'Vuelve a enamorarte de tu casa',
          subline: 'Una diseñadora planifica tus espacios y encuentra cada pieza.',
          cta: 'Pedir cita',
        },
      },
    },
    {
      key: 'home-cleaning-app',
      intent: 'app',
      scene: 'spotless bright kitchen with fresh flowers, gleaming counters and a smartphone on the island',
      text: {
        en: {
          title: 'Home cleaning app',
          prompt:
            'Home cleaning app, pick a time and a vetted cleaner comes over, download it today, fresh and bright',
          headline: 'A spotless home in three taps',
          subline: 'Vetted cleaners at a time that suits you, paid in the app.',
          cta: 'Get the app',
        },
        de: {
          title: 'App für Haushaltsreinigung',
          prompt:
            'Reinigungs-App fürs Zuhause, Wunschtermin wählen und geprüfte Reinigungskräfte kommen vorbei, frisch und hell',
          headline: 'Blitzblank in drei Klicks',
          subline: 'Geprüfte Reinigungskräfte zu deiner Wunschzeit, bezahlt in der App.',
          cta: 'App laden',
        },
        fr: {
          title: 'Appli de ménage à domicile',
          prompt:
            'Application de ménage à domicile, choisissez un créneau et une aide vérifiée passe chez vous, frais et lumineux',
          headline: 'Une maison nickel en 3 clics',
          subline: 'Des intervenants vérifiés quand vous voulez, réglés dans l’appli.',
          cta: 'Télécharger',
        },
        es: {
          title: 'App de limpieza del hogar',
          prompt:
            'App de limpieza del hogar, elige la hora y un profesional verificado va a tu casa, descárgala hoy, fresco y luminoso',
          headline: 'Casa impecable en tres toques',
          subline: 'Profesionales verificados a la hora que quieras, pago en la app.',
          cta: 'Descargar',
        },
      },
    },
    {
      key: 'home-kitchen-showroom-open-day',
      intent: 'event',
      scene: 'modern kitchen showroom with a marble island, pendant lights and warm oak cabinets',
      text: {
        en: {
          title: 'Kitchen showroom open day',
          prompt:
            'Kitchen showroom open day event, Saturday 10 am to 4 pm, live cooking and expert planning, warm oak and brass',
          headline: 'Step into your dream kitchen',
          subline: 'Live cooking and free planning advice. Saturday, 10 am to 4 pm.',
          cta: 'Save your spot',
        },
        de: {
          title: 'Tag der offenen Küche',
          prompt:
            'Tag der offenen Tür im Küchenstudio, Event am Samstag von 10 bis 16 Uhr, Live-Kochen und Planung, warme Eiche',
          headline: 'Erlebe deine Traumküche',
          subline: 'Live-Kochen und kostenlose Planungsberatung. Samstag, 10 bis 16 Uhr.',
          cta: 'Platz sichern',
        },
        fr: {
          title: 'Portes ouvertes cuisine',
          prompt:
            'Portes ouvertes au showroom cuisine, un événement samedi de 10 h à 16 h, démonstrations et conseils, chêne chaleureux',
          headline: 'Visitez la cuisine de vos rêves',
          subline: 'Démonstrations culinaires et conseils gratuits. Samedi, 10 h à 16 h.',
          cta: 'Je m’inscris',
        },
        es: {
          title: 'Jornada de puertas abiertas',
          prompt:
            'Puertas abiertas en nuestro showroom de cocinas, evento el sábado de 10 a 16 h, cocina en directo, roble cálido',
          headline: 'Entra en la cocina de tus sueños',
          subline: 'Showcooking y asesoramiento gratis. Sábado, de 10 a 16 h.',
          cta: 'Apúntate',
        },
      },
    },
    {
      key: 'home-renovation-review',
      intent: 'testimonial',
      scene: 'couple relaxing on a new sofa in a freshly renovated open-plan living room with big windows',
      text: {
        en: {
          title: 'Renovation client review',
          prompt: 'Customer review ad: “Done on time and on budget.” — Tom, Brighton',
          headline: 'Done on time and on budget',
          subline: 'Tom, Brighton',
          cta: 'Get a quote',
        },
        de: {
          title: 'Stimme zur Renovierung',
          prompt: 'Kundenstimme: „Pünktlich und genau im Budget.“ — Stefan, Dresden',
          headline: 'Pünktlich und genau im Budget',
          subline: 'Stefan, Dresden',
          cta: 'Angebot anfordern',
        },
        fr: {
          title: 'Avis sur une rénovation',
          prompt: 'Avis client : « Dans les temps et le budget. » — Élodie, Rennes',
          headline: 'Dans les temps et le budget',
          subline: 'Élodie, Rennes',
          cta: 'Demander un devis',
        },
        es: {
          title: 'Reseña de una reforma',
          prompt: 'Reseña de cliente: «Puntuales y sin sobrecostes.» — Carmen, Málaga',
          headline: 'Puntuales y sin sobrecostes',
          subline: 'Carmen, Málaga',
          cta: 'Pedir presupuesto',
        },
      },
    },
    {
      key: 'home-organic-bedding',
      intent: 'shop',
      scene: 'crisp white organic cotton bed linen on a neatly made bed in a calm sunlit bedroom',
      text: {
        en: {
          title: 'Organic cotton bedding',
          prompt:
            'Shop our organic cotton bedding, soft percale sheets in calm natural colours, serene morning light',
          headline: 'Sleep better, naturally',
          subline: 'Soft percale sheets in organic cotton, in six calm colours.',
          cta: 'Shop bedding',
        },
        de: {
          title: 'Bettwäsche aus Bio-Baumwolle',
          prompt:
            'Bettwäsche aus Bio-Baumwolle im Shop, weiches Perkal in ruhigen Naturtönen, sanftes Morgenlicht',
          headline: 'Natürlich besser schlafen',
          subline: 'Weiche Perkal-Bettwäsche aus Bio-Baumwolle, in sechs ruhigen Farben.',
          cta: 'Jetzt shoppen',
        },
        fr: {
          title: 'Linge de lit bio',
          prompt:
            'Notre linge de lit en coton bio en boutique, percale douce aux couleurs naturelles, lumière du matin',
          headline: 'Mieux dormir, naturellement',
          subline: 'Draps en percale de coton bio, doux et respirants, en six coloris.',
          cta: 'Acheter',
        },
        es: {
          title: 'Ropa de cama orgánica',
          prompt:
            'Ropa de cama de algodón orgánico en nuestra tienda, percal suave en colores naturales, luz de mañana',
          headline: 'Duerme mejor, de forma natural',
          subline: 'Sábanas suaves de percal orgánico, en seis colores serenos.',
          cta: 'Comprar ahora',
        },
      },
    },
  ],
};
