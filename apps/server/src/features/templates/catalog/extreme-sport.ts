import type { CategoryCatalog } from './catalog-types.ts';

/** Skydiving, climbing, surfing, biking and other adrenaline sports, their schools and gear. */
export const extremeSport: CategoryCatalog = {
  category: 'extreme-sport',
  palettes: [
    ['#eef3f6', '#1c3d5a', '#ff6b1a'],
    ['#101820', '#f2f2f2', '#ff3c38'],
    ['#ff4f00', '#111111', '#ffd400'],
    ['#3d4a3a', '#e8dfcf', '#d98e32'],
  ],
  themes: [
    {
      key: 'extreme-tandem-skydive-deal',
      intent: 'sale',
      scene:
        'tandem skydivers in free fall above a patchwork of green fields and scattered clouds, bright sun',
      text: {
        en: {
          title: 'Tandem skydive deal',
          prompt: 'Make an ad for our tandem skydiving deal: 25% off jumps booked before the end of May',
          headline: 'Tandem skydive, 25% off',
          subline: 'Jump from 4,000 metres with a certified instructor. Book by 31 May',
          cta: 'Grab the deal',
        },
        de: {
          title: 'Tandemsprung zum Sonderpreis',
          prompt:
            'Erstelle eine Anzeige für unser Tandemsprung-Angebot: 25 % Rabatt auf alle Sprünge bis Ende Mai',
          headline: 'Tandemsprung mit 25 % Rabatt',
          subline: 'Aus 4.000 Metern mit zertifiziertem Tandemmaster, bis 31. Mai',
          cta: 'Sprung sichern',
        },
        fr: {
          title: 'Promo saut en tandem',
          prompt:
            'Crée une pub pour notre promo saut en parachute tandem : -25 % sur les sauts réservés avant fin mai',
          headline: 'Saut en tandem à -25 %',
          subline: 'Sautez de 4 000 mètres avec un moniteur diplômé, avant le 31 mai',
          cta: 'J’en profite',
        },
        es: {
          title: 'Oferta de salto en tándem',
          prompt:
            'Haz un anuncio de nuestra oferta de paracaidismo en tándem: 25 % de descuento en saltos antes de fin de mayo',
          headline: '25 % menos en salto tándem',
          subline: 'Salta desde 4.000 metros con instructor titulado, hasta el 31 de mayo',
          cta: 'Quiero saltar',
        },
      },
    },
    {
      key: 'extreme-bouldering-night',
      intent: 'event',
      scene:
        'climber reaching for a hold on a colourful bouldering wall under dramatic spotlights, chalk dust in the air',
      text: {
        en: {
          title: 'Bouldering competition night',
          prompt:
            'Create an ad for our bouldering competition event on Friday night, with a DJ and prizes, all levels welcome',
          headline: 'Friday night boulder battle',
          subline: 'All levels welcome, with a DJ, prizes and brand-new problems',
          cta: 'Get your ticket',
        },
        de: {
          title: 'Boulder-Wettkampf am Freitag',
          prompt:
            'Erstelle eine Anzeige für unser Boulder-Event am Freitagabend mit DJ und Preisen, für alle Levels',
          headline: 'Boulder-Battle am Freitag',
          subline: 'Für alle Levels, mit DJ, Preisen und brandneuen Routen',
          cta: 'Ticket sichern',
        },
        fr: {
          title: 'Soirée compétition de bloc',
          prompt:
            'Crée une pub pour notre compétition de bloc vendredi soir, un événement avec DJ et lots, tous niveaux',
          headline: 'Battle de bloc vendredi soir',
          subline: 'Tous niveaux bienvenus, avec DJ, lots à gagner et nouveaux blocs',
          cta: 'Prendre un billet',
        },
        es: {
          title: 'Noche de competición de búlder',
          prompt:
            'Haz un anuncio del evento de búlder del viernes por la noche, con DJ y premios, para todos los niveles',
          headline: 'Batalla de búlder el viernes',
          subline: 'Para todos los niveles, con DJ, premios y bloques nuevos',
          cta: 'Compra tu entrada',
        },
      },
    },
    {
      key: 'extreme-surf-camp-review',
      intent: 'testimonial',
      scene: 'young woman riding her first small wave on a soft surfboard at golden hour, spray and sunlight',
      text: {
        en: {
          title: 'Surf camp review',
          prompt:
            'Make a review ad for our surf camp from Jess in Cornwall: I stood up on my very first wave',
          headline: 'Stood up on my very first wave',
          subline: 'Jess, Cornwall',
          cta: 'See the camps',
        },
        de: {
          title: 'Bewertung Surfcamp',
          prompt:
            'Erstelle eine Anzeige mit der Bewertung von Mia aus Kiel für unser Surfcamp: Ich stand schon auf der ersten Welle',
          headline: 'Erste Welle, direkt gestanden',
          subline: 'Mia, Kiel',
          cta: 'Camps ansehen',
        },
        fr: {
          title: 'Avis sur le surf camp',
          prompt:
            "Crée une pub avec l'avis client de Léa, de Biarritz : debout dès ma première vague au surf camp",
          headline: 'Debout dès ma première vague',
          subline: 'Léa, Biarritz',
          cta: 'Voir les stages',
        },
        es: {
          title: 'Reseña del campamento de surf',
          prompt:
            'Haz un anuncio con la reseña de Marta, de San Sebastián: me levanté en mi primera ola del campamento',
          headline: 'Me levanté en mi primera ola',
          subline: 'Marta, San Sebastián',
          cta: 'Ver campamentos',
        },
      },
    },
    {
      key: 'extreme-bike-park-app',
      intent: 'app',
      scene: 'mountain biker airborne over a dirt jump on a forest trail, dust trailing, low afternoon sun',
      text: {
        en: {
          title: 'Bike park trail app',
          prompt:
            'Create an ad for our bike park app: live trail conditions, lift passes and your ride stats',
          headline: 'Every trail in your pocket',
          subline: 'Live trail conditions, lift passes and your ride stats in one app',
          cta: 'Download free',
        },
        de: {
          title: 'App für den Bikepark',
          prompt:
            'Erstelle eine Anzeige für unsere Bikepark-App: Trailstatus live, Liftpass und deine Fahrdaten',
          headline: 'Alle Trails in deiner Tasche',
          subline: 'Trailstatus live, Liftpass und deine Fahrdaten in einer App',
          cta: 'Gratis laden',
        },
        fr: {
          title: 'Application du bike park',
          prompt:
            "Crée une pub pour l'application de notre bike park : état des pistes en direct, forfaits et statistiques",
          headline: 'Toutes les pistes en poche',
          subline: 'État des pistes en direct, forfaits et statistiques dans une appli',
          cta: 'Télécharger',
        },
        es: {
          title: 'App del bike park',
          prompt:
            'Haz un anuncio para la app de nuestro bike park: estado de pistas en vivo, forfaits y tus estadísticas',
          headline: 'Todas las pistas en tu bolsillo',
          subline: 'Estado de pistas en directo, forfaits y tus datos en una sola app',
          cta: 'Descárgala gratis',
        },
      },
    },
    {
      key: 'extreme-freeride-gear',
      intent: 'shop',
      scene: 'freeride skier carving through deep fresh powder on a steep alpine slope, snow spray, blue sky',
      text: {
        en: {
          title: 'New freeride gear',
          prompt: "Make an ad for our shop's new arrivals in freeride skis and avalanche safety gear",
          headline: 'Built for deep powder',
          subline: 'New freeride skis, airbag packs and avalanche kits now in store',
          cta: 'Shop new gear',
        },
        de: {
          title: 'Neue Freeride-Ausrüstung',
          prompt: 'Erstelle eine Anzeige für neue Freeride-Ski und Lawinenausrüstung in unserem Shop',
          headline: 'Gemacht für Tiefschnee',
          subline: 'Neue Freeride-Ski, Airbag-Rucksäcke und LVS-Sets jetzt im Shop',
          cta: 'Jetzt shoppen',
        },
        fr: {
          title: 'Nouveautés freeride',
          prompt:
            'Crée une pub pour les nouveautés freeride de notre boutique : skis, sacs airbag et matériel avalanche',
          headline: 'Taillé pour la poudreuse',
          subline: 'Nouveaux skis freeride, sacs airbag et kits DVA en boutique',
          cta: 'Découvrir',
        },
        es: {
          title: 'Novedades de freeride',
          prompt:
            'Haz un anuncio de las novedades freeride de nuestra tienda: esquís, mochilas airbag y material de avalancha',
          headline: 'Hechos para la nieve polvo',
          subline: 'Nuevos esquís freeride, mochilas airbag y kits de avalancha en tienda',
          cta: 'Ver novedades',
        },
      },
    },
    {
      key: 'extreme-first-paragliding-flight',
      intent: 'general',
      scene:
        'colourful paraglider soaring above a turquoise alpine lake surrounded by mountains on a clear morning',
      text: {
        en: {
          title: 'First paragliding flight',
          prompt:
            'Create an ad inviting beginners to their first paragliding flight over the lake with our instructors',
          headline: 'Your first flight over the lake',
          subline: 'Beginner-friendly tandem flights with calm, certified pilots',
          cta: 'Plan your flight',
        },
        de: {
          title: 'Erster Gleitschirmflug',
          prompt: 'Erstelle eine Anzeige, die Anfänger zum ersten Gleitschirmflug über dem See einlädt',
          headline: 'Dein erster Flug über den See',
          subline: 'Tandemflüge für Einsteiger mit ruhigen, erfahrenen Piloten',
          cta: 'Flug planen',
        },
        fr: {
          title: 'Premier vol en parapente',
          prompt: 'Crée une pub qui invite les débutants à leur premier vol en parapente au-dessus du lac',
          headline: 'Votre premier vol sur le lac',
          subline: 'Vols biplace pour débutants avec des pilotes calmes et diplômés',
          cta: 'Planifier mon vol',
        },
        es: {
          title: 'Primer vuelo en parapente',
          prompt: 'Crea un anuncio que invite a principiantes a su primer vuelo en parapente sobre el lago',
          headline: 'Tu primer vuelo sobre el lago',
          subline: 'Vuelos biplaza para principiantes con pilotos tranquilos y titulados',
          cta: 'Planea tu vuelo',
        },
      },
    },
    {
      key: 'extreme-group-rafting-deal',
      intent: 'sale',
      scene: 'team in a yellow raft paddling through foaming white-water rapids in a green canyon',
      text: {
        en: {
          title: 'Group rafting deal',
          prompt: 'Make an ad for our group rafting deal: come as five and the fifth paddler rides free',
          headline: 'Raft with five, pay for four',
          subline: 'White-water rafting for friends and teams, guides and gear included',
          cta: 'Gather your crew',
        },
        de: {
          title: 'Rafting für Gruppen',
          prompt:
            'Erstelle eine Anzeige für unser Rafting-Angebot für Gruppen: zu fünft kommen, nur vier zahlen',
          headline: 'Zu fünft raften, vier zahlen',
          subline: 'Wildwasser für Freunde und Teams, mit Guide und Ausrüstung',
          cta: 'Crew einladen',
        },
        fr: {
          title: 'Offre rafting en groupe',
          prompt: 'Crée une pub pour notre promo rafting en groupe : venez à cinq, payez pour quatre',
          headline: 'Venez à cinq, payez quatre',
          subline: 'Eaux vives entre amis ou collègues, guide et matériel inclus',
          cta: 'Réunir l’équipe',
        },
        es: {
          title: 'Oferta de rafting en grupo',
          prompt: 'Haz un anuncio de nuestra oferta de rafting en grupo: venid cinco y pagad cuatro',
          headline: 'Venid cinco, pagad cuatro',
          subline: 'Rafting en aguas bravas para amigos y equipos, con guía y equipo',
          cta: 'Reúne a tu grupo',
        },
      },
    },
  ],
};
