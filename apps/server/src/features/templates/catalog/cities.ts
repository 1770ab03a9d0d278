import type { CategoryCatalog } from './catalog-types.ts';

/** City tourism, city marketing, city hotels, guides and local shops. */
export const cities: CategoryCatalog = {
  category: 'cities',
  palettes: [
    ['#f2f4f7', '#23395b', '#e4572e'],
    ['#14213d', '#e5e5e5', '#fca311'],
    ['#c1121f', '#fdf0d5', '#ffb703'],
    ['#d8d2c8', '#4a4e57', '#a0785a'],
  ],
  themes: [
    {
      key: 'city-old-town-walking-tour',
      intent: 'general',
      scene:
        'cobblestone old town lane with colourful facades and flower boxes, a small group following a guide',
      text: {
        en: {
          title: 'Old town walking tour',
          prompt:
            'Make an ad for our two-hour old town walking tour with a local guide, hidden courtyards and stories',
          headline: 'See the old town like a local',
          subline: 'Two hours of hidden courtyards, stories and the best viewpoints',
          cta: 'Join a tour',
        },
        de: {
          title: 'Altstadtführung zu Fuß',
          prompt:
            'Erstelle eine Anzeige für unsere zweistündige Altstadtführung mit Guide, versteckten Höfen und Geschichten',
          headline: 'Die Altstadt wie Einheimische',
          subline: 'Zwei Stunden voller versteckter Höfe, Geschichten und Aussichtspunkte',
          cta: 'Tour wählen',
        },
        fr: {
          title: 'Balade dans la vieille ville',
          prompt:
            'Crée une pub pour notre visite guidée de deux heures dans la vieille ville : cours cachées et anecdotes',
          headline: 'Le vieux centre comme un local',
          subline: 'Deux heures de cours cachées, d’anecdotes et de beaux points de vue',
          cta: 'Choisir une visite',
        },
        es: {
          title: 'Paseo por el casco antiguo',
          prompt:
            'Haz un anuncio de nuestra ruta guiada de dos horas por el casco antiguo, con patios escondidos e historias',
          headline: 'El casco antiguo como un local',
          subline: 'Dos horas de patios escondidos, historias y los mejores miradores',
          cta: 'Únete a la ruta',
        },
      },
    },
    {
      key: 'city-museum-night',
      intent: 'event',
      scene: 'illuminated museum facade at night with crowds on the steps and colourful light projections',
      text: {
        en: {
          title: 'Museum night tickets',
          prompt:
            "Create an ad for the city's museum night event: 30 museums open until 2 am with one ticket",
          headline: '30 museums, one night',
          subline: 'One ticket opens every museum until 2 am, shuttle buses included',
          cta: 'Get tickets',
        },
        de: {
          title: 'Lange Nacht der Museen',
          prompt:
            'Erstelle eine Anzeige für die Lange Nacht der Museen: 30 Museen bis 2 Uhr offen, ein Ticket für alle',
          headline: '30 Museen, eine Nacht',
          subline: 'Ein Ticket für alle Museen bis 2 Uhr, Shuttlebusse inklusive',
          cta: 'Tickets sichern',
        },
        fr: {
          title: 'Nuit des musées',
          prompt:
            "Crée une pub pour l'événement de la nuit des musées : 30 musées ouverts jusqu'à 2 h avec un seul billet",
          headline: '30 musées, une seule nuit',
          subline: 'Un billet pour tous les musées jusqu’à 2 h, navettes comprises',
          cta: 'Prendre un billet',
        },
        es: {
          title: 'Noche de los museos',
          prompt:
            'Haz un anuncio del evento la noche de los museos: 30 museos abiertos hasta las 2 h con una sola entrada',
          headline: '30 museos, una noche',
          subline: 'Una sola entrada para todos los museos hasta las 2 h, con lanzaderas',
          cta: 'Compra tu entrada',
        },
      },
    },
    {
      key: 'city-hotel-guest-review',
      intent: 'testimonial',
      scene: 'boutique hotel window framing a lively city square at golden hour, a breakfast tray on the bed',
      text: {
        en: {
          title: 'City hotel guest review',
          prompt:
            'Make a review ad for our city centre hotel from Mark in Dublin: steps from everything we loved',
          headline: 'Steps from everything we loved',
          subline: 'Mark, Dublin',
          cta: 'Check rates',
        },
        de: {
          title: 'Gästebewertung Stadthotel',
          prompt:
            'Erstelle eine Anzeige mit der Bewertung von Felix aus Wien für unser Stadthotel: mittendrin und trotzdem ruhig',
          headline: 'Mittendrin und trotzdem ruhig',
          subline: 'Felix, Wien',
          cta: 'Preise ansehen',
        },
        fr: {
          title: 'Avis d’un client de l’hôtel',
          prompt:
            "Crée une pub avec l'avis client de Hugo, de Genève, sur notre hôtel en centre-ville : tout à pied et si calme",
          headline: 'Tout à pied, et si calme',
          subline: 'Hugo, Genève',
          cta: 'Voir les tarifs',
        },
        es: {
          title: 'Opinión de un huésped',
          prompt:
            'Haz un anuncio con la reseña de Andrés, de Bogotá, sobre nuestro hotel céntrico: todo a mano y muy tranquilo',
          headline: 'Todo a mano y muy tranquilo',
          subline: 'Andrés, Bogotá',
          cta: 'Ver precios',
        },
      },
    },
    {
      key: 'city-guide-app',
      intent: 'app',
      scene: 'couple at a sunny rooftop viewpoint over terracotta roofs, one holding a phone with a map',
      text: {
        en: {
          title: 'City guide app',
          prompt:
            'Create an ad for our city guide app with offline maps, local food tips and self-guided walking routes',
          headline: 'Your city, in your pocket',
          subline: 'Offline maps, local food tips and self-guided walks in one app',
          cta: 'Get the app',
        },
        de: {
          title: 'Stadtführer als App',
          prompt:
            'Erstelle eine Anzeige für unsere Stadtführer-App mit Offline-Karten, Tipps von Einheimischen und Rundgängen',
          headline: 'Deine Stadt in der Tasche',
          subline: 'Offline-Karten, Tipps von Einheimischen und Rundgänge in einer App',
          cta: 'App laden',
        },
        fr: {
          title: 'Application guide de ville',
          prompt:
            'Crée une pub pour notre application guide de ville : cartes hors ligne, bonnes adresses et balades',
          headline: 'La ville dans votre poche',
          subline: 'Cartes hors ligne, bonnes adresses et balades guidées dans une appli',
          cta: 'Télécharger',
        },
        es: {
          title: 'App de guía urbana',
          prompt:
            'Haz un anuncio de nuestra app de guía urbana con mapas sin conexión, sitios para comer y rutas a pie',
          headline: 'Tu ciudad en el bolsillo',
          subline: 'Mapas sin conexión, dónde comer y rutas a pie en una sola app',
          cta: 'Descarga la app',
        },
      },
    },
    {
      key: 'city-local-design-souvenirs',
      intent: 'shop',
      scene: 'small design shop interior with skyline prints, tote bags and coffee bags on wooden shelves',
      text: {
        en: {
          title: 'Local design souvenirs',
          prompt:
            'Make an ad for our shop of local design souvenirs: skyline prints, tote bags and coffee roasted in town',
          headline: 'Take the city home',
          subline: 'Skyline prints, tote bags and coffee roasted down the street',
          cta: 'Shop local',
        },
        de: {
          title: 'Souvenirs von hier',
          prompt:
            'Erstelle eine Anzeige für unseren Shop mit Design-Souvenirs: Skyline-Drucke, Taschen und Kaffee aus der Stadt',
          headline: 'Nimm die Stadt mit nach Hause',
          subline: 'Skyline-Drucke, Stofftaschen und Kaffee, geröstet um die Ecke',
          cta: 'Jetzt stöbern',
        },
        fr: {
          title: 'Souvenirs de créateurs locaux',
          prompt:
            'Crée une pub pour notre boutique de souvenirs de créateurs : affiches de la ville, tote bags et café local',
          headline: 'Emportez la ville chez vous',
          subline: 'Affiches de la ville, tote bags et café torréfié au coin de la rue',
          cta: 'Voir la boutique',
        },
        es: {
          title: 'Recuerdos de diseño local',
          prompt:
            'Haz un anuncio de nuestra tienda de recuerdos de diseño local: láminas, bolsas de tela y café de la ciudad',
          headline: 'Llévate la ciudad a casa',
          subline: 'Láminas de la ciudad, bolsas de tela y café tostado a la vuelta',
          cta: 'Ver la tienda',
        },
      },
    },
    {
      key: 'city-pass-discount',
      intent: 'sale',
      scene:
        'canal tour boat gliding past historic gabled houses and bridges in a European city on a sunny day',
      text: {
        en: {
          title: 'City pass discount',
          prompt:
            'Create an ad for our city pass: save up to 40% on museums, boat tours and public transport',
          headline: 'Save up to 40% on the city',
          subline: 'One pass for museums, boat tours and unlimited public transport',
          cta: 'Buy the pass',
        },
        de: {
          title: 'Stadtpass mit Rabatt',
          prompt:
            'Erstelle eine Anzeige für unseren Stadtpass: bis zu 40 % Rabatt auf Museen, Bootstouren und Nahverkehr',
          headline: 'Bis zu 40 % auf die ganze Stadt',
          subline: 'Ein Pass für Museen, Bootstouren und den gesamten Nahverkehr',
          cta: 'Pass kaufen',
        },
        fr: {
          title: 'Pass touristique réduit',
          prompt:
            "Crée une pub pour notre pass touristique : jusqu'à -40 % sur les musées, les balades en bateau et les transports",
          headline: 'Jusqu’à -40 % sur la ville',
          subline: 'Un seul pass pour les musées, les bateaux et les transports en commun',
          cta: 'Acheter le pass',
        },
        es: {
          title: 'Tarjeta turística con descuento',
          prompt:
            'Haz un anuncio de nuestra tarjeta turística: hasta un 40 % de descuento en museos, barcos y transporte',
          headline: 'Hasta 40 % menos en la ciudad',
          subline: 'Una tarjeta para museos, paseos en barco y transporte público',
          cta: 'Compra la tarjeta',
        },
      },
    },
    {
      key: 'city-live-and-work-here',
      intent: 'general',
      scene: 'young professionals cycling along a leafy riverside path with a modern city skyline at sunset',
      text: {
        en: {
          title: 'Live and work here',
          prompt:
            'Create a city marketing ad inviting young professionals to move here for jobs, parks and short commutes',
          headline: 'Big-city jobs, small-town calm',
          subline: 'Green parks, short commutes and a job market that keeps growing',
          cta: 'Discover the city',
        },
        de: {
          title: 'Leben und arbeiten hier',
          prompt:
            'Erstelle eine Stadtmarketing-Anzeige, die junge Fachkräfte mit Jobs, Parks und kurzen Wegen zum Umzug einlädt',
          headline: 'Großstadtjobs, Kleinstadtruhe',
          subline: 'Grüne Parks, kurze Wege und ein Arbeitsmarkt, der weiter wächst',
          cta: 'Stadt entdecken',
        },
        fr: {
          title: 'Vivre et travailler ici',
          prompt:
            'Crée une pub de marketing territorial pour attirer les jeunes actifs : emplois, parcs et trajets courts',
          headline: 'Une ville à taille humaine',
          subline: 'Des parcs, des trajets courts et un marché de l’emploi dynamique',
          cta: 'Découvrir la ville',
        },
        es: {
          title: 'Vivir y trabajar aquí',
          prompt:
            'Crea un anuncio de marketing urbano para atraer a jóvenes profesionales: empleo, parques y trayectos cortos',
          headline: 'Gran ciudad, ritmo tranquilo',
          subline: 'Parques verdes, trayectos cortos y un mercado laboral que crece',
          cta: 'Descubre la ciudad',
        },
      },
    },
  ],
};
