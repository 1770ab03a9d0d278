import type { CategoryCatalog } from './catalog-types.ts';

/** Shops, nurseries, classes, camps, parties and apps for children and their parents. */
export const kidsParents: CategoryCatalog = {
  category: 'kids-parents',
  palettes: [
    ['#fffaf0', '#3f5f8f', '#ff8fab'],
    ['#2d3047', '#fef9ef', '#ffd166'],
    ['#06d6a0', '#073b4c', '#d81159'],
    ['#eae4d9', '#55606f', '#c0714f'],
  ],
  themes: [
    {
      key: 'kids-back-to-school-sale',
      intent: 'sale',
      scene: 'colourful kids backpacks, pencils and a lunch box arranged on a sunny wooden classroom desk',
      text: {
        en: {
          title: 'Back-to-school sale',
          prompt:
            'Make an ad for our back-to-school sale: 25% off backpacks, lunch boxes and stationery sets',
          headline: 'Back to school, 25% off',
          subline: 'Backpacks, lunch boxes and stationery sets for every grade',
          cta: 'Shop the sale',
        },
        de: {
          title: 'Sale zum Schulstart',
          prompt:
            'Erstelle eine Anzeige für unseren Schulstart-Sale: 25 % Rabatt auf Schulranzen, Brotdosen und Schreibsets',
          headline: 'Schulstart: 25 % Rabatt',
          subline: 'Schulranzen, Brotdosen und Schreibsets für jede Klassenstufe',
          cta: 'Jetzt sparen',
        },
        fr: {
          title: 'Soldes de la rentrée',
          prompt:
            'Crée une pub pour nos soldes de la rentrée : -25 % sur les cartables, boîtes à goûter et trousses',
          headline: 'La rentrée à -25 %',
          subline: 'Cartables, boîtes à goûter et trousses pour tous les niveaux',
          cta: 'J’en profite',
        },
        es: {
          title: 'Rebajas de vuelta al cole',
          prompt:
            'Haz un anuncio de nuestras rebajas de vuelta al cole: 25 % en mochilas, fiambreras y material escolar',
          headline: 'Vuelta al cole con 25 % menos',
          subline: 'Mochilas, fiambreras y material escolar para todos los cursos',
          cta: 'Comprar ahora',
        },
      },
    },
    {
      key: 'kids-birthday-parties',
      intent: 'event',
      scene: 'joyful kids in party hats around a birthday cake with balloons in a bright indoor play area',
      text: {
        en: {
          title: 'Kids’ birthday parties',
          prompt:
            'Create an ad for birthday party events at our indoor play centre: games, cake and a party host included',
          headline: 'Parties they’ll talk about',
          subline: 'Two hours of games, cake and a party host: you just bring the guests',
          cta: 'Reserve a date',
        },
        de: {
          title: 'Kindergeburtstag feiern',
          prompt:
            'Erstelle eine Anzeige für Kindergeburtstage in unserer Spielhalle: Termin reservieren, Spiele und Kuchen inklusive',
          headline: 'Geburtstage voller Action',
          subline: 'Zwei Stunden Spiele, Kuchen und Animation – du bringst nur die Gäste',
          cta: 'Termin reservieren',
        },
        fr: {
          title: 'Anniversaires pour enfants',
          prompt:
            "Crée une pub pour les anniversaires d'enfants dans notre parc de jeux : un événement avec jeux et gâteau",
          headline: 'Un anniversaire inoubliable',
          subline: 'Jeux, gâteau et animateur compris, il ne manque que les invités',
          cta: 'Choisir une date',
        },
        es: {
          title: 'Cumpleaños infantiles',
          prompt:
            'Haz un anuncio de cumpleaños infantiles en nuestro parque de bolas: reserva con juegos, tarta y animador',
          headline: 'Cumpleaños que recordarán',
          subline: 'Dos horas de juegos, tarta y animador: tú solo traes a los invitados',
          cta: 'Reserva fecha',
        },
      },
    },
    {
      key: 'kids-nursery-parent-review',
      intent: 'testimonial',
      scene:
        'toddlers painting with bright colours at a low table in a sunny nursery classroom with a teacher',
      text: {
        en: {
          title: 'Nursery parent review',
          prompt:
            'Make a testimonial ad for our nursery from Hannah in York: my daughter runs in every morning',
          headline: 'She runs in every morning',
          subline: 'Hannah, York',
          cta: 'Visit the nursery',
        },
        de: {
          title: 'Elternstimme zur Kita',
          prompt:
            'Erstelle eine Anzeige mit der Kundenstimme von Sarah aus Nürnberg: Meine Tochter freut sich jeden Morgen auf die Kita',
          headline: 'Sie freut sich auf jeden Morgen',
          subline: 'Sarah, Nürnberg',
          cta: 'Kita kennenlernen',
        },
        fr: {
          title: 'Avis d’une maman',
          prompt:
            "Crée une pub avec le témoignage d'Élodie, de Strasbourg : ma fille court à la crèche chaque matin",
          headline: 'Elle y court chaque matin',
          subline: 'Élodie, Strasbourg',
          cta: 'Visiter la crèche',
        },
        es: {
          title: 'Opinión de una madre',
          prompt:
            'Haz un anuncio con el testimonio de Irene, de Granada: mi hija entra corriendo a la guardería cada mañana',
          headline: 'Entra corriendo cada mañana',
          subline: 'Irene, Granada',
          cta: 'Conócenos',
        },
      },
    },
    {
      key: 'kids-reading-app',
      intent: 'app',
      scene: 'curious child on a cosy reading nook cushion holding a tablet, soft daylight and plush toys',
      text: {
        en: {
          title: 'Kids reading app',
          prompt:
            'Create an ad for our reading app for kids aged 4 to 8: playful stories, no ads, progress for parents',
          headline: 'Little readers, big stories',
          subline: 'Playful reading games for ages 4 to 8, ad-free, with parent reports',
          cta: 'Try it free',
        },
        de: {
          title: 'Lese-App für Kinder',
          prompt:
            'Erstelle eine Anzeige für unsere Lese-App für Kinder von 4 bis 8: spielerische Geschichten, werbefrei',
          headline: 'Kleine Leser, große Geschichten',
          subline: 'Spielerisch lesen lernen ab 4, werbefrei und mit Eltern-Übersicht',
          cta: 'Gratis testen',
        },
        fr: {
          title: 'Application de lecture enfant',
          prompt:
            'Crée une pub pour notre application de lecture pour les 4-8 ans : histoires ludiques, sans publicité',
          headline: 'Petits lecteurs, grands récits',
          subline: 'Des jeux de lecture pour les 4-8 ans, sans pub, avec suivi parents',
          cta: 'Essai gratuit',
        },
        es: {
          title: 'App de lectura infantil',
          prompt:
            'Haz un anuncio de nuestra app de lectura para niños de 4 a 8 años: cuentos interactivos y sin anuncios',
          headline: 'Leer es toda una aventura',
          subline: 'Juegos de lectura para 4 a 8 años, sin anuncios y con informes',
          cta: 'Pruébala gratis',
        },
      },
    },
    {
      key: 'kids-wooden-toys',
      intent: 'shop',
      scene: 'handmade wooden toys, stacking rings and a little train on a soft rug in a bright nursery',
      text: {
        en: {
          title: 'Wooden toy collection',
          prompt: "Make an ad for our shop's new collection of sustainable wooden toys for toddlers",
          headline: 'Toys made to be handed down',
          subline: 'Our new wooden toy collection: safe, sustainable and built to last',
          cta: 'Shop toys',
        },
        de: {
          title: 'Neues Holzspielzeug',
          prompt:
            'Erstelle eine Anzeige für die neue Kollektion an nachhaltigem Holzspielzeug für Kleinkinder in unserem Shop',
          headline: 'Spielzeug für Generationen',
          subline: 'Neues Holzspielzeug: sicher, nachhaltig und fürs Leben gemacht',
          cta: 'Jetzt shoppen',
        },
        fr: {
          title: 'Jouets en bois',
          prompt:
            'Crée une pub pour la nouvelle collection de jouets en bois durables de notre boutique pour les tout-petits',
          headline: 'Des jouets qui se transmettent',
          subline: 'Notre collection en bois : sûre, écoresponsable et faite pour durer',
          cta: 'Voir les jouets',
        },
        es: {
          title: 'Juguetes de madera',
          prompt:
            'Haz un anuncio de la nueva colección de juguetes de madera sostenibles de nuestra tienda para los más pequeños',
          headline: 'Juguetes para heredar',
          subline: 'Nueva colección de madera: segura, sostenible y hecha para durar',
          cta: 'Ver juguetes',
        },
      },
    },
    {
      key: 'kids-summer-day-camp',
      intent: 'general',
      scene: 'group of kids laughing during a relay race on a sunny grassy field with trees and a lake',
      text: {
        en: {
          title: 'Summer day camp',
          prompt:
            'Create an ad for our summer day camp: outdoor games, crafts and swimming for kids aged 6 to 12',
          headline: 'Their best summer yet',
          subline: 'Outdoor games, crafts and swimming for ages 6 to 12, all summer long',
          cta: 'Save a spot',
        },
        de: {
          title: 'Sommercamp für Kinder',
          prompt:
            'Erstelle eine Anzeige für unser Sommercamp: Spiele draußen, Basteln und Schwimmen für Kinder von 6 bis 12',
          headline: 'Der beste Sommer aller Zeiten',
          subline: 'Spiele im Freien, Basteln und Schwimmen für 6- bis 12-Jährige',
          cta: 'Platz sichern',
        },
        fr: {
          title: 'Centre de loisirs d’été',
          prompt:
            "Crée une pub pour notre centre de loisirs d'été : jeux en plein air, bricolage et piscine pour les 6-12 ans",
          headline: 'Leur plus bel été',
          subline: 'Jeux en plein air, bricolage et piscine pour les 6-12 ans tout l’été',
          cta: 'Je l’inscris',
        },
        es: {
          title: 'Campamento urbano de verano',
          prompt:
            'Haz un anuncio de nuestro campamento urbano de verano: juegos al aire libre, manualidades y piscina de 6 a 12 años',
          headline: 'Su mejor verano',
          subline: 'Juegos al aire libre, manualidades y piscina para niños de 6 a 12 años',
          cta: 'Reserva plaza',
        },
      },
    },
    {
      key: 'kids-baby-swimming',
      intent: 'general',
      scene: 'smiling parent holding a baby floating in a warm sunlit indoor pool with soft blue water',
      text: {
        en: {
          title: 'Baby swimming classes',
          prompt:
            'Make an ad for our baby swimming classes in a warm pool, for babies from three months with a parent',
          headline: 'Splash time for little ones',
          subline: 'Warm-water swim classes for babies from three months, with a parent',
          cta: 'Find a class',
        },
        de: {
          title: 'Babyschwimmen im Warmwasserbecken',
          prompt:
            'Erstelle eine Anzeige für unsere Babyschwimmkurse im warmen Becken, für Babys ab drei Monaten mit Elternteil',
          headline: 'Planschen mit den Kleinsten',
          subline: 'Babyschwimmen im warmen Wasser, ab drei Monaten mit Mama oder Papa',
          cta: 'Kurs finden',
        },
        fr: {
          title: 'Cours de bébés nageurs',
          prompt:
            'Crée une pub pour nos cours de bébés nageurs en bassin chauffé, dès trois mois avec un parent',
          headline: 'Les premiers plongeons',
          subline: 'Cours de bébés nageurs en eau chaude, dès 3 mois avec un parent',
          cta: 'Trouver un cours',
        },
        es: {
          title: 'Natación para bebés',
          prompt:
            'Haz un anuncio de nuestras clases de natación para bebés en piscina climatizada, desde los tres meses con papá o mamá',
          headline: 'Chapoteos para los más peques',
          subline: 'Clases en agua templada para bebés desde tres meses, con mamá o papá',
          cta: 'Ver clases',
        },
      },
    },
  ],
};
