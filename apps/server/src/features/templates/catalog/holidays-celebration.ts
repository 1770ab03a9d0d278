import type { CategoryCatalog } from './catalog-types.ts';

export const holidaysCelebration: CategoryCatalog = {
  category: 'holidays-celebration',
  palettes: [
    ['#8e1b2b', '#1e4d3b', '#d9a93b'],
    ['#f6f1e7', '#1f5c47', '#c2352f'],
    ['#141b33', '#2e3c6e', '#e8c260'],
    ['#ff4f8b', '#6b2fd6', '#ffd447'],
  ],
  themes: [
    {
      key: 'holiday-christmas-gift-sale',
      intent: 'sale',
      scene: 'wrapped presents with satin ribbons beneath a glowing fir tree in a cosy living room',
      text: {
        en: {
          title: 'Christmas gift sale',
          prompt: 'Christmas gift sale, 25% off everything until December 24, warm festive red and gold',
          headline: 'Gifts they’ll love, 25% off',
          subline: 'Get your Christmas shopping done early. Offer ends December 24.',
          cta: 'Shop gifts',
        },
        de: {
          title: 'Sale für Weihnachtsgeschenke',
          prompt:
            'Weihnachts-Sale für Geschenke, 25 % Rabatt auf alles bis zum 24. Dezember, festlich in Rot und Gold',
          headline: '25 % auf alle Geschenke',
          subline: 'Erledige deine Weihnachtseinkäufe entspannt. Nur bis 24. Dezember.',
          cta: 'Geschenke shoppen',
        },
        fr: {
          title: 'Promo cadeaux de Noël',
          prompt:
            'Promo cadeaux de Noël, 25 % de réduction sur tout jusqu’au 24 décembre, rouge et or festifs',
          headline: '-25 % sur tous les cadeaux',
          subline: 'Achats de Noël sans stress. Offre valable jusqu’au 24 décembre.',
          cta: 'J’en profite',
        },
        es: {
          title: 'Ofertas en regalos navideños',
          prompt:
            'Ofertas de Navidad en regalos, 25 % de descuento en todo hasta el 24 de diciembre, rojo y dorado festivos',
          headline: 'Regalos con un 25 % de descuento',
          subline: 'Adelanta tus compras de Navidad. Válido hasta el 24 de diciembre.',
          cta: 'Ver regalos',
        },
      },
    },
    {
      key: 'holiday-new-year-party',
      intent: 'event',
      scene:
        'elegant rooftop party at midnight, fireworks bursting over a city skyline, champagne glasses raised',
      text: {
        en: {
          title: 'New Year’s Eve party',
          prompt:
            'New Year’s Eve rooftop party tickets, live DJ and a fireworks view, glamorous midnight blue and gold',
          headline: 'Countdown to midnight',
          subline: 'Live DJ, bubbles at twelve and the best fireworks view in town.',
          cta: 'Get tickets',
        },
        de: {
          title: 'Silvesterparty über den Dächern',
          prompt:
            'Tickets für die Silvesterparty auf der Dachterrasse, Live-DJ und Blick aufs Feuerwerk, edel in Nachtblau und Gold',
          headline: 'Countdown bis Mitternacht',
          subline: 'Live-DJ, Sekt um zwölf und der beste Blick aufs Feuerwerk.',
          cta: 'Tickets sichern',
        },
        fr: {
          title: 'Soirée du Nouvel An',
          prompt:
            'Billets pour la soirée du Nouvel An sur un toit-terrasse, DJ live et vue sur le feu d’artifice, bleu nuit et or',
          headline: 'Compte à rebours vers minuit',
          subline: 'DJ live, bulles à minuit et la plus belle vue sur le feu d’artifice.',
          cta: 'Réserver ma place',
        },
        es: {
          title: 'Fiesta de Nochevieja',
          prompt:
            'Entradas para la fiesta de Nochevieja en una azotea, DJ en directo y vistas a los fuegos artificiales, azul noche y oro',
          headline: 'Cuenta atrás hasta medianoche',
          subline: 'DJ en directo, brindis a las doce y las mejores vistas a los fuegos.',
          cta: 'Comprar entradas',
        },
      },
    },
    {
      key: 'holiday-valentines-dinner',
      intent: 'event',
      scene: 'candlelit table for two with red roses, wine glasses and soft bokeh lights in a restaurant',
      text: {
        en: {
          title: 'Valentine’s Day dinner',
          prompt:
            'Valentine’s Day dinner for two, five-course menu by candlelight, reserve your table, romantic deep red',
          headline: 'A table for two, by candlelight',
          subline: 'Five courses, one evening to remember. Limited seats on February 14.',
          cta: 'Reserve a table',
        },
        de: {
          title: 'Valentinstag-Dinner zu zweit',
          prompt:
            'Valentinstag-Dinner zu zweit, Fünf-Gänge-Menü bei Kerzenschein, jetzt Tisch reservieren, romantisches Tiefrot',
          headline: 'Ein Tisch für zwei',
          subline: 'Fünf Gänge bei Kerzenschein. Am 14. Februar, nur wenige Plätze frei.',
          cta: 'Tisch reservieren',
        },
        fr: {
          title: 'Dîner de la Saint-Valentin',
          prompt:
            'Dîner de la Saint-Valentin, une soirée événement en tête-à-tête, menu cinq plats aux chandelles, rouge profond',
          headline: 'Un dîner aux chandelles',
          subline: 'Cinq plats, une soirée inoubliable. Places limitées le 14 février.',
          cta: 'Réserver une table',
        },
        es: {
          title: 'Cena de San Valentín',
          prompt:
            'Cena de San Valentín para dos, menú de cinco platos a la luz de las velas, reserva tu mesa, rojo intenso',
          headline: 'Una cena a la luz de las velas',
          subline: 'Cinco platos y una noche inolvidable. Pocas plazas el 14 de febrero.',
          cta: 'Reservar mesa',
        },
      },
    },
    {
      key: 'holiday-halloween-costume-sale',
      intent: 'sale',
      scene: 'carved glowing pumpkins, playful costumes and purple mist on a spooky porch at dusk',
      text: {
        en: {
          title: 'Halloween costume sale',
          prompt:
            'Halloween costume sale, 30% off costumes and decorations this week only, spooky purple and orange',
          headline: 'Spooky looks, 30% off',
          subline: 'Costumes, masks and decorations for the whole family. This week only.',
          cta: 'Shop costumes',
        },
        de: {
          title: 'Halloween-Kostüme im Sale',
          prompt:
            'Halloween-Sale, 30 % Rabatt auf Kostüme und Deko, nur diese Woche, schaurig in Lila und Orange',
          headline: 'Gruselig gut: 30 % Rabatt',
          subline: 'Kostüme, Masken und Deko für die ganze Familie. Nur diese Woche.',
          cta: 'Kostüme ansehen',
        },
        fr: {
          title: 'Promo costumes d’Halloween',
          prompt:
            'Promo Halloween, 30 % de remise sur les costumes et la déco, cette semaine seulement, violet et orange',
          headline: 'Costumes d’Halloween à -30 %',
          subline: 'Costumes, masques et déco pour toute la famille, cette semaine.',
          cta: 'Voir les costumes',
        },
        es: {
          title: 'Rebajas de disfraces de Halloween',
          prompt:
            'Rebajas de Halloween, 30 % de descuento en disfraces y decoración solo esta semana, morado y naranja',
          headline: 'Disfraces terroríficos, -30 %',
          subline: 'Disfraces, máscaras y decoración para todos. ¡Solo esta semana!',
          cta: 'Ver disfraces',
        },
      },
    },
    {
      key: 'holiday-birthday-party-supplies',
      intent: 'shop',
      scene: 'colourful balloons, confetti and a frosted layer cake with candles on a pastel party table',
      text: {
        en: {
          title: 'Birthday party supplies',
          prompt:
            'Birthday party supplies shop, balloons, banners and cake toppers in every colour, bright and playful',
          headline: 'Everything for the perfect party',
          subline: 'Balloons, banners, candles and cake toppers, delivered in two days.',
          cta: 'Shop the party',
        },
        de: {
          title: 'Alles für die Geburtstagsparty',
          prompt:
            'Shop für Geburtstagsdeko, Ballons, Girlanden und Tortenfiguren in allen Farben, bunt und verspielt',
          headline: 'Alles für die perfekte Party',
          subline: 'Ballons, Girlanden, Kerzen und Tortendeko, in zwei Tagen bei dir.',
          cta: 'Jetzt shoppen',
        },
        fr: {
          title: 'Déco d’anniversaire',
          prompt:
            'Boutique de déco d’anniversaire, ballons, banderoles et décorations de gâteau de toutes les couleurs, gai',
          headline: 'Tout pour une fête réussie',
          subline: 'Ballons, banderoles, bougies et déco de gâteau, livrés en deux jours.',
          cta: 'Découvrir',
        },
        es: {
          title: 'Todo para tu cumpleaños',
          prompt:
            'Tienda de artículos de cumpleaños, globos, guirnaldas y adornos para tartas de todos los colores, alegre',
          headline: 'Todo para una fiesta perfecta',
          subline: 'Globos, guirnaldas, velas y adornos para tartas, en casa en dos días.',
          cta: 'Comprar ahora',
        },
      },
    },
    {
      key: 'holiday-party-venue-review',
      intent: 'testimonial',
      scene: 'happy guests toasting at a festive banquet table under warm string lights in a decorated hall',
      text: {
        en: {
          title: 'Party venue review',
          prompt: 'Customer review ad: “Our party was pure magic.” — Emma, Bristol',
          headline: 'Our party was pure magic',
          subline: 'Emma, Bristol',
          cta: 'Plan your party',
        },
        de: {
          title: 'Bewertung der Partylocation',
          prompt: 'Kundenstimme: „Unsere Feier war einfach magisch.“ — Julia, Köln',
          headline: 'Unsere Feier war einfach magisch',
          subline: 'Julia, Köln',
          cta: 'Feier planen',
        },
        fr: {
          title: 'Avis sur notre salle',
          prompt: 'Avis client : « Une fête tout simplement magique. » — Camille, Lyon',
          headline: 'Une fête tout simplement magique',
          subline: 'Camille, Lyon',
          cta: 'Organiser ma fête',
        },
        es: {
          title: 'Reseña del salón de fiestas',
          prompt: 'Reseña de cliente: «Nuestra fiesta fue pura magia.» — Lucía, Sevilla',
          headline: 'Nuestra fiesta fue pura magia',
          subline: 'Lucía, Sevilla',
          cta: 'Organiza tu fiesta',
        },
      },
    },
    {
      key: 'holiday-seasons-greetings',
      intent: 'general',
      scene:
        'snow-covered pine branches with golden ornaments and soft candlelight glowing on a winter evening',
      text: {
        en: {
          title: 'Season’s greetings card',
          prompt:
            'Season’s greetings from our whole team, thank you for a wonderful year, calm snowy evening in green and gold',
          headline: 'Warm wishes for the holidays',
          subline: 'Thank you for a wonderful year. See you in the new one!',
          cta: 'See holiday hours',
        },
        de: {
          title: 'Weihnachtsgrüße vom Team',
          prompt:
            'Weihnachtsgrüße von unserem ganzen Team, danke für ein wunderbares Jahr, ruhiger Winterabend in Grün und Gold',
          headline: 'Frohe Feiertage!',
          subline: 'Danke für ein wunderbares Jahr. Wir freuen uns auf das nächste!',
          cta: 'Öffnungszeiten',
        },
        fr: {
          title: 'Bonnes fêtes de l’équipe',
          prompt:
            'Bonnes fêtes de toute notre équipe, merci pour cette belle année, soirée d’hiver enneigée en vert et or',
          headline: 'Joyeuses fêtes de fin d’année',
          subline: 'Merci pour cette belle année. À très vite pour la suivante !',
          cta: 'Nos horaires',
        },
        es: {
          title: 'Felicitación de fiestas',
          prompt:
            'Felices fiestas de parte de todo nuestro equipo, gracias por un año maravilloso, noche de invierno nevada en verde y oro',
          headline: 'Felices fiestas a todos',
          subline: 'Gracias por un año maravilloso. ¡Nos vemos en el próximo!',
          cta: 'Ver horarios',
        },
      },
    },
  ],
};
