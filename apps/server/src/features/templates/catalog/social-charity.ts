import type { CategoryCatalog } from './catalog-types.ts';

/** Charities, volunteering, fundraising and community groups. */
export const socialCharity: CategoryCatalog = {
  category: 'social-charity',
  palettes: [
    ['#fff7ec', '#b8432b', '#2f8f6f'],
    ['#1d2b3a', '#f4efe6', '#f2a541'],
    ['#ff5a5f', '#2b1b3d', '#ffe8a3'],
    ['#e9e4d8', '#5b6b5a', '#b5654a'],
  ],
  themes: [
    {
      key: 'charity-thrift-shop-sale',
      intent: 'sale',
      scene:
        'cosy secondhand charity shop with racks of warm winter coats and smiling volunteers at the counter',
      text: {
        en: {
          title: 'Charity shop sale',
          prompt:
            'Make an ad for our charity shop sale: 50% off all winter coats, every purchase funds the local shelter',
          headline: '50% off all winter coats',
          subline: 'Every purchase at our charity shop funds the local shelter',
          cta: 'Visit the shop',
        },
        de: {
          title: 'Sale im Sozialkaufhaus',
          prompt:
            'Erstelle eine Anzeige für unser Sozialkaufhaus: 50 % Rabatt auf alle Wintermäntel, der Erlös hilft der Notunterkunft',
          headline: '50 % auf alle Wintermäntel',
          subline: 'Jeder Einkauf bei uns unterstützt die Notunterkunft vor Ort',
          cta: 'Vorbeikommen',
        },
        fr: {
          title: 'Soldes de la boutique solidaire',
          prompt:
            "Crée une pub pour les soldes de notre boutique solidaire : -50 % sur les manteaux d'hiver au profit du refuge",
          headline: '-50 % sur les manteaux d’hiver',
          subline: 'Chaque achat dans notre boutique solidaire finance le refuge',
          cta: 'Venir nous voir',
        },
        es: {
          title: 'Rebajas en la tienda solidaria',
          prompt:
            'Haz un anuncio de rebajas en nuestra tienda solidaria: 50 % en abrigos de invierno a favor del albergue',
          headline: '50 % en abrigos de invierno',
          subline: 'Cada compra en nuestra tienda solidaria ayuda al albergue local',
          cta: 'Visítanos',
        },
      },
    },
    {
      key: 'charity-fun-run',
      intent: 'event',
      scene: 'cheerful runners in matching charity shirts crossing a park finish line at sunrise',
      text: {
        en: {
          title: 'Charity fun run',
          prompt:
            "Create an ad for our charity 5K fun run event in the park on Sunday, all proceeds to the children's hospice",
          headline: 'Run 5K for a good cause',
          subline: 'Sunday morning in the park: every entry helps the children’s hospice',
          cta: 'Sign up',
        },
        de: {
          title: 'Spendenlauf im Park',
          prompt:
            'Erstelle eine Anzeige für unseren Spendenlauf am Sonntag im Stadtpark, ein Event zugunsten des Kinderhospizes',
          headline: '5 km laufen, Gutes tun',
          subline: 'Sonntagmorgen im Stadtpark: Jede Anmeldung hilft dem Kinderhospiz',
          cta: 'Jetzt anmelden',
        },
        fr: {
          title: 'Course solidaire 5 km',
          prompt:
            "Crée une pub pour notre course solidaire de 5 km dimanche au parc, un événement au profit de l'hôpital des enfants",
          headline: '5 km pour la bonne cause',
          subline: 'Dimanche matin au parc : chaque inscription aide les enfants malades',
          cta: 'Je m’inscris',
        },
        es: {
          title: 'Carrera solidaria 5K',
          prompt:
            'Haz un anuncio para nuestra carrera solidaria de 5 km el domingo en el parque, un evento a favor del hospital infantil',
          headline: 'Corre 5 km por una buena causa',
          subline: 'Domingo por la mañana en el parque: cada inscripción ayuda al hospital',
          cta: 'Inscríbete',
        },
      },
    },
    {
      key: 'charity-volunteer-testimonial',
      intent: 'testimonial',
      scene: 'smiling volunteers packing fresh vegetables into boxes together at a community food bank',
      text: {
        en: {
          title: 'Volunteer testimonial',
          prompt: 'Make a testimonial ad from Tom in Bristol: volunteering at the food bank gave me a family',
          headline: 'Volunteering gave me a family',
          subline: 'Tom, Bristol',
          cta: 'Join us',
        },
        de: {
          title: 'Stimme eines Ehrenamtlichen',
          prompt:
            'Gestalte eine Anzeige mit dem Zitat von Jonas aus Leipzig: Im Ehrenamt habe ich eine Familie gefunden',
          headline: 'Hier habe ich Familie gefunden',
          subline: 'Jonas, Leipzig',
          cta: 'Mach mit',
        },
        fr: {
          title: 'Témoignage de bénévole',
          prompt:
            "Crée une pub avec le témoignage de Julien, de Nantes : en devenant bénévole, j'ai trouvé une famille",
          headline: 'Ici, j’ai trouvé une famille',
          subline: 'Julien, Nantes',
          cta: 'Rejoignez-nous',
        },
        es: {
          title: 'Testimonio de voluntario',
          prompt:
            'Haz un anuncio con el testimonio de Pablo, de Valencia: como voluntario encontré una familia',
          headline: 'Aquí encontré una familia',
          subline: 'Pablo, Valencia',
          cta: 'Únete',
        },
      },
    },
    {
      key: 'charity-winter-meals-appeal',
      intent: 'general',
      scene: 'volunteer handing a steaming bowl of soup to a person in a warm coat on a snowy evening street',
      text: {
        en: {
          title: 'Winter meals appeal',
          prompt:
            'Create a donation appeal ad: one small gift provides three warm meals for people sleeping rough this winter',
          headline: 'One gift, three warm meals',
          subline: 'Help us feed people sleeping rough through the coldest months',
          cta: 'Donate now',
        },
        de: {
          title: 'Spendenaufruf für Wintermahlzeiten',
          prompt:
            'Erstelle einen Spendenaufruf: Eine kleine Spende schenkt Obdachlosen diesen Winter drei warme Mahlzeiten',
          headline: 'Eine Spende, drei warme Essen',
          subline: 'Hilf uns, Obdachlose durch die kältesten Monate zu bringen',
          cta: 'Jetzt spenden',
        },
        fr: {
          title: 'Appel aux dons d’hiver',
          prompt: 'Crée un appel aux dons : un petit geste offre trois repas chauds aux sans-abri cet hiver',
          headline: 'Un don, trois repas chauds',
          subline: 'Aidez-nous à nourrir les personnes à la rue pendant les grands froids',
          cta: 'Faire un don',
        },
        es: {
          title: 'Campaña solidaria de invierno',
          prompt:
            'Crea un llamamiento de donación: un pequeño gesto da tres comidas calientes a personas sin hogar este invierno',
          headline: 'Un donativo, tres comidas',
          subline: 'Ayúdanos a alimentar a quienes duermen en la calle este invierno',
          cta: 'Dona ahora',
        },
      },
    },
    {
      key: 'charity-volunteering-app',
      intent: 'app',
      scene:
        'young volunteers planting trees in a city park, one checking a smartphone, bright morning light',
      text: {
        en: {
          title: 'Volunteer matching app',
          prompt:
            'Make an ad for our volunteering app: find a two-hour shift near you and sign up in one tap',
          headline: 'Two hours can change a day',
          subline: 'Find volunteer shifts near you and join in with one tap',
          cta: 'Get the app',
        },
        de: {
          title: 'App fürs Ehrenamt',
          prompt:
            'Erstelle eine Anzeige für unsere Ehrenamts-App: Einsätze in deiner Nähe finden und mit einem Tipp dabei sein',
          headline: 'Zwei Stunden, die zählen',
          subline: 'Finde Ehrenamtseinsätze in deiner Nähe und sei mit einem Tipp dabei',
          cta: 'App laden',
        },
        fr: {
          title: 'Application de bénévolat',
          prompt:
            'Crée une pub pour notre application de bénévolat : trouvez une mission près de chez vous en un clic',
          headline: 'Deux heures qui changent tout',
          subline: 'Une mission bénévole près de chez vous, inscription en un clic',
          cta: 'Télécharger',
        },
        es: {
          title: 'App de voluntariado',
          prompt:
            'Haz un anuncio para nuestra app de voluntariado: encuentra turnos cerca de ti y apúntate con un toque',
          headline: 'Dos horas que cambian un día',
          subline: 'Encuentra voluntariados cerca de ti y apúntate con un solo toque',
          cta: 'Descarga la app',
        },
      },
    },
    {
      key: 'charity-ocean-shirt-collection',
      intent: 'shop',
      scene: 'friends in matching organic cotton t-shirts collecting litter on a sunny beach, waves behind',
      text: {
        en: {
          title: 'Charity T-shirt collection',
          prompt: 'Create an ad for our new charity T-shirt collection: every shirt funds one beach clean-up',
          headline: 'Wear it, clean the ocean',
          subline: 'Every shirt from our new collection funds a beach clean-up',
          cta: 'Shop the shirts',
        },
        de: {
          title: 'Shirts für saubere Meere',
          prompt:
            'Erstelle eine Anzeige für unsere neue Shirt-Kollektion: Jedes Shirt finanziert eine Strandreinigung',
          headline: 'Anziehen, Meere schützen',
          subline: 'Jedes Shirt aus der neuen Kollektion finanziert eine Strandreinigung',
          cta: 'Shirts ansehen',
        },
        fr: {
          title: 'T-shirts solidaires pour l’océan',
          prompt:
            'Crée une pub pour notre nouvelle collection de t-shirts solidaires : chaque t-shirt finance un nettoyage de plage',
          headline: 'Portez-le, sauvez l’océan',
          subline: 'Chaque t-shirt de la collection finance un nettoyage de plage',
          cta: 'Voir la boutique',
        },
        es: {
          title: 'Camisetas solidarias por el mar',
          prompt:
            'Haz un anuncio para nuestra nueva colección de camisetas solidarias: cada una financia una limpieza de playa',
          headline: 'Póntela y limpia el océano',
          subline: 'Cada camiseta de la colección financia una limpieza de playa',
          cta: 'Ver camisetas',
        },
      },
    },
    {
      key: 'charity-reading-mentors',
      intent: 'general',
      scene: 'volunteer reading a colourful picture book with two children on a library beanbag, warm light',
      text: {
        en: {
          title: 'Reading mentors wanted',
          prompt: 'Create an ad looking for volunteers to read with primary school children one hour a week',
          headline: 'Read with a child, once a week',
          subline: 'Our volunteers help primary pupils discover the joy of books',
          cta: 'Become a mentor',
        },
        de: {
          title: 'Lesepaten gesucht',
          prompt:
            'Erstelle eine Anzeige: Wir suchen Lesepaten, die einmal pro Woche mit Grundschulkindern lesen',
          headline: 'Werde Lesepate oder Lesepatin',
          subline: 'Eine Stunde pro Woche, in der Grundschulkinder Bücher lieben lernen',
          cta: 'Pate werden',
        },
        fr: {
          title: 'Bénévoles lecture recherchés',
          prompt:
            'Crée une pub pour recruter des bénévoles qui lisent avec des enfants de primaire une heure par semaine',
          headline: 'Lisez avec un enfant',
          subline: 'Une heure par semaine pour donner le goût des livres aux écoliers',
          cta: 'Devenir bénévole',
        },
        es: {
          title: 'Voluntarios de lectura',
          prompt: 'Crea un anuncio buscando voluntarios que lean con niños de primaria una hora a la semana',
          headline: 'Lee con un niño cada semana',
          subline: 'Una hora a la semana para que los peques descubran los libros',
          cta: 'Quiero ayudar',
        },
      },
    },
  ],
};
