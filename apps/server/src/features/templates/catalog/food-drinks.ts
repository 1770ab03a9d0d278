import type { CategoryCatalog } from './catalog-types.ts';

export const foodDrinks: CategoryCatalog = {
  category: 'food-drinks',
  palettes: [
    ['#fff4e6', '#c0392b', '#f39c12'],
    ['#2b1d16', '#6f4e37', '#e9b872'],
    ['#ff6b35', '#2ec4b6', '#ffd23f'],
    ['#e8e2d0', '#7a8b6f', '#b5653d'],
  ],
  themes: [
    {
      key: 'food-weekend-brunch-special',
      intent: 'sale',
      scene: 'sunlit café table with avocado toast, pancakes with berries and fresh orange juice',
      text: {
        en: {
          title: 'Weekend brunch special',
          prompt: 'Weekend brunch special, 20% off every plate before 11 am, sunny and fresh',
          headline: 'Brunch is better at 20% off',
          subline: 'Every Saturday and Sunday, on all plates ordered before 11 am.',
          cta: 'See the menu',
        },
        de: {
          title: 'Brunch-Angebot am Wochenende',
          prompt: 'Brunch-Angebot am Wochenende, 20 % Rabatt auf alle Gerichte bis 11 Uhr, sonnig und frisch',
          headline: 'Brunch mit 20 % Rabatt',
          subline: 'Jeden Samstag und Sonntag auf alle Gerichte, bestellt bis 11 Uhr.',
          cta: 'Zur Speisekarte',
        },
        fr: {
          title: 'Brunch du week-end',
          prompt:
            'Offre brunch du week-end, 20 % de remise sur toutes les assiettes avant 11 h, ensoleillé et frais',
          headline: 'Le brunch à -20 % avant 11 h',
          subline: 'Tous les samedis et dimanches, sur toutes les assiettes.',
          cta: 'Voir la carte',
        },
        es: {
          title: 'Brunch de fin de semana',
          prompt:
            'Oferta de brunch el fin de semana, 20 % de descuento en todos los platos antes de las 11, soleado y fresco',
          headline: 'Brunch con un 20 % de descuento',
          subline: 'Sábados y domingos, en todos los platos pedidos antes de las 11.',
          cta: 'Ver la carta',
        },
      },
    },
    {
      key: 'food-seasonal-menu',
      intent: 'general',
      scene:
        'rustic wooden table with autumn squash soup, roasted vegetables and fresh herbs in soft daylight',
      text: {
        en: {
          title: 'New seasonal menu',
          prompt:
            'Our new autumn menu, seasonal dishes made with produce from local farms, warm rustic tones',
          headline: 'Autumn’s on the menu',
          subline: 'New seasonal dishes made with produce from farms near you.',
          cta: 'See the menu',
        },
        de: {
          title: 'Neue saisonale Speisekarte',
          prompt:
            'Unsere neue Herbstkarte, saisonale Gerichte von Höfen aus der Region, warme rustikale Töne',
          headline: 'Der Herbst kommt auf den Tisch',
          subline: 'Neue saisonale Gerichte mit Zutaten von Höfen aus der Region.',
          cta: 'Zur Speisekarte',
        },
        fr: {
          title: 'Nouvelle carte de saison',
          prompt:
            'Notre nouvelle carte d’automne, plats de saison issus de fermes locales, tons chauds et rustiques',
          headline: 'L’automne s’invite à table',
          subline: 'De nouveaux plats de saison, cuisinés avec les produits de nos fermes.',
          cta: 'Voir la carte',
        },
        es: {
          title: 'Nueva carta de temporada',
          prompt:
            'Nuestra nueva carta de otoño, platos de temporada con productos de granjas locales, tonos cálidos y rústicos',
          headline: 'El otoño llega a la mesa',
          subline: 'Nuevos platos de temporada con lo mejor de las granjas de la zona.',
          cta: 'Ver la carta',
        },
      },
    },
    {
      key: 'food-coffee-loyalty-app',
      intent: 'app',
      scene: 'latte art in a ceramic cup beside a smartphone on a marble café counter, morning light',
      text: {
        en: {
          title: 'Coffee loyalty app',
          prompt: 'Download our café app, collect stamps and every tenth coffee is on us, cosy latte tones',
          headline: 'Your tenth coffee is on us',
          subline: 'Collect a stamp with every cup in our app and skip the queue.',
          cta: 'Get the app',
        },
        de: {
          title: 'Treue-App für Kaffee',
          prompt:
            'Lade unsere Café-App herunter, sammle Stempel und jeder zehnte Kaffee geht aufs Haus, gemütliche Latte-Töne',
          headline: 'Der zehnte Kaffee geht aufs Haus',
          subline: 'Sammle mit jeder Tasse Stempel in der App und spar dir das Anstehen.',
          cta: 'App laden',
        },
        fr: {
          title: 'Carte fidélité café',
          prompt:
            'Téléchargez l’application de notre café, cumulez des tampons et le dixième café est offert, tons latte',
          headline: 'Le dixième café est offert',
          subline: 'Un tampon à chaque tasse dans l’appli, et plus de file d’attente.',
          cta: 'Télécharger',
        },
        es: {
          title: 'App de fidelidad del café',
          prompt:
            'Descarga la app de nuestra cafetería, acumula sellos y el décimo café es gratis, tonos cálidos de latte',
          headline: 'Tu décimo café, gratis',
          subline: 'Suma un sello con cada taza en la app y olvídate de las colas.',
          cta: 'Descargar la app',
        },
      },
    },
    {
      key: 'food-pizza-delivery-deal',
      intent: 'sale',
      scene: 'steaming wood-fired pizza with melted mozzarella and fresh basil in an open delivery box',
      text: {
        en: {
          title: 'Pizza delivery deal',
          prompt: 'Pizza delivery deal, two pizzas for the price of one every Tuesday, hot and bold',
          headline: 'Two pizzas, one price',
          subline: 'Every Tuesday, delivered hot to your door in 30 minutes.',
          cta: 'Order now',
        },
        de: {
          title: 'Pizza-Deal am Dienstag',
          prompt:
            'Pizza-Deal vom Lieferdienst: zwei Pizzen zum Preis von einer, jeden Dienstag, heiß und kräftig',
          headline: 'Zwei Pizzen, ein Preis',
          subline: 'Jeden Dienstag, in 30 Minuten heiß bei dir an der Tür.',
          cta: 'Jetzt bestellen',
        },
        fr: {
          title: 'Offre pizza en livraison',
          prompt:
            'Promo livraison de pizzas, deux pizzas pour le prix d’une chaque mardi, chaud et percutant',
          headline: 'Deux pizzas pour le prix d’une',
          subline: 'Chaque mardi, livrées bien chaudes chez vous en 30 minutes.',
          cta: 'Commander',
        },
        es: {
          title: 'Oferta de pizza a domicilio',
          prompt:
            'Oferta de pizza a domicilio, dos pizzas por el precio de una cada martes, caliente y atrevido',
          headline: 'Dos pizzas por el precio de una',
          subline: 'Todos los martes, calentitas en tu puerta en 30 minutos.',
          cta: 'Pedir ahora',
        },
      },
    },
    {
      key: 'food-restaurant-review',
      intent: 'testimonial',
      scene: 'cosy bistro interior with plated pasta, a glass of red wine and warm evening light',
      text: {
        en: {
          title: 'Restaurant guest review',
          prompt: 'Customer review ad: “The best pasta outside Italy.” — Sarah, Leeds',
          headline: 'The best pasta outside Italy',
          subline: 'Sarah, Leeds',
          cta: 'Book a table',
        },
        de: {
          title: 'Bewertung eines Gastes',
          prompt: 'Kundenstimme: „Beste Pasta diesseits der Alpen.“ — Jonas, Stuttgart',
          headline: 'Beste Pasta diesseits der Alpen',
          subline: 'Jonas, Stuttgart',
          cta: 'Tisch reservieren',
        },
        fr: {
          title: 'Avis d’un client',
          prompt: 'Avis client : « Des pâtes dignes de l’Italie. » — Julien, Bordeaux',
          headline: 'Des pâtes dignes de l’Italie',
          subline: 'Julien, Bordeaux',
          cta: 'Réserver une table',
        },
        es: {
          title: 'Reseña de un cliente',
          prompt: 'Reseña de cliente: «La mejor pasta fuera de Italia.» — Pablo, Valencia',
          headline: 'La mejor pasta fuera de Italia',
          subline: 'Pablo, Valencia',
          cta: 'Reservar mesa',
        },
      },
    },
    {
      key: 'food-craft-beer-tasting',
      intent: 'event',
      scene: 'row of craft beer glasses in amber and dark hues on a wooden bar counter, warm pub lights',
      text: {
        en: {
          title: 'Craft beer tasting night',
          prompt:
            'Craft beer tasting night, six local brews and a talk by the brewer, Friday 7 pm, tickets at the bar, warm amber',
          headline: 'Six brews, one great night',
          subline: 'Meet the brewers and taste local craft beer. Friday from 7 pm.',
          cta: 'Get tickets',
        },
        de: {
          title: 'Craft-Beer-Tasting am Freitag',
          prompt:
            'Craft-Beer-Tasting mit sechs lokalen Bieren und Brauer-Talk, Freitag ab 19 Uhr, Tickets an der Bar, warmes Bernstein',
          headline: 'Sechs Biere, ein großer Abend',
          subline: 'Triff die Brauer und probier Bier aus der Region. Freitag ab 19 Uhr.',
          cta: 'Tickets sichern',
        },
        fr: {
          title: 'Soirée dégustation de bières',
          prompt:
            'Soirée dégustation de bières artisanales, six brassins locaux et rencontre avec le brasseur, vendredi 19 h, billets au bar',
          headline: 'Six bières, une belle soirée',
          subline: 'Rencontrez les brasseurs et goûtez des bières locales. Vendredi, 19 h.',
          cta: 'Prendre un billet',
        },
        es: {
          title: 'Noche de cata de cerveza',
          prompt:
            'Noche de cata de cerveza artesana, seis cervezas locales y charla con el maestro cervecero, viernes 19 h, entradas en barra',
          headline: 'Seis cervezas, una gran noche',
          subline: 'Conoce a los cerveceros y prueba cerveza local. Viernes, a las 19 h.',
          cta: 'Comprar entradas',
        },
      },
    },
    {
      key: 'food-healthy-lunch-bowls',
      intent: 'shop',
      scene:
        'colourful grain bowls with salmon, avocado, chickpeas and greens seen from above on a light table',
      text: {
        en: {
          title: 'Healthy lunch bowls',
          prompt:
            'Healthy lunch bowls from our online store, order by 11 for delivery at noon, fresh greens and bright colours',
          headline: 'Lunch that loves you back',
          subline: 'Fresh bowls packed with greens, grains and protein, ready at noon.',
          cta: 'Order lunch',
        },
        de: {
          title: 'Gesunde Bowls zum Mittag',
          prompt:
            'Gesunde Lunch-Bowls aus unserem Online-Shop, bis 11 Uhr bestellen, mittags geliefert, frisches Grün und kräftige Farben',
          headline: 'Mittagessen, das dir guttut',
          subline: 'Frische Bowls mit Gemüse, Getreide und Protein, fertig um 12 Uhr.',
          cta: 'Jetzt bestellen',
        },
        fr: {
          title: 'Bowls sains du midi',
          prompt:
            'Bowls sains du midi sur notre boutique en ligne, commandez avant 11 h, livrés à midi, verdure fraîche et couleurs vives',
          headline: 'Un déjeuner qui fait du bien',
          subline: 'Des bowls frais aux légumes, céréales et protéines, prêts à midi.',
          cta: 'Commander',
        },
        es: {
          title: 'Bowls saludables de mediodía',
          prompt:
            'Bowls saludables para la comida en nuestra tienda online, pide antes de las 11 y llega a mediodía, colores frescos',
          headline: 'Una comida que te cuida',
          subline: 'Bowls frescos con verduras, cereales y proteína, listos a mediodía.',
          cta: 'Pedir ahora',
        },
      },
    },
  ],
};
