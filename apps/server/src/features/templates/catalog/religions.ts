import type { CategoryCatalog } from './catalog-types.ts';

/** Churches, mosques, temples and monasteries, their gatherings, shops and apps. */
export const religions: CategoryCatalog = {
  category: 'religions',
  palettes: [
    ['#faf6ee', '#3b4a6b', '#c9a227'],
    ['#1f1a2e', '#f3ead8', '#d4a84f'],
    ['#5b2a86', '#fdf3e1', '#f2a900'],
    ['#e4dfd3', '#5e5a4f', '#8c7b5a'],
  ],
  themes: [
    {
      key: 'religion-candlelight-carols',
      intent: 'event',
      scene:
        'stone church interior glowing with hundreds of candles, a robed choir singing in warm golden light',
      text: {
        en: {
          title: 'Candlelight carol concert',
          prompt:
            "Create an ad for our church's candlelight carol concert on the Sunday before Christmas, everyone welcome",
          headline: 'Carols by candlelight',
          subline: 'Sunday before Christmas, 6 pm, with choir, brass and mulled wine',
          cta: 'Reserve free seats',
        },
        de: {
          title: 'Weihnachtskonzert bei Kerzenschein',
          prompt:
            'Erstelle eine Anzeige für das Konzert bei Kerzenschein in unserer Kirche am Sonntag vor Weihnachten',
          headline: 'Lieder bei Kerzenschein',
          subline: 'Sonntag vor Weihnachten, 18 Uhr, mit Chor, Bläsern und Glühwein',
          cta: 'Platz reservieren',
        },
        fr: {
          title: 'Concert de Noël aux chandelles',
          prompt:
            'Crée une pub pour le concert de chants de Noël aux chandelles dans notre église, le dimanche avant Noël',
          headline: 'Chants de Noël aux chandelles',
          subline: 'Le dimanche avant Noël à 18 h, avec chorale, cuivres et vin chaud',
          cta: 'Réserver sa place',
        },
        es: {
          title: 'Concierto de villancicos',
          prompt:
            'Haz un anuncio del concierto de villancicos a la luz de las velas en nuestra iglesia el domingo antes de Navidad',
          headline: 'Villancicos a la luz de velas',
          subline: 'Domingo antes de Navidad, a las 18 h, con coro, metales y chocolate',
          cta: 'Reserva tu sitio',
        },
      },
    },
    {
      key: 'religion-open-iftar',
      intent: 'general',
      scene:
        'long candlelit table with dates, soup and flatbread shared by smiling neighbours under string lights',
      text: {
        en: {
          title: 'Open community iftar',
          prompt:
            "Create an ad inviting neighbours of all faiths to our mosque's open community iftar during Ramadan",
          headline: 'Break the fast with us',
          subline: 'Neighbours of every faith are welcome at our Ramadan iftar evenings',
          cta: 'Join us',
        },
        de: {
          title: 'Offenes Iftar-Essen',
          prompt:
            'Erstelle eine Anzeige, die Nachbarn aller Religionen zum offenen Iftar-Essen unserer Moschee im Ramadan einlädt',
          headline: 'Komm zum Fastenbrechen',
          subline: 'Nachbarn jeder Religion sind zu unseren Iftar-Abenden willkommen',
          cta: 'Sei dabei',
        },
        fr: {
          title: 'Iftar ouvert à tous',
          prompt:
            "Crée une pub qui invite les voisins de toutes confessions à l'iftar ouvert de notre mosquée pendant le ramadan",
          headline: 'Rompez le jeûne avec nous',
          subline: 'Voisins de toutes confessions, bienvenue à nos soirées d’iftar',
          cta: 'Nous rejoindre',
        },
        es: {
          title: 'Iftar abierto al barrio',
          prompt:
            'Crea un anuncio que invite a vecinos de todas las creencias al iftar abierto de nuestra mezquita en Ramadán',
          headline: 'Rompe el ayuno con nosotros',
          subline: 'Vecinos de todas las creencias, bienvenidos a nuestras noches de iftar',
          cta: 'Acompáñanos',
        },
      },
    },
    {
      key: 'religion-parish-testimonial',
      intent: 'testimonial',
      scene: 'diverse congregation chatting warmly over coffee in a sunlit church hall after a service',
      text: {
        en: {
          title: 'Parish member testimonial',
          prompt:
            'Make a testimonial ad for our parish from Daniel in Cardiff: I found friends and peace here',
          headline: 'I found friends and peace here',
          subline: 'Daniel, Cardiff',
          cta: 'Visit us',
        },
        de: {
          title: 'Stimme aus der Gemeinde',
          prompt:
            'Erstelle eine Anzeige mit dem Zitat von Thomas aus Freiburg: In der Gemeinde fand ich Ruhe und Freunde',
          headline: 'Hier fand ich Ruhe und Freunde',
          subline: 'Thomas, Freiburg',
          cta: 'Besuch uns',
        },
        fr: {
          title: 'Témoignage de paroissien',
          prompt:
            "Crée une pub avec le témoignage d'Antoine, de Rennes : dans notre paroisse, j'ai trouvé la paix et des amis",
          headline: 'Ici, j’ai trouvé la paix',
          subline: 'Antoine, Rennes',
          cta: 'Nous rendre visite',
        },
        es: {
          title: 'Testimonio de la parroquia',
          prompt:
            'Haz un anuncio con el testimonio de Javier, de Salamanca: en la parroquia encontré paz y amigos',
          headline: 'Aquí encontré paz y amigos',
          subline: 'Javier, Salamanca',
          cta: 'Visítanos',
        },
      },
    },
    {
      key: 'religion-daily-prayer-app',
      intent: 'app',
      scene: 'person sitting by a sunrise window with a cup of tea and an open book, peaceful morning light',
      text: {
        en: {
          title: 'Daily prayer app',
          prompt:
            'Create an ad for our daily prayer and reflection app with short readings and quiet reminders',
          headline: 'Five quiet minutes a day',
          subline: 'Short readings, guided prayer and gentle reminders every morning',
          cta: 'Download free',
        },
        de: {
          title: 'App für das tägliche Gebet',
          prompt:
            'Erstelle eine Anzeige für unsere App für Gebet und Besinnung mit kurzen Impulsen und stillen Erinnerungen',
          headline: 'Fünf stille Minuten am Tag',
          subline: 'Kurze Impulse, Gebete und sanfte Erinnerungen für jeden Morgen',
          cta: 'Gratis laden',
        },
        fr: {
          title: 'Application de prière',
          prompt:
            'Crée une pub pour notre application de prière et de méditation avec lectures courtes et rappels discrets',
          headline: 'Cinq minutes de calme par jour',
          subline: 'Lectures courtes, prière guidée et rappels doux chaque matin',
          cta: 'Télécharger',
        },
        es: {
          title: 'App de oración diaria',
          prompt:
            'Haz un anuncio de nuestra app de oración y reflexión diaria con lecturas breves y recordatorios suaves',
          headline: 'Cinco minutos de calma al día',
          subline: 'Lecturas breves, oración guiada y recordatorios suaves cada mañana',
          cta: 'Descárgala gratis',
        },
      },
    },
    {
      key: 'religion-christening-gifts',
      intent: 'shop',
      scene:
        'delicate christening gifts on white linen: a silver cross, a small bible and a candle with lilies',
      text: {
        en: {
          title: 'Christening gift shop',
          prompt:
            "Make an ad for our shop's christening and first communion gifts: engraved crosses and keepsake bibles",
          headline: 'Gifts for a blessed day',
          subline: 'Engraved crosses, keepsake bibles and candles for christenings',
          cta: 'Browse gifts',
        },
        de: {
          title: 'Geschenke zur Taufe',
          prompt:
            'Erstelle eine Anzeige für Tauf- und Kommuniongeschenke aus unserem Shop: gravierte Kreuze und Kinderbibeln',
          headline: 'Geschenke zum großen Tag',
          subline: 'Gravierte Kreuze, Kinderbibeln und Taufkerzen für besondere Momente',
          cta: 'Geschenke ansehen',
        },
        fr: {
          title: 'Cadeaux de baptême',
          prompt:
            'Crée une pub pour les cadeaux de baptême et de communion de notre boutique : croix gravées et bibles souvenir',
          headline: 'Des cadeaux pour un jour béni',
          subline: 'Croix gravées, bibles souvenir et cierges pour baptêmes et communions',
          cta: 'Voir les cadeaux',
        },
        es: {
          title: 'Regalos de bautizo',
          prompt:
            'Haz un anuncio de los regalos de bautizo y comunión de nuestra tienda: cruces grabadas y biblias de recuerdo',
          headline: 'Regalos para un día bendecido',
          subline: 'Cruces grabadas, biblias de recuerdo y velas para bautizo y comunión',
          cta: 'Ver regalos',
        },
      },
    },
    {
      key: 'religion-camino-pilgrimage-offer',
      intent: 'sale',
      scene: 'pilgrims with walking sticks on a golden country path toward a distant stone cathedral at dawn',
      text: {
        en: {
          title: 'Pilgrimage early booking',
          prompt: 'Create an ad for our guided Camino pilgrimage: 10% off when you book before January',
          headline: 'Walk the Camino, 10% off',
          subline: 'Guided pilgrim groups with luggage transfer, book before January',
          cta: 'See dates',
        },
        de: {
          title: 'Pilgerreise mit Frühbucherrabatt',
          prompt:
            'Erstelle eine Anzeige für unsere begleitete Pilgerreise auf dem Jakobsweg: 10 % Rabatt bei Buchung bis Januar',
          headline: 'Jakobsweg mit 10 % Rabatt',
          subline: 'Begleitete Pilgergruppen mit Gepäcktransport, buchbar bis Januar',
          cta: 'Termine ansehen',
        },
        fr: {
          title: 'Pèlerinage à prix réduit',
          prompt:
            'Crée une pub pour notre pèlerinage accompagné vers Compostelle : -10 % si vous réservez avant janvier',
          headline: 'Compostelle à -10 %',
          subline: 'Groupes de pèlerins accompagnés, bagages transportés, avant janvier',
          cta: 'Voir les dates',
        },
        es: {
          title: 'Peregrinación con descuento',
          prompt:
            'Haz un anuncio de nuestra peregrinación guiada por el Camino de Santiago: 10 % de descuento antes de enero',
          headline: 'El Camino con un 10 % menos',
          subline: 'Grupos guiados de peregrinos con traslado de equipaje, hasta enero',
          cta: 'Ver fechas',
        },
      },
    },
    {
      key: 'religion-silent-retreat',
      intent: 'general',
      scene:
        'quiet Buddhist monastery courtyard in misty green hills, meditation cushions on a wooden veranda',
      text: {
        en: {
          title: 'Silent retreat weekend',
          prompt:
            'Create an ad for a silent meditation weekend at our Buddhist monastery in the hills, beginners welcome',
          headline: 'Two days of silence',
          subline: 'Meditation, simple meals and hill walks, beginners welcome',
          cta: 'Find a weekend',
        },
        de: {
          title: 'Schweigewochenende im Kloster',
          prompt:
            'Erstelle eine Anzeige für ein Meditationswochenende im Schweigen in unserem buddhistischen Kloster',
          headline: 'Zwei Tage Stille',
          subline: 'Meditation, einfaches Essen und Spaziergänge, auch für Einsteiger',
          cta: 'Termin finden',
        },
        fr: {
          title: 'Retraite en silence',
          prompt:
            'Crée une pub pour un week-end de méditation en silence dans notre monastère bouddhiste, débutants bienvenus',
          headline: 'Deux jours de silence',
          subline: 'Méditation, repas simples et balades, débutants bienvenus',
          cta: 'Choisir une date',
        },
        es: {
          title: 'Retiro de silencio',
          prompt:
            'Crea un anuncio de un fin de semana de meditación en silencio en nuestro monasterio budista, también para principiantes',
          headline: 'Dos días de silencio',
          subline: 'Meditación, comidas sencillas y paseos, también para principiantes',
          cta: 'Elige tu fecha',
        },
      },
    },
  ],
};
