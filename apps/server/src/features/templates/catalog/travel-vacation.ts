import type { CategoryCatalog } from './catalog-types.ts';

/** Travel agencies, tour operators, resorts, stays and travel gear. */
export const travelVacation: CategoryCatalog = {
  category: 'travel-vacation',
  palettes: [
    ['#fdf6e9', '#07698a', '#f28c38'],
    ['#102a43', '#f0f4f8', '#ffb347'],
    ['#00a6a6', '#05262f', '#ffe066'],
    ['#e5ded3', '#4f5443', '#b5654a'],
  ],
  themes: [
    {
      key: 'travel-last-minute-beach',
      intent: 'sale',
      scene: 'turquoise sea and white sand beach with two loungers and a palm shadow in bright midday sun',
      text: {
        en: {
          title: 'Last-minute beach deals',
          prompt:
            'Make an ad for last-minute beach holiday deals: up to 30% off sunny getaways departing this month',
          headline: 'Last-minute sun, 30% off',
          subline: 'Beach getaways departing this month, flights and hotel included',
          cta: 'See deals',
        },
        de: {
          title: 'Last Minute am Strand',
          prompt:
            'Erstelle eine Anzeige für Last-Minute-Strandurlaub: bis zu 30 % Rabatt auf Reisen mit Abflug diesen Monat',
          headline: 'Last Minute: bis zu 30 % Rabatt',
          subline: 'Strandurlaub mit Abflug diesen Monat, Flug und Hotel inklusive',
          cta: 'Angebote ansehen',
        },
        fr: {
          title: 'Séjours plage dernière minute',
          prompt:
            "Crée une pub pour des séjours plage en dernière minute : jusqu'à -30 % sur les départs de ce mois-ci",
          headline: 'Dernière minute : jusqu’à -30 %',
          subline: 'Séjours plage au départ ce mois-ci, vol et hôtel compris',
          cta: 'Voir les offres',
        },
        es: {
          title: 'Playa de última hora',
          prompt:
            'Haz un anuncio de ofertas de playa de última hora: hasta un 30 % de descuento en salidas este mes',
          headline: 'Última hora: hasta 30 % menos',
          subline: 'Escapadas de playa con salida este mes, vuelo y hotel incluidos',
          cta: 'Ver ofertas',
        },
      },
    },
    {
      key: 'travel-japan-webinar',
      intent: 'event',
      scene:
        'traveller gazing at a red pagoda among cherry blossoms with a snowy mountain in soft morning haze',
      text: {
        en: {
          title: 'Japan trip webinar',
          prompt:
            'Create an ad for our free webinar on planning a two-week trip through Japan, Thursday at 7 pm',
          headline: 'Plan your Japan trip with us',
          subline: 'Free live webinar on Thursday at 7 pm: routes, rail passes and tips',
          cta: 'Save my seat',
        },
        de: {
          title: 'Webinar zur Japanreise',
          prompt:
            'Erstelle eine Anzeige für unser kostenloses Webinar zur Planung einer Japanreise, Donnerstag um 19 Uhr',
          headline: 'Deine Japanreise, gut geplant',
          subline: 'Gratis-Webinar am Donnerstag, 19 Uhr: Routen, Bahnpass und Tipps',
          cta: 'Platz sichern',
        },
        fr: {
          title: 'Webinaire voyage au Japon',
          prompt:
            'Crée une pub pour notre conférence en ligne gratuite pour préparer un voyage au Japon, jeudi à 19 h',
          headline: 'Préparez votre voyage au Japon',
          subline: 'Webinaire gratuit jeudi à 19 h : itinéraires, pass train et astuces',
          cta: 'Je m’inscris',
        },
        es: {
          title: 'Webinar de viaje a Japón',
          prompt:
            'Haz un anuncio de nuestro webinar gratuito para planificar un viaje por Japón, el jueves a las 19 h',
          headline: 'Planifica tu viaje a Japón',
          subline: 'Webinar gratuito el jueves a las 19 h: rutas, pase de tren y consejos',
          cta: 'Reserva tu plaza',
        },
      },
    },
    {
      key: 'travel-family-resort-review',
      intent: 'testimonial',
      scene: 'family with two kids jumping off a wooden jetty into a sparkling lake, pine forest behind',
      text: {
        en: {
          title: 'Family resort review',
          prompt:
            'Make a review ad for our lakeside family resort from Emma in Glasgow: our best family trip ever',
          headline: 'Our best family trip ever',
          subline: 'Emma, Glasgow',
          cta: 'Plan your stay',
        },
        de: {
          title: 'Bewertung Familienresort',
          prompt:
            'Erstelle eine Anzeige mit der Bewertung von Katrin aus Dresden: unser schönster Familienurlaub am See',
          headline: 'Unser schönster Familienurlaub',
          subline: 'Katrin, Dresden',
          cta: 'Urlaub planen',
        },
        fr: {
          title: 'Avis sur le village vacances',
          prompt:
            "Crée une pub avec l'avis client de Claire, de Lille : nos plus belles vacances en famille au bord du lac",
          headline: 'Nos plus belles vacances',
          subline: 'Claire, Lille',
          cta: 'Voir le séjour',
        },
        es: {
          title: 'Reseña del resort familiar',
          prompt:
            'Haz un anuncio con la reseña de Laura, de Zaragoza: nuestras mejores vacaciones en familia junto al lago',
          headline: 'Nuestras mejores vacaciones',
          subline: 'Laura, Zaragoza',
          cta: 'Planea tu estancia',
        },
      },
    },
    {
      key: 'travel-trip-planner-app',
      intent: 'app',
      scene: 'traveller with a backpack at a sunny airport window holding a phone, planes on the tarmac',
      text: {
        en: {
          title: 'Trip planner app',
          prompt:
            'Create an ad for our travel app: boarding passes, hotels and day plans offline in one place',
          headline: 'Your whole trip in one app',
          subline: 'Boarding passes, hotels and day plans, offline wherever you go',
          cta: 'Get the app',
        },
        de: {
          title: 'Reiseplaner als App',
          prompt:
            'Erstelle eine Anzeige für unsere Reise-App: Bordkarten, Hotels und Tagespläne offline an einem Ort',
          headline: 'Deine ganze Reise in einer App',
          subline: 'Bordkarten, Hotels und Tagespläne, auch offline immer dabei',
          cta: 'App laden',
        },
        fr: {
          title: 'Application carnet de voyage',
          prompt:
            "Crée une pub pour notre application de voyage : cartes d'embarquement, hôtels et programme hors ligne",
          headline: 'Tout votre voyage dans une appli',
          subline: 'Cartes d’embarquement, hôtels et programme, même hors connexion',
          cta: 'Télécharger',
        },
        es: {
          title: 'App para planificar viajes',
          prompt:
            'Haz un anuncio para nuestra app de viajes: tarjetas de embarque, hoteles y planes sin conexión',
          headline: 'Todo tu viaje en una app',
          subline: 'Tarjetas de embarque, hoteles y planes del día, también sin conexión',
          cta: 'Descarga la app',
        },
      },
    },
    {
      key: 'travel-carry-on-luggage',
      intent: 'shop',
      scene: 'sleek pastel carry-on suitcase beside a sunlit hotel window with a city view and a straw hat',
      text: {
        en: {
          title: 'Carry-on luggage collection',
          prompt: 'Make an ad for our new collection of lightweight carry-on suitcases for weekend trips',
          headline: 'Pack light, go further',
          subline: 'Our new carry-on collection fits every cabin and weighs under 2 kg',
          cta: 'Shop suitcases',
        },
        de: {
          title: 'Neue Handgepäck-Koffer',
          prompt:
            'Erstelle eine Anzeige für unsere neue Kollektion leichter Handgepäck-Koffer fürs Wochenende',
          headline: 'Leicht packen, weiter reisen',
          subline: 'Unsere neuen Handgepäck-Koffer passen in jede Kabine, unter 2 kg',
          cta: 'Koffer shoppen',
        },
        fr: {
          title: 'Valises cabine légères',
          prompt: 'Crée une pub pour notre nouvelle collection de valises cabine légères pour les week-ends',
          headline: 'Voyagez léger, allez plus loin',
          subline: 'Notre nouvelle collection cabine passe partout et pèse moins de 2 kg',
          cta: 'Voir les valises',
        },
        es: {
          title: 'Maletas de cabina ligeras',
          prompt: 'Haz un anuncio de nuestra nueva colección de maletas de cabina ligeras para escapadas',
          headline: 'Viaja ligero, llega más lejos',
          subline: 'La nueva colección de cabina pesa menos de 2 kg y cabe en todo avión',
          cta: 'Ver maletas',
        },
      },
    },
    {
      key: 'travel-mountain-cabin',
      intent: 'general',
      scene: 'wooden cabin with glowing windows in a snowy pine forest at dusk, mountains under a starry sky',
      text: {
        en: {
          title: 'Mountain cabin getaway',
          prompt:
            'Create an ad for a cosy mountain cabin getaway with a fireplace, hiking trails and starry nights',
          headline: 'Slow down in the mountains',
          subline: 'Cosy cabins with a fireplace, trails from the door and starry nights',
          cta: 'Find your cabin',
        },
        de: {
          title: 'Auszeit in der Berghütte',
          prompt:
            'Erstelle eine Anzeige für eine gemütliche Auszeit in der Berghütte mit Kamin, Wanderwegen und Sternenhimmel',
          headline: 'Zeit für Bergruhe',
          subline: 'Gemütliche Hütten mit Kamin, Wanderwegen vor der Tür und Sternenhimmel',
          cta: 'Hütte finden',
        },
        fr: {
          title: 'Séjour en chalet',
          prompt:
            'Crée une pub pour un séjour douillet en chalet de montagne avec cheminée, randonnées et nuits étoilées',
          headline: 'Ralentir à la montagne',
          subline: 'Chalets douillets avec cheminée et sentiers au pied de la porte',
          cta: 'Trouver un chalet',
        },
        es: {
          title: 'Escapada a la cabaña',
          prompt:
            'Haz un anuncio de una escapada a una cabaña de montaña con chimenea, rutas y noches estrelladas',
          headline: 'Baja el ritmo en la montaña',
          subline: 'Cabañas con chimenea, senderos en la puerta y noches de estrellas',
          cta: 'Busca tu cabaña',
        },
      },
    },
    {
      key: 'travel-greek-island-hopping',
      intent: 'general',
      scene: 'white village with blue domes above a deep blue Aegean bay, a ferry arriving in the harbour',
      text: {
        en: {
          title: 'Greek island hopping',
          prompt:
            'Make an ad for a ten-day Greek island hopping trip by ferry, in a small group with local guides',
          headline: 'Ten days, five Greek islands',
          subline: 'Small-group island hopping by ferry, with local guides on every stop',
          cta: 'See the route',
        },
        de: {
          title: 'Inselhopping in Griechenland',
          prompt:
            'Erstelle eine Anzeige für eine zehntägige Inselhopping-Reise durch Griechenland per Fähre, in kleiner Gruppe',
          headline: '10 Tage, 5 griechische Inseln',
          subline: 'Inselhopping per Fähre in kleiner Gruppe, mit Guides vor Ort',
          cta: 'Route ansehen',
        },
        fr: {
          title: 'Tour des îles grecques',
          prompt:
            "Crée une pub pour un voyage de dix jours d'île en île en Grèce, en ferry et en petit groupe",
          headline: 'Dix jours, cinq îles grecques',
          subline: 'D’île en île en ferry, en petit groupe avec des guides locaux',
          cta: 'Voir l’itinéraire',
        },
        es: {
          title: 'Ruta por las islas griegas',
          prompt: 'Haz un anuncio de un viaje de diez días por las islas griegas en ferri, en grupo reducido',
          headline: 'Diez días, cinco islas griegas',
          subline: 'De isla en isla en ferri, en grupo reducido y con guías locales',
          cta: 'Ver la ruta',
        },
      },
    },
  ],
};
