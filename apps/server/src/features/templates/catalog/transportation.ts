import type { CategoryCatalog } from './catalog-types.ts';

/** Public transport, shuttles, movers, sharing, bikes, freight and driving schools. */
export const transportation: CategoryCatalog = {
  category: 'transportation',
  palettes: [
    ['#f3f5f8', '#1e3a5f', '#f5a623'],
    ['#0d1b2a', '#e0e1dd', '#3fa7d6'],
    ['#ffcc00', '#1b1b1b', '#e4002b'],
    ['#d6dbd2', '#3e4c59', '#b56b45'],
  ],
  themes: [
    {
      key: 'transport-airport-transfer-deal',
      intent: 'sale',
      scene:
        'modern shuttle van at an airport kerb at dawn, travellers loading suitcases, planes in the distance',
      text: {
        en: {
          title: 'Airport transfer deal',
          prompt:
            'Make an ad for our airport shuttle deal: 20% off return transfers booked online this month',
          headline: '20% off airport transfers',
          subline: 'Door-to-door shuttle at a fixed price, flight tracking included',
          cta: 'Book a transfer',
        },
        de: {
          title: 'Flughafentransfer zum Sparpreis',
          prompt:
            'Erstelle eine Anzeige für unser Shuttle-Angebot: 20 % Rabatt auf Hin- und Rückfahrt zum Flughafen',
          headline: '20 % auf Flughafentransfers',
          subline: 'Von Tür zu Tür, zum Festpreis, mit Flugüberwachung',
          cta: 'Transfer buchen',
        },
        fr: {
          title: 'Promo navette aéroport',
          prompt:
            'Crée une pub pour notre promo navette aéroport : -20 % sur les allers-retours réservés en ligne ce mois-ci',
          headline: '-20 % sur la navette aéroport',
          subline: 'Porte à porte, prix fixe et suivi de votre vol inclus',
          cta: 'Réserver',
        },
        es: {
          title: 'Oferta de traslado al aeropuerto',
          prompt:
            'Haz un anuncio de nuestra oferta de traslados al aeropuerto: 20 % de descuento en ida y vuelta online',
          headline: '20 % en traslados al aeropuerto',
          subline: 'Puerta a puerta, precio cerrado y seguimiento de tu vuelo incluido',
          cta: 'Reserva traslado',
        },
      },
    },
    {
      key: 'transport-tram-line-opening',
      intent: 'event',
      scene: 'sleek modern tram gliding along a tree-lined boulevard toward a harbour on a bright morning',
      text: {
        en: {
          title: 'New tram line opening',
          prompt: 'Create an ad for the opening of our new tram line on Saturday, with free rides all day',
          headline: 'Line 7 opens Saturday',
          subline: 'Ride free all day and reach the harbour in 12 minutes',
          cta: 'See the route',
        },
        de: {
          title: 'Eröffnung der neuen Tramlinie',
          prompt:
            'Erstelle eine Anzeige zur Eröffnung unserer neuen Straßenbahnlinie am Samstag, den ganzen Tag gratis fahren',
          headline: 'Linie 7 startet am Samstag',
          subline: 'Den ganzen Tag gratis fahren und in 12 Minuten am Hafen sein',
          cta: 'Strecke ansehen',
        },
        fr: {
          title: 'Inauguration du nouveau tram',
          prompt:
            "Crée une pub pour l'inauguration de notre nouvelle ligne de tram samedi, trajets gratuits toute la journée",
          headline: 'La ligne 7 ouvre samedi',
          subline: 'Voyagez gratuitement toute la journée, le port en 12 minutes',
          cta: 'Voir le tracé',
        },
        es: {
          title: 'Nueva línea de tranvía',
          prompt:
            'Haz un anuncio de la inauguración de nuestra nueva línea de tranvía el sábado, con viajes gratis todo el día',
          headline: 'La línea 7 abre el sábado',
          subline: 'Viaja gratis todo el día y llega al puerto en 12 minutos',
          cta: 'Ver el recorrido',
        },
      },
    },
    {
      key: 'transport-movers-review',
      intent: 'testimonial',
      scene: 'friendly movers carrying a wrapped sofa into a bright new home, a moving truck parked outside',
      text: {
        en: {
          title: 'Moving company review',
          prompt:
            'Make a review ad for our moving company from Chloe in Brighton: they moved us without a single scratch',
          headline: 'Moved us without a scratch',
          subline: 'Chloe, Brighton',
          cta: 'Get a quote',
        },
        de: {
          title: 'Bewertung der Umzugsfirma',
          prompt:
            'Erstelle eine Anzeige mit der Bewertung von Anna aus Hannover: Unser Umzug lief ohne einen einzigen Kratzer',
          headline: 'Umzug ohne einen Kratzer',
          subline: 'Anna, Hannover',
          cta: 'Angebot anfragen',
        },
        fr: {
          title: 'Avis sur le déménageur',
          prompt:
            "Crée une pub avec l'avis client de Pauline, de Montpellier : déménagés sans la moindre rayure",
          headline: 'Déménagés sans une rayure',
          subline: 'Pauline, Montpellier',
          cta: 'Demander un devis',
        },
        es: {
          title: 'Reseña de mudanzas',
          prompt: 'Haz un anuncio con la reseña de Elena, de Alicante: nuestra mudanza sin un solo rasguño',
          headline: 'Mudanza sin un solo rasguño',
          subline: 'Elena, Alicante',
          cta: 'Pide presupuesto',
        },
      },
    },
    {
      key: 'transport-car-sharing-app',
      intent: 'app',
      scene: 'compact electric car parked on a sunny city street, a young man unlocking it with his phone',
      text: {
        en: {
          title: 'Car sharing app',
          prompt:
            'Create an ad for our car sharing app: find a car nearby, unlock it with your phone, pay by the minute',
          headline: 'A car when you need one',
          subline: 'Find a car nearby, unlock it with your phone and pay by the minute',
          cta: 'Get the app',
        },
        de: {
          title: 'Carsharing per App',
          prompt:
            'Erstelle eine Anzeige für unsere Carsharing-App: Auto in der Nähe finden, per Handy öffnen, minutengenau zahlen',
          headline: 'Ein Auto, wenn du eins brauchst',
          subline: 'Auto in der Nähe finden, per Handy öffnen und minutengenau zahlen',
          cta: 'App laden',
        },
        fr: {
          title: 'Application d’autopartage',
          prompt:
            "Crée une pub pour notre application d'autopartage : trouvez une voiture, ouvrez-la avec votre téléphone",
          headline: 'Une voiture quand il vous faut',
          subline: 'Une voiture à deux pas, ouverte par téléphone et payée à la minute',
          cta: 'Télécharger',
        },
        es: {
          title: 'App de coche compartido',
          prompt:
            'Haz un anuncio de nuestra app de coche compartido: encuentra un coche cerca, ábrelo con el móvil y paga por minuto',
          headline: 'Un coche cuando lo necesitas',
          subline: 'Encuentra un coche cerca, ábrelo con el móvil y paga por minuto',
          cta: 'Descarga la app',
        },
      },
    },
    {
      key: 'transport-commuter-ebikes',
      intent: 'shop',
      scene: 'commuter riding a sleek e-bike in a protected bike lane past a line of cars at golden hour',
      text: {
        en: {
          title: 'Commuter e-bike range',
          prompt: "Make an ad for our shop's new commuter e-bikes with a 100 km range and free test rides",
          headline: 'Beat the traffic on an e-bike',
          subline: 'New commuter e-bikes with a 100 km range, test rides in store',
          cta: 'Shop e-bikes',
        },
        de: {
          title: 'E-Bikes für Pendler',
          prompt:
            'Erstelle eine Anzeige für die neuen Pendler-E-Bikes in unserem Shop mit 100 km Reichweite und Probefahrt',
          headline: 'Am Stau vorbei mit dem E-Bike',
          subline: 'Neue Pendler-E-Bikes mit 100 km Reichweite, Probefahrt im Laden',
          cta: 'E-Bikes ansehen',
        },
        fr: {
          title: 'Vélos électriques urbains',
          prompt:
            "Crée une pub pour les nouveaux vélos électriques de notre boutique : 100 km d'autonomie et essais gratuits",
          headline: 'Doublez les bouchons à vélo',
          subline: 'Nouveaux vélos électriques, 100 km d’autonomie, essai en boutique',
          cta: 'Voir les vélos',
        },
        es: {
          title: 'Bicis eléctricas urbanas',
          prompt:
            'Haz un anuncio de las nuevas bicis eléctricas de nuestra tienda: 100 km de autonomía y prueba gratis',
          headline: 'Adelanta el atasco en e-bike',
          subline: 'Nuevas bicis eléctricas con 100 km de autonomía, pruébalas en tienda',
          cta: 'Ver bicis',
        },
      },
    },
    {
      key: 'transport-next-day-freight',
      intent: 'general',
      scene: 'modern lorry on an empty highway at sunrise, the road winding through rolling green hills',
      text: {
        en: {
          title: 'Next-day pallet freight',
          prompt:
            'Create an ad for our logistics company: next-day pallet delivery across the country with live tracking',
          headline: 'Your pallets, there tomorrow',
          subline: 'Next-day freight nationwide, with live tracking and one contact person',
          cta: 'Request a quote',
        },
        de: {
          title: 'Palettenversand über Nacht',
          prompt:
            'Erstelle eine Anzeige für unsere Spedition: Palettenversand über Nacht, bundesweit mit Live-Tracking',
          headline: 'Deine Paletten, morgen da',
          subline: 'Über Nacht bundesweit, mit Live-Tracking und festem Ansprechpartner',
          cta: 'Angebot anfragen',
        },
        fr: {
          title: 'Transport de palettes express',
          prompt:
            'Crée une pub pour notre entreprise de transport : palettes livrées en 24 h partout, avec suivi en direct',
          headline: 'Vos palettes livrées demain',
          subline: 'Livraison en 24 h partout, suivi en direct et interlocuteur unique',
          cta: 'Demander un devis',
        },
        es: {
          title: 'Transporte urgente de palets',
          prompt:
            'Haz un anuncio de nuestra empresa de logística: entrega de palets en 24 h en todo el país con seguimiento',
          headline: 'Tus palets, mañana en destino',
          subline: 'Entrega en 24 h en todo el país, con seguimiento y un solo contacto',
          cta: 'Pide presupuesto',
        },
      },
    },
    {
      key: 'transport-driving-school',
      intent: 'general',
      scene:
        'smiling young driver at the wheel of a small car, instructor beside her on a quiet suburban road',
      text: {
        en: {
          title: 'Driving school lessons',
          prompt:
            'Make an ad for our driving school: patient instructors, flexible lessons and a high first-time pass rate',
          headline: 'Pass your test first time',
          subline: 'Patient instructors, flexible lesson times and dual-control cars',
          cta: 'Start lessons',
        },
        de: {
          title: 'Fahrschule für Einsteiger',
          prompt:
            'Erstelle eine Anzeige für unsere Fahrschule: geduldige Fahrlehrer, flexible Stunden und hohe Bestehensquote',
          headline: 'Führerschein im ersten Anlauf',
          subline: 'Geduldige Fahrlehrer, flexible Fahrstunden und moderne Fahrzeuge',
          cta: 'Jetzt anmelden',
        },
        fr: {
          title: 'Leçons d’auto-école',
          prompt:
            'Crée une pub pour notre auto-école : moniteurs patients, leçons flexibles et un excellent taux de réussite',
          headline: 'Le permis du premier coup',
          subline: 'Moniteurs patients, horaires souples et voitures récentes',
          cta: 'S’inscrire',
        },
        es: {
          title: 'Clases de autoescuela',
          prompt:
            'Haz un anuncio de nuestra autoescuela: profesores pacientes, clases flexibles y muchos aprobados a la primera',
          headline: 'Aprueba a la primera',
          subline: 'Profesores pacientes, horarios flexibles y coches con doble mando',
          cta: 'Apúntate ya',
        },
      },
    },
  ],
};
