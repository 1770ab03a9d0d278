import type { CategoryCatalog } from './catalog-types.ts';

export const leisureEntertainment: CategoryCatalog = {
  category: 'leisure-entertainment',
  palettes: [
    ['#fff8e7', '#e63946', '#1d3557'],
    ['#0d0221', '#2a1b5e', '#ff2a6d'],
    ['#00b4d8', '#ff006e', '#ffbe0b'],
    ['#d9d2c5', '#5f6b73', '#c08552'],
  ],
  themes: [
    {
      key: 'leisure-open-air-concert',
      intent: 'event',
      scene: 'crowd with raised hands at an open-air concert, stage lights and confetti at dusk',
      text: {
        en: {
          title: 'Open-air concert tickets',
          prompt:
            'Open-air summer concert, July 12, tickets available now, live bands and food trucks, electric neon',
          headline: 'One night. Live. Loud.',
          subline: 'Open-air summer concert on July 12, with food trucks from 5 pm.',
          cta: 'Get tickets',
        },
        de: {
          title: 'Tickets fürs Open Air',
          prompt:
            'Open-Air-Konzert im Sommer, 12. Juli, Tickets ab sofort, Live-Bands und Foodtrucks, elektrisierendes Neon',
          headline: 'Eine Nacht. Live. Laut.',
          subline: 'Open-Air-Konzert am 12. Juli, Foodtrucks ab 17 Uhr.',
          cta: 'Tickets sichern',
        },
        fr: {
          title: 'Billets de concert',
          prompt:
            'Concert en plein air cet été, le 12 juillet, billets disponibles, groupes live et food trucks, néon électrique',
          headline: 'Une nuit. En live. À fond.',
          subline: 'Concert en plein air le 12 juillet, food trucks dès 17 h.',
          cta: 'Mes billets',
        },
        es: {
          title: 'Entradas para el concierto',
          prompt:
            'Concierto al aire libre en verano, 12 de julio, entradas ya disponibles, bandas en directo y food trucks, neón',
          headline: 'Una noche. En directo. A tope.',
          subline: 'Concierto al aire libre el 12 de julio, food trucks desde las 17 h.',
          cta: 'Comprar entradas',
        },
      },
    },
    {
      key: 'leisure-escape-room-group-deal',
      intent: 'sale',
      scene:
        'mysterious escape room with vintage padlocks, old maps, glowing lanterns and friends searching for clues',
      text: {
        en: {
          title: 'Escape room group deal',
          prompt:
            'Escape room group deal, 20% off for teams of four or more on weekdays, mysterious dark teal',
          headline: '60 minutes to break out',
          subline: 'Teams of four or more save 20% on weekday games.',
          cta: 'Book a room',
        },
        de: {
          title: 'Escape Room für Gruppen',
          prompt:
            'Escape-Room-Deal für Gruppen, 20 % Rabatt ab vier Personen unter der Woche, geheimnisvolles dunkles Petrol',
          headline: '60 Minuten bis zur Flucht',
          subline: 'Teams ab vier Personen sparen unter der Woche 20 %.',
          cta: 'Raum buchen',
        },
        fr: {
          title: 'Escape game entre amis',
          prompt:
            'Promo escape game en groupe, 20 % de remise dès quatre joueurs en semaine, bleu canard sombre et mystérieux',
          headline: '60 minutes pour vous évader',
          subline: 'Dès quatre joueurs, 20 % de remise sur les parties en semaine.',
          cta: 'Réserver une salle',
        },
        es: {
          title: 'Escape room en grupo',
          prompt:
            'Oferta de escape room para grupos, 20 % de descuento desde cuatro personas entre semana, verde azulado oscuro',
          headline: '60 minutos para escapar',
          subline: 'Grupos de cuatro o más ahorran un 20 % entre semana.',
          cta: 'Reservar sala',
        },
      },
    },
    {
      key: 'leisure-streaming-app-trial',
      intent: 'app',
      scene: 'cosy sofa with a blanket and popcorn in a living room lit by the blue glow of a television',
      text: {
        en: {
          title: 'Streaming app free trial',
          prompt:
            'Streaming app, download it and watch your first month free, films and series on any screen, cosy blue glow',
          headline: 'Your first month is on us',
          subline: 'Films and series on every screen, no contract, cancel anytime.',
          cta: 'Start free trial',
        },
        de: {
          title: 'Streaming-App gratis testen',
          prompt:
            'Streaming-App zum Herunterladen, erster Monat gratis, Filme und Serien auf jedem Bildschirm, gemütliches Blau',
          headline: 'Dein erster Monat ist gratis',
          subline: 'Filme und Serien überall, ohne Vertrag, jederzeit kündbar.',
          cta: 'Gratis testen',
        },
        fr: {
          title: 'Appli de streaming',
          prompt:
            'Application de streaming, premier mois offert, films et séries sur tous les écrans, lueur bleue douillette',
          headline: 'Le premier mois est offert',
          subline: 'Films et séries sur tous vos écrans, sans engagement.',
          cta: 'Essai gratuit',
        },
        es: {
          title: 'App de streaming',
          prompt:
            'App de streaming, descárgala y disfruta gratis el primer mes, películas y series en cualquier pantalla, azul acogedor',
          headline: 'Tu primer mes, gratis',
          subline: 'Películas y series en todas tus pantallas, sin permanencia.',
          cta: 'Prueba gratis',
        },
      },
    },
    {
      key: 'leisure-comedy-night-review',
      intent: 'testimonial',
      scene: 'laughing audience in a cosy comedy club with a microphone on stage under a warm spotlight',
      text: {
        en: {
          title: 'Comedy night review',
          prompt: 'Customer review ad: “I laughed so hard I cried, twice.” — Jake, Liverpool',
          headline: 'I laughed so hard I cried, twice',
          subline: 'Jake, Liverpool',
          cta: 'See the lineup',
        },
        de: {
          title: 'Stimme zum Comedy-Abend',
          prompt: 'Kundenstimme: „Tränen gelacht, gleich zweimal.“ — Tim, Berlin',
          headline: 'Tränen gelacht, gleich zweimal',
          subline: 'Tim, Berlin',
          cta: 'Zum Programm',
        },
        fr: {
          title: 'Avis soirée stand-up',
          prompt: 'Avis client : « J’ai pleuré de rire, deux fois. » — Hugo, Marseille',
          headline: 'J’ai pleuré de rire, deux fois',
          subline: 'Hugo, Marseille',
          cta: 'Voir le programme',
        },
        es: {
          title: 'Reseña de noche de humor',
          prompt: 'Reseña de cliente: «Lloré de risa, y dos veces.» — Álex, Madrid',
          headline: 'Lloré de risa, y dos veces',
          subline: 'Álex, Madrid',
          cta: 'Ver programa',
        },
      },
    },
    {
      key: 'leisure-board-game-cafe',
      intent: 'general',
      scene: 'friends laughing around a wooden table covered with board games, cards and mugs in a café',
      text: {
        en: {
          title: 'Board game café',
          prompt:
            'Board game café with over 500 games, grab a table with friends and stay all evening, warm and playful',
          headline: '500 games. One table. You in?',
          subline: 'Bring your friends, pick a game and we’ll bring the snacks.',
          cta: 'Find us',
        },
        de: {
          title: 'Café mit Brettspielen',
          prompt:
            'Brettspiel-Café mit über 500 Spielen, schnapp dir einen Tisch mit Freunden und bleib den ganzen Abend, warm und verspielt',
          headline: '500 Spiele. Ein Tisch. Dabei?',
          subline: 'Bring deine Freunde mit, such ein Spiel aus, wir bringen die Snacks.',
          cta: 'So findest du uns',
        },
        fr: {
          title: 'Café jeux de société',
          prompt:
            'Café jeux de société avec plus de 500 jeux, une table entre amis pour toute la soirée, chaleureux et ludique',
          headline: '500 jeux. Une table. Partants ?',
          subline: 'Venez entre amis, choisissez un jeu, on s’occupe des snacks.',
          cta: 'Nous trouver',
        },
        es: {
          title: 'Café de juegos de mesa',
          prompt:
            'Café de juegos de mesa con más de 500 juegos, una mesa con amigos toda la tarde, cálido y divertido',
          headline: '500 juegos. ¿Te apuntas?',
          subline: 'Trae a tus amigos, elige un juego y nosotros ponemos el picoteo.',
          cta: 'Cómo llegar',
        },
      },
    },
    {
      key: 'leisure-theme-park-season-pass',
      intent: 'shop',
      scene: 'colourful roller coaster looping against a bright blue summer sky with cheering riders',
      text: {
        en: {
          title: 'Theme park season pass',
          prompt:
            'Buy a theme park season pass, unlimited visits all summer long with fast-track rides, bright and thrilling',
          headline: 'Unlimited thrills all summer',
          subline: 'Visit as often as you like, with fast-track access on every ride.',
          cta: 'Get your pass',
        },
        de: {
          title: 'Saisonpass für den Freizeitpark',
          prompt:
            'Saisonpass für den Freizeitpark jetzt kaufen, unbegrenzte Besuche den ganzen Sommer mit Fast-Track, bunt und aufregend',
          headline: 'Den ganzen Sommer Nervenkitzel',
          subline: 'Komm, so oft du willst, mit Fast-Track auf allen Fahrgeschäften.',
          cta: 'Pass holen',
        },
        fr: {
          title: 'Pass saison parc d’attractions',
          prompt:
            'Pass saison du parc d’attractions à acheter en ligne, visites illimitées tout l’été et accès coupe-file, vif et palpitant',
          headline: 'Des sensations tout l’été',
          subline: 'Venez autant que vous voulez, avec accès coupe-file aux attractions.',
          cta: 'Acheter mon pass',
        },
        es: {
          title: 'Pase de temporada',
          prompt:
            'Comprar el pase de temporada del parque de atracciones, visitas ilimitadas todo el verano con acceso rápido, vibrante',
          headline: 'Todo el verano sin límites',
          subline: 'Ven tantas veces como quieras, con acceso rápido a cada atracción.',
          cta: 'Comprar pase',
        },
      },
    },
    {
      key: 'leisure-open-air-cinema',
      intent: 'event',
      scene: 'outdoor cinema screen in a park at dusk with deck chairs, blankets and string lights',
      text: {
        en: {
          title: 'Open-air cinema nights',
          prompt:
            'Open-air cinema nights in the park every Friday in August, tickets include a deck chair and popcorn, warm dusk',
          headline: 'Cinema under the stars',
          subline: 'Every Friday in August, deck chair and popcorn included.',
          cta: 'Get tickets',
        },
        de: {
          title: 'Open-Air-Kino im Park',
          prompt:
            'Open-Air-Kino im Park, jeden Freitag im August, Tickets mit Liegestuhl und Popcorn, warme Abenddämmerung',
          headline: 'Kino unter freiem Himmel',
          subline: 'Jeden Freitag im August, Liegestuhl und Popcorn inklusive.',
          cta: 'Tickets sichern',
        },
        fr: {
          title: 'Cinéma en plein air',
          prompt:
            'Cinéma en plein air dans le parc, chaque vendredi d’août, billets avec transat et pop-corn, douce lumière du soir',
          headline: 'Du cinéma sous les étoiles',
          subline: 'Chaque vendredi d’août, transat et pop-corn compris.',
          cta: 'Mes billets',
        },
        es: {
          title: 'Cine al aire libre',
          prompt:
            'Cine al aire libre en el parque todos los viernes de agosto, entradas con tumbona y palomitas, luz de atardecer',
          headline: 'Cine bajo las estrellas',
          subline: 'Todos los viernes de agosto, tumbona y palomitas incluidas.',
          cta: 'Comprar entradas',
        },
      },
    },
  ],
};
