import type { CategoryCatalog } from './catalog-types.ts';

/** Estate agents, developers, builders and commercial property. */
export const realEstateBuilding: CategoryCatalog = {
  category: 'real-estate-building',
  palettes: [
    ['#f5f3ef', '#2b3a4a', '#c8a15a'],
    ['#1b2430', '#ece7df', '#d4a373'],
    ['#0e6e6e', '#f7f4ea', '#ff8c42'],
    ['#d9d4cc', '#5a5a52', '#8a9a7b'],
  ],
  themes: [
    {
      key: 'estate-open-house',
      intent: 'event',
      scene:
        'inviting renovated family house with a tidy front garden and an open front door on a sunny afternoon',
      text: {
        en: {
          title: 'Open house weekend',
          prompt:
            'Create an ad for an open house event this Saturday at a renovated three-bedroom family home',
          headline: 'Open house this Saturday',
          subline: 'Tour a renovated three-bedroom family home, 11 am to 3 pm',
          cta: 'Reserve a viewing',
        },
        de: {
          title: 'Besichtigungstag am Samstag',
          prompt:
            'Erstelle eine Anzeige für die offene Hausbesichtigung am Samstag: jetzt ein Zeitfenster reservieren',
          headline: 'Offene Besichtigung am Samstag',
          subline: 'Saniertes Familienhaus mit drei Schlafzimmern, 11 bis 15 Uhr',
          cta: 'Platz reservieren',
        },
        fr: {
          title: 'Portes ouvertes samedi',
          prompt:
            "Crée une pub pour l'événement portes ouvertes de samedi dans une maison familiale rénovée de trois chambres",
          headline: 'Portes ouvertes ce samedi',
          subline: 'Visitez une maison rénovée de trois chambres, de 11 h à 15 h',
          cta: 'Je réserve',
        },
        es: {
          title: 'Jornada de puertas abiertas',
          prompt:
            'Haz un anuncio del evento de puertas abiertas este sábado en una casa familiar reformada de tres dormitorios',
          headline: 'Puertas abiertas este sábado',
          subline: 'Visita una casa familiar reformada de tres dormitorios, de 11 a 15 h',
          cta: 'Reserva tu visita',
        },
      },
    },
    {
      key: 'estate-new-build-launch-offer',
      intent: 'sale',
      scene: 'modern new-build apartment block with wide balconies and young trees under a clear blue sky',
      text: {
        en: {
          title: 'New-build launch offer',
          prompt:
            'Make an ad for the launch offer on our new-build apartments: 5% off the first ten homes, a limited deal',
          headline: '5% off the first ten homes',
          subline: 'Bright new-build apartments with balconies, ready next spring',
          cta: 'See floor plans',
        },
        de: {
          title: 'Neubau zum Startpreis',
          prompt: 'Erstelle eine Anzeige für unser Neubau-Angebot: 5 % Rabatt auf die ersten zehn Wohnungen',
          headline: '5 % auf die ersten 10 Wohnungen',
          subline: 'Helle Neubauwohnungen mit Balkon, bezugsfertig im nächsten Frühjahr',
          cta: 'Grundrisse ansehen',
        },
        fr: {
          title: 'Lancement programme neuf',
          prompt:
            'Crée une pub pour le lancement de nos appartements neufs : -5 % sur les dix premiers lots vendus',
          headline: '-5 % sur les dix premiers lots',
          subline: 'Appartements neufs et lumineux avec balcon, livrés au printemps',
          cta: 'Voir les plans',
        },
        es: {
          title: 'Lanzamiento de obra nueva',
          prompt:
            'Haz un anuncio del lanzamiento de nuestros pisos de obra nueva: 5 % de descuento en los diez primeros',
          headline: '5 % en los diez primeros pisos',
          subline: 'Pisos de obra nueva luminosos con balcón, listos la próxima primavera',
          cta: 'Ver planos',
        },
      },
    },
    {
      key: 'estate-seller-review',
      intent: 'testimonial',
      scene: 'happy couple hugging on the front steps of a brick townhouse on a bright spring day',
      text: {
        en: {
          title: 'Home seller review',
          prompt:
            'Create a customer review ad from Priya in Oxford: our agent sold the flat in 12 days, above asking price',
          headline: 'Sold in 12 days, above asking',
          subline: 'Priya, Oxford',
          cta: 'Get a valuation',
        },
        de: {
          title: 'Kundenstimme Wohnungsverkauf',
          prompt:
            'Gestalte eine Anzeige mit der Kundenstimme von Sabine aus Münster: Unsere Wohnung war in 12 Tagen verkauft',
          headline: 'In 12 Tagen verkauft!',
          subline: 'Sabine, Münster',
          cta: 'Wert ermitteln',
        },
        fr: {
          title: 'Témoignage de vendeuse',
          prompt:
            'Crée une pub avec le témoignage de Sophie, de Bordeaux : notre appartement vendu en 12 jours, sans stress',
          headline: 'Vendu en 12 jours, sans stress',
          subline: 'Sophie, Bordeaux',
          cta: 'Estimer mon bien',
        },
        es: {
          title: 'Opinión de vendedora',
          prompt:
            'Haz un anuncio con la opinión de cliente de Carmen, de Málaga: vendimos el piso en 12 días, sin estrés',
          headline: 'Vendido en 12 días, sin estrés',
          subline: 'Carmen, Málaga',
          cta: 'Valora tu casa',
        },
      },
    },
    {
      key: 'estate-home-search-app',
      intent: 'app',
      scene: 'young woman on a bright apartment balcony browsing homes on her phone, city skyline behind',
      text: {
        en: {
          title: 'Home search app',
          prompt:
            'Make an ad for our property app: get alerts the minute a home that fits you hits the market',
          headline: 'Be first to see new listings',
          subline: 'Instant alerts for homes that match your budget and area',
          cta: 'Download the app',
        },
        de: {
          title: 'App für die Wohnungssuche',
          prompt:
            'Erstelle eine Anzeige für unsere Immobilien-App: sofort Bescheid wissen, wenn das passende Zuhause online geht',
          headline: 'Neue Inserate zuerst sehen',
          subline: 'Sofort-Alarm für Wohnungen in deinem Budget und deiner Lage',
          cta: 'App laden',
        },
        fr: {
          title: 'Application de recherche immobilière',
          prompt:
            "Crée une pub pour notre application immobilière : une alerte dès qu'un bien qui vous correspond est en ligne",
          headline: 'Voyez les annonces en premier',
          subline: 'Alertes immédiates pour les biens dans votre budget et votre quartier',
          cta: 'Télécharger',
        },
        es: {
          title: 'App para buscar casa',
          prompt:
            'Haz un anuncio para nuestra app inmobiliaria: avisos al instante cuando se publica la casa que buscas',
          headline: 'Ve los pisos antes que nadie',
          subline: 'Avisos al instante de casas en tu zona y dentro de tu presupuesto',
          cta: 'Descarga la app',
        },
      },
    },
    {
      key: 'estate-fixed-price-renovation',
      intent: 'general',
      scene: 'freshly renovated bright kitchen with oak cabinets and a marble island, tools neatly set aside',
      text: {
        en: {
          title: 'Fixed-price renovations',
          prompt:
            'Create an ad for our building company: full kitchen and bathroom renovations at a fixed price',
          headline: 'Renovated on time, on budget',
          subline: 'Kitchens and bathrooms by one team, with a fixed price up front',
          cta: 'Get a quote',
        },
        de: {
          title: 'Renovierung zum Festpreis',
          prompt:
            'Erstelle eine Anzeige für unseren Baubetrieb: Küche und Bad komplett renoviert zum Festpreis',
          headline: 'Pünktlich fertig, zum Festpreis',
          subline: 'Küche und Bad aus einer Hand, mit verbindlichem Preis vorab',
          cta: 'Angebot anfordern',
        },
        fr: {
          title: 'Rénovation à prix fixe',
          prompt:
            'Crée une pub pour notre entreprise du bâtiment : rénovation complète de cuisine et salle de bain à prix fixe',
          headline: 'Rénové dans les délais',
          subline: 'Cuisine et salle de bain par une seule équipe, à prix fixé d’avance',
          cta: 'Demander un devis',
        },
        es: {
          title: 'Reformas a precio cerrado',
          prompt:
            'Haz un anuncio para nuestra constructora: reformas integrales de cocina y baño a precio cerrado',
          headline: 'Reformado a tiempo y en precio',
          subline: 'Cocina y baño con un solo equipo y un precio cerrado desde el inicio',
          cta: 'Pide presupuesto',
        },
      },
    },
    {
      key: 'estate-seaside-villas',
      intent: 'shop',
      scene: 'white modern villa with an infinity pool overlooking a calm turquoise bay at sunset',
      text: {
        en: {
          title: 'Seaside villa collection',
          prompt:
            'Make an ad for our collection of seaside villas to buy, each with a private pool and sea view',
          headline: 'Wake up to the sea',
          subline: 'Our seaside villa collection: private pools, sea views, quiet bays',
          cta: 'View villas',
        },
        de: {
          title: 'Villen am Meer',
          prompt:
            'Erstelle eine Anzeige: Villen am Meer kaufen, unsere Auswahl mit eigenem Pool und Meerblick',
          headline: 'Aufwachen mit Meerblick',
          subline: 'Ausgewählte Villen am Meer mit eigenem Pool und ruhigen Buchten',
          cta: 'Villen ansehen',
        },
        fr: {
          title: 'Villas en bord de mer',
          prompt:
            'Crée une pub pour notre sélection de villas en bord de mer à acheter, avec piscine et vue sur la mer',
          headline: 'Se réveiller face à la mer',
          subline: 'Notre sélection de villas avec piscine privée et vue sur les criques',
          cta: 'Voir les villas',
        },
        es: {
          title: 'Villas frente al mar',
          prompt:
            'Haz un anuncio de nuestra selección de villas frente al mar para comprar, con piscina y vistas',
          headline: 'Despierta frente al mar',
          subline: 'Villas seleccionadas con piscina privada y vistas a calas tranquilas',
          cta: 'Ver villas',
        },
      },
    },
    {
      key: 'estate-flexible-office-space',
      intent: 'general',
      scene: 'airy modern office floor with large windows, plants and shared desks overlooking a city centre',
      text: {
        en: {
          title: 'Office space to let',
          prompt:
            'Create an ad for flexible office space to rent in the city centre, from one desk to a whole floor',
          headline: 'Offices that grow with you',
          subline: 'From one desk to a whole floor, on flexible terms in the city centre',
          cta: 'Arrange a tour',
        },
        de: {
          title: 'Büroflächen zu vermieten',
          prompt:
            'Erstelle eine Anzeige für flexible Büroflächen zur Miete in der Innenstadt, vom Schreibtisch bis zur Etage',
          headline: 'Büros, die mitwachsen',
          subline: 'Vom Einzelplatz bis zur ganzen Etage, flexibel mitten in der City',
          cta: 'Termin anfragen',
        },
        fr: {
          title: 'Bureaux à louer',
          prompt:
            "Crée une pub pour des bureaux flexibles à louer en centre-ville, d'un poste à un étage entier",
          headline: 'Des bureaux qui grandissent',
          subline: 'D’un poste de travail à un étage entier, bail flexible en centre-ville',
          cta: 'Visiter',
        },
        es: {
          title: 'Oficinas en alquiler',
          prompt:
            'Haz un anuncio de oficinas flexibles en alquiler en el centro, desde un puesto hasta una planta',
          headline: 'Oficinas que crecen contigo',
          subline: 'Desde un puesto hasta una planta entera, con contratos flexibles',
          cta: 'Agenda una visita',
        },
      },
    },
  ],
};
