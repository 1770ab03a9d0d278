import type { CategoryCatalog } from './catalog-types.ts';

export const natureWildlife: CategoryCatalog = {
  category: 'nature-wildlife',
  palettes: [
    ['#eef3ea', '#2f5d50', '#d98e32'],
    ['#13241d', '#2c4a3e', '#a8c686'],
    ['#2a9d8f', '#264653', '#f4a261'],
    ['#cfd3c4', '#6b705c', '#a5a58d'],
  ],
  themes: [
    {
      key: 'nature-guided-wildlife-walk',
      intent: 'event',
      scene: 'red deer stag in a misty forest clearing at sunrise, golden light streaming through the trees',
      text: {
        en: {
          title: 'Guided wildlife walk',
          prompt:
            'Guided wildlife walk at dawn, spot deer, owls and foxes with a ranger, Sunday 6 am, tickets limited, misty forest green',
          headline: 'Meet the forest at dawn',
          subline: 'Spot deer, owls and foxes with our ranger. Sunday at 6 am.',
          cta: 'Book a place',
        },
        de: {
          title: 'Geführte Wildtier-Wanderung',
          prompt:
            'Geführte Wildtier-Wanderung im Morgengrauen, Hirsche, Eulen und Füchse mit Ranger, Sonntag 6 Uhr, Tickets begrenzt',
          headline: 'Der Wald im Morgengrauen',
          subline: 'Hirsche, Eulen und Füchse mit dem Ranger entdecken. Sonntag, 6 Uhr.',
          cta: 'Platz buchen',
        },
        fr: {
          title: 'Balade nature guidée',
          prompt:
            'Balade guidée à l’aube pour observer cerfs, chouettes et renards avec un garde, dimanche 6 h, billets limités',
          headline: 'La forêt au lever du jour',
          subline: 'Cerfs, chouettes et renards avec notre garde forestier. Dimanche 6 h.',
          cta: 'Réserver',
        },
        es: {
          title: 'Ruta guiada de fauna',
          prompt:
            'Ruta guiada al amanecer para ver ciervos, búhos y zorros con un guarda, domingo a las 6 h, entradas limitadas',
          headline: 'El bosque al amanecer',
          subline: 'Ciervos, búhos y zorros con nuestro guarda forestal. Domingo, 6 h.',
          cta: 'Reservar plaza',
        },
      },
    },
    {
      key: 'nature-adopt-red-panda',
      intent: 'general',
      scene: 'curious red panda resting on a mossy branch in a lush green mountain forest',
      text: {
        en: {
          title: 'Adopt a wild animal',
          prompt:
            'Adopt a red panda and help protect its forest home, a gift that lasts all year, lush green and warm orange',
          headline: 'Adopt a red panda today',
          subline: 'Your adoption protects forests and funds rangers all year round.',
          cta: 'Adopt now',
        },
        de: {
          title: 'Tierpatenschaft übernehmen',
          prompt:
            'Werde Pate eines Roten Pandas und schütze seinen Wald, ein Geschenk fürs ganze Jahr, sattes Grün und warmes Orange',
          headline: 'Werde Pate eines Roten Pandas',
          subline: 'Deine Patenschaft schützt Wälder und finanziert Ranger das ganze Jahr.',
          cta: 'Pate werden',
        },
        fr: {
          title: 'Parrainer un animal sauvage',
          prompt:
            'Parrainez un panda roux et protégez sa forêt, un cadeau qui dure toute l’année, vert luxuriant et orange chaud',
          headline: 'Parrainez un panda roux',
          subline: 'Votre parrainage protège sa forêt et finance ses gardes toute l’année.',
          cta: 'Parrainer',
        },
        es: {
          title: 'Apadrina un animal salvaje',
          prompt:
            'Apadrina un panda rojo y protege su bosque, un regalo que dura todo el año, verde intenso y naranja cálido',
          headline: 'Apadrina un panda rojo',
          subline: 'Tu apadrinamiento protege bosques y financia guardas todo el año.',
          cta: 'Apadrinar',
        },
      },
    },
    {
      key: 'nature-bird-identification-app',
      intent: 'app',
      scene: 'colourful kingfisher perched on a reed above a calm river with soft morning bokeh',
      text: {
        en: {
          title: 'Bird identification app',
          prompt:
            'Bird identification app, record a song and learn who is singing in seconds, download free, calm river blues',
          headline: 'Who’s singing out there?',
          subline: 'Record any birdsong and identify the species in seconds.',
          cta: 'Get the app',
        },
        de: {
          title: 'App zur Vogelbestimmung',
          prompt:
            'Vogelstimmen-App, Gesang aufnehmen und in Sekunden erfahren, wer da singt, gratis laden, ruhige Flussblautöne',
          headline: 'Wer singt denn da?',
          subline: 'Nimm einen Vogelruf auf und erkenne die Art in Sekunden.',
          cta: 'App laden',
        },
        fr: {
          title: 'Appli pour identifier les oiseaux',
          prompt:
            'Application pour identifier les oiseaux, enregistrez un chant et découvrez l’espèce en quelques secondes, bleus apaisants',
          headline: 'Qui chante là-haut ?',
          subline: 'Enregistrez un chant, découvrez l’espèce en quelques secondes.',
          cta: 'Télécharger',
        },
        es: {
          title: 'App para identificar aves',
          prompt:
            'App para identificar aves, graba un canto y descubre qué pájaro es en segundos, descárgala gratis, azules serenos',
          headline: '¿Quién canta ahí fuera?',
          subline: 'Graba cualquier canto y descubre la especie en segundos.',
          cta: 'Descargar',
        },
      },
    },
    {
      key: 'nature-hiking-gear-sale',
      intent: 'sale',
      scene: 'hiking boots and a backpack on a rocky mountain trail overlooking a green valley at sunrise',
      text: {
        en: {
          title: 'Hiking gear sale',
          prompt:
            'Hiking gear sale, 30% off boots, backpacks and rain jackets for the season, fresh mountain greens',
          headline: 'Trail-ready for 30% less',
          subline: 'Boots, backpacks and rain jackets, marked down for the season.',
          cta: 'Shop the sale',
        },
        de: {
          title: 'Sale für Wanderausrüstung',
          prompt:
            'Sale für Wanderausrüstung, 30 % Rabatt auf Schuhe, Rucksäcke und Regenjacken, frisches Berggrün',
          headline: 'Ab auf den Trail: 30 % Rabatt',
          subline: 'Wanderschuhe, Rucksäcke und Regenjacken jetzt reduziert.',
          cta: 'Zum Sale',
        },
        fr: {
          title: 'Soldes équipement de rando',
          prompt:
            'Soldes équipement de randonnée, 30 % de remise sur chaussures, sacs à dos et vestes de pluie, vert montagne',
          headline: 'Équipement rando à -30 %',
          subline: 'Chaussures, sacs à dos et vestes de pluie à prix réduit.',
          cta: 'Voir les soldes',
        },
        es: {
          title: 'Rebajas de material de montaña',
          prompt:
            'Rebajas en material de senderismo, 30 % de descuento en botas, mochilas y chubasqueros, verde montaña fresco',
          headline: 'A la montaña con un 30 % menos',
          subline: 'Botas, mochilas y chubasqueros rebajados para esta temporada.',
          cta: 'Ver rebajas',
        },
      },
    },
    {
      key: 'nature-eco-lodge-review',
      intent: 'testimonial',
      scene: 'wooden eco lodge with a terrace on a lake shore, pine forest and mountains at golden hour',
      text: {
        en: {
          title: 'Eco lodge guest review',
          prompt: 'Guest review ad: “We woke up to otters by the lake.” — Grace, Edinburgh',
          headline: 'We woke up to otters by the lake',
          subline: 'Grace, Edinburgh',
          cta: 'Plan your stay',
        },
        de: {
          title: 'Stimme zur Öko-Lodge',
          prompt: 'Kundenstimme: „Morgens spielten Otter am See.“ — Anna, Bremen',
          headline: 'Morgens spielten Otter am See',
          subline: 'Anna, Bremen',
          cta: 'Aufenthalt planen',
        },
        fr: {
          title: 'Avis sur notre écolodge',
          prompt: 'Avis client : « Réveillés par des loutres au bord du lac. » — Léa, Annecy',
          headline: 'Réveillés par des loutres',
          subline: 'Léa, Annecy',
          cta: 'Voir les séjours',
        },
        es: {
          title: 'Reseña de nuestro ecolodge',
          prompt: 'Reseña de cliente: «Despertamos entre nutrias.» — Irene, Oviedo',
          headline: 'Despertamos entre nutrias',
          subline: 'Irene, Oviedo',
          cta: 'Planear estancia',
        },
      },
    },
    {
      key: 'nature-wildlife-photo-prints',
      intent: 'shop',
      scene: 'majestic snowy owl in flight over a white winter landscape, crisp fine-art photograph',
      text: {
        en: {
          title: 'Wildlife photo prints',
          prompt:
            'Shop fine-art wildlife prints, owls, foxes and wolves captured in the wild, museum-quality paper, crisp winter whites',
          headline: 'The wild, on your wall',
          subline: 'Fine-art wildlife prints on museum-quality paper, signed and numbered.',
          cta: 'Shop prints',
        },
        de: {
          title: 'Kunstdrucke mit Wildtieren',
          prompt:
            'Wildtier-Fotos als Kunstdruck im Shop, Eulen, Füchse und Wölfe in freier Natur, Museumspapier, klares Winterweiß',
          headline: 'Die Wildnis an deiner Wand',
          subline: 'Kunstdrucke auf Museumspapier, signiert und nummeriert.',
          cta: 'Drucke ansehen',
        },
        fr: {
          title: 'Tirages photo animaliers',
          prompt:
            'Boutique de tirages d’art animaliers, chouettes, renards et loups saisis dans la nature, papier musée, blancs hivernaux',
          headline: 'La nature sauvage chez vous',
          subline: 'Tirages d’art sur papier musée, signés et numérotés.',
          cta: 'Voir les tirages',
        },
        es: {
          title: 'Láminas de fauna salvaje',
          prompt:
            'Tienda de láminas de fauna salvaje, búhos, zorros y lobos en libertad, papel de calidad museo, blancos invernales',
          headline: 'Lo salvaje, en tu pared',
          subline: 'Láminas artísticas en papel de museo, firmadas y numeradas.',
          cta: 'Ver láminas',
        },
      },
    },
    {
      key: 'nature-meadows-in-bloom',
      intent: 'general',
      scene:
        'vast wildflower meadow with poppies and cornflowers, butterflies and bees under a soft blue sky',
      text: {
        en: {
          title: 'Nature park in bloom',
          prompt:
            'The nature park is in full bloom, wildflower meadows, butterflies and quiet trails, soft spring colours',
          headline: 'The meadows are in bloom',
          subline: 'Wander quiet trails among poppies, butterflies and bees this spring.',
          cta: 'Plan your visit',
        },
        de: {
          title: 'Naturschutzgebiet in voller Blüte',
          prompt:
            'Das Naturschutzgebiet steht in voller Blüte, Wildblumenwiesen, Schmetterlinge und stille Wege, sanfte Frühlingsfarben',
          headline: 'Die Wiesen blühen',
          subline: 'Stille Wege zwischen Mohn, Schmetterlingen und Bienen.',
          cta: 'Besuch planen',
        },
        fr: {
          title: 'La réserve en fleurs',
          prompt:
            'La réserve naturelle est en pleine floraison, prairies fleuries, papillons et sentiers paisibles, couleurs printanières',
          headline: 'Les prairies sont en fleurs',
          subline: 'Des sentiers paisibles entre coquelicots, papillons et abeilles.',
          cta: 'Préparer ma visite',
        },
        es: {
          title: 'El parque natural en flor',
          prompt:
            'El parque natural está en plena floración, prados de flores silvestres, mariposas y senderos tranquilos, primaveral',
          headline: 'Los prados están en flor',
          subline: 'Senderos tranquilos entre amapolas, mariposas y abejas esta primavera.',
          cta: 'Planear visita',
        },
      },
    },
  ],
};
